// /incorporation's Register starts the visitor's quote (issue 40), in Chromium over the build: without
// JavaScript at 390 px a state not recognised brings the form back with every answer and the list of
// states — with the state box, under its message, both described by it — and choosing one opens the quote;
// with JavaScript at 390 px the list stays there once the form has hydrated; with JavaScript at 1280 px a state as people write it opens
// the quote priced from the fee rules; /hi/incorporation does the same in Hindi. Expected texts come from
// the config and the form messages (site-config/form-messages.json, its Hindi translation), never typed twice.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { priceQuote, quoteCatalog, totalLine } from '../../engine/rules/quote.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { blockOf, config, fieldOf } from './site.ts';
import { hydratedForm } from './forms.ts';

const register = blockOf('/incorporation', 'form', 'register');
const [COMPANY, LLP, OPC, , PARTNERSHIP] = fieldOf(register, 'entityType').options!;
const STATE = fieldOf(register, 'state').label;
const NAME = fieldOf(register, 'proposedName').label;
const REGISTER = register.submit.label;
const messages = JSON.parse(readFileSync('site-config/form-messages.json', 'utf8')).quote as Record<string, string>;
const hindi = JSON.parse(readFileSync('site-config/translations/hi/form-messages.json', 'utf8')).texts as Record<string, { text: string }>;
const catalog = quoteCatalog(config.pages.map((f) => ({ path: f.page.paths[0]!, blocks: f.page.blocks })));

/**
 * The message and the list are with the state box, not under the form: inside the state's field, in this
 * order on a phone — state box, message, list, then the next field — and the box and the list are both
 * described by the message (aria-describedby), so a screen reader says why the list is there.
 */
async function expectListAtState(form: Locator) {
  const field = form.locator('[data-field="state"]');
  const box = field.getByLabel(STATE);
  const message = field.locator('[data-field-error="state"]');
  const list = field.getByLabel(messages.stateList!);
  await expect(list).toBeVisible();
  await expect(form.locator('[data-pick-list]')).toHaveCount(1);
  const id = (await message.getAttribute('id'))!;
  expect(id).toBeTruthy();
  await expect(box).toHaveAttribute('aria-describedby', new RegExp(`(^| )${id}( |$)`));
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(list).toHaveAttribute('aria-describedby', id);
  // Four boxes are four reads: a layout that moves between them (the form hydrating, a font arriving) gives
  // boxes of two layouts, so the order is asked again until one layout answers all four.
  await expect(async () => {
    const [b, m, l, next] = await Promise.all([box, message, list, form.locator('[data-field="proposedName"]')].map((x) => x.boundingBox()));
    expect(b!.y + b!.height).toBeLessThanOrEqual(m!.y);
    expect(m!.y + m!.height).toBeLessThanOrEqual(l!.y);
    expect(l!.y + l!.height).toBeLessThanOrEqual(next!.y);
  }).toPass({ timeout: 10_000 });
}

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a state not recognised: the form again with every answer and the list; the state chosen opens the quote with the structure, state and name', async ({ page }) => {
    await page.goto('/incorporation');
    const form = page.locator('#register form');
    await form.getByText(LLP!, { exact: true }).click();
    await form.getByLabel(STATE).fill('Lemuria');
    await form.getByLabel(NAME).fill('Backwater Spices');
    await form.getByRole('button', { name: REGISTER }).click();

    const again = page.locator('#register form');
    await expect(again.locator('[data-field-error="state"]')).toHaveText(messages.stateNotFound!.replace('{value}', 'Lemuria'));
    await expect(again.getByRole('radio', { name: LLP, exact: true })).toBeChecked();
    await expect(again.getByLabel(STATE)).toHaveValue('Lemuria');
    await expect(again.getByLabel(NAME)).toHaveValue('Backwater Spices');
    const list = again.getByLabel(messages.stateList!);
    await expect(list.locator('option')).toHaveCount(37);
    await expect(list.locator('option').first()).toHaveText(messages.statePlaceholder!);
    await expectListAtState(again);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await list.selectOption({ label: 'Kerala' });
    await again.getByRole('button', { name: REGISTER }).click();

    await expect(page).toHaveURL(/\/quote\?i=llp-registration\.llp-registration~state:32~name:Backwater\+Spices$/);
    const line = page.locator('[data-item="llp-registration.llp-registration"]');
    await expect(line).toContainText('Backwater Spices');
    await expect(line).toContainText('Kerala');
  });
});

