// The visual editor (`npm run edit`), driven in Chromium against a temporary copy of site-config/
// (EDIT_CONFIG_DIR), never the real files. The editor runs on EDIT_PORT (default here 4242).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect as baseExpect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// Validation runs on the server after each edit; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const ROOT = join(import.meta.dirname, '..', '..');
const PORT = Number(process.env.EDIT_E2E_PORT ?? 4242);
const BASE = `http://127.0.0.1:${PORT}`;
let editor: ChildProcess;
let scratch: string;
let configDir: string;
const originals = new Map<string, string>();

const read = (file: string) => readFileSync(join(configDir, file), 'utf8');
const changed = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((l) => !b.includes(l)), added: b.filter((l) => !a.includes(l)) };
};

test.describe.configure({ mode: 'serial', timeout: 120_000 });


test.beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'editor-e2e-'));
  configDir = join(scratch, 'site-config');
  cpSync(join(ROOT, 'site-config'), configDir, { recursive: true });
  for (const f of ['pages/gst.json', 'pages/home.json', 'navigation.json']) originals.set(f, read(f));
  editor = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'editor/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, EDIT_PORT: String(PORT), EDIT_CONFIG_DIR: configDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the editor did not start:\n${log}`)), 90_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Site editor: http://127.0.0.1:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    editor.stdout!.on('data', onData);
    editor.stderr!.on('data', onData);
    editor.on('exit', (code) => reject(new Error(`the editor exited (${code}):\n${log}`)));
  });
});

test.afterAll(async () => {
  editor?.kill('SIGTERM');
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function openPage(page: Page, path: string) {
  await page.goto(`${BASE}/?page=${encodeURIComponent(path)}`);
  await expect(page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });
}

async function selectBlock(page: Page, heading: string) {
  await page.frameLocator('#preview-frame').getByRole('heading', { name: heading, exact: true }).click();
}

// A text area's accessible name also holds its text (it sits inside its <label>), so match the start.
const field = (page: Page, label: string, role: 'textbox' | 'spinbutton' | 'combobox' = 'textbox') =>
  page.getByRole(role, { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) }).filter({ visible: true }).first();

/** A list field of the selected block (Puck renders each item's summary as a button). */
const listField = (page: Page, name: string) => page.locator(`[data-field-name="${name}"]`).filter({ visible: true }).first();

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('the API refuses calls without the token and from other host names', async ({ request }) => {
  expect((await request.get(`${BASE}/api/files`)).status()).toBe(403);
  const html = await (await request.get(`${BASE}/`)).text();
  const token = /name="editor-token" content="([^"]+)"/.exec(html)![1]!;
  expect((await request.get(`${BASE}/api/files`, { headers: { 'x-editor-token': token } })).status()).toBe(200);
  expect((await request.get(`${BASE}/api/files`, { headers: { 'x-editor-token': token, host: `evil.example:${PORT}` } })).status()).toBe(421);
  const outside = await request.post(`${BASE}/api/save`, { headers: { 'x-editor-token': token }, data: { file: '../package.json', data: {} } });
  expect(outside.status()).toBe(400);
  expect((await outside.json()).error).toContain('is not a file the editor may change');
});

test('changing the Basic plan price on /gst changes only the lines that say the price', async ({ page }) => {
  await openPage(page, '/gst');
  await expect(field(page, 'Page title')).toHaveValue('GST Registration Online from ₹1,999 | FilingBridge');
  await selectBlock(page, 'GST registration plans');
  await listField(page, 'plans').getByRole('button', { name: /^Basic\b/ }).click();
  await field(page, 'Price in rupees', 'spinbutton').fill('2499');
  await expect(page.getByRole('status').first()).toContainText('Unsaved changes.');
  // The validator checks that "from ₹X" in the title and description still names the lowest price.
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText('Not saved: 2 problems to fix first');
  await expect(page.getByTestId('problems')).toContainText('error: page /gst: the title says "from ₹1,999", but the lowest plan price on this page is ₹2,499 — change the text or the plan so they agree');
  expect(read('pages/gst.json')).toBe(originals.get('pages/gst.json'));
  await page.getByRole('button', { name: 'Page', exact: true }).filter({ visible: true }).first().click();
  await field(page, 'Page title').fill('GST Registration Online from ₹2,499 | FilingBridge');
  await field(page, 'Search description').fill('Get your GSTIN online: new registration, a new state or a foreign entity. Plans from ₹2,499 plus taxes, with ARN in 24 hours on the assured plan.');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*pages\/gst\.json\./);
  const diff = changed(originals.get('pages/gst.json')!, read('pages/gst.json'));
  expect(diff.removed).toEqual([expect.stringContaining('"title": "GST Registration Online from ₹1,999'), expect.stringContaining('"description": "Get your GSTIN online'), '          "price": 1999,']);
  expect(diff.added).toEqual(['  "title": "GST Registration Online from ₹2,499 | FilingBridge",', expect.stringContaining('Plans from ₹2,499 plus taxes'), '          "price": 2499,']);
});

test('an empty page title shows the validator message and is not saved', async ({ page }) => {
  await openPage(page, '/gst');
  const before = read('pages/gst.json');
  await field(page, 'Page title').fill('');
  const message = page.locator('[data-field-name="title"] [data-problem]').filter({ visible: true });
  await expect(message.first()).toHaveText('✗ title is empty — write some text, for example "GST Registration Online | FilingBridge"');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Not saved: \d+ problems? to fix first/);
  await expect(page.getByTestId('problems')).toContainText('pages/gst.json:7:12 error: page /gst: title is empty');
  expect(read('pages/gst.json')).toBe(before);
});

