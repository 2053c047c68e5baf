// The site's history without traps (issue "The back office without traps", 1), in Chromium against a
// production server of its own (its own port, store and a git repository holding the small copy of site-config/ (tests/server/small-site.ts),
// so nothing here commits to the project): versions are named in people's words (never "Merge branch
// 'editor-words'"), Restore says before anything is done which pages it removes, which texts and prices
// it changes and whose later versions it takes back, and "Undo this change" takes back one version's
// own edit — refused in words when a later version changed the same text. axe (WCAG 2.2 AA) at 390
// and 1280 px, no Content-Security-Policy violation.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';
import { axe, letters, setPasswordAndSignIn, watchCsp } from './admin.ts';
import { copySmallSite } from '../server/small-site.ts';

const work = join('.tmp', `e2e-history-${letters()}`);
const repo = join(work, 'content');
const dir = join(repo, 'site-config');
const dataDir = join(work, 'data');
const shots = join('test-results', 'admin-history');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const commit = (author: string, message: string) => {
  git('add', '-A');
  git('-c', `user.name=${author}`, '-c', `user.email=${author.split(' ')[0]!.toLowerCase()}@filingbridge.in`, 'commit', '-q', '-m', message);
};
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const write = (file: string, value: unknown) => writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
const setBasic = (price: number) => {
  const gst = read('pages/gst.json');
  gst.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans[0].price = price;
  write('pages/gst.json', gst);
};
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(repo, { recursive: true });
  mkdirSync(shots, { recursive: true });
  copySmallSite(dir);
  git('init', '-q', '-b', 'main');
  commit('Dev Team', 'The site as deployed');
  setBasic(2099);
  commit('Asha Rao', 'GST page: Basic plan price 1,999 → 2,099');
  // After the price: a new page, a new update, a menu item and a new phone number.
  const page = read('pages/about.json');
  page.paths = ['/llp-annual-filing'];
  page.title = 'LLP Annual Filing | FilingBridge';
  page.blocks[0].heading = 'LLP Annual Filing';
  write('pages/llp-annual-filing.json', page);
  const update = read('updates/tds-deposit-september-2025.json');
  update.title = 'LLP Form 11 due by 30 May';
  update.slug = 'llp-form-11-due';
  write('updates/llp-form-11-due.json', update);
  const nav = readFileSync(join(dir, 'navigation.json'), 'utf8');
  writeFileSync(
    join(dir, 'navigation.json'),
    nav.replace('{ "label": "Income Tax Calculator"', '{ "label": "LLP Annual Filing", "href": "/llp-annual-filing" }, { "label": "Income Tax Calculator"'),
  );
  const site = readFileSync(join(dir, 'site.json'), 'utf8');
  writeFileSync(join(dir, 'site.json'), site.replace(/"phone": "[^"]+"/, '"phone": "+91 80 4000 0000"'));
  commit('Ravi Kumar', 'New LLP filing page, an update, a menu item and the phone number');
  // A developer's branch, merged with git's own message.
  git('checkout', '-q', '-b', 'editor-words');
  const contact = read('pages/contact.json');
  contact.blocks[0].text = 'Call, write or visit: we answer within one working day.';
  write('pages/contact.json', contact);
  commit('Dev Team', 'fix(content): contact.json hero text');
  git('checkout', '-q', 'main');
  git('-c', 'user.name=Dev Team', '-c', 'user.email=dev@filingbridge.in', 'merge', '-q', '--no-ff', '-m', "Merge branch 'editor-words'", 'editor-words');
  // Ravi changes the same price again.
  setBasic(2199);
  commit('Ravi Kumar', 'GST page: Basic plan price 2,099 → 2,199');
  // A port the system gives (E2E_PORT + 9 was 4369, epmd's, with E2E_PORT=4360).
  server = await startServerProcess({ DATA_DIR: dataDir, SITE_CONFIG_DIR: dir, SITE_BUILD_CACHE_DIR: '.cache/build', RATE_LIMIT_MAX: '10000' }, 90_000);
});
test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(work, { recursive: true, force: true });
});

