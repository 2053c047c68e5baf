// The site editor inside the back office without traps (issue "The back office without traps", part A),
// in Chromium against a production server of its own (its own port, store and a git repository holding a
// copy of site-config/, so no draft here reaches another test), under the back office's real
// Content-Security-Policy (no 'unsafe-eval'):
// - Site facts opens, a fact edited shows its problem in the editor's words, and the draft is saved —
//   the form library's checks were compiled at build time, so not one CSP violation (its Ajv used eval);
// - the page's Table section is a grid of cells: a cell typed into is saved in the draft and shown in
//   the preview; rows and columns are added and removed, and the grid stays within a 390 px screen;
// - at 390 × 844 "Save draft" is in the header's row without opening Puck's menu, the menu opens in sight,
//   and the Fields panel keeps at least 300 px.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';
import { contentRepository } from '../../scripts/content-repository.ts';
import { contentStoreFor } from '../../server/db/open-store.ts';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { axe, letters, signedInState, watchCsp, type SignedIn } from './admin.ts';

const work = join('.tmp', `e2e-editor-traps-${letters()}`);
const repo = join(work, 'content');
const dataDir = join(work, 'data');
const SHOTS = join('test-results', 'admin-editor-traps');
let server: ServerProcess;
/** The file's editor, signed in once: each test opens its own tab (a context of its own) with the session. */
let editor: SignedIn;

// One server for the file's tests, one test after the other (each worker would otherwise start its own).
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  contentRepository(repo, { from: 'site-config', message: 'The site as deployed' });
  server = await startServerProcess(
    { DATA_DIR: dataDir, SITE_CONFIG_DIR: join(repo, 'site-config'), SITE_BUILD_CACHE_DIR: '.cache/build', RATE_LIMIT_MAX: '10000', SHUTDOWN_GRACE_MS: '0' },
    60_000,
  );
  editor = await signedInState(browser, server.url, dataDir, { name: `Asha ${letters()}`, role: 'editor' });
});
test.afterAll(async () => {
  // It stops at once (SHUTDOWN_GRACE_MS 0): a tab's request still open had the default 5 s of grace.
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(work, { recursive: true, force: true });
});

/** The editor on a page of their own, every CSP violation and script error collected. */
async function signedInEditor(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, storageState: editor });
  const page = await context.newPage();
  const csp = await watchCsp(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, csp, errors };
}

/** The draft of `file` as saved in the server's store (its JSON value), or null. */
async function savedDraft(file: string): Promise<unknown> {
  const store = openSqliteStore(dataDir, { outbox: false });
  try {
    const draft = await (await contentStoreFor(store)).draft(file);
    return draft?.data ? JSON.parse(draft.data) : null;
  } finally {
    await store.close();
  }
}

/** Whether a person sees the element where it is: the point at its middle hits it (nothing over it, nothing cutting it off). */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

const checked = (page: Page) => expect(page.getByRole('navigation', { name: 'Editor' })).not.toContainText('Checking…', { timeout: 30_000 });

test('Site facts opens in the back office under its CSP: a fact edited shows its problem in words, and the draft is saved — no eval, no violation', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, csp, errors } = await signedInEditor(browser, 1280);
  await page.goto(`${server.url}/admin/edit/?file=site.json`);
  await expect(page.getByRole('heading', { name: 'Site facts', level: 1 })).toBeVisible({ timeout: 90_000 });
  const phone = page.locator('#root_contact_phone');
  await expect(phone).toHaveAccessibleName(/^Phone number/);
  // Emptied, the number is a problem named under its field in the editor's words.
  await phone.fill('');
  // The check runs on the server after each edit: seconds on a busy machine.
  await expect(page.locator('#root_contact_phone__error')).toHaveText('Phone number is empty — fill it in, for example "+91 44 4000 1234"', { timeout: 30_000 });
  // Words that are no phone number are a problem too (they were accepted, and would reach every page's footer and tel: link).
  await phone.fill('call us');
  await expect(page.locator('#root_contact_phone__error')).toHaveText(
    'Phone number "call us" is not written the right way — a phone number is + and the country code, then digits, with spaces or hyphens between them — for example +91 44 4000 1234',
    { timeout: 30_000 },
  );
  await phone.fill('+91 44 4999 0000');
  await checked(page);
  await expect(page.locator('#root_contact_phone__error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toHaveText('Saved as a draft — visitors do not see it yet.');
  expect(((await savedDraft('site.json')) as { contact: { phone: string } }).contact.phone).toBe('+91 44 4999 0000');
  await page.screenshot({ path: join(SHOTS, 'site-facts-1280.png') });
  expect(await csp(), 'CSP violations').toEqual([]);
  expect(errors, 'script errors').toEqual([]);
});

