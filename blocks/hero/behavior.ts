// The hero's main button: shows its busy label (and is disabled) while the click is handled, then
// scrolls smoothly to the target section when it is on this page, or navigates there otherwise.
export default function enhanceHero(root: HTMLElement) {
  const button = root.querySelector<HTMLAnchorElement>('a[data-hero-primary]');
  if (!button) return;
  const label = button.textContent ?? '';
  const setBusy = (busy: boolean) => {
    if (busy) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    button.textContent = busy ? (button.dataset.busyLabel ?? label) : label;
  };
  // Coming back with the Back button restores this page from the browser's cache: make the button usable again.
  window.addEventListener('pageshow', (event) => event.persisted && setBusy(false));

  button.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (button.getAttribute('aria-disabled') === 'true') return;
    setBusy(true);
    const target = new URL(button.href, location.href);
    const section = target.pathname === location.pathname && target.hash ? document.getElementById(target.hash.slice(1)) : null;
    if (!section) {
      location.assign(target.href);
      return;
    }
    const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they were taken to.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
    history.replaceState(null, '', target.hash);
    window.setTimeout(() => setBusy(false), 600);
  });
}
