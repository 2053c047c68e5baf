// The site shell on the built site (spec §2 "Navigation bar" and "Footer"): every dropdown's exact
// items and targets; opening and closing by hover, click, Enter/Space and Escape; the mobile menu at
// 390 px; the billing button's full-page navigation; footer links, popular-service slugs and contacts.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const site = JSON.parse(readFileSync('site-config/site.json', 'utf8')) as {
  billing: { signInUrl: string; signUpUrl: string; signInLabel: string };
  contact: { phone: string; email: string; address: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string } };
};

// Spec §2, word for word ("ITR-1 to ITR-7 Return Filing" read as seven items — issue 3).
// Plus the compliance calendar (issue 11), the one item with a page of its own, in the two tax menus.
const CALENDAR_ITEM = 'Compliance Calendar';
const DROPDOWNS: { label: string; href: string; overview: string; items: string[] }[] = [
  { label: 'Incorporation', href: '/incorporation', overview: 'All incorporation services', items: ['Proprietorship', 'Partnership', 'One Person Company', 'Limited Liability Partnership', 'Private Limited Company', 'Section 8 Company', 'Trust Registration', 'Public Limited Company', 'Producer Company', 'Indian Subsidiary'] },
  { label: 'Trademark', href: '/trademark', overview: 'All trademark services', items: ['Trademark Registration', 'Objection', 'Certificate', 'Opposition', 'Hearing', 'Rectification', 'TM Infringement Notice', 'Renewal', 'Transfer', 'Expedited TM Registration', 'Logo Designing', 'Design Registration', 'Design Objection', 'Copyright Registration', 'Copyright Objection', 'Patent Registration', 'Trademark Protection'] },
  { label: 'Accounting', href: '/registrations', overview: 'All accounting services', items: ['Bookkeeping', 'Business Plan', 'HR & Payroll', 'Partnership Compliance', 'Proprietorship Compliance', 'FLA Return Filing', 'FSSAI Return Filing', 'PF Return Filing', 'ESI Return Filing', 'Professional Tax Return Filing'] },
  { label: 'Income Tax', href: '/income-tax', overview: 'All income tax services', items: ['Income Tax E-Filing', 'Business Tax Filing', 'ITR-1 Return Filing', 'ITR-2 Return Filing', 'ITR-3 Return Filing', 'ITR-4 Return Filing', 'ITR-5 Return Filing', 'ITR-6 Return Filing', 'ITR-7 Return Filing', '15CA-15CB Filing', 'TAN Registration', 'TDS Return Filing', 'Income Tax Notice', CALENDAR_ITEM] },
  { label: 'GST Services', href: '/gst', overview: 'All GST services', items: ['GST Registration', 'Return Filing by Accountant', 'NIL Return Filing', 'E-Invoicing Software', 'LUT Form', 'Notice', 'Annual Return (GSTR-9)', 'Registration for Foreigners', 'Invoicing & Filing Software', 'Amendment', 'Revocation', 'GSTR-10', 'Software for Accountants', 'Virtual Office + GSTIN', CALENDAR_ITEM] },
  { label: 'Payroll', href: '/payroll', overview: 'All payroll services', items: ['HR & Payroll', 'PF Registration', 'ESI Registration', 'PF Return Filing', 'ESI Return Filing', 'Professional Tax Registration', 'Professional Tax Return Filing', 'Provident Fund Management', 'Employee State Insurance'] },
];

