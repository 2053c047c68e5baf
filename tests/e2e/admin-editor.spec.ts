// The site editor inside the back office (/admin/edit/), in Chromium against the production server and
// the built bundle (dist-admin/edit/): an editor changes the Basic plan's price on /gst, Save keeps a
// draft (the config folder and the public site are untouched), Preview shows the new price while /gst
// still shows the old one, a second editor opening the page is told who is editing it — with not one
// Content-Security-Policy violation (the admin's strict policy), and screenshots at 1280 and 390 px.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { addUser, axe, letters, setPasswordAndSignIn, typeBasicPrice, watchCsp } from './admin.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SHOTS = join(ROOT, 'test-results', 'admin-editor');

// Both tests edit /gst on the one shared server (one draft and one lease per file): one after the other, on
// one worker, or the publisher's test would find the editor's lease and draft of the same page.
test.describe.configure({ mode: 'default' });

/** The tabs of a test; each leaves its page afterwards (the editor lets the page's lease go when its tab does), passed or not. */
const opened: { context: BrowserContext; page: Page }[] = [];
test.afterEach(async () => {
  for (const { context, page } of opened.splice(0)) {
    if (!page.isClosed()) await page.goto('about:blank').catch(() => {});
    await context.close().catch(() => {});
  }
});

