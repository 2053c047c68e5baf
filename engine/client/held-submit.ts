// A submit inside a client block whose code has not run yet (Send clicked, or Enter pressed, before
// the island hydrated or the behavior loaded) is held rather than lost or sent twice: the block's code
// is loaded and the same submit (same button) is replayed once it is ready, so its own validation and
// sending apply. If the code cannot be loaded, the form is sent as plain HTML, which the server
// handles too. Without this script at all, forms are plain HTML forms.

export function holdSubmits(el: HTMLElement, start: () => Promise<unknown>) {
  // A behavior's element may contain islands (tabs): their forms wait for their own island.
  const owns = (form: HTMLFormElement) => el.hasAttribute('data-island') || !form.closest('[data-island]');
  const forms = (el instanceof HTMLFormElement ? [el] : [...el.querySelectorAll('form')]).filter(owns);
  if (forms.length === 0) return;
  // The block's code shows its own messages next to the fields (the browser's bubbles would stop the
  // submit before it could be held); without scripts the browser's own checks still apply.
  for (const form of forms) form.noValidate = true;
  let ready = false;
  el.addEventListener(
    'submit',
    (event) => {
      // Once the code runs (the island has hydrated, or the behavior is attached) it owns every submit;
      // until then React would not see it (a submit is not replayed after hydration) and the browser would post it.
      if (ready) return;
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !owns(form)) return;
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter;
      if (form.dataset.held !== undefined) return; // a second click while waiting: still one submit
      form.dataset.held = '';
      start().then(
        () => {
          ready = true;
          delete form.dataset.held;
          form.requestSubmit(submitter instanceof HTMLElement && submitter.isConnected ? submitter : null);
        },
        () => {
          ready = true;
          delete form.dataset.held;
          HTMLFormElement.prototype.submit.call(form);
        },
      );
    },
    true,
  );
}
