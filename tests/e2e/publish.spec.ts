// Publishing and rollback in Chromium, against a production server of its own (its own port, store and
// a git repository holding the small copy of site-config/ (tests/server/small-site.ts), so nothing here commits to the project): a draft of
// the GST page's Basic price is reviewed and published by a publisher, the public page shows the new
// price at once, and the earlier version is restored from the site history — with axe (WCAG 2.2 AA) at
// 390 and 1280 px and no Content-Security-Policy violation.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';
import { gitIn } from '../../scripts/content-repository.ts';
import { smallContentRepository } from '../server/small-site.ts';
import { contentStoreFor } from '../../server/db/open-store.ts';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { gitBlobId } from '../../admin/server/publish/files.ts';
import { axe, letters, setPasswordAndSignIn, typeBasicPrice, watchCsp } from './admin.ts';

const work = join('.tmp', `e2e-publish-${letters()}`);
const repo = join(work, 'content');
const dataDir = join(work, 'data');
const git = gitIn(repo);
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smallContentRepository(repo, { message: 'The site as deployed' });
  server = await startServerProcess(
    {
      // A port the system gives (E2E_PORT + 7 was one port for every run of this file: two at once, as
      // --repeat-each on two workers runs them, collided, and one signed in on the other's server).
      DATA_DIR: dataDir,
      SITE_CONFIG_DIR: join(repo, 'site-config'),
      SITE_BUILD_CACHE_DIR: '.cache/build',
      RATE_LIMIT_MAX: '10000',
      SHUTDOWN_GRACE_MS: '0',
    },
    60_000,
  );
});
test.afterAll(async () => {
  // It stops at once (SHUTDOWN_GRACE_MS 0): a tab's request still open had the default 5 s of grace.
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(work, { recursive: true, force: true });
});

