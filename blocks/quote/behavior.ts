// Instant updates of the quote page: "Remove", "Change state" and the UTR post in the background (the same
// form-encoded post as without JavaScript; the server answers 303 to the quote's new address) and the
// quote is swapped in place from the page that comes back; the address bar follows (shareable). A state
// list submits itself when changed. Any failure falls back to the plain post.
export default function enhanceQuote(root: HTMLElement) {
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (form.matches('[data-quote-send]')) {
      // Sending is a plain post (the confirmation is a page of its own), once, even when the submit
      // was held while this script loaded.
      event.preventDefault();
      if (form.dataset.sending === undefined) {
        form.dataset.sending = '';
        HTMLFormElement.prototype.submit.call(form);
      }
      return;
    }
    if (!form.matches('[data-quote-form]')) return;
    event.preventDefault();
    void update(root, form, (event as SubmitEvent).submitter);
  });
  root.addEventListener('change', (event) => {
    const select = event.target as HTMLSelectElement;
    if (select.name === 'state') select.form?.requestSubmit(select.form.querySelector<HTMLButtonElement>('button[value=state]'));
  });
}

async function update(root: HTMLElement, form: HTMLFormElement, submitter: HTMLElement | null) {
  const body = new URLSearchParams(new FormData(form, submitter) as unknown as string[][]);
  const status = root.querySelector('[data-quote-live]') ?? root.appendChild(Object.assign(document.createElement('p'), { className: 'sr-only' }));
  status.setAttribute('aria-live', 'polite');
  status.setAttribute('data-quote-live', '');
  try {
    const res = await fetch(form.action, { method: 'POST', body, headers: { accept: 'text/html' } });
    // 400 is the quote again with the messages (a UTR that is not 12 digits, too many items): shown the same way.
    if (!res.ok && !(res.status === 400 && res.headers.get('content-type')?.startsWith('text/html'))) throw new Error(String(res.status));
    const page = new DOMParser().parseFromString(await res.text(), 'text/html');
    const next = page.querySelector('[data-quote]');
    const here = root.querySelector('[data-quote]');
    if (!next || !here) throw new Error('no quote');
    here.replaceWith(document.importNode(next, true));
    if (res.ok) history.replaceState(null, '', res.url);
    // The words the page wrote in its language (Quote.tsx, data-quote-words).
    const words = JSON.parse(root.querySelector<HTMLElement>('[data-quote-words]')?.dataset.quoteWords ?? '{}') as Record<'updated' | 'removed' | 'check', string>;
    status.textContent = res.ok ? (submitter?.getAttribute('value') === 'remove' ? words.removed : words.updated) : words.check;
  } catch {
    form.submit();
  }
}
