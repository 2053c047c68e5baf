// Performance budgets, measured on the build output (bytes, not timings, so they are deterministic).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtRoutes, builtHtml, DIST_DIR, oneOfEachScriptSet } from './routes.ts';

const routes = builtRoutes();
const KB = 1024;
export const BUDGETS = { homeHtmlBrotli: 14 * KB, jsPlain: 25 * KB, jsWithFormOrTabs: 140 * KB };

const gzipSize = (urlPath: string) => {
  const file = join(DIST_DIR, urlPath.replace(/^\//, '')) + '.gz';
  return existsSync(file) ? statSync(file).size : 0;
};

test('the home page HTML with its inline critical CSS fits in 14 KB of brotli (first paint in one round trip)', () => {
  const home = routes.find((r) => r.path === '/')!;
  const size = statSync(join(DIST_DIR, home.file + '.br')).size;
  expect(size, `home HTML is ${size} bytes brotli`).toBeLessThanOrEqual(BUDGETS.homeHtmlBrotli);
});

// One test per set of scripts a page can load (each waits for the network to be quiet twice), spread over
// the workers: pages with the same behaviours, islands and script links load the same JavaScript.
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
      await page.goto(route.path, { waitUntil: 'networkidle' });
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

test('every image has width and height, and no font or stylesheet blocks rendering', () => {
  for (const route of routes) {
    const html = builtHtml(route);
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      expect(img, `${route.path}: image without width/height`).toMatch(/\swidth="\d+"/);
      expect(img, `${route.path}: image without width/height`).toMatch(/\sheight="\d+"/);
    }
    expect(html, route.path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html, route.path).not.toMatch(/fonts\.(googleapis|gstatic)\.com|@font-face/);
    expect(html, route.path).not.toMatch(/<script(?![^>]*type="(module|application\/json|application\/ld\+json)")[^>]*src=/);
  }
  expect(readFileSync(join(DIST_DIR, '404.html'), 'utf8')).not.toMatch(/@font-face/);
});
