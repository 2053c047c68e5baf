import { letFormsSubmit } from '../../blocks/shared/search-as-you-type.ts';

// Disclosure navigation (WAI-ARIA APG): hover opens and closes; click, Enter and Space toggle;
// Escape closes and returns focus to the button; moving focus or clicking elsewhere closes.
export default function enhanceHeader(header: HTMLElement) {
  const dropdowns = [...header.querySelectorAll<HTMLElement>('[data-dropdown]')];
  const buttonOf = (d: HTMLElement) => d.querySelector<HTMLButtonElement>(':scope > button')!;
  const setOpen = (d: HTMLElement, open: boolean) => {
    d.dataset.open = String(open);
    if (!open) d.dataset.openedBy = '';
    buttonOf(d).setAttribute('aria-expanded', String(open));
  };
  const closeAll = (except?: HTMLElement) => dropdowns.forEach((d) => d !== except && setOpen(d, false));

  for (const d of dropdowns) {
    const button = buttonOf(d);
    button.addEventListener('click', () => {
      // A click on a panel the pointer just opened by hovering keeps it open (pinned) instead of closing it.
      const open = d.dataset.openedBy === 'hover' || button.getAttribute('aria-expanded') !== 'true';
      closeAll(d);
      setOpen(d, open);
      d.dataset.openedBy = open ? 'click' : '';
    });
    d.addEventListener('pointerenter', (e) => {
      if (e.pointerType !== 'mouse' || d.dataset.open === 'true') return; // touch opens by tap (click)
      closeAll(d);
      setOpen(d, true);
      d.dataset.openedBy = 'hover';
    });
    d.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse' && d.dataset.openedBy === 'hover') setOpen(d, false);
    });
    d.addEventListener('focusout', (e) => {
      if (!d.contains(e.relatedTarget as Node | null)) setOpen(d, false);
    });
  }

  const mobileMenu = header.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
  // The desktop's search opens under its button: the field gets the focus.
  const searchToggle = header.querySelector<HTMLDetailsElement>('details[data-search-toggle]');
  searchToggle?.addEventListener('toggle', () => {
    if (!searchToggle.open) return;
    searchToggle.querySelector<HTMLInputElement>('input[type=search]')?.focus();
    if (mobileMenu) mobileMenu.open = false; // one box over the page at a time
  });
  mobileMenu?.addEventListener('toggle', () => {
    if (mobileMenu.open && searchToggle) searchToggle.open = false;
  });
  // On the document, so Escape also dismisses a panel opened by hover while focus is elsewhere (WCAG 1.4.13).
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const open = dropdowns.find((d) => d.dataset.open === 'true');
    if (open) {
      const hadFocus = open.contains(document.activeElement);
      setOpen(open, false);
      if (hadFocus) buttonOf(open).focus();
    } else if (mobileMenu?.open) {
      mobileMenu.open = false;
      mobileMenu.querySelector('summary')?.focus();
    } else if (searchToggle?.open && !searchToggle.querySelector('[data-search-panel]:not([hidden])')) {
      searchToggle.open = false;
      searchToggle.querySelector('summary')?.focus();
    }
  });
  document.addEventListener('pointerdown', (e) => {
    if (!header.contains(e.target as Node)) {
      closeAll();
      if (mobileMenu) mobileMenu.open = false;
      if (searchToggle) searchToggle.open = false;
    }
  });
  // The header's search is a plain GET form that no script sends: the browser submits it. (The loader holds
  // a submit inside a behavior's element until its code has run and replays it; with the code already
  // loaded the replay came while the first submit was still being dispatched, which the browser ignores,
  // so Enter did nothing. Stopping the event before the loader's listeners lets it go as HTML.)
  letFormsSubmit(header);
  header.dataset.enhanced = '';
}
