// axe-core run in the page by the tests themselves, not through AxeBuilder (@axe-core/playwright):
// AxeBuilder sends axe's 560 KB source into the page on every call and finishes each run in a second,
// blank page it opens and injects again — measured on 8 routes under load, 2.4–2.7 s a check against
// 0.5–0.9 s here. axe is evaluated once per page load; evaluation from the test bypasses the page's CSP.
// Frames are entered only when asked (`frames: true`, the editor's canvas): axe is then evaluated in each
// frame too and the top document's axe reaches into them, as AxeBuilder did; public pages have no frames.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.2 AA: target-size (2.5.8) only runs when 'wcag22aa' is named, so the tags list it explicitly. */
export const WCAG22AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing element's selector. */
  targets: string[];
}

/** A selector, or several: each a selector or a path into a frame (the frame element's selector, then one inside it). */
type Within = string | (string | string[])[];

export interface AxeOptions {
  include?: Within;
  exclude?: Within;
  tags?: string[];
  rules?: string[];
  /** Check inside the page's frames too (axe evaluated in each of them). */
  frames?: boolean;
}

async function injectAxe(target: Page | Frame) {
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(AXE_SOURCE);
}

/**
 * axe's violations in the page (or inside `include`, outside `exclude`) as axe reports them (with
 * each node's HTML and related nodes): every rule of `tags` (default WCAG 2.2 AA), or only `rules` when
 * given. Waits first until every finite animation has ended: a dialog fading in is half transparent, and
 * checked mid-fade its text failed color-contrast now and then (also when checked in the frame before its
 * fade-in began: publish.spec's restore dialog, once in six runs).
 */
export async function axeResults(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  await injectAxe(page);
  if (options.frames) for (const frame of page.frames().slice(1)) await injectAxe(frame);
  await page.evaluate(async () => {
    // Two frames first: an animation a state change starts (a dialog's data-state="open") exists only from the next frame.
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  const runOnly = options.rules ? { type: 'rule' as const, values: options.rules } : { type: 'tag' as const, values: options.tags ?? WCAG22AA };
  const selectors = (s: Within | undefined) => (s === undefined ? [] : typeof s === 'string' ? [s] : s);
  return page.evaluate(
    ([include, exclude, only, iframes]) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = include.length || exclude.length ? { ...(include.length ? { include } : {}), exclude } : document;
      return axe.run(context as import('axe-core').ElementContext, { runOnly: only, resultTypes: ['violations'], iframes }).then((r) => r.violations);
    },
    [selectors(options.include), selectors(options.exclude), runOnly, options.frames ?? false] as const,
  );
}

/** axe's violations (axeResults), each as its rule and the failing elements' selectors. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Violation[]> {
  return (await axeResults(page, options)).map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
