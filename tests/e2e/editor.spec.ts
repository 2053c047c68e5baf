// The visual editor (`npm run edit`) in Chromium: editing pages — prices, words, sections, pickers, facts,
// lists, reordering, new pages — and Preview (tests/e2e/editor.ts starts the editor).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { formatINR } from '../../engine/format.ts';
import { changed, editorActions, expect, startEditor, type CalendarRule } from './editor.ts';

const run = startEditor();
const BASE = run.base;
const read = run.read;
const { openPage, selectBlock, field, listField, openPlan, save, blocksOf, drag } = editorActions(run);

test('changing the Basic plan price on /gst changes only that line: the title and description name it by reference', async ({ page }) => {
  await openPage(page, '/gst');
  await expect(field(page, 'Page title')).toHaveValue('GST Registration Online from {lowest-price} | FilingBridge');
  await openPlan(page, 'Basic');
  await field(page, 'Price in rupees').fill('2499');
  await expect(page.getByRole('status').first()).toContainText('Unsaved changes.');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText('Saved the page /gst.');
  const diff = changed(run.originals.get('pages/gst.json')!, read('pages/gst.json'));
  expect(diff).toEqual({ removed: ['          "price": 1999,'], added: ['          "price": 2499,'] });
});

for (const width of [1280, 390]) {
  test(`a price that cannot be read keeps what was typed, is named in the screen's words and is not saved; a price of 0 is questioned (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/gst');
    const before = read('pages/gst.json');
    await selectBlock(page, 'GST registration plans');
    // A phone opens the selected section's fields by itself.
    if (width < 600) await expect(page.getByRole('button', { name: 'Fields' })).toHaveAttribute('aria-pressed', 'true');
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

// At 390 px "+ Add section" is in Puck's menu: editor-traps.spec.ts › "+ Add section" with a section selected … (390 px).
test('"Add section" lists the kinds of section in words and inserts one below the selected section, shown as a placeholder saying what to fill in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/gst');
  await selectBlock(page, 'Frequently Asked Questions');
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

// The lists are the same at every width (the page editor at 390 px: editor-screens.spec.ts › "every editor screen fits a 390 px window").
test("fields whose values are known are pickers: the footer group from the groups there are, link targets from the site's pages and this page's sections", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/');
  const group = field(page, 'Footer group', 'combobox');
  await expect(group.locator('option')).toHaveText(['— choose a footer group —', 'Company', 'Legal']);
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

// The same at every width (a phone opening a selected section's fields: editor-traps.spec.ts › "at 390 px a section selected on the canvas opens its fields").
test('the phone number is one fact: changed in Site facts, the Contact page shows the new one; a field with a reference says what it shows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
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
  await listField(page, 'cards')
    .getByRole('button', { name: /^Phone\b/ })
    .click();
  await listField(page, 'cards[0].details')
    .getByRole('button', { name: /^Call\b/ })
    .click();
  const shows = page.locator('[data-field-name="cards[0].details[0].text"] [data-shows-as]').filter({ visible: true });
  await expect(shows).toHaveText('Shows on the site as: +91 44 4999 0000');
});

test("more fields are pickers: a plan's enquiry offers this page's plans and the site's services", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/gst');
  await openPlan(page, 'Basic');
  const plan = page.locator('[data-field-name="plans[0].action.plan"] input').filter({ visible: true });
  await expect(plan).toHaveAttribute('list', 'editor-plans');
  expect(await page.locator('#editor-plans option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['Basic', 'Assured', 'With Virtual Office']);
  const service = page.locator('[data-field-name="plans[0].action.service"] input').filter({ visible: true });
  await expect(service).toHaveAttribute('list', 'editor-services');
  expect(await page.locator('#editor-services option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toContain('GST Registration');
});

// The forms' pickers are the same lists at every width (the 390 px layout of every form: editor-screens.spec.ts).
test("the forms' fields are pickers: a calendar extension's rule, a menu group's page and a list page's footer group", async ({ page }) => {
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
  await expect(page.getByRole('navigation', { name: 'Editor' })).toContainText('No problems');
  await expect(page.locator('[id^="root_extensions_0_"][id$="__error"]')).toHaveCount(0);
  await expect(page.getByTestId('problems')).toHaveCount(0);
  await rule.selectOption({ label: 'GSTR-3B — monthly summary return and tax payment (gstr-3b-monthly)' });
  // Left, the new extension says what it still needs.
  await page.locator('#root_asOf').focus();
  await expect(page.getByTestId('problems')).toContainText('extension 1: Period is empty — fill it in, for example "2026-10"');
  await expect(page.getByTestId('problems')).not.toContainText('Rule');

  // Menus (opened from the top bar, no reload of the editor): a group's page offers the site's pages.
  const bar = page.getByRole('navigation', { name: 'Editor' });
  await bar.getByRole('link', { name: 'Menus', exact: true }).click();
  const groupPage = page.locator('#root_dropdowns_0_href');
  await expect(groupPage).toHaveAttribute('list', 'root_dropdowns_0_href__examples');
  expect(await page.locator('#root_dropdowns_0_href__examples option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(
    expect.arrayContaining(['/gst', '/about', '/compliance-calendar']),
  );
  // Collections (under the bar's "More"): a list page's footer group is picked from the footer's groups.
  await bar.getByText('More', { exact: true }).click();
  await bar.getByRole('link', { name: 'Collections', exact: true }).click();
  await expect(page.locator('#root_collections_0_list_menu_group option')).toHaveText(['— choose a footer group —', 'Company', 'Legal']);
});

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
    // The check has run (the new answer is empty), but the item being written shows no red (nor counts it: editor-words.spec.ts).
    await page.waitForResponse((r) => r.url().endsWith('/api/check') && r.request().postData()!.includes('Is GST registration free?'));
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

  await openPlan(page, 'Basic');
  await field(page, 'Short description (optional)').fill('Everything you need to get your GSTIN, filed by an expert.');
  await save(page);
  const status = page.getByRole('status').first();
  await expect(status).toHaveText('Saved the page /gst.');
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
  // The price's problem is gone: the list then holds only the page's own warnings, if it has any (/gst has none
  // since its tabs' forms count as cases of the priced GST registration) — and with none there is no list at all.
  await expect(page.getByTestId('problems').filter({ hasText: 'Price in rupees' })).toHaveCount(0);
  await expect(page.getByTestId('problems')).toHaveCount(0);
  await expect(status).toHaveText('Unsaved changes.');
});

for (const width of [1280, 390]) {
  test(`a single price plan is a card, not a band across the page; another screen opens at its top (${width} px)`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/gst');
    await selectBlock(page, 'GST registration plans');
    // A phone opens the selected section's fields by itself.
    if (width < 600) await expect(page.getByRole('button', { name: 'Fields' })).toHaveAttribute('aria-pressed', 'true');
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
  // The person types in the field, so it is in view (filling it scrolls it there first).
  await title.scrollIntoViewIfNeeded();
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
  await expect(page.getByRole('status').first()).toHaveText('Saved the page /gst.');
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
  await expect(page.getByRole('status').first()).toHaveText('Saved the home page.');
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
  await expect(page.getByRole('status').first()).toHaveText('Saved the home page.');
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
  await expect(page.getByRole('status').first()).toHaveText('Saved the home page.');
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
  await expect(page.getByRole('status').first()).toHaveText('Saved the home page.');
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
  expect(existsSync(join(run.configDir, 'pages/startup-india.json'))).toBe(false);
  // The template's placeholder texts are refused by the validator until they are replaced.
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText(/Not saved/);
  expect(existsSync(join(run.configDir, 'pages/startup-india.json'))).toBe(false);
  await field(page, 'Search description').fill('Register your startup with DPIIT for tax holidays and easier compliance, filed by our experts.');
  await field(page, 'Link text').fill('Startup India');
  await field(page, 'Where', 'combobox').selectOption({ label: 'Top menu' });
  await selectBlock(page, 'Startup India Registration');
  await field(page, 'Sentence under the headline (optional)').fill('DPIIT recognition for your startup, from eligibility check to certificate.');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText('Saved the page /startup-india.');
  const created = JSON.parse(read('pages/startup-india.json'));
  expect(created.$schema).toBe('../../schemas/page.schema.json');
  expect(created.menu).toEqual({ label: 'Startup India', area: 'header' });
  expect(read('pages/startup-india.json')).toBe(JSON.stringify(created, null, 2) + '\n');
});

test('Preview renders unsaved edits with the real prerender; the files hold only the saved ones', async ({ page, context }) => {
  const committed = run.originals.get('pages/gst.json')!;
  const gst = JSON.parse(committed) as { title: string; description: string; blocks: { type: string; plans?: { price: number }[] }[] };
  const lowest = `₹${formatINR(Math.min(...gst.blocks.find((b) => b.type === 'pricing-cards')!.plans!.map((p) => p.price)))}`;
  await openPage(page, '/gst');
  await selectBlock(page, 'GST Registration');
  await field(page, 'Headline').fill('GST Registration in 14 days');
  await expect(page.getByRole('status').first()).toContainText('Unsaved changes.');
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview' }).click()]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('GST Registration in 14 days', { timeout: 60_000 });
  await expect(preview.locator('main')).toContainText(lowest);
  // One preview renderer for both hosts: marked as a preview in its title, and noindex; the price tokens filled in.
  await expect(preview).toHaveTitle(`Preview · ${gst.title.replace('{lowest-price}', lowest)}`);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(preview.locator('meta[name="description"]')).toHaveAttribute('content', gst.description.replace('{lowest-price}', lowest));
  // What the next build reads is what was saved: nothing here (building saved files is tests/unit/recipes.test.ts's
  // "1. change a price" and "a new page", with the real build on a copy; a browser adds nothing there).
  expect(read('pages/gst.json')).toBe(committed);
});
