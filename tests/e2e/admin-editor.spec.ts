// The site editor inside the back office (/admin/edit/), in Chromium against the production server and
// the built bundle (dist-admin/edit/): an editor changes the Basic plan's price on /gst, Save keeps a
// draft (the config folder and the public site are untouched), Preview shows the new price while /gst
// still shows the old one, a second editor opening the page is told who is editing it — with not one
// Content-Security-Policy violation (the admin's strict policy), and screenshots at 1280 and 390 px.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addUser, letters, watchCsp } from './admin.ts';

const PASSWORD = 'saffron kettle orbit meadow';
const ROOT = join(import.meta.dirname, '..', '..');
const SHOTS = join(ROOT, 'test-results', 'admin-editor');

/** A new editor (or publisher) of the back office, signed in through the real screens, in a tab of its own. */
async function signedIn(browser: Browser, baseURL: string, name: string, role: 'editor' | 'publisher') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const csp = await watchCsp(page);
  const email = `${name.split(' ')[0]!.toLowerCase()}.${letters()}@filingbridge.in`;
  await page.goto(await addUser(baseURL, { email, name, role }));
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/, { timeout: 20_000 });
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/history$/, { timeout: 20_000 });
  return { context, page, csp, name };
}

async function openGst(page: Page) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Edit the site' }).click();
  await expect(page).toHaveURL(/\/admin\/edit\/$/);
  await page.goto('/admin/edit/?page=/gst');
  await expect(page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('navigation', { name: 'Editor' })).not.toContainText('Checking…', { timeout: 30_000 });
}

test('an editor saves a price as a draft and previews it; the live page keeps the old price; a second editor is told who is editing', async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000); // for a busy machine: two password hashes, two editors loading Puck, a preview render
  mkdirSync(SHOTS, { recursive: true });
  const livePrice = (JSON.parse(readFileSync(join(ROOT, 'site-config/pages/gst.json'), 'utf8')).blocks as { type: string; plans?: { price: number }[] }[]).find(
    (b) => b.type === 'pricing-cards',
  )!.plans![0]!.price;
  // A price no earlier run left in a draft.
  const price = 2001 + Math.floor(Math.random() * 997);
  const shown = `₹${price.toLocaleString('en-IN')}`;

  const asha = await signedIn(browser, baseURL!, `Asha ${letters()}`, 'editor');
  const ashaName = asha.name;
  await openGst(asha.page);
  await asha.page.frameLocator('#preview-frame').getByRole('heading', { name: 'GST registration plans', exact: true }).click();
  await asha.page
    .locator('[data-field-name="plans"]')
    .filter({ visible: true })
    .first()
    .getByRole('button', { name: /^Basic\b/ })
    .click();
  await asha.page
    .getByRole('spinbutton', { name: /^Price in rupees/ })
    .filter({ visible: true })
    .first()
    .fill(String(price));
  await asha.page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(asha.page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toHaveText('Saved as a draft — visitors do not see it yet.');
  await expect(asha.page.getByText(new RegExp(`^Draft saved by ${ashaName}, \\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2} (am|pm) IST — visitors do not see it yet\\.$`))).toBeVisible();
  // An editor asks for a review; publishing is not theirs.
  await expect(asha.page.getByRole('button', { name: 'Publish…' })).toHaveCount(0);
  await expect(asha.page.getByRole('button', { name: 'Ask for review' })).toBeVisible();
  await asha.page.screenshot({ path: join(SHOTS, 'editor-1280.png') });

  // Preview: the draft rendered by the site's renderer, in a new tab, not for search engines.
  const [preview] = await Promise.all([asha.context.waitForEvent('page'), asha.page.getByRole('button', { name: 'Preview', exact: true }).click()]);
  await expect(preview).toHaveURL(/\/admin\/preview\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
  await expect(preview.locator('[data-price]').first()).toHaveText(shown);
  await expect(preview.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');
  await expect(preview.locator('img').first()).toBeVisible();
  expect(await preview.locator('img').evaluateAll((images) => images.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0).length)).toBe(0);
  await preview.close();
  // The public page still shows the live price.
  const live = await (await request.get('/gst')).text();
  expect(live).toContain(`₹${livePrice.toLocaleString('en-IN')}`);
  expect(live).not.toContain(shown);

  // A second editor opens the same page: told who is editing it, and can still read it.
  const ravi = await signedIn(browser, baseURL!, `Ravi ${letters()}`, 'editor');
  await openGst(ravi.page);
  await expect(ravi.page.getByTestId('lease-banner')).toHaveText(`${ashaName} is editing this page. You can read it; your changes cannot be saved until they close it.`);
  await expect(ravi.page.frameLocator('#preview-frame').locator('[data-price]').first()).toHaveText(shown);
  await ravi.page.screenshot({ path: join(SHOTS, 'second-editor-1280.png') });
  await ravi.page.setViewportSize({ width: 390, height: 844 });
  await expect(ravi.page.getByTestId('lease-banner')).toBeVisible();
  await ravi.page.screenshot({ path: join(SHOTS, 'second-editor-390.png') });
  expect(await ravi.csp()).toEqual([]);

  // The draft is discarded again (a confirmation first): the live version is what the editor shows.
  asha.page.once('dialog', (dialog) => void dialog.accept());
  await asha.page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(asha.page.getByRole('status').filter({ hasText: 'Draft discarded' })).toHaveText('Draft discarded: the live version is shown again.');
  await expect(asha.page.getByText('No draft: this is what the live site shows.')).toBeVisible();
  expect(await asha.csp()).toEqual([]);
  // Leaving the page lets it go (the next editor is not told it is taken).
  await asha.page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Pages' }).click();
  await asha.context.close();
  await ravi.context.close();
});
