// The browser code of the tooltips that blocks render with blocks/shared/Tooltip.tsx. The client loader
// runs it through blocks/tooltip/behavior.ts (it finds behaviors by folder name, "tooltip"); a block
// that clones labels in the browser (deadline-grid) calls it on the clones.
// Tooltip behaviour (WAI-ARIA APG tooltip) for one label rendered by Tooltip.tsx. Mouse: shows after the
// open delay, at once if another tooltip closed less than the skip delay ago, and stays while the
// pointer moves onto it (WCAG 1.4.13). Keyboard focus and tap show it at once; Escape, blur, leaving,
// a second tap or a tap elsewhere hide it. Spec: open delay 700 ms, skip delay 300 ms, offset 4 px.
const OPEN_DELAY = 700;
const SKIP_DELAY = 300;
const OFFSET = 4;
/** Time to move the pointer from the label onto its tooltip across the gap. */
const LEAVE_GRACE = 100;
const EDGE = 8;

// Shared by every tooltip on the page: only one is open, and the skip delay counts from the last close.
let lastClosed = -Infinity;
let closeOpen: (() => void) | undefined;

const number = (value: string | undefined, fallback: number) => (value !== undefined && value !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback);

export default function enhanceTooltip(trigger: HTMLElement) {
  if (trigger.dataset.tooltipReady !== undefined) return;
  const openDelay = number(trigger.dataset.openDelay, OPEN_DELAY);
  const skipDelay = number(trigger.dataset.skipDelay, SKIP_DELAY);
  const offset = number(trigger.dataset.offset, OFFSET);
  // Read on every show: a deadline's label points at another explanation when its urgency changes.
  const tip = () => document.getElementById(trigger.getAttribute('aria-describedby') ?? '');
  let current: HTMLElement | null = null;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let leaveTimer: ReturnType<typeof setTimeout> | undefined;
  let openedBy = '';

  const place = () => {
    if (!current) return;
    const label = trigger.getBoundingClientRect();
    const { width, height } = current.getBoundingClientRect();
    // Above the label; below it when there is no room above (e.g. under the sticky header is not checked).
    let top = label.top - offset - height;
    let side = 'top';
    if (top < EDGE) {
      top = label.bottom + offset;
      side = 'bottom';
    }
    const left = Math.min(Math.max(label.left + label.width / 2 - width / 2, EDGE), Math.max(EDGE, innerWidth - width - EDGE));
    current.style.top = `${Math.round(top)}px`;
    current.style.left = `${Math.round(left)}px`;
    current.dataset.side = side;
  };

  const hide = () => {
    clearTimeout(openTimer);
    clearTimeout(leaveTimer);
    if (!current) return;
    const el = current;
    current = null;
    openedBy = '';
    if ('hidePopover' in el && el.matches(':popover-open')) el.hidePopover();
    el.hidden = true;
    delete trigger.dataset.tooltipOpen;
    lastClosed = Date.now();
    if (closeOpen === hide) closeOpen = undefined;
    removeEventListener('scroll', place, true);
    removeEventListener('resize', place);
  };

  const show = (by: string) => {
    clearTimeout(openTimer);
    clearTimeout(leaveTimer);
    const el = tip();
    if (!el || current) return;
    if (closeOpen && closeOpen !== hide) closeOpen();
    current = el;
    openedBy = by;
    el.hidden = false;
    // The top layer escapes transformed or clipped ancestors; without popover support it is plain fixed.
    if ('showPopover' in el) {
      el.popover = 'manual';
      el.showPopover();
    }
    place();
    trigger.dataset.tooltipOpen = '';
    closeOpen = hide;
    addEventListener('scroll', place, { capture: true, passive: true });
    addEventListener('resize', place, { passive: true });
  };

  const pointerEnter = () => {
    clearTimeout(leaveTimer);
    if (current) return;
    // Moving from one label to the next (another tooltip still open, or closed moments ago) skips the delay.
    if ((closeOpen && closeOpen !== hide) || Date.now() - lastClosed < skipDelay) show('hover');
    else {
      clearTimeout(openTimer);
      openTimer = setTimeout(() => show('hover'), openDelay);
    }
  };
  const pointerLeave = () => {
    clearTimeout(openTimer);
    if (openedBy !== 'hover') return;
    clearTimeout(leaveTimer);
    leaveTimer = setTimeout(hide, LEAVE_GRACE);
  };

  trigger.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && pointerEnter());
  trigger.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && pointerLeave());
  // The pointer may rest on the tooltip itself (to read or select its text).
  const bubble = tip();
  bubble?.addEventListener('pointerenter', () => clearTimeout(leaveTimer));
  bubble?.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && pointerLeave());
  trigger.addEventListener('focus', () => {
    if (trigger.matches(':focus-visible')) show('focus');
  });
  trigger.addEventListener('blur', hide);
  // Touch (and mouse) click: a tap shows it, a second tap hides it; a click on one the mouse opened keeps it.
  trigger.addEventListener('click', () => {
    if (!current) show('click');
    else if (openedBy !== 'hover') hide();
    else openedBy = 'click';
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && current) hide();
  });
  document.addEventListener('pointerdown', (e) => {
    if (current && !trigger.contains(e.target as Node) && !current.contains(e.target as Node)) hide();
  });

  trigger.dataset.tooltipReady = '';
  // Interactions that happened before this code arrived.
  if (trigger.matches(':focus-visible')) show('focus');
  else if (trigger.matches(':hover')) pointerEnter();
}