/** A new editor (or publisher) of the back office, signed in through the real screens, in a tab of its own. */
async function signedIn(browser: Browser, baseURL: string, name: string, role: 'editor' | 'publisher') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  opened.push({ context, page });
  const csp = await watchCsp(page);
  // A script error of the editor fails the test with its message (it would otherwise only blank the screen).
  page.on('pageerror', (error) => {
    throw new Error(`The editor's page failed: ${error.message}`);
  });
  const email = `${name.split(' ')[0]!.toLowerCase()}.${letters()}@filingbridge.in`;
  await setPasswordAndSignIn(page, await addUser(baseURL, { email, name, role }));
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
  await typeBasicPrice(asha.page, price);
  await asha.page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(asha.page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toHaveText('Saved as a draft — visitors do not see it yet.');
  await expect(asha.page.getByText(new RegExp(`^Draft saved by ${ashaName}, \\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2} (am|pm) IST — visitors do not see it yet\\.$`))).toBeVisible();
  // An editor asks for a review; publishing is not theirs.
  await expect(asha.page.getByRole('button', { name: 'Publish…' })).toHaveCount(0);
  await expect(asha.page.getByRole('button', { name: 'Ask for review' })).toBeVisible();
  await asha.page.screenshot({ path: join(SHOTS, 'editor-1280.png') });
  // What the back office adds to the editor meets WCAG 2.2 AA (Puck's own screens: tests/e2e/editor-screens.spec.ts).
  expect(await axe(asha.page, '[data-testid="office-bar"]'), 'the draft bar at 1280 px').toEqual([]);
  expect(await axe(asha.page, 'nav[aria-label="Editor"]'), 'the top bar at 1280 px').toEqual([]);

  // Preview: the draft rendered by the site's renderer, in a new tab, not for search engines.
  // Everything the preview loads (styles, fonts, scripts, pictures) loads, under its CSP.
  const failed: string[] = [];
  asha.context.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  asha.context.on('console', (message) => {
    if (message.type() === 'error') failed.push(message.text());
  });
  const [preview] = await Promise.all([asha.context.waitForEvent('page'), asha.page.getByRole('button', { name: 'Preview', exact: true }).click()]);
  await expect(preview).toHaveURL(/\/admin\/preview\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
  await expect(preview.locator('[data-price]').first()).toHaveText(shown);
  await expect(preview.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');
  await preview.waitForLoadState('networkidle');
  expect(await preview.locator('img').evaluateAll((images) => images.filter((i) => (i as HTMLImageElement).naturalWidth === 0).map((i) => (i as HTMLImageElement).src))).toEqual(
    [],
  );
  await preview.screenshot({ path: join(SHOTS, 'preview-1280.png') });
  expect(failed).toEqual([]);
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
  // Saving would only be refused: Save draft is off while Asha holds the page.
  await expect(ravi.page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await ravi.page.screenshot({ path: join(SHOTS, 'second-editor-1280.png') });
  await ravi.page.setViewportSize({ width: 390, height: 844 });
  await expect(ravi.page.getByTestId('lease-banner')).toBeVisible();
  await ravi.page.screenshot({ path: join(SHOTS, 'second-editor-390.png') });
  expect(await axe(ravi.page, '[data-testid="office-bar"]'), 'the banner and draft bar at 390 px').toEqual([]);
  expect(await ravi.csp()).toEqual([]);

  // The draft is discarded again (a confirmation first): the live version is what the editor shows.
  asha.page.once('dialog', (dialog) => void dialog.accept());
  await asha.page.getByRole('button', { name: 'Discard draft' }).click();
  // Its message comes once the editor has read the live files again (OfficeBar's run): seconds on a busy machine.
  await expect(asha.page.getByRole('status').filter({ hasText: 'Draft discarded' })).toHaveText('Draft discarded: the live version is shown again.', { timeout: 30_000 });
  await expect(asha.page.getByText('No draft: this is what the live site shows.')).toBeVisible();
  expect(await asha.csp()).toEqual([]);
  // Leaving the page lets it go (the next editor is not told it is taken).
  await asha.page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Pages' }).click();
  await asha.context.close();
  await ravi.context.close();
});

test('a publisher: Publish… lists the drafts in words and shows every answer of publishing; Publish at takes a time in India', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const price = 2001 + Math.floor(Math.random() * 997);
  const meera = await signedIn(browser, baseURL!, `Meera ${letters()}`, 'publisher');
  const { page } = meera;
  await openGst(page);
  await typeBasicPrice(page, price);
  // Only saved drafts are published.
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toHaveText('Saved as a draft — visitors do not see it yet.');
  // A publisher publishes; asking for a review is the editors' way.
  await expect(page.getByRole('button', { name: 'Ask for review' })).toHaveCount(0);

  // The publish endpoints' answers, one after another (nothing is really published from this test: the
  // server's own publishing commits to the repository and is tested in tests/server/).
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const answers = [
    {
      status: 422,
      body: {
        error: 'invalid',
        message: 'Nothing was published: the site has problems with these changes. Fix them in the editor first.',
        problems: [
          { severity: 'error', file: 'site-config/pages/gst.json', line: 1, column: 1, place: '', message: 'must be a number', configFile: 'pages/gst.json', path: ['blocks'] },
        ],
      },
    },
    { status: 503, body: { error: 'publish_failed', message: 'The new version could not be built, so it was not published: the live site still shows the previous version.' } },
    {
      status: 409,
      body: {
        error: 'stale',
        message: 'Nothing was published: someone else changed these files after your draft began. Compare the versions and choose.',
        conflicts: [
          { file: 'pages/gst.json', title: 'Page /gst', changedBy: 'Ravi Kumar', changedAt: '2026-11-26T04:30:00.000Z', live: '"price": 2099', draft: `"price": ${price}` },
        ],
      },
    },
    // Every page a publish changed, as a change of the menu gives (more than the dialog lists open).
    {
      status: 200,
      body: { commit: 'a'.repeat(40), message: 'GST page: Basic plan price', pages: ['/', '/about', '/careers', '/contact', '/gst', '/quote', '/hi', '/ta'], seconds: 41.2 },
    },
  ];
  await page.route('**/admin/api/publish', async (route) => {
    sent.push({ url: route.request().url(), body: route.request().postDataJSON() });
    const answer = answers.shift()!;
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
  });
  await page.route('**/admin/api/publish/schedule', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push({ url: route.request().url(), body: route.request().postDataJSON() });
    await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: '1', status: 'waiting' }) });
  });

  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish to the live site' });
  const gst = dialog.getByRole('checkbox', { name: new RegExp(`^Page /gst — saved by ${meera.name}, `) });
  await expect(gst).toBeChecked();
  // What the draft changes, in the editor's words, from the server's summary; the message starts from it.
  await expect(dialog).toContainText(`1,999 → ${price.toLocaleString('en-IN')}`);
  await expect(dialog.getByRole('textbox', { name: 'What this version changes' })).not.toHaveValue('');

  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Nothing was published: the site has problems with these changes. Fix them in the editor first.');
  await expect(dialog.getByRole('alert')).toContainText('Page /gst: ');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The new version could not be built, so it was not published: the live site still shows the previous version.');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  const stale = dialog.getByRole('alert');
  await expect(stale).toContainText('Changed by Ravi Kumar on 26 Nov 2026, 10:00 am IST after your draft began.');
  await expect(stale).toContainText('On the live site now"price": 2099');
  await expect(stale).toContainText(`Your draft"price": ${price}`);
  await page.screenshot({ path: join(SHOTS, 'publish-stale-1280.png') });
  await page.mouse.move(0, 0); // no button under the pointer (its hover colour is not the one checked)
  expect(await axe(page, '[role="dialog"]'), 'the publish dialog at 1280 px').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, 'publish-stale-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await stale.getByRole('button', { name: 'Publish mine anyway' }).click();
  await expect(dialog.getByRole('status')).toContainText('Published. The live site shows it now.');
  await expect(dialog.getByRole('link', { name: '/gst' })).toHaveAttribute('href', '/gst');
  // The draft's own page is listed open; the seven others the publish changed are folded, not a wall of addresses.
  await expect(dialog.getByRole('link', { name: '/about', exact: true })).toBeHidden();
  await dialog.getByText('7 more pages changed with it').click();
  await expect(dialog.getByRole('link', { name: '/about', exact: true })).toHaveAttribute('href', '/about');
  await expect(dialog.getByRole('status')).toContainText('It took 41 s.');
  expect(sent.map((s) => [s.body.overwrite, (s.body.files as string[]).includes('pages/gst.json'), typeof s.body.message])).toEqual([
    [undefined, true, 'string'],
    [undefined, true, 'string'],
    [undefined, true, 'string'],
    [['pages/gst.json'], true, 'string'],
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Publish at: a day and a time in India.
  await page.getByRole('button', { name: 'Publish…' }).click();
  await dialog.getByRole('button', { name: 'Publish at this time' }).click();
  await expect(dialog.getByText('Choose the day to publish.')).toBeVisible();
  await dialog.getByLabel('Day').fill('2027-04-01');
  await dialog.getByLabel('Time (India, IST)').fill('09:30');
  // The files come back with the scheduled change as the server lists it (the schedule's POST is answered above).
  const at = Date.parse('2027-04-01T09:30+05:30');
  await page.route('**/admin/api/editor/files', async (route) => {
    const files = await (await route.fetch()).json();
    await route.fulfill({ json: { ...files, scheduled: [{ file: 'pages/gst.json', at, by: meera.name }] } });
  });
  await dialog.getByRole('button', { name: 'Publish at this time' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Scheduled: it will be published on 1 Apr 2027, 9:30 am IST. Until then the drafts wait and visitors see the current version.',
  );
  expect(sent.at(-1)!.body.at).toBe('2027-04-01T09:30');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Opening a page with a scheduled change says so: what the editor shows is the live version without it.
  await expect(page.getByTestId('scheduled-banner')).toHaveText(
    `A scheduled change is waiting: ${meera.name} scheduled it to be published on 1 Apr 2027, 9:30 am IST. What you see here is the live version without that change; edits you save now are a separate draft. To change the scheduled version first, a publisher cancels it on the Publishing page (its changes then come back as a draft).`,
  );
  await expect(page.getByTestId('scheduled-banner').getByRole('link', { name: 'Publishing page' })).toHaveAttribute('href', '/admin/publishing');
  expect(await axe(page, '[data-testid="office-bar"]'), 'the scheduled-change banner at 1280 px').toEqual([]);
  await page.unroute('**/admin/api/editor/files');
  expect(await meera.csp()).toEqual([]);

  // The draft goes again (nothing was published).
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('No draft: this is what the live site shows.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Pages' }).click();
  await meera.context.close();
});