const POPULAR_SERVICES: [string, string][] = [
  ['GST Registration', '/gst'], // the slug /gst-registration is an alias of /gst: the footer links the canonical address
  ['Company Registration', '/company-registration'],
  ['Digital Signature', '/digital-signature'],
  ['PAN Card Download', '/pan-card-download'],
  ['Trademark Status', '/trademark-status'],
  ['Trade License', '/trade-license'],
  ['MSME Registration', '/msme-registration'],
  ['FSSAI License', '/fssai-license'],
  ['Partnership', '/partnership'],
  ['Limited Liability Partnership', '/limited-liability-partnership'],
  ['Copyright Registration', '/copyright-registration'],
  ['Income Tax Filing', '/income-tax'], // alias /income-tax-filing
];

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

  test('is sticky, fits one row, and has the logo, About Us and the six dropdown buttons in order', async ({ page }) => {
    await gotoEnhanced(page);
    const header = page.locator('header');
    await expect(header).toHaveCSS('position', 'sticky');
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    await expect(page.getByRole('link', { name: /FilingBridge/ }).first()).toHaveAttribute('href', '/');
    expect(await mainNav(page).locator('button[aria-expanded]').allInnerTexts()).toEqual(DROPDOWNS.map((d) => d.label));
    await expect(mainNav(page).getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute('href', '/about');
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    expect((await header.boundingBox())!.y).toBe(0);
  });

  for (const group of DROPDOWNS) {
    test(`${group.label}: '${group.overview}' first, then exactly ${group.items.length} items, linking to ${group.href} (the calendar to its page); the panel is ≥ 280 px wide and ≤ 500 px tall`, async ({ page }) => {
      await gotoEnhanced(page);
      const button = dropdownButton(page, group.label);
      const panel = await panelOf(page, group.label);
      await expect(panel).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      const links = panel.getByRole('link');
      // The group name only opens the panel, so the panel's first link is the group page (issue 18 item 8).
      expect(await links.allInnerTexts()).toEqual([group.overview, ...group.items]);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([group.href, ...group.items.map((item) => (item === CALENDAR_ITEM ? '/compliance-calendar' : group.href))]);
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
    const trademark = dropdownButton(page, 'Trademark');
    await trademark.hover();
    await expect(trademark).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(page, 'Trademark')).toBeVisible();
    // Into the panel keeps it open.
    await (await panelOf(page, 'Trademark')).getByRole('link', { name: 'Objection', exact: true }).hover();
    await expect(trademark).toHaveAttribute('aria-expanded', 'true');
    await dropdownButton(page, 'Accounting').hover();
    await expect(trademark).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdownButton(page, 'Accounting')).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 600);
    await expect(dropdownButton(page, 'Accounting')).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(page, 'Accounting')).toBeHidden();
  });

  test('click toggles a dropdown (touch-style) and a click elsewhere closes it', async ({ page }) => {
    await gotoEnhanced(page);
    const payroll = dropdownButton(page, 'Payroll');
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
      await expect(page.locator(':focus')).toHaveText(group.overview);
      await expect(page.locator(':focus')).toHaveAttribute('href', group.href);
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(group.items[0]!);
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
    await page.route(`${new URL(site.billing.signInUrl).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Billing</title><h1>Billing login</h1>' }));
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

  test('a Menu toggle shows About Us, the main links and Sign In / Sign Up to the billing application', async ({ page }) => {
    await gotoEnhanced(page);
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator('header').getByRole('link', { name: site.billing.signInLabel })).toBeHidden();
    const toggle = page.locator('header summary', { hasText: 'Menu' });
    await expect(toggle).toBeVisible();
    const mobile = page.locator('header nav[aria-label="Mobile"]');
    await expect(mobile).toBeHidden();
    await toggle.click();
    await expect(mobile).toBeVisible();
    const links = mobile.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(['About Us', ...DROPDOWNS.map((d) => d.label)]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/about', ...DROPDOWNS.map((d) => d.href)]);
    await expect(page.locator('header').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', site.billing.signInUrl);
    await expect(page.locator('header').getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute('href', site.billing.signUpUrl);
    // Nothing in the open menu is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await mobile.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await expect(page.locator('h1')).toHaveText('About FilingBridge');
  });
});

test.describe('footer', () => {
  test('popular services link to their computed slugs, and every one of those pages exists', async ({ page, request }) => {
    await page.goto('/');
    const column = page.locator('footer nav', { has: page.getByRole('heading', { name: 'Popular Services' }) });
    const links = column.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(POPULAR_SERVICES.map(([name]) => name));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(POPULAR_SERVICES.map(([, href]) => href));
    for (const [, href] of POPULAR_SERVICES) expect((await request.get(href)).status(), href).toBe(200);
  });

  test('company and legal links go to /about, /careers, /contact, /compliance-calendar, /terms, /privacy and /refund', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const group = (title: string) => footer.locator('nav', { has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('link');
    const pairs = async (title: string) => group(title).evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(await pairs('Company')).toEqual([['About Us', '/about'], ['Careers', '/careers'], ['Contact Us', '/contact'], ['Compliance Calendar', '/compliance-calendar']]);
    expect(await pairs('Legal')).toEqual([['Terms and Conditions', '/terms'], ['Privacy Policy', '/privacy'], ['Refund Policy', '/refund']]);
    for (const path of ['/about', '/careers', '/contact', '/compliance-calendar', '/terms', '/privacy', '/refund']) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('contact items, social links, claims, newsletter and the 2025 copyright line', async ({ page }) => {
    await page.goto('/careers');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', `tel:${site.contact.phone.replace(/\s+/g, '')}`);
    await expect(footer.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    const { streetAddress, addressLocality, addressRegion, postalCode } = site.contact.address;
    await expect(footer.locator('address')).toHaveText(`${streetAddress}, ${addressLocality}, ${addressRegion} ${postalCode}`);
    expect(addressLocality).toBe('Chennai');
    expect(await footer.getByRole('list', { name: 'Social media' }).getByRole('link').allInnerTexts()).toEqual(['Facebook', 'Twitter', 'Instagram', 'LinkedIn']);
    const claims = await footer.getByRole('list', { name: 'Certifications and claims' }).getByRole('listitem').allInnerTexts();
    expect(claims).toEqual(expect.arrayContaining(['ISO 27001 Certified', 'Government Approved']));
    await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('type', 'email');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(footer).toContainText('© 2025');
  });
});