/** A new publisher from the one-time link `npm run admin -- add-user` prints; ends on Publishing. */
async function signInAsPublisher(page: Page) {
  const name = `Meera ${letters()}`;
  const out = execFileSync(
    join('node_modules', '.bin', 'tsx'),
    ['admin/cli/admin.ts', 'add-user', '--email', `meera.${letters()}@filingbridge.in`, '--name', name, '--role', 'publisher'],
    { env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: server.url, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  await setPasswordAndSignIn(page, out.trim().split('\n').at(-1)!, 15_000);
  return name;
}

/** Opens the version whose row in the history says `title`. */
async function openVersion(page: Page, title: string) {
  await page.goto(`${server.url}/admin/history`);
  // A list at 390 px, a table at 1280: the link names the version either way ("<when>: <title>").
  await page.getByRole('link', { name: new RegExp(`: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  // The version's page reads its files and changes from git: seen to take over 5 s on a loaded machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 });
}

test("versions are named in people's words: a merge by what it changed, a message written for people as it was", async ({ page }) => {
  test.setTimeout(90_000);
  const cspViolations = await watchCsp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsPublisher(page);
  await page.goto(`${server.url}/admin/history`);
  const rows = page.getByRole('list', { name: 'Versions of the site, newest first' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText('GST page: Basic plan price 2,099 → 2,199');
  await expect(rows.nth(1)).toContainText('Changed 1 page: Contact Us');
  await expect(rows.nth(1).getByRole('link')).toHaveAccessibleName(/: Changed 1 page: Contact Us$/);
  // What each version changed, by what people know: a page by its address, an update by its title (not the file names).
  const added = rows.filter({ hasText: 'Page /llp-annual-filing' });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText("Update 'LLP Form 11 due by 30 May'");
  await expect(page.getByRole('list', { name: 'Versions of the site, newest first' })).not.toContainText('Update llp-form-11-due');
  expect(await axe(page), 'history at 390 px').toEqual([]);
  await page.screenshot({ path: join(shots, 'history-390.png'), fullPage: true });
  await openVersion(page, 'Changed 1 page: Contact Us');
  await expect(page.getByText("Developer’s note: Merge branch 'editor-words'")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axe(page), 'a merge at 1280 px').toEqual([]);
  await page.screenshot({ path: join(shots, 'merge-1280.png'), fullPage: true });
  expect(await cspViolations()).toEqual([]);
});

test('Restore says first which pages go, which texts and prices change and whose later versions it takes back', async ({ page }) => {
  test.setTimeout(90_000);
  const cspViolations = await watchCsp(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsPublisher(page);
  await openVersion(page, 'GST page: Basic plan price 1,999 → 2,099');
  // Restoring the version of the first price: Ravi's page, update, menu item and phone would go too.
  await page.getByRole('button', { name: 'Restore this version' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(/^Restore the version of .*\?$/);
  await expect(dialog).toContainText('It also takes back all 3 versions published since, with the changes Ravi Kumar and Dev Team made.');
  const removed = dialog.getByRole('list').filter({ has: page.getByText('LLP Annual Filing (/llp-annual-filing)') });
  await expect(removed.getByRole('listitem')).toHaveText(['LLP Annual Filing (/llp-annual-filing)', 'LLP Form 11 due by 30 May (/updates/llp-form-11-due)']);
  await expect(dialog.getByRole('heading', { name: 'Pages that will be removed (visitors will get “page not found”)' })).toBeVisible();
  await expect(dialog).toContainText("Page /gst, Price plans, plan 1 'Basic': Price in rupees: 2,199 → 2,099");
  await expect(dialog).toContainText('Site facts, Contact details: Phone number: "+91 80 4000 0000" →');
  await expect(dialog).toContainText('Menus, ');
  await expect(dialog).toContainText('Ravi Kumar: New LLP filing page, an update, a menu item and the phone number');
  await dialog.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
  expect(await axe(page, '[role=alertdialog]'), 'the restore dialog at 1280 px').toEqual([]);
  await page.screenshot({ path: join(shots, 'restore-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axe(page, '[role=alertdialog]'), 'the restore dialog at 390 px').toEqual([]);
  await page.screenshot({ path: join(shots, 'restore-390.png') });
  // Nothing is done until it is confirmed.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(git('log', '-1', '--format=%s')).toBe('GST page: Basic plan price 2,099 → 2,199');
  expect(await cspViolations()).toEqual([]);
});

test('Undo this change takes back one edit only; refused in words when a later version changed the same text', async ({ page, browser }) => {
  test.setTimeout(240_000); // two publishes, each builds the site
  const cspViolations = await watchCsp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const name = await signInAsPublisher(page);

  // Asha's price cannot be undone while Ravi's later price stands: said in words, nothing published.
  await openVersion(page, 'GST page: Basic plan price 1,999 → 2,099');
  await page.getByRole('button', { name: 'Undo this change' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(/^Undo the change of .*\?$/);
  await expect(dialog.getByRole('list', { name: 'What goes back' })).toHaveText("Page /gst, Price plans, plan 1 'Basic': Price in rupees: 2,099 → 1,999");
  await dialog.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
  expect(await axe(page, '[role=alertdialog]'), 'the undo dialog at 390 px').toEqual([]);
  await dialog.getByRole('button', { name: 'Undo and publish' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /^Nothing was undone: “Price plans, plan 1 'Basic': Price in rupees” on Page \/gst was changed again by Ravi Kumar on .*; undo that change first or edit it by hand\.$/,
  );
  await page.screenshot({ path: join(shots, 'undo-refused-390.png') });
  expect(git('log', '-1', '--format=%s')).toBe('GST page: Basic plan price 2,099 → 2,199');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Ravi's change undone: the price is 2,099 again, and everything else published after Asha stays.
  await openVersion(page, 'GST page: Basic plan price 2,099 → 2,199');
  await page.getByRole('button', { name: 'Undo this change' }).click();
  await dialog.getByRole('button', { name: 'Undo and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toHaveText(
    /^Undone in \d+(\.\d)? s: the live site no longer has this change; later changes are kept \(\d+ pages? changed\)\.$/,
    {
      timeout: 90_000,
    },
  );
  expect(git('log', '-1', '--format=%an|%s')).toMatch(new RegExp(`^${name}\\|Undo the change of .* by Ravi Kumar: GST page: Basic plan price 2,099 → 2,199$`));
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/gst`);
  await expect(visitor.locator('[data-price]').first()).toHaveText('₹2,099');

  // Now Asha's: 1,999 again — and Ravi's new page is still there.
  await openVersion(page, 'GST page: Basic plan price 1,999 → 2,099');
  await page.getByRole('button', { name: 'Undo this change' }).click();
  await dialog.getByRole('button', { name: 'Undo and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toContainText('later changes are kept', { timeout: 90_000 });
  // Undone: the button goes, and the version's page says so when opened again — nothing offered twice.
  await expect(page.getByRole('button', { name: 'Undo this change' })).toHaveCount(0);
  const ashasVersion = page.url();
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axe(page), 'an undone version at 1280 px').toEqual([]);
  await page.screenshot({ path: join(shots, 'undone-1280.png') });
  await visitor.reload();
  await expect(visitor.locator('[data-price]').first()).toHaveText('₹1,999');
  expect((await visitor.goto(`${server.url}/llp-annual-filing`))?.status()).toBe(200);
  await page.getByRole('link', { name: 'See the new version' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Undo the change of .* by Asha Rao: GST page: Basic plan price 1,999 → 2,099$/);
  await page.goto(ashasVersion);
  await expect(page.getByText('Nothing to undo: none of this version’s edits is on the live site any more (they were undone or changed back later).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo this change' })).toHaveCount(0);
  expect(await cspViolations()).toEqual([]);
  await visitor.close();
});
