// "Your state" with JavaScript turned off (issue 39): the comparison of business structures and the price
// cards with stamp duty are plain GET forms; the server sends the choice to the page prerendered for that
// state, whose address can be shared, and which shows that state's figures. Expected figures come from
// the rules through the same computation as the pages' unit tests (blocks/structure-comparison/compare.ts).
import { expect, test } from '@playwright/test';
import { withoutJavaScript } from './forms.ts';
import { config, pageAt } from './site.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { statesWithFigures } from '../../engine/rules/tables.ts';
import { allInPrice } from '../../engine/rules/all-in.ts';
import type { PricingCardsBlock } from '../../engine/generated/config.ts';

const rules = config.rules!;
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

test('the state choice works without JavaScript and gives the exact total in a shareable address', async ({ browser }) => {
  const pricing = pageAt('/company-registration').blocks.find((b) => b.type === 'pricing-cards') as PricingCardsBlock;
  const plan = pricing.plans[0]!;
  const state = statesWithFigures([plan.stampDuty!], rules, siteToday())[0]!;
  const total = allInPrice(plan, rules, siteToday(), state.code).total!;
  await withoutJavaScript(browser, async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/compare-business-structures');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.getByLabel('Your state').selectOption(state.slug);
    await page.getByRole('button', { name: 'Show the cost' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare-business-structures/${state.slug}$`));
    await expect(page.getByRole('rowheader', { name: `Cost to start in ${state.name}` })).toBeVisible();
    await expect(page.locator('tr[data-row="cost"]')).toContainText(`${rupees(total.min)} in all`);

    await page.goto('/company-registration');
    await page.getByLabel('Your state').selectOption(state.slug);
    await page.getByRole('button', { name: 'Show the cost' }).click();
    await expect(page).toHaveURL(new RegExp(`/company-registration/${state.slug}$`));
    await expect(page.locator(`[data-plan="${plan.name}"] [data-total]`)).toHaveText(`You pay ${rupees(total.min)} in all`);
    await page.getByRole('link', { name: 'All states' }).click();
    await expect(page).toHaveURL(/\/company-registration#pricing$/);
  });
});
