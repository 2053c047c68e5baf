// The Publishing page and the editor without traps (issue "The back office without traps"), in Chromium
// against a production server of its own (its own port, store and a git repository holding the small copy of
// site-config/ (tests/server/small-site.ts), so nothing here commits to the project):
// - a publisher's review shows what changed as text to read: each field in the editor's words, the old
//   and the new text side by side (not a message box);
// - a menu's link to a page that is itself still a draft is not refused with a developer's message:
//   the review says the menu needs the page and offers "Publish both together";
// - a publisher takes over a page from an editor whose tab keeps it, after a confirmation that her
//   unsaved edits there will not be saved; her tab is told on its next renewal.
// With axe (WCAG 2.2 AA) at 390 px and screenshots at 390 and 1280 px in test-results/admin-publishing/.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';
import { gitIn } from '../../scripts/content-repository.ts';
import { smallContentRepository } from '../server/small-site.ts';
import { contentStoreFor } from '../../server/db/open-store.ts';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { gitBlobId } from '../../admin/server/publish/files.ts';
import { axe, letters, signedInState, watchCsp, type SignedIn } from './admin.ts';

const work = join('.tmp', `e2e-publishing-${letters()}`);
const repo = join(work, 'content');
const dataDir = join(work, 'data');
const SHOTS = join('test-results', 'admin-publishing');
const git = gitIn(repo);
const asha = { id: 'editor-asha', name: 'Asha Rao', email: 'asha@filingbridge.in' };
let server: ServerProcess;
/** The file's publisher, signed in once; each test opens its own tab with the session. */
let publisher: SignedIn;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  smallContentRepository(repo, { message: 'The site as deployed' });
  server = await startServerProcess(
    // A port the system gives: E2E_PORT + 11 was quote.spec.ts's too, and could land on a well-known port.
    { DATA_DIR: dataDir, SITE_CONFIG_DIR: join(repo, 'site-config'), SITE_BUILD_CACHE_DIR: '.cache/build', RATE_LIMIT_MAX: '10000', SHUTDOWN_GRACE_MS: '0' },
    60_000,
  );
  publisher = await signedInState(browser, server.url, dataDir, { name: `Meera ${letters()}`, role: 'publisher' });
});
test.afterAll(async () => {
  // It stops at once (SHUTDOWN_GRACE_MS 0): a tab's request still open had the default 5 s of grace.
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(work, { recursive: true, force: true });
});

/** A tab of its own (a context) for a person signed in once (signedInState), every CSP violation collected; on Publishing. */
async function signedIn(browser: Browser, session: SignedIn): Promise<{ page: Page; csp(): Promise<string[]> }> {
  const page = await (await browser.newContext({ storageState: session })).newPage();
  const csp = await watchCsp(page);
  await page.goto(`${server.url}/admin/publishing`);
  return { page, csp };
}

/** Drafts saved straight into the server's store, as the editor saves them. */
async function saveDrafts(drafts: { file: string; value: unknown; base: Buffer | null }[]) {
  const store = openSqliteStore(dataDir, { outbox: false });
  const content = await contentStoreFor(store);
  for (const d of drafts) await content.saveDraft(d.file, JSON.stringify(d.value), d.base ? gitBlobId(d.base) : null, asha, Date.now());
  await content.requestReview(
    drafts.map((d) => d.file),
    asha,
    Date.now(),
  );
  await store.close();
}