test('a publisher on a phone reads why Publish… waits: a new page left unsaved is named in the bar, and deleting it from Pages frees Publish…', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { page } = await signedIn(browser, baseURL!, `Priya ${letters()}`, 'publisher');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/edit/');
  const path = `/left-unsaved-${letters()}`;
  await page.getByRole('textbox', { name: 'Address' }).fill(path);
  await page.getByRole('textbox', { name: 'Title' }).fill('Left unsaved');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.frameLocator('#preview-frame').getByRole('heading', { name: 'Left unsaved' })).toBeVisible({ timeout: 90_000 });
  // A new page is not "what the live site shows": the bar says it is new and kept only once saved.
  await expect(page.getByTestId('office-bar')).toContainText('New, not saved yet: visitors do not see it, and nothing is kept until you save a draft.');
  await expect(page.getByTestId('office-bar')).not.toContainText('No draft');
  // Back to the list, the page never saved: Publish… waits for it, and the bar says so in words a phone shows (not only on hover).
  await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Pages' }).click();
  const bar = page.getByRole('navigation', { name: 'Editor' });
  await expect(bar).toContainText(`1 unsaved file (${path}) — Publish… waits for it`);
  await expect(bar.getByRole('button', { name: 'Publish…' })).toBeDisabled();
  await page.getByRole('button', { name: `Delete ${path}` }).click();
  await expect(bar).not.toContainText('unsaved');
});
