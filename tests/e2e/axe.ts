// axe-core run in the page by the tests themselves, not through AxeBuilder (@axe-core/playwright):
// AxeBuilder sends axe's 560 KB source into the page on every call and finishes each run in a second,
// blank page it opens and injects again — measured on 8 routes under load, 2.4–2.7 s a check against
// 0.5–0.9 s here. axe is evaluated once per page load; evaluation from the test bypasses the page's CSP.
// Public pages have no frames, so nothing is lost by not running axe inside frames.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

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

/**
 * axe's violations on the page (or inside `include`): every rule of `tags` (default WCAG 2.2 AA), or only
 * `rules` when given. Waits first until every finite animation has ended: a dialog fading in is half
 * transparent, and checked mid-fade its text failed color-contrast now and then.
 */
export async function axeViolations(page: Page, options: { include?: string | string[]; tags?: string[]; rules?: string[] } = {}): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const runOnly = options.rules ? { type: 'rule' as const, values: options.rules } : { type: 'tag' as const, values: options.tags ?? WCAG22AA };
  return page.evaluate(
    ([within, only]) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(within.length ? { include: within } : document, { runOnly: only, resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))),
    [[options.include ?? []].flat(), runOnly] as const,
  );
}
