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
    input?.setAttribute('aria-expanded', String(open));
  };
  const input = searchAsYouType(
    form,
    (html) => {
      panel.innerHTML = html;
      setOpen(true);
    },
    () => setOpen(false),
  );
  if (!input) return;
  input.setAttribute('aria-controls', panel.id);
  input.setAttribute('aria-expanded', 'false');
  form.parentElement!.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      input.focus();
    }
  });
  document.addEventListener('pointerdown', (e) => {
    if (!form.parentElement!.contains(e.target as Node)) setOpen(false);
  });
}