test("a page's Table section is a grid of cells at 390 px: a cell typed into keeps its words, is saved in the draft and shown in the preview; rows and columns are added and removed", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, csp, errors } = await signedInEditor(browser, 390);
  await page.goto(`${server.url}/admin/edit/?page=/refund`);
  await expect(page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });
  await checked(page);
  await page.frameLocator('#preview-frame').getByRole('heading', { name: 'Refund Eligibility', exact: true }).click();
  // A phone opens the selected section's fields by itself.
  await expect(page.getByRole('button', { name: 'Fields' })).toHaveAttribute('aria-pressed', 'true');
  const grid = page.locator('[data-table-cells]').filter({ visible: true });
  await expect(grid.locator('legend')).toHaveText('Column headings and rows');
  await expect(grid.getByRole('textbox', { name: 'Heading of column 3' })).toHaveValue('Refund Amount');
  const cell = grid.getByRole('textbox', { name: 'Row 3, Refund Amount', exact: true });
  await expect(cell).toHaveValue('Price difference');
  // Typed key by key, as a person types: every space stays.
  await cell.fill('');
  await cell.pressSequentially('Half the price difference');
  await expect(cell).toHaveValue('Half the price difference');
  await expect(page.frameLocator('#preview-frame').locator('main')).toContainText('Half the price difference');
  // Typed but not saved: the bar no longer says this is what the live site shows.
  await expect(page.getByTestId('office-bar')).toContainText('No draft yet: your changes are kept only once you save a draft; visitors do not see them.');

  // A row added at the end, with a cell for each column; a column added and taken away again with its cells.
  await grid.getByRole('button', { name: '+ Row' }).click();
  const newRow = grid.getByRole('textbox', { name: 'Row 7, Situation', exact: true });
  await newRow.pressSequentially('Late fee charged by the government');
  await expect(grid.getByRole('textbox', { name: /^Row 7, / })).toHaveCount(4);
  await grid.getByRole('button', { name: '+ Column' }).click();
  // A column without a heading is a problem, said under the grid; clicked in the list of problems, it puts the cursor in that heading.
  const problem = page.locator('[data-field-name="rows"] [data-problem]').filter({ visible: true });
  await expect(problem).toHaveText('✗ Column heading 5 is empty — fill it in, for example "Refund Amount"', { timeout: 30_000 });
  await page
    .getByTestId('problems')
    .getByRole('button', { name: /^✗ Table: Column heading 5 is empty/ })
    .click();
  await expect(grid.getByRole('textbox', { name: 'Heading of column 5' })).toBeFocused();
  await grid.getByRole('textbox', { name: 'Heading of column 5' }).pressSequentially('Who pays');
  await expect(problem).toHaveCount(0, { timeout: 30_000 });
  await expect(grid.getByRole('textbox', { name: /^Row 1, / })).toHaveCount(5);
  await grid.getByRole('combobox', { name: 'Remove a column' }).selectOption({ label: 'Who pays' });
  await expect(grid.getByRole('textbox', { name: /^Heading of column/ })).toHaveCount(4);
  await expect(grid.getByRole('textbox', { name: /^Row 1, / })).toHaveCount(4);
  for (const [i, cellText] of ['Amount the government charged', '0%', 'Not applicable'].entries())
    await grid
      .getByRole('textbox', { name: /^Row 7, / })
      .nth(i + 1)
      .fill(cellText);

  // Within the phone's width: the page never scrolls sideways; the cells scroll in their own box, the buttons stay in reach.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const name of ['+ Row', '+ Column']) {
    const box = (await grid.getByRole('button', { name }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }
  // The columns beyond the screen's edge are said in words (nothing else showed them on a phone).
  await expect(grid.getByTestId('table-grid-scroll-note')).toHaveText('4 columns: scroll the cells sideways to see them all.');
  await grid.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'table-cells-390.png') });
  // Every cell and button has a name a screen reader says (WCAG 2.2 AA).
  expect(await axe(page, '[data-field-name="rows"]'), 'the grid at 390 px').toEqual([]);

  // Saved from the wide screen, where Puck's header shows Save draft beside Preview.
  await page.setViewportSize({ width: 1280, height: 900 });
  await grid.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'table-cells-1280.png') });
  await checked(page);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  const savedTable = async () =>
    ((await savedDraft('pages/refund.json')) as { blocks: { type: string; columns: string[]; rows: string[][] }[] } | null)?.blocks.find((b) => b.type === 'table');
  await expect.poll(async () => (await savedTable())?.rows[6]?.[3], { timeout: 30_000 }).toBe('Not applicable');
  const table = (await savedTable())!;
  expect(table.columns).toEqual(['Situation', 'Description', 'Refund Amount', 'Timeline']);
  expect(table.rows[2]).toEqual([
    'Service downgrade',
    'You move to a lower-priced plan or service before work on the original one is completed.',
    'Half the price difference',
    '7-10 days',
  ]);
  expect(table.rows[6]).toEqual(['Late fee charged by the government', 'Amount the government charged', '0%', 'Not applicable']);
  expect(table.rows).toHaveLength(7);

  // The preview renders the draft as the site will.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Preview', exact: true }).click()]);
  await expect(preview).toHaveURL(/\/admin\/preview\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
  await expect(preview.locator('main')).toContainText('Half the price difference');
  await expect(preview.locator('main')).toContainText('Late fee charged by the government');
  await preview.close();
  expect(await csp(), 'CSP violations').toEqual([]);
  expect(errors, 'script errors').toEqual([]);
});