test.describe('with JavaScript, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a state not recognised: the message and the list stay with the state box once the form has hydrated; the state chosen opens the quote', async ({ page }) => {
    await page.goto('/incorporation');
    const { form } = await hydratedForm(page, 'register');
    await form.getByText(COMPANY!, { exact: true }).click();
    await form.getByLabel(STATE).fill('Atlantis');
    await form.getByRole('button', { name: REGISTER }).click();
    const { form: again } = await hydratedForm(page, 'register');
    await expect(again.locator('[data-field-error="state"]')).toHaveText(messages.stateNotFound!.replace('{value}', 'Atlantis'));
    await expectListAtState(again);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await again.getByLabel(messages.stateList!).selectOption({ label: 'Goa' });
    await again.getByRole('button', { name: REGISTER }).click();
    await expect(page).toHaveURL(/\/quote\?i=company-registration\.private-limited-company~state:30$/);
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('OPC in "tamilnadu": the quote opens with Tamil Nadu’s stamp duty and the total worked out from the fee rules', async ({ page }) => {
    await page.goto('/incorporation');
    const form = page.locator('#register form');
    await form.getByText(OPC!, { exact: true }).click();
    await form.getByLabel(STATE).fill('tamilnadu');
    await form.getByLabel(NAME).fill('Sunrise Foods');
    await form.getByRole('button', { name: REGISTER }).click();
    await expect(page).toHaveURL(/\/quote\?i=company-registration\.one-person-company~state:33~name:Sunrise\+Foods$/);
    const priced = priceQuote([{ id: 'company-registration.one-person-company', quantity: 1, state: '33', detail: 'Sunrise Foods' }], catalog, config.rules!, siteToday());
    expect(priced.lines[0]!.allIn.stamp?.state).toBe('33');
    await expect(page.locator('[data-quote] [data-quote-total]')).toHaveText(`Total: ${totalLine(priced)}`);
    await expect(page.locator('[data-item="company-registration.one-person-company"]')).toContainText('Tamil Nadu');
    // The Company choice is the default and needs no click.
    expect(COMPANY).toBe(fieldOf(register, 'entityType').default);
  });

  test('/hi/incorporation: a Hindi state name opens the Hindi quote; one not recognised is answered in Hindi with the states’ Hindi names', async ({ page }) => {
    await page.goto('/hi/incorporation');
    const form = page.locator('#register form');
    await form.getByText(PARTNERSHIP!, { exact: true }).click();
    await form.getByLabel('राज्य चुनें').fill('लेमूरिया');
    await form.getByRole('button', { name: 'रजिस्टर करें' }).click();
    const again = page.locator('#register form');
    await expect(again.locator('[data-field-error="state"]')).toHaveText(hindi['quote.stateNotFound']!.text.replace('{value}', 'लेमूरिया'));
    await expect(again.getByRole('radio', { name: PARTNERSHIP, exact: true })).toBeChecked();
    const list = again.getByLabel(hindi['quote.stateList']!.text);
    await expect(list.locator('option', { hasText: 'गुजरात' })).toHaveCount(1);
    await again.getByLabel('राज्य चुनें').fill('गुजरात');
    await again.getByRole('button', { name: 'रजिस्टर करें' }).click();
    await expect(page).toHaveURL(/\/hi\/quote\?i=partnership-registration\.partnership-registration~state:24$/);
    await expect(page.locator('[data-item="partnership-registration.partnership-registration"]')).toBeVisible();
  });
});
