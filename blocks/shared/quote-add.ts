// "Add to quote" (price cards) and ADD (service grids) with JavaScript: the same form-encoded post as
// without it, made in the background (Accept: application/json, answered { count, href }); the button
// stays where it is and a line under it says so, with a link to the quote. Any failure: the plain post.
export function enhanceQuoteAdd(root: HTMLElement) {
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('[data-quote-add]')) return;
    event.preventDefault();
    void add(form);
  });
}

async function add(form: HTMLFormElement) {
  try {
    const res = await fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form) as unknown as string[][]), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(String(res.status));
    // The server answers in the page's language (server/quote/routes.ts): the line's words come with the count.
    const { href, added, view } = (await res.json()) as { href: string; added: string; view: string };
    let note = form.querySelector<HTMLElement>('[data-quote-added]');
    if (!note) {
      note = document.createElement('p');
      note.setAttribute('data-quote-added', '');
      note.setAttribute('role', 'status');
      note.style.cssText = 'margin-top:.5rem;font-size:.875rem;text-align:center';
      form.append(note);
    }
    note.textContent = `${added} `;
    const link = document.createElement('a');
    link.href = href;
    link.textContent = view;
    link.style.cssText = 'text-decoration:underline;font-weight:600';
    note.append(link);
  } catch {
    form.submit();
  }
}
