// The header's search field with JavaScript: the first results show under the field as the visitor
// types (layout/site-header/SiteHeader.tsx holds the panel); Enter still opens the full results page.
// Escape or a click elsewhere closes the panel.
import { searchAsYouType } from '../../blocks/shared/search-as-you-type.ts';

export default function enhanceHeaderSearch(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;
  const panel = form.parentElement?.querySelector<HTMLElement>('[data-search-panel]');
  if (!panel) return;
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
  };
  const input = searchAsYouType(
    form,
    (html, query) => {
      // The server's escaped results HTML, and a way to all of them (the panel shows the first five).
      panel.innerHTML = html;
      const all = Object.assign(document.createElement('a'), { href: `${form.action}?q=${encodeURIComponent(query)}` });
      all.textContent = form.dataset.seeAll ?? ''; // the page's words (SiteHeader.tsx), as text
      const line = document.createElement('p');
      line.append(all);
      panel.append(line);
      setOpen(true);
    },
    () => setOpen(false),
  );
  if (!input) return;
  input.setAttribute('aria-controls', panel.id);
  form.parentElement!.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !panel.hidden) {
      e.stopPropagation(); // one Escape closes one thing: the panel first, then (site-header) what holds it
      e.preventDefault(); // and keeps the words (a search field's own Escape empties it)
      setOpen(false);
      input.focus();
    }
  });
  document.addEventListener('pointerdown', (e) => {
    if (!form.parentElement!.contains(e.target as Node)) setOpen(false);
  });
}