test('at 390 × 844 "Save draft" is in the editor\'s title row without opening the menu: it saves, and the Fields panel keeps its room', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, csp, errors } = await signedInEditor(browser, 390);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/admin/edit/?page=/gst`);
  const frame = page.frameLocator('#preview-frame');
  await expect(frame.locator('main')).toBeVisible({ timeout: 90_000 });
  await checked(page);
  await frame.getByRole('heading', { name: 'GST Registration', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Fields' })).toHaveAttribute('aria-pressed', 'true');
  // Reached without "Toggle menu bar": in the header's row, beside the page's title.
  const save = page.getByRole('button', { name: 'Save draft', exact: true });
  await expect(save).toBeVisible();
  const inTitleRow = async () => {
    const row = (await page.locator('.Puck header').first().boundingBox())!;
    const button = (await save.boundingBox())!;
    return button.y >= row.y && button.y + button.height <= row.y + row.height && button.x >= 0 && button.x + button.width <= 390;
  };
  expect(await inTitleRow()).toBe(true);
  // The rest (Preview, Undo, + Add section) stays in the menu.
  await expect(page.getByRole('button', { name: 'Preview', exact: true })).toBeHidden();
  // The panel of fields keeps most of the height (a header showing the whole menu left it 242 px).
  const panel = page.locator('[class*="_Sidebar--left"]').filter({ visible: true }).first();
  await expect.poll(async () => (await panel.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(300);
  await page.screenshot({ path: join(SHOTS, 'save-draft-390.png') });
  const headline = page.locator('[data-field-name="heading"] input').filter({ visible: true });
  await headline.fill('GST Registration in a week');
  await checked(page);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toHaveText('Saved as a draft — visitors do not see it yet.');
  // Pressed again with nothing new: it says the work is saved, not only that there is nothing to save.
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing' })).toHaveText('Nothing new to save — your changes are saved as a draft; visitors do not see it yet.');
  await expect.poll(async () => ((await savedDraft('pages/gst.json')) as { blocks: { heading?: string }[] } | null)?.blocks[0]?.heading).toBe('GST Registration in a week');
  // The menu still holds the rest, and Save stays in the title row while it is open.
  await page.getByRole('button', { name: 'Toggle menu bar' }).click();
  // Drawn where they are, over the canvas and the panel (not cut off by the header's box), and Save too — without scrolling.
  for (const button of [page.getByRole('button', { name: 'Preview', exact: true }), page.getByRole('button', { name: '+ Add section' }), save])
    expect(await onTop(button), String(await button.textContent())).toBe(true);
  expect(await inTitleRow()).toBe(true);
  await page.screenshot({ path: join(SHOTS, 'save-draft-menu-390.png') });
  expect(await csp(), 'CSP violations').toEqual([]);
  expect(errors, 'script errors').toEqual([]);
});