/** The one-time link `npm run admin -- add-user` prints for this server's store. */
function addPublisher(email: string, name: string): string {
  const out = execFileSync(join('node_modules', '.bin', 'tsx'), ['admin/cli/admin.ts', 'add-user', '--email', email, '--name', name, '--role', 'publisher'], {
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: server.url, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return out.trim().split('\n').at(-1)!;
}

/** Sets a password from the one-time link and signs in; ends on Publishing. */
async function signInAs(page: Page, name: string, email: string) {
  await setPasswordAndSignIn(page, addPublisher(email, name), 15_000);
}

test('as a new publisher would: change the GST Basic price in the editor, preview, publish, see it live, restore the version before', async ({ page, browser }) => {
  test.setTimeout(240_000); // Puck loading, a preview, two publishes (each builds the site), a password hash
  const shots = join('test-results', 'publish');
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const cspViolations = await watchCsp(page);
  const name = `Meera ${letters()}`;
  await signInAs(page, name, `meera.${letters()}@filingbridge.in`);

  // The editor, from the back office's navigation, on the GST page.
  // The editor's clock is the test's (it still runs on its own): the wait before a draft is saved by itself is moved on below.
  await page.clock.install();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Edit the site' }).click();
  // Its list of pages, then the GST page from it (not the editor loaded a second time at the page's address).
  await page.getByRole('link', { name: '/gst', exact: true }).click({ timeout: 90_000 });
  await expect(page).toHaveURL(/\/admin\/edit\/\?page=%2Fgst$/);
  await expect(page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });
  await typeBasicPrice(page, 2099);
  // Kept as a draft as she works: a few seconds after the last change (AUTOSAVE_MS, 4 s, once the live check has
  // finished), without pressing Save draft.
  await expect(page.getByRole('navigation', { name: 'Editor' })).not.toContainText('Checking…', { timeout: 30_000 });
  await page.clock.fastForward('00:04');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toHaveText('Draft saved automatically — visitors do not see it yet.', { timeout: 30_000 });
  await expect(page.getByText(new RegExp(`^Draft saved by ${name}, .* IST — visitors do not see it yet\\.$`))).toBeVisible();
  await page.screenshot({ path: join(shots, 'draft-1280.png') });

  // Preview: the draft as the site will show it; the live page still has the old price.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Preview', exact: true }).click()]);
  await expect(preview.locator('[data-price]').first()).toHaveText('₹2,099', { timeout: 60_000 });
  await preview.close();
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/gst`);
  await expect(visitor.locator('[data-price]').first()).toHaveText('₹1,999');

  // Publish: the change in words, a message from it, then the live site.
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish to the live site' });
  await expect(dialog).toContainText('1,999 → 2,099');
  await dialog.getByRole('textbox', { name: 'What this version changes' }).fill('GST page: Basic plan price 1,999 → 2,099');
  await page.screenshot({ path: join(shots, 'publish-1280.png') });
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog.getByRole('status')).toContainText('Published. The live site shows it now.', { timeout: 60_000 });
  await visitor.reload();
  await expect(visitor.locator('[data-price]').first()).toHaveText('₹2,099');
  expect(git('log', '-1', '--format=%an|%s')).toBe(`${name}|GST page: Basic plan price 1,999 → 2,099`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The history: the new version on top; the one before it restored.
  await page.goto(`${server.url}/admin/history`);
  const versions = page.getByRole('table');
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(versions.getByRole('row').nth(1)).toContainText(name);
  await versions.getByRole('row').nth(2).getByRole('link').click();
  // The version's page reads its files and changes from git: seen to take over 5 s on a loaded machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The site as deployed', { timeout: 20_000 });
  expect(await axe(page), 'a version at 1280 px').toEqual([]);
  await page.getByRole('button', { name: 'Restore this version' }).click();
  const restore = page.getByRole('alertdialog');
  await expect(restore.getByRole('heading')).toHaveText(/^Restore the version of .*\?$/);
  // Checked once its opening animation has finished (half-faded text is not what people read).
  await restore.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
  expect(await axe(page, '[role=alertdialog]'), 'the restore dialog at 1280 px').toEqual([]);
  await restore.getByRole('button', { name: 'Restore and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored' })).toHaveText(/^Restored in \d+(\.\d)? s: the live site shows this version again \(\d+ pages? changed\)\.$/, {
    timeout: 60_000,
  });
  await page.screenshot({ path: join(shots, 'restored-1280.png') });
  await visitor.reload();
  await expect(visitor.locator('[data-price]').first()).toHaveText('₹1,999');
  expect(git('log', '-1', '--format=%an|%s')).toMatch(new RegExp(`^${name}\\|Restore the version of .* by Dev Team: The site as deployed$`));
  await page.getByRole('link', { name: 'See the new version' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Restore the version of/);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axe(page), 'the restored version at 390 px').toEqual([]);
  await page.screenshot({ path: join(shots, 'restored-390.png'), fullPage: true });
  expect(await cspViolations()).toEqual([]);
  await visitor.close();
});

test("a publisher reviews an editor's draft sent for review on Publishing and publishes it", async ({ page, browser }) => {
  test.setTimeout(180_000); // a publish (it builds the site), a password hash, three axe checks
  await page.setViewportSize({ width: 390, height: 844 });
  const cspViolations = await watchCsp(page);
  const name = `Ravi ${letters()}`;
  // A publisher starts on Publishing.
  await signInAs(page, name, `ravi.${letters()}@filingbridge.in`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publishing');
  await expect(page.getByText('No drafts: the live site shows every saved change.')).toBeVisible();

  // An editor's draft of the GST page: the Basic plan from ₹1,999 to ₹2,099, sent for review.
  const gst = readFileSync(join(repo, 'site-config/pages/gst.json'));
  const value = JSON.parse(gst.toString('utf8'));
  value.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans[0].price = 2099;
  const store = openSqliteStore(dataDir, { outbox: false });
  const content = await contentStoreFor(store);
  const asha = { id: 'editor-asha', name: 'Asha Rao', email: 'asha@filingbridge.in' };
  await content.saveDraft('pages/gst.json', JSON.stringify(value), gitBlobId(gst), asha, Date.now());
  await content.requestReview(['pages/gst.json'], asha, Date.now());
  await store.close();

  await page.reload();
  const drafts = page.getByRole('list', { name: 'Drafts waiting to be published' });
  await expect(drafts.getByRole('listitem')).toHaveCount(1);
  await expect(drafts.getByRole('link', { name: 'Page /gst' })).toBeVisible();
  await expect(drafts).toContainText('Asked by Asha Rao');
  expect(await axe(page), 'publishing at 390 px').toEqual([]);

  await drafts.getByRole('button', { name: 'Review and publish' }).click();
  const review = page.getByRole('region', { name: 'Review: Page /gst' });
  await expect(review).toContainText('1,999 → 2,099');
  const message = review.getByLabel('Message for the site history');
  await expect(message).toHaveValue(/^Page \/gst: .*1,999 → 2,099$/);
  await message.fill('GST page: Basic plan price 1,999 → 2,099');
  expect(await axe(page), 'a review at 390 px').toEqual([]);
  await review.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toHaveText(/^Published in \d+(\.\d)? s: the live site shows it now \(.*\/gst.*\)\.$/, {
    timeout: 60_000,
  });
  await expect(page.getByText('No drafts: the live site shows every saved change.')).toBeVisible();

  // The public page, in a browser with no session: the new price.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/gst`);
  await expect(visitor.getByText('₹2,099').first()).toBeVisible();
  expect(git('log', '-1', '--format=%an|%s')).toBe(`${name}|GST page: Basic plan price 1,999 → 2,099`);

  expect(await cspViolations()).toEqual([]);
  await visitor.close();
});
