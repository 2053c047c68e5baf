// Two tabs, one file, in one browser (issue 38: the last save used to win without a word), in the local
// editor (`npm run edit`; the back office runs the same routes and screens: admin-translations.spec.ts).
// The second tab's save is refused in words with its typing kept; "Reload their version and copy yours in"
// puts it into the first tab's version; "Save yours over theirs" replaces it only when asked.
// tests/e2e/editor.ts starts the worker's editor; each test starts from the committed site (its copy).
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { editorActions, expect, ROOT, startEditor } from './editor.ts';

const run = startEditor();
const { openPage, selectBlock, field, listField } = editorActions(run);
const SHOTS = join(ROOT, 'test-results', 'save-conflicts');
const HI_GST = 'translations/hi/pages/gst.json';

async function openSiteFacts(page: Page) {
  await page.goto(`${run.base}/?file=site.json`);
  await expect(page.getByRole('heading', { name: 'Site facts', level: 1 })).toBeVisible({ timeout: 90_000 });
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).first();
const CHANGED_IN_ANOTHER_TAB = (what: string) =>
  new RegExp(
    `^${what} changed since you opened it: saved at \\d{1,2}:\\d{2} (am|pm) IST in another tab\\. Your changes are kept here:Reload their version and copy yours inSave yours over theirs$`,
  );

