// The quote page's script for its instant updates (issue 40: at most 6 KB gzip): the loader every page has
// and the quote block's behavior with what it imports, read from the build (bytes, no browser). The
// quote page loads no island (no React): the page is the server's HTML, the behavior posts its forms in
// the background. `npm test` builds first; alone, run `npm run build` before.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { builtHtml, builtRoutes, DIST_DIR } from '../e2e/routes.ts';

const KB = 1024;
const ASSETS = join(DIST_DIR, 'assets');

/** A chunk and every chunk it imports statically, by file name. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(ASSETS, file), 'utf8');
  for (const [, dep] of code.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) withImports(dep!, seen);
  return seen;
}

test('the quote page loads at most 6 KB gzip of script for its instant updates, and no island', () => {
  const html = builtHtml(builtRoutes().find((r) => r.path === '/quote')!);
  expect(html).toContain('data-behavior="quote"');
  expect(html).not.toContain('data-island=');
  const loader = html.match(/src="\/assets\/(loader-[^"]+\.js)"/)?.[1];
  expect(loader).toBeTruthy();
  const behavior = readFileSync(join(ASSETS, loader!), 'utf8').match(/blocks\/quote\/behavior\.ts["'`]\s*:\s*\(\)\s*=>\s*\w+\(\(\)\s*=>\s*import\(["'`]\.\/([^"'`]+\.js)/)?.[1];
  expect(behavior, 'the loader names the quote behavior').toBeTruthy();
  const files = [...withImports(loader!), ...withImports(behavior!)];
  const gzip = files.reduce((sum, f) => sum + statSync(join(ASSETS, `${f}.gz`)).size, 0);
  expect(gzip, `${files.join(', ')}: ${gzip} bytes gzip`).toBeLessThanOrEqual(6 * KB);
});
