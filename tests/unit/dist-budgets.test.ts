// Performance budgets that the built files alone decide (bytes, no browser): the home page's first
// round trip, and nothing on any page that blocks rendering. The JavaScript a page loads before the first
// interaction needs a browser (islands load as they scroll into view): tests/e2e/budgets.spec.ts.
// `npm test` builds first; alone, run `npm run build` before (builtRoutes() says so when dist/ is missing).
import { readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BUDGETS, builtHtml, builtRoutes, DIST_DIR } from '../e2e/routes.ts';

const routes = builtRoutes();

test('the home page HTML with its inline critical CSS fits in 14 KB of brotli (first paint in one round trip)', () => {
  const home = routes.find((r) => r.path === '/')!;
  const size = statSync(join(DIST_DIR, home.file + '.br')).size;
  expect(size, `home HTML is ${size} bytes brotli`).toBeLessThanOrEqual(BUDGETS.homeHtmlBrotli);
});

test('every page, in every language, shows its first view from the first 14 KB of its brotli file', () => {
  const late: string[] = [];
  for (const route of routes) {
    const html = readFileSync(join(DIST_DIR, route.file));
    const brotli = readFileSync(join(DIST_DIR, route.file + '.br'));
    // What a browser can decode from the first round trip (a stream cut there, flushed, not finished).
    const arrived = brotliDecompressSync(brotli.subarray(0, BUDGETS.firstViewBrotli), { finishFlush: constants.BROTLI_OPERATION_FLUSH });
    expect(html.subarray(0, arrived.length).equals(arrived), `${route.path}: the brotli file is not this HTML`).toBe(true);
    const main = html.indexOf('<main');
    expect(main, `${route.path} has no <main>`).toBeGreaterThan(0);
    const firstView = Math.min(html.length, main + BUDGETS.firstViewHtml);
    if (arrived.length < firstView)
      late.push(`${route.path}: ${arrived.length} of the first view's ${firstView} bytes arrive in the first ${BUDGETS.firstViewBrotli} bytes (brotli file ${brotli.length} B)`);
  }
  expect(late).toEqual([]);
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
