// `npm run dev`: a saved JSON change shows in the open browser quickly, and invalid config shows the
// problems over the page instead of crashing. Runs the dev server on a temporary copy of a config.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const PORT = 4188;
let dev: ChildProcess;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-config-'));
  cpSync('tests/fixtures/minimal-site', dir, { recursive: true });
  dev = spawn(process.execPath, ['node_modules/.bin/tsx', 'scripts/dev.ts'], { env: { ...process.env, PORT: String(PORT), SITE_CONFIG_DIR: dir }, stdio: 'pipe' });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/gst`)).status) return;
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
  await page.goto(`http://127.0.0.1:${PORT}/gst`);
  await expect(page.locator('h1')).toHaveText('GST Registration');
  const file = join(dir, 'pages/gst.json');
  const original = readFileSync(file, 'utf8');

  writeFileSync(file, original.replace('"heading": "GST Registration"', '"heading": "GST Registration in 3 days"'));
  await expect(page.locator('h1')).toHaveText('GST Registration in 3 days', { timeout: 5_000 });

  writeFileSync(file, original.replace('"type": "hero"', '"type": "heor"'));
  const overlay = page.getByRole('alert');
  await expect(overlay).toContainText('site-config has 1 problem', { timeout: 5_000 });
  await expect(overlay).toContainText('pages/gst.json:11:15 error: page /gst, block 1 (heor): unknown block type "heor" — did you mean "hero"?');

  writeFileSync(file, original);
  await expect(page.locator('h1')).toHaveText('GST Registration', { timeout: 5_000 });
});
