// Leaving a field with the pointer (clicking the Send button, a choice or a tick box below it) blurs
// the field on pointer *down*; a message shown right then pushes the rest of the form down, so the
// pointer comes *up* beside the button and the click is lost. Work triggered by a blur therefore
// waits until the click (or tap) that caused it has been handled; keyboard users see it at once.

let pointerActive = false;
let installed = false;
let fallback: number | undefined;
const waiting: (() => void)[] = [];

function flush() {
  pointerActive = false;
  window.clearTimeout(fallback);
  const jobs = waiting.splice(0);
  // After the click's own handlers (and the form submission they start).
  if (jobs.length > 0) window.setTimeout(() => jobs.forEach((job) => job()));
}

/** Starts watching pointer presses; call once the form is interactive (before any blur can happen). */
export function trackPointerPresses() {
  if (installed) return;
  installed = true;
  document.addEventListener(
    'pointerdown',
    () => {
      pointerActive = true;
      window.clearTimeout(fallback);
    },
    true,
  );
  // A press that ends without a click (a drag, a long press) must not hold the work back for long.
  document.addEventListener(
    'pointerup',
    () => {
      window.clearTimeout(fallback);
      fallback = window.setTimeout(flush, 600);
    },
    true,
  );
  document.addEventListener('pointercancel', flush, true);
  document.addEventListener('click', flush, true);
}

/** Runs `job` now, or — while a pointer press is in progress — right after its click. */
export function afterPointerPress(job: () => void) {
  trackPointerPresses();
  if (pointerActive) waiting.push(job);
  else job();
}
