// The tools (issue 29) in Chromium, one visit per tool each way: with JavaScript the result follows the
// typing (no button) and the address keeps the inputs; without it the form's GET is answered by the
// server and the same address, opened again, shows the same result. A result's enquiry carries the
// tool's context into the stored lead. Expected texts come from the tools' own code and rule tables.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import type { RuleTables } from '../../engine/rules/tables.ts';
import type { ToolSpec } from '../../blocks/shared/tool/view.ts';
import { gstCalculator } from '../../blocks/gst-calculator/tool.ts';
import { incomeTaxCalculator } from '../../blocks/income-tax-calculator/tool.ts';
import { gstLateFeeCalculator } from '../../blocks/gst-late-fee-calculator/tool.ts';
import { gstinChecker } from '../../blocks/gstin-checker/tool.ts';
import { gstRegistrationChecker } from '../../blocks/gst-registration-checker/tool.ts';
import { itrFormFinder } from '../../blocks/itr-form-finder/tool.ts';
import { indiaToday } from '../../engine/calendar/dates.ts';
import { config, pageAt } from './site.ts';
import { formAt, leadsFor, unique, withoutJavaScript } from './forms.ts';
import { toolWords } from '../unit/tool-rules.ts';

type Entry = { path: string; spec: ToolSpec<any, any, any, any>; fill: (page: Page) => Promise<void> };
const text = (page: Page, name: string, value: string) => page.locator(`form[data-tool-form] [name="${name}"]`).fill(value);
const select = (page: Page, name: string, value: string) => page.locator(`form[data-tool-form] select[name="${name}"]`).selectOption(value);
const radio = (page: Page, name: string, value: string) => page.locator(`form[data-tool-form] input[name="${name}"][value="${value}"]`).check();

const TOOLS: Entry[] = [
  { path: '/tools/gst-calculator', spec: gstCalculator, fill: async (p) => (await radio(p, 'priceType', 'inclusive'), await text(p, 'amount', '1180')) },
  { path: '/tools/income-tax-calculator', spec: incomeTaxCalculator, fill: async (p) => (await select(p, 'year', '2025-26'), await text(p, 'salary', '1500000')) },
  {
    path: '/tools/gst-late-fee-calculator',
    spec: gstLateFeeCalculator,
    fill: async (p) => (await text(p, 'dueDate', '2025-07-20'), await text(p, 'taxPaidLate', '100000'), await text(p, 'filedOn', '2025-10-20')),
  },
  { path: '/tools/gstin-checker', spec: gstinChecker, fill: async (p) => text(p, 'number', '27AAPFU0939F1ZV') },
  { path: '/tools/gst-registration-checker', spec: gstRegistrationChecker, fill: async (p) => (await select(p, 'state', '29'), await text(p, 'turnover', '4500000')) },
  { path: '/tools/itr-form-finder', spec: itrFormFinder, fill: async (p) => (await select(p, 'business', 'presumptive'), await text(p, 'income', '3000000')) },
];

/** The headline the tool's own code gives for the page's current address. */
function expectedHeadline(entry: Entry, url: string): string {
  const block = pageAt(entry.path).blocks[0]!;
  const rules = config.rules as RuleTables;
  const today = indiaToday(new Date());
  const words = toolWords(entry.spec.words);
  const parsed = entry.spec.parse(new URL(url).searchParams, block, rules, today, words);
  if (!parsed.ok) throw new Error(`${url}: ${JSON.stringify(parsed.errors)}`);
  return entry.spec.view(entry.spec.compute(parsed.values, rules, today, words), parsed.values, block, { path: entry.path, query: '' }, words).headline;
}

test('with JavaScript each tool answers as you type and the address keeps the inputs', async ({ page }) => {
  test.setTimeout(90_000); // six tools
  for (const entry of TOOLS) {
    await page.goto(entry.path);
    await entry.fill(page);
    await expect(page).toHaveURL(/\?./);
    await expect(page.locator('[data-tool-result] [data-headline]')).toHaveText(expectedHeadline(entry, page.url()));
  }
  // A message beside the field as soon as it is wrong, and the result gives way to the prompt.
  await page.goto('/tools/gst-calculator');
  await text(page, 'amount', '12abc');
  await expect(page.locator('[data-error-for="amount"]')).toHaveText('Amount (₹) must be a number in rupees, digits only — for example 150000');
  await expect(page.locator('input[name="amount"]')).toHaveAttribute('aria-invalid', 'true');
});