test('a FAQ item can be added to /gst', async ({ page }) => {
  await openPage(page, '/gst');
  await selectBlock(page, 'Frequently Asked Questions');
  const before = JSON.parse(read('pages/gst.json'));
  const faqBefore = before.blocks.find((b: { type: string }) => b.type === 'faq').items.length;
  await listField(page, 'items').getByRole('button', { name: 'Add to Questions' }).click();
  const question = field(page, 'Question');
  if (!(await question.isVisible())) await listField(page, 'items').getByRole('button', { name: new RegExp(`^Question ${faqBefore + 1}\\b`) }).click();
  await question.fill('Can I register for GST without a shop?');
  await field(page, 'Answer').fill('Yes — a home address works as the principal place of business if you have an electricity bill or rent agreement for it.');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*pages\/gst\.json\./);
  const after = JSON.parse(read('pages/gst.json'));
  const items = after.blocks.find((b: { type: string }) => b.type === 'faq').items;
  expect(items).toHaveLength(faqBefore + 1);
  expect(items.at(-1)).toEqual({ question: 'Can I register for GST without a shop?', answer: 'Yes — a home address works as the principal place of business if you have an electricity bill or rent agreement for it.' });
});

test('two blocks on the home page can be reordered', async ({ page }) => {
  await openPage(page, '/');
  const types = () => (JSON.parse(read('pages/home.json')).blocks as { type: string }[]).map((b) => b.type);
  const before = types();
  await selectBlock(page, 'Our Services');
  const index = before.indexOf('service-grid');
  await page.frameLocator('#preview-frame').getByRole('button', { name: 'Move down' }).click();
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*pages\/home\.json\./);
  const expected = [...before];
  [expected[index], expected[index + 1]] = [expected[index + 1]!, expected[index]!];
  expect(types()).toEqual(expected);
});

test('a new page is created from the template, put in the header menu, and saved only once valid', async ({ page }) => {
  await page.goto(BASE);
  await page.getByLabel('Address').fill('/startup-india');
  await page.getByLabel('Title').fill('Startup India Registration');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.frameLocator('#preview-frame').getByRole('heading', { name: 'Startup India Registration' })).toBeVisible({ timeout: 90_000 });
  expect(existsSync(join(configDir, 'pages/startup-india.json'))).toBe(false);
  // The template's placeholder texts are refused by the validator until they are replaced.
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Not saved/);
  expect(existsSync(join(configDir, 'pages/startup-india.json'))).toBe(false);
  await field(page, 'Search description').fill('Register your startup with DPIIT for tax holidays and easier compliance, filed by our experts.');
  await field(page, 'Link text').fill('Startup India');
  await field(page, 'Where', 'combobox').selectOption('header');
  await selectBlock(page, 'Startup India Registration');
  await field(page, 'Sentence under the headline (optional)').fill('DPIIT recognition for your startup, from eligibility check to certificate.');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*pages\/startup-india\.json\./);
  const created = JSON.parse(read('pages/startup-india.json'));
  expect(created.$schema).toBe('../../schemas/page.schema.json');
  expect(created.menu).toEqual({ label: 'Startup India', area: 'header' });
  expect(read('pages/startup-india.json')).toBe(JSON.stringify(created, null, 2) + '\n');
});

test('menus are edited in a form generated from the schema', async ({ page }) => {
  await page.goto(`${BASE}/?file=navigation.json`);
  const first = page.getByRole('combobox', { name: 'Text', exact: true }).first();
  await expect(first).toHaveValue(JSON.parse(originals.get('navigation.json')!).links[0].label);
  await first.fill('About FilingBridge');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*navigation\.json\./);
  const diff = changed(originals.get('navigation.json')!, read('navigation.json'));
  expect(diff.removed).toHaveLength(1);
  expect(diff.added).toEqual([expect.stringContaining('"label": "About FilingBridge"')]);
});

test('deleting a linked page is refused with the list of places', async ({ page }) => {
  await page.goto(BASE);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete /gst' }).click();
  await expect(page.getByRole('status').first()).toContainText('Not deleted:');
  await expect(page.getByRole('status').first()).toContainText('navigation.json');
  expect(existsSync(join(configDir, 'pages/gst.json'))).toBe(true);
});

test('the editor screens have no axe violations', async ({ page }) => {
  await page.goto(BASE);
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.goto(`${BASE}/?file=site.json`);
  await expect(page.getByRole('heading', { name: 'Site facts' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('Preview renders unsaved edits with the real prerender; the next build shows the saved ones', async ({ page, context }) => {
  await openPage(page, '/gst');
  await selectBlock(page, 'GST Registration');
  await field(page, 'Headline').fill('GST Registration in 14 days');
  await expect(page.getByRole('status').first()).toContainText('Unsaved changes.');
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview' }).click()]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('GST Registration in 14 days', { timeout: 60_000 });
  await expect(preview.locator('main')).toContainText('₹2,499');
  await expect(preview).toHaveTitle('GST Registration Online from ₹2,499 | FilingBridge');
  const out = join(scratch, 'dist');
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], { cwd: ROOT, env: { ...process.env, SITE_CONFIG_DIR: configDir, SITE_OUT_DIR: out }, encoding: 'utf8' });
  expect(build.status, build.stderr + build.stdout).toBe(0);
  const gst = readFileSync(join(out, 'gst/index.html'), 'utf8');
  expect(gst).toContain('₹2,499');
  expect(gst).toContain('Can I register for GST without a shop?');
  expect(readFileSync(join(out, 'startup-india/index.html'), 'utf8')).toContain('DPIIT recognition for your startup');
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('href="/startup-india"');
});
