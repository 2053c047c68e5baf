// The site shell on the built site (spec §2 "Navigation bar" and "Footer"): every dropdown's exact
// items and targets; opening and closing by hover, click, Enter/Space and Escape; the mobile menu at
// 390 px; the billing button's full-page navigation; footer links, popular-service slugs and contacts.
import { expect, test, type Page } from '@playwright/test';
import { formatAddress } from '../../engine/format.ts';
import { h1Of, menus, newsletter, site } from './site.ts';

// The menus as the engine builds them from site-config/ (navigation.json, site.json and the pages'
// "menu" entries); their words are the spec's facts, checked in tests/unit/content-facts.test.ts.
const DROPDOWNS = menus.header.dropdowns;
const HEADER_LINKS = menus.header.links;
const POPULAR_SERVICES = menus.footer.popularServices;
const [ABOUT] = HEADER_LINKS;

const mainNav = (page: Page) => page.locator('header nav[aria-label="Main"]');
const dropdownButton = (page: Page, label: string) => mainNav(page).getByRole('button', { name: label, exact: true });
const panelOf = async (page: Page, label: string) => page.locator(`#${await dropdownButton(page, label).getAttribute('aria-controls')}`);

/** Waits until the header's behavior script has taken over (hover/click/keys are then handled by it). */
async function gotoEnhanced(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
}

