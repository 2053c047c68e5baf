// The JavaScript budget, measured in the browser on the build output (bytes, not timings, so it is
// deterministic): which scripts a page loads depends on what scrolls into view. The budgets the files
// alone decide (the home page's size, nothing render-blocking) are in tests/unit/dist-budgets.test.ts.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGETS, builtRoutes, builtHtml, DIST_DIR, oneOfEachScriptSet } from './routes.ts';

const routes = builtRoutes();
const KB = 1024;

const gzipSize = (urlPath: string) => {
  const file = join(DIST_DIR, urlPath.replace(/^\//, '')) + '.gz';
  return existsSync(file) ? statSync(file).size : 0;
};

// One test per set of scripts a page can load (each waits for the network to be quiet once it has scrolled
// through), spread over the workers: pages with the same behaviours, islands and script links load the same
// JavaScript.
test.describe('JavaScript loaded before the first interaction stays within budget', () => {
  for (const route of oneOfEachScriptSet(routes)) {
    test(route.path, async ({ page }) => {
      const html = builtHtml(route);
      const heavy = /data-island=|data-behavior="tabs"/.test(html);
      const budget = heavy ? BUDGETS.jsWithFormOrTabs : BUDGETS.jsPlain;
      const scripts = new Set<string>();
      // Requests open and the time of the last one to start or end: Playwright's 'networkidle' is a load
      // state, reached once, so waiting for it again after the scroll would return at once.
      let open = 0;
      let lastActivity = Date.now();
      const settle = () => {
        open--;
        lastActivity = Date.now();
      };
      const listener = (request: { resourceType(): string; url(): string }) => {
        open++;
        lastActivity = Date.now();
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      };
      page.on('request', listener);
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);
      // Loaded, not yet quiet: the one wait for quiet below, after the scroll, also covers what the load started.
      await page.goto(route.path);
      // Scroll through the page so 'visible' islands load too; only interaction-triggered code may wait.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      // Quiet for 500 ms, as networkidle: a 'visible' island starts loading just after it scrolls into view.
      await expect.poll(() => open === 0 && Date.now() - lastActivity >= 500, { intervals: [100], timeout: 15_000 }).toBe(true);
      page.off('request', listener);
      const total = [...scripts].reduce((sum, url) => sum + gzipSize(url), 0);
      console.log(`${route.path}: ${(total / KB).toFixed(1)} KB gzip JS (budget ${budget / KB} KB)`);
      expect(total, `${route.path} loads ${[...scripts].join(', ')}`).toBeLessThanOrEqual(budget);
    });
  }
});
