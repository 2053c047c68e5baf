// APG tabs pattern with automatic activation: Left/Right move to the previous/next tab (wrapping),
// Home/End to the first/last, and moving focus selects the tab. Only the selected tab is in the Tab
// order (roving tabindex). A hash naming a panel (/gst#new-state) selects that tab on load.
export default function enhanceTabs(root: HTMLElement) {
  const container = root.querySelector<HTMLElement>('[data-tabs]');
  const tablist = container?.querySelector<HTMLElement>(':scope > [role=tablist]');
  if (!container || !tablist) return;
  const tabs = Array.from(tablist.querySelectorAll<HTMLElement>(':scope > [role=tab]'));
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''));
  if (tabs.length === 0 || panels.some((p) => !p)) return;

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      panels[i]!.hidden = !selected;
    });
    if (focus) tabs[index]!.focus();
    // On a phone the tab row may scroll sideways: keep the selected tab in view (never scrolls the page).
    const t = tabs[index]!.getBoundingClientRect();
    const row = tablist.getBoundingClientRect();
    if (t.left < row.left) tablist.scrollLeft -= row.left - t.left;
    else if (t.right > row.right) tablist.scrollLeft += t.right - row.right;
  };

  tabs.forEach((tab, i) => tab.addEventListener('click', () => select(i, true)));
  tablist.addEventListener('keydown', (event) => {
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    select(next, true);
  });

  // The tabs name their panels now, so the fallback headings are no longer needed.
  for (const panel of panels) panel!.querySelector<HTMLElement>(':scope > [data-tab-heading]')?.setAttribute('hidden', '');
  const panelFromHash = () => {
    let id = '';
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return -1; // a malformed address (#%E0) selects nothing rather than breaking the tabs
    }
    return id ? panels.findIndex((p) => p!.id === id) : -1;
  };
  const fromHash = panelFromHash();
  select(
    fromHash >= 0
      ? fromHash
      : Math.max(
          0,
          tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true'),
        ),
    false,
  );
  // An in-page link to a panel (href="#new-state") selects its tab too.
  window.addEventListener('hashchange', () => {
    const index = panelFromHash();
    if (index >= 0) select(index, false);
  });
  tablist.hidden = false;
  container.dataset.enhanced = '';
}