test.describe('desktop header (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('is sticky, fits one row, and has the logo, the header links and the dropdown buttons in order', async ({ page }) => {
    await gotoEnhanced(page);
    const header = page.locator('header');
    await expect(header).toHaveCSS('position', 'sticky');
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    await expect(page.getByRole('link', { name: site.brand.name }).first()).toHaveAttribute('href', '/');
    expect(await mainNav(page).locator('button[aria-expanded]').allInnerTexts()).toEqual(DROPDOWNS.map((d) => d.label));
    for (const link of HEADER_LINKS) await expect(mainNav(page).getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    expect((await header.boundingBox())!.y).toBe(0);
  });

  for (const group of DROPDOWNS) {
    test(`${group.label}: '${group.overviewLabel}' first, then exactly ${group.items.length} items, linking to ${group.href} (or their own page); the panel is ≥ 280 px wide and ≤ 500 px tall`, async ({
      page,
    }) => {
      await gotoEnhanced(page);
      const button = dropdownButton(page, group.label);
      const panel = await panelOf(page, group.label);
      await expect(panel).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      const links = panel.getByRole('link');
      // The group name only opens the panel, so the panel's first link is the group page (issue 18 item 8).
      expect(await links.allInnerTexts()).toEqual([group.overviewLabel, ...group.items.map((i) => i.label)]);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([group.href, ...group.items.map((i) => i.href)]);
      const list = panel.locator('ul');
      await expect(list).toHaveCSS('min-width', '280px');
      await expect(list).toHaveCSS('max-height', '500px');
      await expect(list).toHaveCSS('overflow-y', 'auto');
      const box = (await list.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(280);
      expect(box.height).toBeLessThanOrEqual(500);
      // A long list scrolls inside the panel, so its last item is still reachable.
      const last = links.last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
    });
  }

  test('hover opens a dropdown and leaving closes it; moving to the next one switches', async ({ page }) => {
    await gotoEnhanced(page);
    const [, first, next] = DROPDOWNS;
    const button = dropdownButton(page, first!.label);
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(page, first!.label)).toBeVisible();
    // Into the panel keeps it open.
    await (await panelOf(page, first!.label)).getByRole('link', { name: first!.items[1]!.label, exact: true }).hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await dropdownButton(page, next!.label).hover();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdownButton(page, next!.label)).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 600);
    await expect(dropdownButton(page, next!.label)).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(page, next!.label)).toBeHidden();
  });

  test('click toggles a dropdown (touch-style) and a click elsewhere closes it', async ({ page }) => {
    await gotoEnhanced(page);
    const payroll = dropdownButton(page, DROPDOWNS.at(-1)!.label);
    await payroll.dispatchEvent('click');
    await expect(payroll).toHaveAttribute('aria-expanded', 'true');
    await payroll.dispatchEvent('click');
    await expect(payroll).toHaveAttribute('aria-expanded', 'false');
    await payroll.dispatchEvent('click');
    await expect(payroll).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(640, 700);
    await expect(payroll).toHaveAttribute('aria-expanded', 'false');
  });

  for (const group of DROPDOWNS) {
    test(`${group.label}: Enter and Space toggle, Escape closes and returns focus to the button`, async ({ page }) => {
      await gotoEnhanced(page);
      const button = dropdownButton(page, group.label);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(group.overviewLabel);
      await expect(page.locator(':focus')).toHaveAttribute('href', group.href);
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(group.items[0]!.label);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test(`the red '${site.billing.signInLabel}' button navigates the whole page to the billing sign-in`, async ({ page }) => {
    await page.route(`${new URL(site.billing.signInUrl).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Billing</title><h1>Billing login</h1>' }),
    );
    await gotoEnhanced(page);
    const button = page.locator('header').getByRole('link', { name: site.billing.signInLabel, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', site.billing.signInUrl);
    expect(await button.getAttribute('target')).toBeNull();
    await expect(button).toHaveCSS('background-color', 'rgb(185, 28, 28)'); // red.700
    await button.click();
    await page.waitForURL(site.billing.signInUrl);
    await expect(page.locator('h1')).toHaveText('Billing login');
  });
});

test.describe('mobile header (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a Menu toggle shows the header links, the drop-down groups (each opening to its page and items), the footer’s pages and Sign In / Sign Up to the billing application', async ({
    page,
  }) => {
    await gotoEnhanced(page);
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator('header').getByRole('link', { name: site.billing.signInLabel })).toBeHidden();
    const toggle = page.locator('header summary', { hasText: 'Menu' });
    await expect(toggle).toBeVisible();
    const mobile = page.locator('header nav[aria-label="Mobile"]');
    await expect(mobile).toBeHidden();
    await toggle.click();
    await expect(mobile).toBeVisible();
    // Closed groups show their names; the links in sight are the header's and the footer's groups' (tests/e2e/search.spec.ts opens each group).
    expect(await mobile.locator('details > summary').allInnerTexts()).toEqual(DROPDOWNS.map((d) => d.label));
    const inSight = [...HEADER_LINKS, ...menus.footer.groups.flatMap((g) => g.links).filter((l) => !HEADER_LINKS.some((h) => h.href === l.href))];
    const links = mobile.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(inSight.map((d) => d.label));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(inSight.map((d) => d.href));
    await expect(page.locator('header').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', site.billing.signInUrl);
    await expect(page.locator('header').getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute('href', site.billing.signUpUrl);
    // Nothing in the open menu is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await mobile.getByRole('link', { name: ABOUT!.label }).click();
    await page.waitForURL(`**${ABOUT!.href}`);
    await expect(page.locator('h1')).toHaveText(h1Of(ABOUT!.href));
  });
});

test.describe('footer', () => {
  test('popular services link to their computed slugs, and every one of those pages exists', async ({ page, request }) => {
    await page.goto('/');
    const column = page.locator('footer nav', { has: page.getByRole('heading', { name: 'Popular Services' }) });
    const links = column.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(POPULAR_SERVICES.map((l) => l.label));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(POPULAR_SERVICES.map((l) => l.href));
    for (const { href } of POPULAR_SERVICES) expect((await request.get(href)).status(), href).toBe(200);
  });

  test('the link groups (company, legal) list their links in order, and every one of those pages exists', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const group = (title: string) => footer.locator('nav', { has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('link');
    const pairs = async (title: string) => group(title).evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    for (const { title, links } of menus.footer.groups) {
      expect(await pairs(title), title).toEqual(links.map((l) => [l.label, l.href]));
      for (const { href } of links) expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('contact items, social links, claims, newsletter and the copyright line', async ({ page }) => {
    await page.goto('/careers');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', `tel:${site.contact.phone.replace(/\s+/g, '')}`);
    await expect(footer.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    await expect(footer.locator('address')).toHaveText(formatAddress(site.contact.address));
    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    expect(await social.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual(site.social.map((s) => [s.label, s.href]));
    const claims = await footer.getByRole('list', { name: 'Certifications and claims' }).getByRole('listitem').allInnerTexts();
    expect(claims).toEqual(site.footer.claims);
    const [email] = newsletter.fields;
    await expect(footer.getByRole('textbox', { name: email!.label })).toHaveAttribute('type', 'email');
    await expect(footer.getByRole('button', { name: newsletter.submit!.label })).toBeVisible();
    await expect(footer.getByText(site.copyright!, { exact: true })).toBeVisible();
  });
});
