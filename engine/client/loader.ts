// The only script a page loads up front (~1 KB). It finds client code in the prerendered HTML (the
// attributes of the block API's behaviorAttributes, or of an island) and loads it when its trigger
// fires: behaviors are small DOM scripts of a block or layout folder, islands hydrate React.
import { holdSubmits } from './held-submit.ts';

type Trigger = 'load' | 'idle' | 'visible' | 'interaction';

const behaviors = import.meta.glob<{ default: (root: HTMLElement) => void }>(['../../blocks/*/behavior.ts', '../../layout/*/behavior.ts']);
const islands = import.meta.glob<{ default: unknown }>('../../blocks/*/island.tsx');

function when(el: HTMLElement, trigger: Trigger, run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (trigger === 'load') return once();
  if (trigger === 'idle') return 'requestIdleCallback' in window ? requestIdleCallback(once, { timeout: 3000 }) : setTimeout(once, 200);
  if (trigger === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          once();
        }
      },
      { rootMargin: '200px' },
    );
    return observer.observe(el);
  }
  for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart']) el.addEventListener(type, once, { once: true, passive: true });
}

/** Runs `start` once, however many triggers (or held submits) ask for it. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}

for (const el of document.querySelectorAll<HTMLElement>('[data-behavior]')) {
  const load = behaviors[`../../blocks/${el.dataset.behavior}/behavior.ts`] ?? behaviors[`../../layout/${el.dataset.behavior}/behavior.ts`];
  if (!load) continue;
  const start = once(() => load().then((m) => m.default(el)));
  // Forms inside an island wait for the island, not for a helper behavior.
  if (!el.closest('[data-island]')) holdSubmits(el, start);
  when(el, (el.dataset.hydrate as Trigger) ?? 'load', () => void start());
}

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const load = islands[`../../blocks/${el.dataset.island}/island.tsx`];
  if (!load) continue;
  const start = once(() => Promise.all([import('./hydrate.tsx'), load()]).then(([{ hydrateIsland }, m]) => hydrateIsland(el, m.default)));
  holdSubmits(el, start);
  when(el, (el.dataset.hydrate as Trigger) ?? 'visible', () => void start());
}