test('Site facts in two tabs: the second save is refused with the typing kept, copied into the first tab’s version, then one saved over the other only when asked', async ({
  context,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const a = await context.newPage();
  const b = await context.newPage();
  // Both tabs load at once (each opened before either saves).
  await Promise.all([openSiteFacts(a), openSiteFacts(b)]);

  await a.locator('#root_contact_phone').fill('+91 44 4999 1111');
  await saveButton(a).click();
  await expect(a.getByRole('status').first()).toHaveText('Saved Site facts.');

  // Tab B, opened before A saved, changes the e-mail address and saves: refused, nothing lost, nothing written.
  await b.locator('#root_contact_email').fill('help@filingbridge.in');
  await saveButton(b).click();
  const conflict = b.getByTestId('save-conflict');
  await expect(conflict).toHaveText(CHANGED_IN_ANOTHER_TAB('This part of the site'));
  await expect(conflict).toHaveAttribute('role', 'alert');
  await expect(b.locator('#root_contact_email')).toHaveValue('help@filingbridge.in');
  expect(JSON.parse(run.read('site.json')).contact).toMatchObject({ phone: '+91 44 4999 1111', email: 'support@filingbridge.in' });
  await b.screenshot({ path: join(SHOTS, 'refused-1280.png') });
  await b.setViewportSize({ width: 390, height: 844 });
  await expect(conflict.getByRole('button', { name: 'Save yours over theirs' })).toBeInViewport();
  expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await b.screenshot({ path: join(SHOTS, 'refused-390.png') });
  await b.setViewportSize({ width: 1280, height: 720 });

  // Their version, with B's e-mail put into it: both shown, nothing saved until B saves.
  await conflict.getByRole('button', { name: 'Reload their version and copy yours in' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(b.locator('#root_contact_phone')).toHaveValue('+91 44 4999 1111');
  await expect(b.locator('#root_contact_email')).toHaveValue('help@filingbridge.in');
  await expect(b.getByRole('status').first()).toHaveText('Their version is open with your changes copied into it. Nothing is saved yet: check it, then press Save.');
  expect(JSON.parse(run.read('site.json')).contact.email).toBe('support@filingbridge.in');
  await saveButton(b).click();
  await expect(b.getByRole('status').first()).toHaveText('Saved Site facts.');
  expect(JSON.parse(run.read('site.json')).contact).toMatchObject({ phone: '+91 44 4999 1111', email: 'help@filingbridge.in' });

  // Tab A, still on its own version, changes the phone again: refused in turn; saved over B's only when asked.
  await a.locator('#root_contact_phone').fill('+91 44 4999 2222');
  await saveButton(a).click();
  await expect(a.getByTestId('save-conflict')).toHaveText(CHANGED_IN_ANOTHER_TAB('This part of the site'));
  expect(JSON.parse(run.read('site.json')).contact.phone).toBe('+91 44 4999 1111');
  await a.getByTestId('save-conflict').getByRole('button', { name: 'Save yours over theirs' }).click();
  await expect(a.getByRole('status').first()).toHaveText('Saved Site facts.');
  await expect(a.getByTestId('save-conflict')).toHaveCount(0);
  // A's whole version replaced B's: its e-mail is the one A had.
  expect(JSON.parse(run.read('site.json')).contact).toMatchObject({ phone: '+91 44 4999 2222', email: 'support@filingbridge.in' });
});

test('a translation in two tabs: the second save is refused, and its text is copied into the first tab’s version (a text both changed keeps this tab’s, and names theirs)', async ({
  context,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const a = await context.newPage();
  const b = await context.newPage();
  await Promise.all(
    [a, b].map(async (page) => {
      await page.goto(`${run.base}/?translation=${HI_GST}`);
      await expect(page.getByRole('heading', { name: 'Page /gst in हिन्दी', level: 1 })).toBeVisible({ timeout: 90_000 });
    }),
  );
  await a.getByRole('textbox', { name: 'Hero banner: Small label above the headline हिन्दी' }).fill('जीएसटी सेवाएँ ए');
  await a.getByRole('textbox', { name: 'Hero banner: Headline हिन्दी' }).fill('जीएसटी रजिस्ट्रेशन ए');
  await saveButton(a).click();
  await expect(a.getByRole('status')).toHaveText('Saved the हिन्दी translation of Page /gst.');

  await b.getByRole('textbox', { name: 'Hero banner: Headline हिन्दी' }).fill('जीएसटी रजिस्ट्रेशन बी');
  await saveButton(b).click();
  const conflict = b.getByTestId('save-conflict');
  await expect(conflict).toHaveText(CHANGED_IN_ANOTHER_TAB('This translation'));
  await expect(b.getByRole('textbox', { name: 'Hero banner: Headline हिन्दी' })).toHaveValue('जीएसटी रजिस्ट्रेशन बी');
  expect(JSON.parse(run.read(HI_GST)).texts['blocks[hero].heading'].text).toBe('जीएसटी रजिस्ट्रेशन ए');
  await b.setViewportSize({ width: 390, height: 844 });
  await conflict.scrollIntoViewIfNeeded();
  expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await b.screenshot({ path: join(SHOTS, 'translation-refused-390.png') });

  await conflict.getByRole('button', { name: 'Reload their version and copy yours in' }).click();
  await expect(b.getByRole('status')).toHaveText(
    'Their version is open with your changes copied into it. Nothing is saved yet: check it, then press Save. You both changed one place; yours is kept there: Hero banner: Headline (theirs: “जीएसटी रजिस्ट्रेशन ए”).',
  );
  await expect(b.getByRole('textbox', { name: 'Hero banner: Small label above the headline हिन्दी' })).toHaveValue('जीएसटी सेवाएँ ए');
  await expect(b.getByRole('textbox', { name: 'Hero banner: Headline हिन्दी' })).toHaveValue('जीएसटी रजिस्ट्रेशन बी');
  await saveButton(b).click();
  await expect(b.getByRole('status')).toHaveText('Saved the हिन्दी translation of Page /gst.');
  await b.screenshot({ path: join(SHOTS, 'translation-copied-390.png') });
  const saved = JSON.parse(run.read(HI_GST)).texts;
  expect([saved['blocks[hero].eyebrow'].text, saved['blocks[hero].heading'].text]).toEqual(['जीएसटी सेवाएँ ए', 'जीएसटी रजिस्ट्रेशन बी']);
});

/** In the editor open on /gst: a plan's price typed into its field, not yet saved. */
async function typePrice(page: Page, plan: string, price: number) {
  await selectBlock(page, 'GST registration plans');
  await listField(page, 'plans')
    .getByRole('button', { name: new RegExp(`^${plan}\\b`) })
    .click();
  await field(page, 'Price in rupees').fill(String(price));
}

const prices = (text: string) =>
  JSON.parse(text)
    .blocks.find((b: { type: string }) => b.type === 'pricing-cards')
    .plans.map((p: { price: number }) => p.price);

test('a page in two tabs: copied into the first tab’s version on the canvas, the price both changed keeps this tab’s and names theirs', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await Promise.all([openPage(a, '/gst'), openPage(b, '/gst')]);
  const [basic, assured] = prices(run.read('pages/gst.json'));
  await typePrice(a, 'Basic', 2499);
  await typePrice(a, 'Assured', assured + 500);
  await saveButton(a).click();
  await expect(a.getByRole('status').first()).toHaveText('Saved the page /gst.');

  await typePrice(b, 'Basic', 2599);
  await saveButton(b).click();
  await expect(b.getByTestId('save-conflict')).toHaveText(CHANGED_IN_ANOTHER_TAB('This page'));
  expect(prices(run.read('pages/gst.json')).slice(0, 2)).toEqual([2499, assured + 500]);
  await b.getByRole('button', { name: 'Reload their version and copy yours in' }).click();
  await expect(b.getByRole('status').first()).toHaveText(
    "Their version is open with your changes copied into it. Nothing is saved yet: check it, then press Save. You both changed one place; yours is kept there: Price plans, plan 1 'Basic': Price in rupees (theirs: 2499).",
  );
  // The canvas shows their Assured price and this tab's Basic one.
  const cards = b.frameLocator('#preview-frame').locator('[data-price]');
  await expect(cards.nth(0)).toHaveText('₹2,599');
  await expect(cards.nth(1)).toHaveText(`₹${(assured + 500).toLocaleString('en-IN')}`);
  await saveButton(b).click();
  await expect(b.getByRole('status').first()).toHaveText('Saved the page /gst.');
  expect(prices(run.read('pages/gst.json')).slice(0, 2)).toEqual([2599, assured + 500]);
  expect(basic).not.toBe(2599);
});
