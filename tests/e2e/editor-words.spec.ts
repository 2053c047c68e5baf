// The visual editor (`npm run edit`) in its own words, at 1280 and 390 px (issue 27): what was saved is named
// as the screens name it (never a file), help under a field names the fields by their labels (never JSON), a
// problem in the list takes the person to its field, and the top bar counts only the problems shown.
// tests/e2e/editor.ts starts the worker's editor; each test starts from the committed site.
import { test, type Page } from '@playwright/test';
import { editorActions, expect, startEditor, type CalendarRule } from './editor.ts';

const run = startEditor();
const BASE = run.base;
const read = run.read;
const { openPage, openFromList, selectBlock, field, listField, openPlan, save } = editorActions(run);

const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

/** Save on a page: in a narrow window Puck keeps Preview and Save in its menu. */
async function savePage(page: Page) {
  if (!narrow(page)) return save(page);
  await page.getByRole('button', { name: 'Toggle menu bar' }).dispatchEvent('click');
  await page.getByRole('button', { name: 'Save', exact: true }).dispatchEvent('click');
}

/** Shows the selected section's fields (a narrow window shows the canvas until "Fields" is pressed; pressed again, it hides them). */
async function showFields(page: Page) {
  const fields = page.getByRole('button', { name: 'Fields' });
  if (!narrow(page)) return;
  // A section selected on a phone opens its fields by itself (a press then would hide them): pressed until shown.
  await expect(async () => {
    if ((await fields.getAttribute('aria-pressed')) !== 'true') await fields.click();
    await expect(fields).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass();
}

const topBar = (page: Page) => page.getByRole('navigation', { name: 'Editor' }).getByText(/problems? in the site|No problems|Checking…/);

for (const width of [1280, 390]) {
  test(`"Saved" names what was saved as the screens name it, and no screen shows a file name (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${BASE}/?file=site.json`);
    await expect(page.getByRole('heading', { name: 'Site facts', level: 1 })).toBeVisible({ timeout: 90_000 });
    // The form's heading and its introduction, without the file (it said "File: site-config/site.json").
    await expect(page.locator('main')).not.toContainText('.json');
    await expect(page.locator('main')).not.toContainText('site-config');
    const phone = `+91 44 4999 ${width}`;
    await page.locator('#root_contact_phone').fill(phone);
    await save(page);
    await expect(page.getByRole('status').first()).toHaveText('Saved Site facts.');
    expect(JSON.parse(read('site.json')).contact.phone).toBe(phone);

    // The page list names pages by address and title (it had a column of file names).
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Pages' }).click();
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
    // A phone lists the pages as blocks of lines (no table to run off the screen).
    if (width < 600) await expect(page.getByRole('list', { name: 'Pages of the site' })).toBeVisible();
    else await expect(page.getByRole('columnheader')).toHaveText(['Address', 'Title', 'Status', 'Actions']);
    await expect(page.locator('main')).not.toContainText('.json');

    await openFromList(page, '/gst');
    await showFields(page);
    await field(page, 'Page title').fill(`GST Registration from {lowest-price} (${width})`);
    await savePage(page);
    await expect(page.getByRole('status').first()).toHaveText('Saved the page /gst.');
    expect(JSON.parse(read('pages/gst.json')).title).toBe(`GST Registration from {lowest-price} (${width})`);
  });

  test(`a problem in the list takes the person to its field, in another section too (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/gst');
    await selectBlock(page, 'GST registration plans');
    await showFields(page);
    await listField(page, 'plans')
      .getByRole('button', { name: /^Assured\b/ })
      .click();
    await field(page, 'Price in rupees').fill('');
    const problem = page.getByTestId('problems').getByRole('button', { name: "✗ Price plans, plan 2 'Assured': Price in rupees is empty — write a number such as 1999" });
    await expect(problem).toBeVisible();
    // Elsewhere on the page, then back through the list of problems.
    await selectBlock(page, 'Frequently Asked Questions');
    await problem.click();
    const price = page.locator('[data-field-name="plans[1].price"] input').filter({ visible: true });
    await expect(price).toBeFocused();
    await expect(price).toBeInViewport();
  });
}

// A field's help is the same at every width (the page editor at 390 px: editor-screens.spec.ts › "every editor screen fits a 390 px window").
test('help under a field names the fields by their labels on the screen, never by JSON keys or as JSON', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/gst');
  await openPlan(page, 'Basic');
  await expect(page.locator('[data-field-name="plans[0].price"] .editor-help').filter({ visible: true })).toHaveText(
    'Our own (professional) fee as a plain number of rupees, without commas or the ₹ sign (write 25899, not “25,899”). It is shown with the ₹ sign and Indian grouping, for example ₹25,899. A service without a price set goes under “Services quoted on request” instead.',
  );
  // A picture's help named its "priority": true.
  await selectBlock(page, 'GST Registration');
  await expect(page.locator('.editor-help').filter({ visible: true, hasText: /^Optional picture/ })).toHaveText(
    "Optional picture shown under the buttons. Choose Yes for “Load first” when it is the page's main picture.",
  );
});

// The count is the same at every width (a refused Save from Puck's menu at 390 px: editor.spec.ts › "a price that cannot be read … (390 px)").
test("the top bar counts the problems shown: a new question's wait until it is left or Save is pressed", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/gst');
  const before = read('pages/gst.json');
  await expect(topBar(page)).toHaveText('No problems');
  await selectBlock(page, 'Frequently Asked Questions');
  await listField(page, 'items').getByRole('button', { name: 'Add to Questions' }).click();
  const question = field(page, 'Question');
  await expect(question).toBeFocused();
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/check') && r.request().postData()!.includes('Do I need a PAN first?'));
  await question.fill('Do I need a PAN first?');
  await checked;
  // The check found the empty answer; it is not shown yet, so it is not counted either.
  await expect(topBar(page)).toHaveText('No problems · 1 unsaved file');
  await expect(page.getByTestId('problems')).toHaveCount(0);
  await field(page, 'Section heading').focus();
  await expect(page.getByTestId('problems').getByRole('listitem')).toHaveCount(1);
  await expect(topBar(page)).toHaveText('1 problem in the site · 1 unsaved file');

  // A second new question, and Save pressed while the cursor is still in it: every problem shows and counts.
  await listField(page, 'items').getByRole('button', { name: 'Add to Questions' }).click();
  await expect(field(page, 'Question')).toBeFocused();
  await expect(topBar(page)).toHaveText('1 problem in the site · 1 unsaved file');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText('Not saved: 3 problems to fix first');
  await expect(page.getByTestId('problems').getByRole('listitem')).toHaveCount(3);
  await expect(topBar(page)).toHaveText('3 problems in the site · 1 unsaved file');
  expect(read('pages/gst.json')).toBe(before);
});

// The form screens' words are the same at every width (their 390 px layout: editor-screens.spec.ts).
test('"Saved" names the menus as their screen does', async ({ page }) => {
  await page.goto(`${BASE}/?file=navigation.json`);
  await expect(page.getByRole('heading', { name: 'Menus', level: 1 })).toBeVisible({ timeout: 90_000 });
  const label = page.getByRole('combobox', { name: 'Text', exact: true }).first();
  await label.fill('About us 1280');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText('Saved Menus.');
});

test("help under the calendar form's fields names the fields by their labels, never by JSON keys", async ({ page }) => {
  // The calendar's form: its fields' help named "monthsAfter", "periodMonths" and said "Write true".
  const rules = JSON.parse(read('compliance-calendar.json')).rules as CalendarRule[];
  const rule = rules.findIndex((r) => r.id === 'gstr-1-monthly');
  await page.goto(`${BASE}/?file=compliance-calendar.json`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance calendar', { timeout: 90_000 });
  await page.getByRole('button', { name: new RegExp(`^${rule + 1}\\. `) }).click();
  const form = page.locator('main');
  await expect(form).toContainText(
    'How the due date repeats. monthly: “Day” of the month after each month (“Months after” later months, “Only these months” to skip months, “Exceptions” for single months).',
  );
  await expect(form).toContainText('Tick it when the rule applies only to employers.');
  for (const key of ['monthsAfter', 'periodMonths', 'Write true', '"']) await expect(form).not.toContainText(key);
});

test('a picture is a file name only here: no upload button (pictures are files put in site-config/images/)', async ({ page }) => {
  await openPage(page, '/about');
  const picture = page.locator('.editor-field').filter({ hasText: 'Picture for shared links' }).filter({ visible: true }).first();
  await expect(picture.getByRole('textbox').first()).toBeVisible();
  await expect(picture.getByText('What it shows')).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await expect(page.getByText('Upload a picture…')).toHaveCount(0);
});