test('without JavaScript each tool answers the submitted form, and its address shows the same result again', async ({ browser }) => {
  test.setTimeout(120_000); // six tools, two page loads and a submission each
  await withoutJavaScript(browser, async (page) => {
    for (const entry of TOOLS) {
      await page.goto(entry.path);
      await entry.fill(page);
      await page.locator('form[data-tool-form] button[type=submit]').click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}\\?`));
      const headline = expectedHeadline(entry, page.url());
      await expect(page.locator('[data-headline]')).toHaveText(headline);
      // The address alone, loaded afresh, shows the same result.
      const shared = page.url();
      await page.goto(shared);
      await expect(page.locator('[data-headline]')).toHaveText(headline);
    }
  });
});

test('on a Hindi page a tool answers in Hindi, with JavaScript as you type and without it from the server', async ({ page, browser }) => {
  await page.goto('/hi/tools/gst-calculator');
  await radio(page, 'priceType', 'inclusive');
  await text(page, 'amount', '118000');
  await expect(page).toHaveURL(/\?./);
  const result = page.locator('[data-tool-result]');
  await expect(result.locator('[data-headline]')).toHaveText('₹1,00,000 के टैक्स योग्य मूल्य पर जीएसटी ₹18,000');
  await expect(result.locator('[data-summary]')).toHaveText('₹1,18,000, जीएसटी 18% समेत, उसी राज्य में।');
  await text(page, 'amount', 'abc');
  await expect(page.locator('[data-error-for="amount"]')).toHaveText('रक़म (₹) रुपयों में, सिर्फ़ अंकों में लिखें — जैसे 150000');
  await expect(result).toHaveText('नतीजा देखने के लिए चिह्नित फ़ील्ड ठीक करें।');
  await withoutJavaScript(browser, async (plain) => {
    await plain.goto('/hi/tools/gst-calculator?amount=118000&rate=18&priceType=inclusive&supply=intra');
    await expect(plain.locator('[data-tool-result] [data-headline]')).toHaveText('₹1,00,000 के टैक्स योग्य मूल्य पर जीएसटी ₹18,000');
  });
});

test("a result's enquiry carries the tool's inputs and result into the stored lead", async ({ page }) => {
  const enquiry = formAt('/enquiry', 'enquiry');
  await page.goto('/tools/gst-registration-checker');
  await select(page, 'state', '29');
  await text(page, 'turnover', '4500000');
  await page.locator('[data-result] a[data-primary]').click();
  await expect(page).toHaveURL(/\/enquiry\?/);
  const summary = page.locator('#enquiry [data-summary]');
  await expect(summary).toContainText('turnover ₹45 lakh, goods only, Karnataka');
  const email = unique('tool');
  const form = page.locator('#enquiry form');
  await enquiry.fill(form, { email });
  await form.getByRole('button', { name: enquiry.submit }).click();
  await expect(page.locator('#enquiry form [data-result="success"]')).toHaveText(enquiry.success);
  expect(leadsFor('service-enquiry', email)).toEqual([
    {
      service: 'GST Registration',
      email,
      selections: {
        fromTool: 'GST registration checker',
        toolInputs: 'turnover ₹45 lakh, goods only, Karnataka',
        toolResult: 'You must register for GST',
        toolLink: '/tools/gst-registration-checker?state=29&turnover=4500000&supply=goods&ecommerce=none',
      },
    },
  ]);
});

test('a result (tables, links) and a form full of messages have no axe violations at 390 px', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 900 });
  // The a11y spec checks every tool page as built; these are the two states it cannot see.
  for (const url of [
    '/tools/income-tax-calculator?year=2025-26&salary=6000000&oldDeductions=150000',
    '/tools/gst-late-fee-calculator?dueDate=x&filedOn=2025-13-01&taxPaidLate=-1',
  ]) {
    await page.goto(url);
    expect((await axeViolations(page)).map((v) => `${url}: ${v.id}: ${v.targets.join(' | ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
