// The site search and the menus that reach every page, in the browser (issue 41): the header's field
// and its results as you type at 1280 px, the same search without JavaScript, a drop-down item opening
// its section, and at 390 px the phone menu (every group's items, the footer's pages, its own search
// field) and the search page following the typing. Expected texts come from site-config through the
// project's own loader (tests/e2e/site.ts); the searches' behaviour is in tests/server/search.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { h1Of, menus } from './site.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const hits = (page: Page, where: string) => page.locator(`${where} [data-hit] a`);

test.describe('1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the header’s Search opens a field, results follow the typing with typos forgiven, Enter opens the results page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    await page.locator('header details[data-search-toggle] > summary').click();
    const field = page.locator('#site-search');
    await expect(field).toBeFocused();
    await field.pressSequentially('trademrk');
    const panel = page.locator('#site-search-panel');
    await expect(panel).toBeVisible();
    await expect(hits(page, '#site-search-panel').first()).toBeVisible();
    expect(await hits(page, '#site-search-panel').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain('/trademark');
    await expect(panel.locator('mark').first()).toHaveText(/^trademark$/i);
    await expect(field).toHaveAttribute('aria-controls', 'site-search-panel');
    // Escape closes the results and keeps the words.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(field).toBeFocused();
    await field.press('Enter');
    await page.waitForURL('**/search?q=trademrk');
    await expect(page.locator('h1')).toHaveText(h1Of('/search'));
    await expect(page.locator('main input[name="q"]')).toHaveValue('trademrk');
    expect(await hits(page, 'main [data-search-results]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain('/trademark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });

  test('on a Hindi page the results under the field end with "See all results" in Hindi', async ({ page }) => {
    await page.goto('/hi');
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    await page.locator('header details[data-search-toggle] > summary').click();
    await page.locator('#site-search').pressSequentially('gst');
    await expect(page.locator('#site-search-panel').getByRole('link', { name: 'सभी नतीजे देखें' })).toHaveAttribute('href', /\/search\?q=gst$/);
  });

  test('without JavaScript the search works the same: the field opens natively and the server writes the results', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('header details[data-search-toggle] > summary').click();
    await page.locator('#site-search').fill('food licence');
    await page.locator('#site-search').press('Enter');
    await page.waitForURL('**/search?q=food+licence');
    const links = await hits(page, 'main [data-search-results]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.some((href) => href?.startsWith('/fssai-license'))).toBe(true); // the synonym: "food licence" finds FSSAI
    await page.goto('/search?q=zqxjv+wombat');
    await expect(page.locator('main h2').first()).toHaveText('No results for “zqxjv wombat”');
    await expect(page.locator('main a[data-search-enquiry]')).toHaveAttribute('href', /^\/enquiry\?message=/);
    await context.close();
  });

  test('a drop-down item opens its group’s page at the section that covers it', async ({ page }) => {
    const group = menus.header.dropdowns.find((d) => d.items.some((i) => i.href.startsWith(`${d.href}#`)))!;
    const item = group.items.find((i) => i.href.startsWith(`${group.href}#`))!;
    await page.goto('/');
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    const nav = page.locator('header nav[aria-label="Main"]');
    await nav.getByRole('button', { name: group.label, exact: true }).click();
    await nav.getByRole('link', { name: item.label, exact: true }).first().click();
    await page.waitForURL(`**${item.href}`);
    await expect(page.locator(`[id="${item.href.split('#')[1]}"]`)).toBeInViewport();
  });
});

