// The editor without traps (issue "The back office without traps"): nothing typed is lost or changed
// silently — unsaved edits survive a closed tab, a table cell keeps its spaces, a required choice not
// made yet looks unmade, "Add section" is reachable with a section selected, and an update's Preview
// opens the update. tests/e2e/editor.ts starts the worker's editor; each test starts from the committed site.
import { test } from '@playwright/test';
import { editorActions, expect, startEditor } from './editor.ts';

const run = startEditor();
const BASE = run.base;
const read = run.read;
const { openPage, selectBlock, field, save } = editorActions(run);
const UPDATE = 'updates/gstr-9-and-9c-fy-2025-26.json';

test('unsaved edits, even with a problem that keeps them from being saved, come back after the tab closes, and say so', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await openPage(first, '/gst');
  await selectBlock(first, 'GST Registration');
  // An empty headline is a problem: Save would be refused, so only this browser can keep it.
  await field(first, 'Headline').fill('');
  await field(first, 'Small label above the headline').fill('Kept while the tab was closed');
  await expect(first.getByRole('status').first()).toHaveText(/^Unsaved changes\./);
  await expect(first.getByTestId('problems')).toContainText('Headline');
  // The kept copy is written shortly after the last edit; then the tab goes (no leave warning in a test's close).
  await expect.poll(() => first.evaluate(() => localStorage.getItem('site-editor:unsaved:local') ?? '')).toContain('Kept while the tab was closed');
  await first.close({ runBeforeUnload: false });

  const second = await context.newPage();
  await openPage(second, '/gst');
  await expect(second.getByRole('status').first()).toHaveText(
    /^Your unsaved changes to 1 file from \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m are back \(this browser kept them\)\. They are not saved yet: Save keeps them\./,
  );
  // The headline is empty: the canvas shows the section as one to fill in.
  await second.frameLocator('#preview-frame').locator('[data-empty-section]').first().click();
  await expect(field(second, 'Small label above the headline')).toHaveValue('Kept while the tab was closed');
  expect(read('pages/gst.json')).not.toContain('Kept while the tab was closed');
  // Undone by hand (the headline back): the file is unchanged and the browser keeps nothing more.
  await field(second, 'Headline').fill('GST Registration');
  await field(second, 'Small label above the headline').fill(JSON.parse(run.originals.get('pages/gst.json')!).blocks.find((b: { type: string }) => b.type === 'hero').eyebrow);
  await expect(second.getByRole('navigation', { name: 'Editor' })).not.toContainText('unsaved file');
  await expect.poll(() => second.evaluate(() => localStorage.getItem('site-editor:unsaved:local'))).toBeNull();
  await context.close();
});

test('a table of an update is a grid of cells: typed words keep their spaces, rows and columns are added and removed', async ({ page }) => {
  await page.goto(`${BASE}/?file=${UPDATE}`);
  const grid = page.locator('[data-table-grid]');
  await expect(grid.getByRole('textbox', { name: 'Heading of column 1' })).toHaveValue('Aggregate turnover in FY 2025-26');
  await expect(grid.getByRole('textbox', { name: 'Row 1, GSTR-9 (annual return)' })).toHaveValue('Optional');
  await page.getByRole('button', { name: '+ Column' }).click();
  const heading = grid.getByRole('textbox', { name: 'Heading of column 4' });
  // Typed key by key, as a person types: "Old due date" became "Oldduedate" when cells were split on "|" and trimmed.
  await heading.pressSequentially('Old due date');
  await expect(heading).toHaveValue('Old due date');
  const rows = await grid.locator('tbody tr').count();
  for (let r = 1; r <= rows; r++) await grid.getByRole('textbox', { name: `Row ${r}, Old due date` }).pressSequentially(`31 Dec ${2025 + r}`);
  await page.getByRole('button', { name: '+ Row' }).click();
  await expect(grid.locator('tbody tr')).toHaveCount(rows + 1);
  await grid.getByRole('button', { name: `Remove row ${rows + 1}` }).click();
  await expect(grid.locator('tbody tr')).toHaveCount(rows);
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/^Saved /);
  const table = JSON.parse(read(UPDATE)).body.find((p: { type: string }) => p.type === 'table');
  expect(table.columns).toEqual(['Aggregate turnover in FY 2025-26', 'GSTR-9 (annual return)', 'GSTR-9C (reconciliation)', 'Old due date']);
  expect(table.rows.map((r: string[]) => r[3])).toEqual(Array.from({ length: rows }, (_, i) => `31 Dec ${2026 + i}`));
  // A column goes with its cells.
  await page.getByRole('combobox', { name: 'Remove a column' }).selectOption({ label: 'Old due date' });
  await expect(grid.getByRole('textbox', { name: 'Heading of column 4' })).toHaveCount(0);
  await expect(grid.getByRole('textbox', { name: /^Row 1, / })).toHaveCount(3);
});

test("an update's Preview opens the update's own page with the unsaved text", async ({ page, context }) => {
  await page.goto(`${BASE}/?file=${UPDATE}`);
  const summary = page.getByRole('textbox', { name: /^Summary/ }).first();
  await summary.fill('Annual GST returns for FY 2025-26: who files GSTR-9 and GSTR-9C, previewed before saving.');
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview' }).click()]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(JSON.parse(read(UPDATE)).title, { timeout: 60_000 });
  await expect(preview).toHaveURL(/\/preview\/[\w-]{22}$/);
  await expect(preview.locator('main')).toContainText('previewed before saving');
});

test('a required choice not made yet shows as not made: a new page\'s menu "Where" reads "— choose —", as the check says', async ({ page }) => {
  await page.goto(BASE);
  await page.getByLabel('Address').fill('/trap-check');
  await page.getByLabel('Title').fill('Trap check');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.frameLocator('#preview-frame').getByRole('heading', { name: 'Trap check' })).toBeVisible({ timeout: 90_000 });
  await field(page, 'Link text').fill('Trap check');
  const where = field(page, 'Where', 'combobox');
  // (Puck writes an option's words in its label attribute.)
  await expect(where.locator('option:checked')).toHaveAttribute('label', '— choose —');
  await expect(page.getByTestId('problems')).toContainText('Where');
  await where.selectOption('footer');
  await expect(where.locator('option:checked')).toHaveAttribute('label', 'footer');
});

for (const width of [1280, 390]) {
  test(`"+ Add section" with a section selected opens above the fields, its kinds within reach, and Escape closes it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/contact');
    const frame = page.frameLocator('#preview-frame');
    await frame.locator('main h1, main h2').first().click();
    if (width < 600) await page.getByRole('button', { name: 'Toggle menu bar' }).click();
    await page.getByRole('button', { name: '+ Add section' }).click();
    const kinds = page.getByRole('group', { name: 'Kinds of section' });
    await expect(kinds).toContainText('The new section goes below the selected one.');
    // The focus is on the first kind; every kind is the topmost element where it is drawn (nothing lies over it).
    await expect(kinds.getByRole('button').first()).toBeFocused();
    const covered = await kinds.getByRole('button').evaluateAll((buttons) =>
      buttons
        .filter((b) => {
          // Those shown in the list's scrolling box (the rest are reached by scrolling it).
          const box = b.getBoundingClientRect();
          const list = b.closest('fieldset')!.getBoundingClientRect();
          if (box.top < list.top || box.bottom > list.bottom) return false;
          const top = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top + 4, 0));
          return !top || !b.contains(top);
        })
        .map((b) => b.textContent),
    );
    expect(covered).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(kinds).toHaveCount(0);
    await expect(page.getByRole('button', { name: '+ Add section' })).toBeFocused();
  });
}
