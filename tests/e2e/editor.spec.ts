// The visual editor (`npm run edit`), driven in Chromium against a temporary copy of site-config/
// (EDIT_CONFIG_DIR), never the real files. The editor runs on EDIT_PORT (default here 4242).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect as baseExpect, type Locator, type Page } from '@playwright/test';
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
  // Starting the editor takes its own 90 s allowance below on a busy machine; the hook's default 30 s is less.
  test.setTimeout(120_000);
  scratch = mkdtempSync(join(tmpdir(), 'editor-e2e-'));
  configDir = join(scratch, 'site-config');
  cpSync(join(ROOT, 'site-config'), configDir, { recursive: true });
  for (const f of ['pages/gst.json', 'pages/home.json', 'navigation.json', 'compliance-calendar.json']) originals.set(f, read(f));
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
  // The first check lists the file's problems (home.json has a warning); wait for it so that every test
  // starts from a page whose checks are done.
  await expect(page.getByRole('navigation', { name: 'Editor' })).not.toContainText('Checking…');
}

async function selectBlock(page: Page, heading: string) {
  await page.frameLocator('#preview-frame').getByRole('heading', { name: heading, exact: true }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A text area's accessible name also holds its text (it sits inside its <label>), so match the start.
const field = (page: Page, label: string, role: 'textbox' | 'spinbutton' | 'combobox' = 'textbox') =>
  page
    .getByRole(role, { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) })
    .filter({ visible: true })
    .first();

/** A list field of the selected block (Puck renders each item's summary as a button). */
const listField = (page: Page, name: string) => page.locator(`[data-field-name="${name}"]`).filter({ visible: true }).first();

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

const blocksOf = (file: string) => JSON.parse(read(file)).blocks as Record<string, unknown>[];

/**
 * A real mouse drag. Puck's pointer sensors (dnd-kit) start a drag once the button has been held and the
 * pointer moved a few pixels; `dropShown` is what Puck draws where the item will land, so the button is
 * released only once Puck has taken the position in.
 */
async function drag(page: Page, from: Locator, to: Locator, dropShown: Locator) {
  await expect(from).toBeVisible();
  await expect(to).toBeVisible();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  let nudge = 0;
  await expect(async () => {
    nudge += 3;
    await page.mouse.move(a.x + a.width / 2 + nudge, a.y + a.height / 2, { steps: 2 });
    await baseExpect(page.locator('[data-dnd-dragging]').first()).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  // The lower part of the target: the item lands after it.
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height * 0.8, b.height - 4), { steps: 15 });
  await expect(async () => {
    await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height * 0.8, b.height - 4) + 1, { steps: 2 });
    await baseExpect(dropShown.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.mouse.up();
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

test('changing the Basic plan price on /gst changes only that line: the title and description name it by reference', async ({ page }) => {
  await openPage(page, '/gst');
  await expect(field(page, 'Page title')).toHaveValue('GST Registration Online from {lowest-price} | FilingBridge');
  await selectBlock(page, 'GST registration plans');
  await listField(page, 'plans')
    .getByRole('button', { name: /^Basic\b/ })
    .click();
  await field(page, 'Price in rupees').fill('2499');
  await expect(page.getByRole('status').first()).toContainText('Unsaved changes.');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*pages\/gst\.json\./);
  const diff = changed(originals.get('pages/gst.json')!, read('pages/gst.json'));
  expect(diff).toEqual({ removed: ['          "price": 1999,'], added: ['          "price": 2499,'] });
});

for (const width of [1280, 390]) {
  test(`a price that cannot be read keeps what was typed, is named in the screen's words and is not saved; a price of 0 is questioned (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/gst');
    const before = read('pages/gst.json');
    await selectBlock(page, 'GST registration plans');
    if (width < 600) await page.getByRole('button', { name: 'Fields' }).click();
    await listField(page, 'plans')
      .getByRole('button', { name: /^Assured\b/ })
      .click();
    const price = field(page, 'Price in rupees');
    const message = page.locator('[data-field-name="plans[1].price"] [data-problem]').filter({ visible: true });
    await price.fill('abc');
    await expect(price).toHaveValue('abc');
    await expect(message).toHaveText('✗ Price in rupees must be a number such as 1999');
    // The canvas shows no made-up price meanwhile (it showed ₹0, then ₹NaN).
    const assuredPrice = page.frameLocator('#preview-frame').locator('[data-price]').nth(1);
    await expect(assuredPrice).toHaveText('₹—');
    await expect(page.getByTestId('problems')).toContainText("Price plans, plan 2 'Assured': Price in rupees must be a number such as 1999");
    await price.fill('');
    await expect(message).toHaveText('✗ Price in rupees is empty — write a number such as 1999');
    // In a narrow window Puck keeps Preview and Save in its menu (under the open fields panel here).
    if (width < 600) {
      await page.getByRole('button', { name: 'Toggle menu bar' }).dispatchEvent('click');
      await page.getByRole('button', { name: 'Save', exact: true }).dispatchEvent('click');
    } else await save(page);
    await expect(page.getByRole('status').first()).toHaveText(/Not saved: \d+ problems? to fix first/);
    // The refused Save puts the cursor back in the field to fix.
    await expect(price).toBeFocused();
    expect(read('pages/gst.json')).toBe(before);
    await price.fill('0');
    await expect(message).toHaveText('⚠ Is this plan free? Its card shows ₹0 — if it is not free, write its price.');
    await price.fill('4999');
    await expect(message).toHaveCount(0);
  });
}

for (const width of [1280, 390]) {
  test(`"Add section" lists the kinds of section in words and inserts one below the selected section, shown as a placeholder saying what to fill in (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/gst');
    await selectBlock(page, 'Frequently Asked Questions');
    if (width < 600) await page.getByRole('button', { name: 'Toggle menu bar' }).click();
    await page.getByRole('button', { name: '+ Add section' }).click();
    const kinds = page.getByRole('group', { name: 'Kinds of section' });
    await expect(kinds).toContainText('The new section goes below the selected one.');
    await kinds.getByRole('button', { name: /^Price plans Side-by-side cards, one per plan/ }).click();
    const frame = page.frameLocator('#preview-frame');
    const placeholder = frame.locator('[data-empty-section]');
    await expect(placeholder).toHaveText('New section: Price plansNothing to show yet — select it and fill in Plans.');
    // It sits right below the questions it was added under.
    const order = await frame
      .locator('main [data-puck-component]')
      .evaluateAll((els) => els.map((el) => (el.querySelector('[data-empty-section]') ? 'new' : (el.querySelector('h2')?.textContent ?? ''))));
    expect(order[order.indexOf('Frequently Asked Questions') + 1]).toBe('new');
  });
}

for (const width of [1280, 390]) {
  test(`fields whose values are known are pickers: the footer group from the groups there are, link targets from the site's pages and this page's sections (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/');
    if (width < 600) await page.getByRole('button', { name: 'Fields' }).click();
    const group = field(page, 'Footer group', 'combobox');
    await expect(group.locator('option')).toHaveText(['— choose a footer group —', 'Company', 'Legal']);
    // (In a narrow window the fields panel opened above stays open.)
    await selectBlock(page, 'Start, register and grow your business — all compliance in one place');
    const target = field(page, 'Link target', 'combobox');
    await expect(target).toHaveValue('/about#partnership');
    await expect(target).toHaveAttribute('list', 'editor-pages');
    const offered = await page.locator('#editor-pages option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toContain('/gst');
    expect(offered).toContain('/about');
    expect(offered).toContain('/contact');
    expect(offered.filter((v) => v.startsWith('#')).length).toBeGreaterThan(0);
  });
}

for (const width of [1280, 390]) {
  test(`the phone number is one fact: changed in Site facts, the Contact page shows the new one; a field with a reference says what it shows (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${BASE}/?file=site.json`);
    await expect(page.getByRole('heading', { name: 'Site facts', level: 1 })).toBeVisible({ timeout: 90_000 });
    const phone = page.locator('#root_contact_phone');
    await expect(phone).toHaveAccessibleName(/^Phone number/);
    await phone.fill('+91 44 4999 0000');
    await expect(page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Site facts •' })).toBeVisible();
    // To the Contact page inside the editor, with the change not yet saved.
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Pages' }).click();
    await page.getByRole('link', { name: '/contact', exact: true }).click();
    const main = page.frameLocator('#preview-frame').locator('main');
    await expect(main).toContainText('+91 44 4999 0000', { timeout: 90_000 });
    await expect(main).not.toContainText('+91 44 4000 1234');
    await selectBlock(page, 'Get in Touch');
    if (width < 600) await page.getByRole('button', { name: 'Fields' }).click();
    await listField(page, 'cards')
      .getByRole('button', { name: /^Phone\b/ })
      .click();
    await listField(page, 'cards[0].details')
      .getByRole('button', { name: /^Call\b/ })
      .click();
    const shows = page.locator('[data-field-name="cards[0].details[0].text"] [data-shows-as]').filter({ visible: true });
    await expect(shows).toHaveText('Shows on the site as: +91 44 4999 0000');
  });
}

for (const width of [1280, 390]) {
  test(`more fields are pickers: a plan's enquiry offers this page's plans and the site's services; the forms pick a calendar extension's rule, a menu group's page and a list page's footer group (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/gst');
    await selectBlock(page, 'GST registration plans');
    if (width < 600) await page.getByRole('button', { name: 'Fields' }).click();
    await listField(page, 'plans')
      .getByRole('button', { name: /^Basic\b/ })
      .click();
    const plan = page.locator('[data-field-name="plans[0].action.plan"] input').filter({ visible: true });
    await expect(plan).toHaveAttribute('list', 'editor-plans');
    expect(await page.locator('#editor-plans option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['Basic', 'Assured', 'With Virtual Office']);
    const service = page.locator('[data-field-name="plans[0].action.service"] input').filter({ visible: true });
    await expect(service).toHaveAttribute('list', 'editor-services');
    expect(await page.locator('#editor-services option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toContain('GST Registration');

    // The calendar: an extension names its rule from the calendar's own rules, by form and title.
    const rules = JSON.parse(read('compliance-calendar.json')).rules as CalendarRule[];
    await page.goto(`${BASE}/?file=compliance-calendar.json`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance calendar', { timeout: 90_000 });
    await page.locator('#root_extensions__add').click();
    const rule = page.locator('#root_extensions_0_rule');
    // A new item opens with the cursor in its first field, and no red before anything is chosen.
    await expect(rule).toBeFocused();
    await expect(rule.locator('option')).toHaveCount(rules.length + 1);
    await expect(rule.locator('option').first()).toHaveText('— choose a rule —');
    await expect(rule.locator('option').nth(1)).toHaveText(`${rules[0]!.form} — ${rules[0]!.title} (${rules[0]!.id})`);
    await expect(page.getByRole('navigation', { name: 'Editor' })).toContainText('4 problems in the site');
    await expect(page.locator('[id^="root_extensions_0_"][id$="__error"]')).toHaveCount(0);
    await expect(page.getByTestId('problems')).toHaveCount(0);
    await rule.selectOption({ label: 'GSTR-3B — monthly summary return and tax payment (gstr-3b-monthly)' });
    // Left, the new extension says what it still needs.
    await page.locator('#root_asOf').focus();
    await expect(page.getByTestId('problems')).toContainText('extension 1: Period is empty — fill it in, for example "2026-10"');
    await expect(page.getByTestId('problems')).not.toContainText('Rule');

    // Menus: a group's page offers the site's pages.
    await page.goto(`${BASE}/?file=navigation.json`);
    const groupPage = page.locator('#root_dropdowns_0_href');
    await expect(groupPage).toHaveAttribute('list', 'root_dropdowns_0_href__examples');
    expect(await page.locator('#root_dropdowns_0_href__examples option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(
      expect.arrayContaining(['/gst', '/about', '/compliance-calendar']),
    );
    // Collections: a list page's footer group is picked from the footer's groups.
    await page.goto(`${BASE}/?file=collections.json`);
    await expect(page.locator('#root_collections_0_list_menu_group option')).toHaveText(['— choose a footer group —', 'Company', 'Legal']);
  });
}

for (const width of [1280, 390]) {
  test(`a price clicked on the canvas opens that plan's price; a new question opens with the cursor in it and shows its problems once it is left (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/gst');
    const plans = blocksOf('pages/gst.json').find((b) => b.type === 'pricing-cards')!.plans as { price: number }[];
    await page.frameLocator('#preview-frame').locator('[data-price]').nth(1).click();
    const price = page.locator('[data-field-name="plans[1].price"] input').filter({ visible: true });
    await expect(price).toBeFocused();
    await expect(price).toHaveValue(String(plans[1]!.price));

    await selectBlock(page, 'Frequently Asked Questions');
    const count = (blocksOf('pages/gst.json').find((b) => b.type === 'faq')!.items as unknown[]).length;
    await listField(page, 'items').getByRole('button', { name: 'Add to Questions' }).click();
    const question = field(page, 'Question');
    await expect(question).toBeFocused();
    await question.fill('Is GST registration free?');
    // The check has run (the new answer is empty), but the item being written shows no red.
    await expect(page.getByRole('navigation', { name: 'Editor' })).toContainText('1 problem in the site');
    await expect(page.locator('[data-problem]').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByTestId('problems')).toHaveCount(0);
    await field(page, 'Section heading').focus();
    await expect(page.getByTestId('problems')).toHaveText(`✗ Questions and answers, question ${count + 1} 'Is GST registration free?': Answer is empty — fill it in`);
    await expect(page.locator(`[data-field-name="items[${count}].answer"] [data-problem]`).filter({ visible: true })).toHaveText('✗ Answer is empty — fill it in');
  });
}

test('Puck\'s header shows the page title as the site does; a green "Saved" and a refused Save\'s list give way to the next edit, never standing beside new problems', async ({
  page,
}) => {
  await openPage(page, '/gst');
  const lowest = Math.min(...(blocksOf('pages/gst.json').find((b) => b.type === 'pricing-cards')!.plans as { price: number }[]).map((p) => p.price));
  const shown = `GST Registration Online from ₹${lowest.toLocaleString('en-IN')} | FilingBridge`;
  await expect(page.locator('[class*="_PuckHeader-title_"]')).toHaveText(`${shown} /gst`);
  await expect(page.locator('[data-field-name="title"] [data-shows-as]').filter({ visible: true })).toHaveText(`Shows on the site as: ${shown}`);

  await selectBlock(page, 'GST registration plans');
  await listField(page, 'plans')
    .getByRole('button', { name: /^Basic\b/ })
    .click();
  await field(page, 'Short description (optional)').fill('Everything you need to get your GSTIN, filed by an expert.');
  await save(page);
  const status = page.getByRole('status').first();
  await expect(status).toHaveText(/^Saved .*pages\/gst\.json\.$/);
  await field(page, 'Price in rupees').fill('abc');
  await expect(page.getByTestId('problems')).toContainText("Price plans, plan 1 'Basic': Price in rupees must be a number such as 1999");
  await expect(status).toHaveText('Unsaved changes.');
  // A refused Save's list gives way to the live one once the mistake is fixed.
  await save(page);
  await expect(status).toHaveText('Not saved: 1 problem to fix first');
  await field(page, 'Price in rupees').fill('7,899');
  await expect(page.getByTestId('problems')).toHaveText("✗ Price plans, plan 1 'Basic': Price in rupees must be written without commas or the ₹ sign: 7899");
  await expect(status).toHaveText('Unsaved changes.');
  await field(page, 'Price in rupees').fill('7899');
  await expect(page.getByTestId('problems')).toHaveCount(0);
  await expect(status).toHaveText('Unsaved changes.');
});

for (const width of [1280, 390]) {
  test(`a single price plan is a card, not a band across the page; another screen opens at its top (${width} px)`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/gst');
    await selectBlock(page, 'GST registration plans');
    if (width < 600) await page.getByRole('button', { name: 'Fields' }).click();
    for (const name of ['With Virtual Office', 'Assured']) {
      const item = listField(page, 'plans').locator('[class*="_ArrayFieldItem_"]').filter({ hasText: name });
      await item.getByRole('button', { name: 'Delete', exact: true }).click();
    }
    const frame = page.frameLocator('#preview-frame');
    await expect(frame.locator('[data-plan]')).toHaveCount(1);
    const [card, list] = await Promise.all([
      frame.locator('[data-plan]').evaluate((el) => el.getBoundingClientRect().toJSON()),
      frame.locator('[data-plan]').evaluate((el) => el.parentElement!.parentElement!.getBoundingClientRect().toJSON()),
    ]);
    // At most 28rem wide (448 px), in the middle of the section.
    expect(card.width).toBeLessThanOrEqual(448);
    expect(Math.abs(card.left + card.width / 2 - (list.left + list.width / 2))).toBeLessThan(2);
    await frame.locator('[data-plan]').screenshot({ path: info.outputPath(`single-plan-${width}.png`) });

    // From the page to Site facts, scrolled to the bottom, then the calendar: it opens at its top.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page
      .getByRole('navigation', { name: 'Editor' })
      .getByRole('link', { name: /^Site facts/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Site facts', level: 1 })).toBeVisible();
    await page.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
    expect(await page.locator('main').evaluate((main) => main.scrollTop)).toBeGreaterThan(500);
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Compliance calendar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance calendar');
    expect(await page.locator('main').evaluate((main) => main.scrollTop)).toBe(0);
    expect(errors).toEqual([]);
  });
}

test('an empty page title shows the validator message and is not saved', async ({ page }) => {
  await openPage(page, '/gst');
  const before = read('pages/gst.json');
  const title = field(page, 'Page title');
  const canvas = page.locator('#preview-frame');
  const tops = async () => [(await title.boundingBox())!.y, (await canvas.boundingBox())!.y];
  const topsBefore = await tops();
  await title.fill('');
  const message = page.locator('[data-field-name="title"] [data-problem]').filter({ visible: true });
  await expect(message.first()).toHaveText('✗ Page title is empty — fill it in, for example "GST Registration Online | FilingBridge"');
  // The check lists the problem under the editor: the field being edited and the canvas stay where they were.
  await expect(page.getByTestId('problems')).toContainText('✗ Page title is empty — fill it in');
  expect(await tops()).toEqual(topsBefore);
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Not saved: \d+ problems? to fix first/);
  await expect(page.getByTestId('problems')).toContainText('✗ Page title is empty — fill it in');
  // The validator's own line (file:line, for developers) stays on the problem as its tooltip.
  await expect(page.getByTestId('problems').getByRole('button').first()).toHaveAttribute('title', /pages\/gst\.json:7:12 error: page \/gst: title is empty/);
  expect(read('pages/gst.json')).toBe(before);
});

test('a FAQ item can be added to /gst', async ({ page }) => {
  await openPage(page, '/gst');
  await selectBlock(page, 'Frequently Asked Questions');
  const before = JSON.parse(read('pages/gst.json'));
  const faqBefore = before.blocks.find((b: { type: string }) => b.type === 'faq').items.length;
  await listField(page, 'items').getByRole('button', { name: 'Add to Questions' }).click();
  const question = field(page, 'Question');
  if (!(await question.isVisible()))
    await listField(page, 'items')
      .getByRole('button', { name: new RegExp(`^Question ${faqBefore + 1}\\b`) })
      .click();
  await question.fill('Can I register for GST without a shop?');
  await field(page, 'Answer').fill('Yes — a home address works as the principal place of business if you have an electricity bill or rent agreement for it.');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*pages\/gst\.json\./);
  const after = JSON.parse(read('pages/gst.json'));
  const items = after.blocks.find((b: { type: string }) => b.type === 'faq').items;
  expect(items).toHaveLength(faqBefore + 1);
  expect(items.at(-1)).toEqual({
    question: 'Can I register for GST without a shop?',
    answer: 'Yes — a home address works as the principal place of business if you have an electricity bill or rent agreement for it.',
  });
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

test('two blocks on the home page are reordered by dragging in the outline', async ({ page }) => {
  await openPage(page, '/');
  const before = blocksOf('pages/home.json');
  const index = before.findIndex((b) => b.type === 'cta-banner');
  expect(index).toBeLessThan(before.length - 1);
  await page
    .locator('[class*="_NavItem-link"]')
    .filter({ hasText: /^Outline$/ })
    .click();
  // One row per block, in page order; the call-to-action banner is dragged below the block after it.
  const names = page.locator('li[data-puck-layer-tree-id] [class*="_Layer-name"]');
  await expect(names).toHaveCount(before.length);
  const namesBefore = await names.allTextContents();
  const rows = page.locator('li[data-puck-layer-tree-id]');
  await drag(
    page,
    rows.nth(index).locator('[aria-roledescription="draggable"]').first(),
    rows
      .nth(index + 1)
      .locator('[aria-roledescription="draggable"]')
      .first(),
    rows.nth(index + 1).locator('[class*="_DropLine"]'),
  );
  const namesAfter = [...namesBefore];
  [namesAfter[index], namesAfter[index + 1]] = [namesAfter[index + 1]!, namesAfter[index]!];
  await expect(names).toHaveText(namesAfter);
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*pages\/home\.json\./);
  const expected = [...before];
  [expected[index], expected[index + 1]] = [expected[index + 1]!, expected[index]!];
  // The blocks themselves are unchanged, only their order.
  expect(blocksOf('pages/home.json')).toEqual(expected);
});

test('a block dragged from the block list into the canvas is added where it is dropped and saved', async ({ page }) => {
  await openPage(page, '/');
  const before = blocksOf('pages/home.json');
  const frame = page.frameLocator('#preview-frame');
  const item = page.locator('[class*="_DrawerItem-draggable"]').filter({ hasText: /^Questions and answers$/ });
  await drag(page, item.first(), frame.locator('[data-puck-component]').first(), frame.locator('[data-puck-line-placeholder]'));
  // Puck selects the new block: its fields are shown.
  await expect(page.getByRole('heading', { name: 'Questions and answers' }).last()).toBeVisible();
  await field(page, 'Section heading').fill('Questions about getting started');
  await listField(page, 'items').getByRole('button', { name: 'Add to Questions' }).click();
  const question = field(page, 'Question');
  if (!(await question.isVisible()))
    await listField(page, 'items')
      .getByRole('button', { name: /^Question 1\b/ })
      .click();
  await question.fill('How long does company registration take?');
  await field(page, 'Answer').fill('Usually 15 to 20 days, from the name approval to the certificate of incorporation.');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*pages\/home\.json\./);
  expect(blocksOf('pages/home.json')).toEqual([
    before[0],
    {
      type: 'faq',
      heading: 'Questions about getting started',
      items: [{ question: 'How long does company registration take?', answer: 'Usually 15 to 20 days, from the name approval to the certificate of incorporation.' }],
    },
    ...before.slice(1),
  ]);
});

test('a duplicated block needs its own anchor before it is saved next to the original', async ({ page }) => {
  await openPage(page, '/');
  const before = blocksOf('pages/home.json');
  const index = before.findIndex((b) => b.type === 'cta-banner');
  const original = before[index]!;
  await selectBlock(page, String(original.heading));
  await page.frameLocator('#preview-frame').getByRole('button', { name: 'Duplicate' }).click();
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText('Not saved: 1 problem to fix first');
  await expect(page.getByTestId('problems')).toContainText(`The anchor "${String(original.id)}" is already used by`);
  expect(blocksOf('pages/home.json')).toEqual(before);
  // The copy is the selected block: give it its own anchor and heading.
  await field(page, 'Section anchor').fill('enterprise-teams');
  await field(page, 'Heading').fill('Compliance for growing teams');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*pages\/home\.json\./);
  expect(blocksOf('pages/home.json')).toEqual([
    ...before.slice(0, index + 1),
    { ...original, id: 'enterprise-teams', heading: 'Compliance for growing teams' },
    ...before.slice(index + 1),
  ]);
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

type CalendarRule = { id: string; form: string; title: string; recurrence: Record<string, unknown>; appliesTo?: Record<string, unknown> };
/** The line that opens a calendar rule's fields: its number, form and title. */
const ruleButton = (page: Page, rules: CalendarRule[], index: number) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(`${index + 1}. ${rules[index]!.form} — ${rules[index]!.title}`)}( — has a problem to fix)?$`) });

test("the compliance calendar rules are edited in a form: a rule's day, and a wrong day is refused", async ({ page }) => {
  const original = originals.get('compliance-calendar.json')!;
  const rules = JSON.parse(original).rules as CalendarRule[];
  const rule = rules.findIndex((r) => r.id === 'gstr-1-monthly');
  const oldDay = rules[rule]!.recurrence.day as number;
  await page.goto(`${BASE}/?file=compliance-calendar.json`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance calendar', { timeout: 90_000 });
  // The rules are listed one line each; a rule's fields are shown once its line is opened.
  const summaries = page.getByRole('button', { name: /^\d+\. .* — / });
  await expect(summaries).toHaveCount(rules.length);
  const summary = ruleButton(page, rules, rule);
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  // rjsf names each input after its place in the file.
  const day = page.locator(`#root_rules_${rule}_recurrence_day`);
  await expect(day).toHaveCount(0);
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[id^="root_rules_"][id$="_recurrence_day"]')).toHaveCount(1);
  await expect(day).toHaveValue(String(oldDay));
  await expect(day).toHaveAccessibleName(/^Day/);

  await day.scrollIntoViewIfNeeded();
  const dayTop = (await day.boundingBox())!.y;
  await day.fill('0');
  await expect(page.locator(`#root_rules_${rule}_recurrence_day__error`)).toHaveText(
    "Day is 0, but it must be at least 1 — day of the month the filing is due (1–31; 31 means the month's last day).",
  );
  // The check's list of problems comes under the form, so the field being typed in does not move.
  await expect(page.getByTestId('problems')).toContainText('Day is 0, but it must be at least 1');
  await expect(page.getByTestId('problems').getByRole('button', { name: /Day is 0/ })).toHaveAttribute(
    'title',
    /error: compliance calendar, rule 1, recurrence: day is 0, but it must be at least 1/,
  );
  expect((await day.boundingBox())!.y).toBe(dayTop);
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText('Not saved: 1 problem to fix first');
  await expect(page.getByTestId('problems')).toContainText('Day is 0, but it must be at least 1');
  await expect(page.getByTestId('problems').getByRole('button', { name: /Day is 0/ })).toHaveAttribute(
    'title',
    /error: compliance calendar, rule 1, recurrence: day is 0, but it must be at least 1/,
  );
  expect(read('compliance-calendar.json')).toBe(original);
  // A rule with a problem stays open, and says so, while another one is opened.
  const next = ruleButton(page, rules, rule + 1);
  await next.click();
  await expect(next).toHaveAttribute('aria-expanded', 'true');
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(summary).toHaveAccessibleName(/ — has a problem to fix$/);

  await day.fill(String(oldDay + 1));
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Saved .*compliance-calendar\.json\./);
  expect(changed(original, read('compliance-calendar.json'))).toEqual({ removed: [`        "day": ${oldDay}`], added: [`        "day": ${oldDay + 1}`] });

  // Its problem fixed, it closes: only the rule opened last is open.
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(day).toHaveCount(0);
  await expect(page.locator(`#root_rules_${rule + 1}_recurrence_day`)).toBeVisible();
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(next).toHaveAttribute('aria-expanded', 'false');
  await expect(day).toHaveValue(String(oldDay + 1));
});

test('deleting a linked page is refused with the list of places', async ({ page }) => {
  await page.goto(BASE);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete /gst' }).click();
  await expect(page.getByRole('status').first()).toContainText('Not deleted:');
  await expect(page.getByRole('status').first()).toContainText('navigation.json');
  expect(existsSync(join(configDir, 'pages/gst.json'))).toBe(true);
});

test('every editor screen fits a 390 px window: wrapped, never wider than the window (WCAG 1.4.10 reflow)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = async (screen: string) => {
    const widths = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      return { page: document.documentElement.scrollWidth, main: main.scrollWidth };
    });
    expect(widths, screen).toEqual({ page: 390, main: 390 });
  };
  await page.goto(BASE);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible({ timeout: 90_000 });
  await fits('the page list (its table scrolls inside its own box)');
  for (const [file, heading] of [
    ['site.json', 'Site facts'],
    ['navigation.json', 'Menus'],
  ] as const) {
    await page.goto(`${BASE}/?file=${file}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 90_000 });
    await fits(file);
  }
  await page.goto(`${BASE}/?file=compliance-calendar.json`);
  await expect(page.getByRole('heading', { name: 'Compliance calendar', level: 1 })).toBeVisible({ timeout: 90_000 });
  const rules = JSON.parse(read('compliance-calendar.json')).rules as CalendarRule[];
  const longest = rules.reduce((a, r, i) => (`${r.form} — ${r.title}`.length > `${rules[a]!.form} — ${rules[a]!.title}`.length ? i : a), 0);
  await ruleButton(page, rules, longest).click();
  await expect(ruleButton(page, rules, longest)).toHaveAttribute('aria-expanded', 'true');
  await fits('the calendar, with its longest rule open');
  // A description of two lines is as tall as two lines (the form theme writes them in <sup>, line-height 0 in the reset).
  const description = page.locator('sup', { hasText: 'One group: a short id, a name for people and its states.' }).first();
  expect((await description.boundingBox())!.height).toBeGreaterThan(40);
  await openPage(page, '/gst');
  await fits('the page editor');
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

test('the editor screens have no axe violations', async ({ page }) => {
  await page.goto(BASE);
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
  await page.goto(`${BASE}/?file=site.json`);
  await expect(page.getByRole('heading', { name: 'Site facts', level: 1 })).toBeVisible({ timeout: 90_000 });
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
});

/**
 * Rules that between them show every kind of field a rule can have: each recurrence type, and every
 * property of a rule, its recurrence and its "appliesTo" that occurs in the file.
 */
function rulesShowingEveryField(rules: CalendarRule[]) {
  const features = (r: CalendarRule) =>
    new Set([
      `type:${String(r.recurrence.type)}`,
      ...Object.keys(r).map((k) => `rule.${k}`),
      ...Object.keys(r.recurrence).map((k) => `recurrence.${k}`),
      ...Object.keys(r.appliesTo ?? {}).map((k) => `appliesTo.${k}`),
    ]);
  const missing = new Set(rules.flatMap((r) => [...features(r)]));
  const chosen: number[] = [];
  while (missing.size) {
    const gain = rules.map((r) => [...features(r)].filter((f) => missing.has(f)).length);
    const best = gain.indexOf(Math.max(...gain));
    chosen.push(best);
    for (const f of features(rules[best]!)) missing.delete(f);
  }
  return chosen;
}

test('the compliance calendar form has no axe violations, with its rules closed and with each kind of rule open', async ({ page }) => {
  const rules = JSON.parse(originals.get('compliance-calendar.json')!).rules as CalendarRule[];
  await page.goto(`${BASE}/?file=compliance-calendar.json`);
  await expect(page.getByRole('heading', { name: 'Compliance calendar', level: 1 })).toBeVisible({ timeout: 90_000 });
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
  const open = rulesShowingEveryField(rules);
  expect(new Set(open.map((i) => rules[i]!.recurrence.type))).toEqual(new Set(rules.map((r) => r.recurrence.type)));
  for (const index of open) {
    await ruleButton(page, rules, index).click();
    await expect(page.locator(`#root_rules_${index}_recurrence_day`)).toBeVisible();
    // The rest of the form was checked above: the open rule's fields.
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).include(`#root_rules_${index}__record`).analyze();
    expect(violations, `rule ${index + 1} open`).toEqual([]);
  }
});

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Violations minus two that Puck's own markup causes and no config, CSS or label can change:
 * - nested-interactive on Puck's drag wrappers — every block in the canvas (`[data-puck-component]`)
 *   and every list item's summary in the fields (`_ArrayFieldItem-summary`) is a role="button" drag
 *   handle that contains the block's or the item's own buttons;
 * - target-size where the only neighbour too close is such a canvas wrapper (it covers the whole
 *   block, so every link and button in the block has it at 0 px). On the site itself the same
 *   targets pass (tests/e2e/a11y.spec.ts).
 */
function withoutPuckOwn(violations: AxeViolation[]) {
  // Puck's drag handles, told by their own markup: a canvas block's wrapper, a list item's summary row.
  const wrapper = (html: string) => {
    const tag = /^<div [^>]*>/.exec(html)?.[0] ?? '';
    return /\brole="button"/.test(tag) && /\baria-roledescription="draggable"/.test(tag) && /\b(data-puck-component="[\w-]+"|class="_ArrayFieldItem-summary_\w+")/.test(tag);
  };
  return violations
    .map((v) => {
      if (v.id === 'nested-interactive') return { ...v, nodes: v.nodes.filter((n) => !wrapper(n.html)) };
      if (v.id === 'target-size') {
        const tooCloseToPuckOnly = (n: AxeViolation['nodes'][number]) => {
          const near = [...n.any, ...n.all, ...n.none].flatMap((c) => c.relatedNodes ?? []);
          return near.length > 0 && near.every((r) => wrapper(r.html));
        };
        return { ...v, nodes: v.nodes.filter((n) => !tooCloseToPuckOnly(n)) };
      }
      return v;
    })
    .filter((v) => v.nodes.length)
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('the page editor has no axe violations of ours, in its own screen and in the canvas', async ({ page }) => {
  await openPage(page, '/gst');
  await expect(page.getByText('No problems', { exact: true })).toBeVisible();
  const ui = () => new AxeBuilder({ page }).withTags(AXE_TAGS).exclude('#preview-frame').analyze();
  const canvas = () => new AxeBuilder({ page }).withTags(AXE_TAGS).include(['#preview-frame', 'html']).analyze();
  expect(withoutPuckOwn((await ui()).violations)).toEqual([]);
  expect(withoutPuckOwn((await canvas()).violations)).toEqual([]);
  // With a block and its list fields open.
  await selectBlock(page, 'GST registration plans');
  await listField(page, 'plans')
    .getByRole('button', { name: /^Basic\b/ })
    .click();
  expect(withoutPuckOwn((await ui()).violations)).toEqual([]);
  expect(withoutPuckOwn((await canvas()).violations)).toEqual([]);
});

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((e) => e === document.activeElement)) return i + 1;
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
}

test('Save and the page list are reached with the Tab key', async ({ page }) => {
  await page.goto(BASE);
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: '/gst', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?page=%2Fgst$/);
  await expect(page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').first()).toHaveText('Nothing to save — there are no unsaved changes in this file.');
});

test("Puck's Blocks and Outline switches are buttons reached with Tab, worked with Enter and Space", async ({ page }) => {
  await openPage(page, '/gst');
  const blocks = page.getByRole('button', { name: 'Blocks', exact: true });
  const outline = page.getByRole('button', { name: 'Outline', exact: true });
  await expect(blocks).toHaveAttribute('aria-pressed', 'true');
  await expect(outline).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, outline);
  await page.keyboard.press('Enter');
  await expect(outline).toHaveAttribute('aria-pressed', 'true');
  await expect(blocks).toHaveAttribute('aria-pressed', 'false');
  // The outline lists the page's blocks.
  await expect(page.locator('[class*="_LayerTree"]').getByText('Hero banner').first()).toBeVisible();
  await blocks.focus();
  await page.keyboard.press(' ');
  await expect(blocks).toHaveAttribute('aria-pressed', 'true');
  // Back to the block list: the outline is hidden.
  await expect(page.locator('[class*="_LayerTree"]').getByText('Hero banner').first()).toBeHidden();
  await expect(page.locator('[class*="_Drawer"]').getByText('Compliance calendar', { exact: true }).first()).toBeVisible();
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
  await expect(preview.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Get your GSTIN online: new registration, a new state or a foreign entity. Plans from ₹2,499 plus taxes, with ARN in 24 hours on the assured plan.',
  );
  const out = join(scratch, 'dist');
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, SITE_CONFIG_DIR: configDir, SITE_OUT_DIR: out },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr + build.stdout).toBe(0);
  const gst = readFileSync(join(out, 'gst/index.html'), 'utf8');
  // The new price in the Basic plan's card, and in the title and description that name it by reference.
  expect(gst).toMatch(/<h3[^>]*>Basic<\/h3>[\s\S]{0,2000}?<span data-price=""[^>]*>₹2,499<\/span>/);
  expect(gst).toContain('<title>GST Registration Online from ₹2,499 | FilingBridge</title>');
  expect(gst).toContain(
    '<meta name="description" content="Get your GSTIN online: new registration, a new state or a foreign entity. Plans from ₹2,499 plus taxes, with ARN in 24 hours on the assured plan."',
  );
  expect(gst).not.toContain('₹1,999');
  expect(gst).not.toContain('{lowest-price}');
  expect(gst).toContain('Can I register for GST without a shop?');
  expect(readFileSync(join(out, 'startup-india/index.html'), 'utf8')).toContain('DPIIT recognition for your startup');
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('href="/startup-india"');
});