test.describe('390 px', () => {
  test.use({ viewport: PHONE });

  test('the phone menu reaches every group’s page and items, and the footer’s pages', async ({ page }) => {
    await page.goto('/');
    await page.locator('header summary', { hasText: 'Menu' }).click();
    const mobile = page.locator('header nav[aria-label="Mobile"]');
    await expect(mobile).toBeVisible();
    const groups = mobile.locator('details > summary');
    expect(await groups.allInnerTexts()).toEqual(menus.header.dropdowns.map((d) => d.label));
    for (const [i, group] of menus.header.dropdowns.entries()) {
      await groups.nth(i).click();
      const links = mobile.locator('details[open] a');
      expect(await links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
        [group.overviewLabel, group.href],
        ...group.items.map((item) => [item.label, item.href]),
      ]);
      await groups.nth(i).click();
    }
    // Tools, the compliance calendar, updates, guides, contact…: the footer's pages, one tap away.
    const footerLinks = menus.footer.groups.flatMap((g) => g.links).filter((l) => !menus.header.links.some((h) => h.href === l.href));
    // (Items of the closed groups may link the same pages: only the links in sight count.)
    for (const link of footerLinks) await expect(mobile.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });

  test('the Search button opens the field over the page (and closes the menu); Enter opens the results', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    await page.locator('header summary', { hasText: 'Menu' }).click();
    await page.locator('header details[data-search-toggle] > summary').click();
    await expect(page.locator('header nav[aria-label="Mobile"]')).toBeHidden();
    const field = page.locator('#site-search');
    await expect(field).toBeFocused();
    const box = (await field.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await field.fill('company registration');
    await field.press('Enter');
    await page.waitForURL('**/search?q=company+registration');
    await expect(hits(page, 'main [data-search-results]').first()).toBeVisible();
  });

  test('on the search page the results and the address follow the typing', async ({ page }) => {
    await page.goto('/search');
    const field = page.locator('main input[name="q"]');
    await field.pressSequentially('gst regis');
    await expect(page.locator('main [data-search-count]')).toHaveText(/results? for “gst regis”/);
    await expect(page).toHaveURL(/\/search\?q=gst%20regis$/);
    const links = await hits(page, 'main [data-search-results]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.some((href) => href?.startsWith('/gst'))).toBe(true);
    // An emptied field shows the page as it was, at its plain address.
    await field.fill('');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator('main [data-popular]')).toBeVisible();
  });

  test('the Hindi search page answers in Hindi as you type, and without JavaScript asks on /hi/enquiry', async ({ page, browser }) => {
    await page.goto('/hi/search');
    const field = page.locator('main input[name="q"]');
    await field.pressSequentially('जीएसटी');
    await expect(page.locator('main [data-search-count]')).toHaveText(/^“जीएसटी” के लिए \d+ नतीजे$/);
    await expect(page).toHaveURL(/\/hi\/search\?q=/);
    const links = await hits(page, 'main [data-search-results]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links[0]).toMatch(/^\/hi\//);
    await expect(page.locator('main [data-hit-meta]').first()).toHaveText(/^(पेज|पेज का हिस्सा|सवाल|सेवा|टूल|अपडेट|गाइड|अंतिम तारीख)( · .+)?$/);
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/hi/search');
    await plain.locator('main input[name="q"]').fill('zqxjv wombat');
    await plain.locator('main input[name="q"]').press('Enter');
    await plain.waitForURL('**/hi/search?q=zqxjv+wombat');
    await expect(plain.locator('main [data-search-count]')).toHaveText('“zqxjv wombat” के लिए कोई नतीजा नहीं मिला');
    const ask = plain.getByRole('link', { name: '“zqxjv wombat” के बारे में हमारे विशेषज्ञों से पूछें' });
    await expect(ask).toHaveAttribute('href', `/hi/enquiry?message=${encodeURIComponent('मैंने साइट पर "zqxjv wombat" खोजा, पर मुझे नहीं मिला।')}`);
    await ask.click();
    await expect(plain.locator('main textarea[name="message"]')).toHaveValue('मैंने साइट पर "zqxjv wombat" खोजा, पर मुझे नहीं मिला।');
    expect(await plain.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await context.close();
  });
});

// The results are HTML the server writes (the block gallery shows the page before a search): every
// WCAG 2.2 AA rule on the results, on nothing found and on the header's panel, at both widths, with and
// without JavaScript.
for (const viewport of [PHONE, DESKTOP]) {
  for (const javaScriptEnabled of [true, false]) {
    test(`results and nothing found pass axe at ${viewport.width} px ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
      // axe needs scripts of its own: "without JavaScript" is the site's scripts never loaded.
      const context = await browser.newContext({ viewport });
      if (!javaScriptEnabled) await context.route('**/assets/**', (route) => route.abort());
      const page = await context.newPage();
      const axe = async () => (await axeViolations(page)).map((v) => `${v.id}: ${v.targets.join(' ')}`);
      for (const url of ['/search?q=trademrk+objection', '/search?q=zqxjv+wombat']) {
        await page.goto(url);
        expect(await axe(), url).toEqual([]);
      }
      if (javaScriptEnabled) {
        await page.goto('/');
        await page.locator('header details[data-search-toggle] > summary').click();
        await page.locator('#site-search').pressSequentially('gst');
        await expect(page.locator('#site-search-panel')).toBeVisible();
        expect(await axe(), 'the header panel').toEqual([]);
      }
      await context.close();
    });
  }
}