test("a publisher's review shows what changed as text to read: the field, the old and the new text side by side", async ({ browser }) => {
  test.setTimeout(180_000);
  const gst = readFileSync(join(repo, 'site-config/pages/gst.json'));
  const value = JSON.parse(gst.toString('utf8'));
  value.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans[0].price = 2099;
  await saveDrafts([{ file: 'pages/gst.json', value, base: gst }]);

  const { page, csp } = await signedIn(browser, publisher);
  await page.setViewportSize({ width: 1280, height: 900 });
  // At 1280 px the drafts are a table (a list at 390 px).
  await page.getByRole('button', { name: 'Review and publish' }).click();
  const review = page.getByRole('region', { name: 'Review: Page /gst' });
  const changes = review.getByRole('table', { name: 'Changes to Page /gst' });
  // The server's first review works out the whole site's checks (every language's pages): measured at 38 s
  // in process on a loaded machine, 0.2 s once warm.
  await expect(changes).toBeVisible({ timeout: 90_000 });
  await expect(changes.getByRole('columnheader', { name: 'Before', exact: true })).toBeVisible();
  await expect(changes.getByRole('columnheader', { name: 'After', exact: true })).toBeVisible();
  // The field as the editor names it, then its old and new value in one row, side by side.
  await expect(changes.getByRole('columnheader', { name: /Price plans, plan 1 'Basic': Price in rupees/ })).toBeVisible();
  const row = changes.getByRole('row').filter({ has: page.getByRole('cell', { name: '1,999', exact: true }) });
  await expect(row.getByRole('cell')).toHaveText(['1,999', '2,099']);
  const [before, after] = [await row.getByRole('cell').nth(0).boundingBox(), await row.getByRole('cell').nth(1).boundingBox()];
  expect(Math.abs(before!.y - after!.y)).toBeLessThan(2);
  expect(after!.x).toBeGreaterThan(before!.x);
  // Text to read, not a message box (the notice's live regions stay empty).
  await expect(review.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(review.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'review-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await review.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'review-390.png'), fullPage: true });
  expect(await axe(page), 'a review at 390 px').toEqual([]);
  expect(await csp()).toEqual([]);
  // Left as it was for the next test: discarded.
  await page.getByRole('button', { name: 'Discard the draft of Page /gst' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard the draft' }).click();
  await expect(page.getByText('No drafts: the live site shows every saved change.')).toBeVisible();
  await page.context().close();
});

test('a menu linking to a page that is still a draft: the review says so in words and publishes both together', async ({ browser }) => {
  test.setTimeout(180_000); // a publish builds the site
  const navFile = readFileSync(join(repo, 'site-config/navigation.json'));
  const nav = JSON.parse(navFile.toString('utf8'));
  nav.links.push({ label: 'Tax help', href: '/tax-help' });
  const page = JSON.parse(readFileSync(join(repo, 'site-config/pages/tool-gstin-checker.json'), 'utf8'));
  page.paths = ['/tax-help'];
  page.title = 'Tax help: ask us anything | FilingBridge';
  await saveDrafts([
    { file: 'navigation.json', value: nav, base: navFile },
    { file: 'pages/tax-help.json', value: page, base: null },
  ]);

  const meera = await signedIn(browser, publisher);
  const { page: tab } = meera;
  await tab.setViewportSize({ width: 390, height: 844 });
  const drafts = tab.getByRole('list', { name: 'Drafts waiting to be published' });
  await drafts.getByRole('listitem').filter({ hasText: 'Menus' }).getByRole('button', { name: 'Review and publish' }).click();
  const review = tab.getByRole('region', { name: 'Review: Menus' });
  const together = review.getByRole('region', { name: 'Publish together' });
  await expect(together).toContainText('Menus needs Page /tax-help, which is still a draft: published alone it would be refused.', { timeout: 20_000 });
  await expect(together).toContainText('The link "/tax-help" goes to no page');
  await expect(tab.getByText(/site-config/)).toHaveCount(0);
  await tab.screenshot({ path: join(SHOTS, 'together-390.png'), fullPage: true });
  expect(await axe(tab), 'publish together at 390 px').toEqual([]);
  await tab.setViewportSize({ width: 1280, height: 900 });
  await tab.screenshot({ path: join(SHOTS, 'together-1280.png'), fullPage: true });

  await together.getByRole('button', { name: 'Publish both together' }).click();
  // A menu changes every page: the first few are named.
  await expect(tab.getByRole('status').filter({ hasText: 'Published' })).toHaveText(/^Published in \d+(\.\d)? s: the live site shows it now \(.+\)\.$/, { timeout: 90_000 });
  await expect(tab.getByText('No drafts: the live site shows every saved change.')).toBeVisible();
  // The moment in India time, said so as on every other screen (it lacked "IST").
  await expect(tab.getByText(/^Last published on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST\.$/)).toBeVisible();
  expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(['site-config/navigation.json', 'site-config/pages/tax-help.json']);
  const visitor = await browser.newPage();
  expect((await visitor.goto(`${server.url}/tax-help`))!.status()).toBe(200);
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Tax help' }).first()).toHaveAttribute('href', '/tax-help');
  await visitor.close();
  expect(await meera.csp()).toEqual([]);
  await tab.context().close();
});

test("a publisher takes over a page from an editor's tab left open, after a confirmation; her tab is told", async ({ browser }) => {
  test.setTimeout(240_000); // two editors loading Puck on a shared machine
  const ashaTab = await signedIn(browser, await signedInState(browser, server.url, dataDir, { name: 'Asha Rao', role: 'editor' }));
  // Her tab's clock is the test's: its next renewal (every 30 s) comes when the test moves the clock on, not
  // up to 30 s of waiting later.
  await ashaTab.page.clock.install();
  await ashaTab.page.goto(`${server.url}/admin/edit/?page=/about`);
  await expect(ashaTab.page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });

  const meera = await signedIn(browser, publisher);
  const { page } = meera;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/admin/edit/?page=/about`);
  await expect(page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('lease-banner')).toHaveText('Asha Rao is editing this page. You can read it; your changes cannot be saved until they close it.');
  expect(await axe(page, '[data-testid="office-bar"]'), 'the banner with Take over at 1280 px').toEqual([]);
  await page.getByRole('button', { name: 'Take over from Asha Rao' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Take over from Asha Rao?' });
  await expect(confirm).toContainText('Asha Rao’s unsaved edits in that tab will not be saved');
  await confirm.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.screenshot({ path: join(SHOTS, 'take-over-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, 'take-over-390.png') });
  expect(await axe(page, '[role=alertdialog]'), 'the take-over dialog at 390 px').toEqual([]);
  await confirm.getByRole('button', { name: 'Take over', exact: true }).click();
  await expect(page.getByTestId('lease-banner')).toHaveCount(0);
  await expect(page.getByText('You took over from Asha Rao: you can edit it now.')).toBeVisible();

  // Her tab: told on its next renewal (every 30 s, LEASE_RENEW_MS) that someone took over.
  await ashaTab.page.clock.fastForward('00:30');
  await expect(ashaTab.page.getByTestId('lease-banner')).toHaveText(
    /^Meera \w+ took over this page from you on .*\. Your unsaved edits in this tab were not saved\. You can read it; your changes cannot be saved until they close it\.$/,
    { timeout: 15_000 },
  );
  await expect(ashaTab.page.getByRole('button', { name: /^Take over/ })).toHaveCount(0);
  await ashaTab.page.setViewportSize({ width: 390, height: 844 });
  await ashaTab.page.screenshot({ path: join(SHOTS, 'taken-over-390.png') });
  expect(await meera.csp()).toEqual([]);
  expect(await ashaTab.csp()).toEqual([]);
  await page.context().close();
  await ashaTab.page.context().close();
});
