// `npm run dev`: a saved JSON change shows in the open browser quickly, and invalid config shows the
// problems instead of crashing: pages that can still be built are shown with a banner of their
// problems, a page that cannot be built shows an overlay with the lines around the error. Runs the
// dev server on a temporary copy of a config, on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

let port: number;
let dev: ChildProcess;
let dir: string;

/**
 * Saves a config file the way editors do, in one step (a new file renamed over the old one), so the
 * dev server never reads it half-written — with a plain write it could, under load, and then showed a
 * syntax error for a file that was fine.
 */
function save(file: string, text: string) {
  const pending = join(dir, '.pending');
  writeFileSync(pending, text);
  renameSync(pending, file);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  // Vite scans and bundles dependencies on its first start, which takes a while on a busy machine.
  test.setTimeout(150_000);
  port = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'dev-config-'));
  cpSync('tests/fixtures/minimal-site', dir, { recursive: true });
  dev = spawn(process.execPath, ['node_modules/.bin/tsx', 'scripts/dev.ts'], { env: { ...process.env, PORT: String(port), SITE_CONFIG_DIR: dir }, stdio: 'pipe' });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/gst`)).status) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('dev server did not start');
});

test.afterAll(() => {
  dev?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

test('a saved JSON change reloads the open page, and a broken file shows an overlay until it is fixed', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`http://127.0.0.1:${port}/gst`);
  await expect(page.locator('h1')).toHaveText('GST Registration');
  await expect(page.locator('[data-dev-banner]')).toHaveCount(0);
  const file = join(dir, 'pages/gst.json');
  const original = readFileSync(file, 'utf8');

  save(file, original.replace('"heading": "GST Registration"', '"heading": "GST Registration in 3 days"'));
  await expect(page.locator('h1')).toHaveText('GST Registration in 3 days', { timeout: 5_000 });

  save(file, original.replace('"type": "hero"', '"type": "heor"'));
  const overlay = page.getByRole('alert');
  await expect(overlay.locator('h1')).toHaveText(/^This page can’t be shown: site-config has 1 problem in .*pages\/gst\.json$/, { timeout: 5_000 });
  await expect(overlay).toContainText('pages/gst.json:11:15 error: page /gst, block 1 (heor): unknown block type "heor" — did you mean "hero"?');
  // The file excerpt: two lines either side, the line with the error marked and a caret under the column.
  await expect(overlay.locator('pre')).toHaveText(
    ['   9 |   "blocks": [', '  10 |     {', '> 11 |       "type": "heor",', '     |               ^', '  12 |       "heading": "GST Registration"', '  13 |     },'].join('\n'),
  );

  save(file, original);
  await expect(page.locator('h1')).toHaveText('GST Registration', { timeout: 5_000 });
});

test('pages that can still be built are shown with a banner listing their problems', async ({ page }) => {
  test.setTimeout(60_000);
  const gst = join(dir, 'pages/gst.json');
  const about = join(dir, 'pages/about.json');
  const gstOriginal = readFileSync(gst, 'utf8');
  const aboutOriginal = readFileSync(about, 'utf8');
  try {
    // One broken page does not block the others: /about is shown, the banner names the other file's error.
    save(gst, gstOriginal.replace('"type": "hero"', '"type": "heor"'));
    await page.goto(`http://127.0.0.1:${port}/about`);
    await expect(page.locator('h1')).toHaveText('About us');
    const banner = page.getByRole('region', { name: 'Config problems' });
    await expect(banner.locator('strong')).toHaveText('This page is fine; other files have 1 error');
    await expect(banner.locator('details')).toContainText('pages/gst.json:11:15 error: page /gst, block 1 (heor): unknown block type "heor" — did you mean "hero"?');

    // A page with an error that does not stop it from rendering (a broken link) and a warning: shown, both listed.
    save(
      about,
      aboutOriginal
        .replace('"title": "About | Test"', '"title": "About our company, its founders, its history and its many offices | Test"')
        .replace('"heading": "About us"', '"heading": "About us", "primaryAction": { "label": "Prices", "href": "/pricing" }'),
    );
    await expect(banner.locator('strong')).toHaveText('This page’s config has 1 error and 1 warning', { timeout: 5_000 });
    await expect(page.locator('h1')).toHaveText('About us');
    await expect(banner.locator('ul').first()).toContainText(
      'pages/about.json:11:76 error: page /about, block 1 (hero), primaryAction: the link "/pricing" goes to no page — check the address, or add a page with that address in site-config/pages/',
    );
    await expect(banner.locator('ul').first()).toContainText(
      'pages/about.json:6:12 warning: page /about: the title is 72 characters; search results cut titles after about 60 — shorten it',
    );
    await expect(banner).toContainText('Preview only: `npm run build` refuses to build the site until every error is fixed.');
  } finally {
    save(gst, gstOriginal);
    save(about, aboutOriginal);
  }
  await expect(page.getByRole('region', { name: 'Config problems' })).toHaveCount(0, { timeout: 5_000 });
  await expect(page.locator('h1')).toHaveText('About us');
});

test('a page that missed a reload while its own socket was reconnecting is reloaded when it reports an older version', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/about`);
  await expect(page.locator('h1')).toHaveText('About us');
  // The page reported the version it shows when its socket came up; nothing reloads it.
  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));
  await page.waitForTimeout(500);
  expect(reloads).toEqual([]);
  // What a page rendered before the last save reports: the dev server answers with a reload.
  await Promise.all([
    page.waitForEvent('load'),
    page.evaluate(async () => {
      const viteClient = '/@vite/client'; // a URL in the browser, not a module of this project
      const client = (await import(viteClient)) as { createHotContext(path: string): { send(event: string, data: unknown): void } };
      client.createHotContext('/@dev-version').send('dev:shown', { version: 0 });
    }),
  ]);
  await expect(page.locator('h1')).toHaveText('About us');
});
