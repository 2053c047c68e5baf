// Service screens (spec §2, §4, §9): exact prices, lists and counts; APG tabs by mouse and keyboard;
// alias routes; and every ADD / plan / Register / Request ITR Filing button starting a prefilled enquiry.
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Titles of the cards in a service-grid section, in order. */
async function cardTitles(section: Locator) {
  return section.locator('li').locator('h2, h3, h4').allInnerTexts();
}

/** Each pricing card as { name, price, note } in order. */
async function plans(section: Locator) {
  const cards = section.locator('li[data-plan]');
  const out: { name: string; price: string; note: string | null }[] = [];
  for (const card of await cards.all()) {
    out.push({
      name: (await card.locator('h2, h3, h4').first().innerText()).trim(),
      price: (await card.locator('[data-price]').innerText()).trim(),
      note: (await card.locator('[data-tax-note]').count()) ? (await card.locator('[data-tax-note]').innerText()).trim() : null,
    });
  }
  return out;
}

/** The enquiry link's query as a plain object. */
function queryOf(href: string | null) {
  expect(href).not.toBeNull();
  const url = new URL(href!, 'http://x');
  expect(url.pathname).toBe('/enquiry');
  return Object.fromEntries(url.searchParams);
}

async function stepTitles(page: Page, id: string) {
  return page.locator(`#${id} ol > li`).locator('h2, h3, h4').allInnerTexts();
}

test.describe('exact prices and lists', () => {
  test('/trademark: three plans, government fee, journey and statuses', async ({ page }) => {
    await page.goto('/trademark');
    await expect(page.locator('h1')).toHaveText('Trademark Registration');
    expect(await plans(page.locator('#pricing'))).toEqual([
      { name: 'Trademark Software', price: '₹2,899', note: '+ GST' },
      { name: 'Individual / MSME', price: '₹5,988', note: '+ GST' },
      { name: 'Other Entities', price: '₹11,988', note: '+ GST' },
    ]);
    await expect(page.locator('li[data-plan="Individual / MSME"]')).toContainText('Government fee ₹4,500 included');
    expect(await stepTitles(page, 'journey')).toEqual(['Filed', 'Examination', 'Publication', 'Opposition', 'Registration', 'Certificate']);
    await expect(page.locator('#journey')).toContainText('4 months');
    await expect(page.locator('#journey')).toContainText('18-24 months');
    await expect(page.locator('#journey')).toContainText('10 years');
    expect(await cardTitles(page.locator('#statuses'))).toEqual([
      'Application Filed', 'Under Examination', 'Examination Report Issued', 'Accepted & Advertised', 'Opposition Period', 'Registered',
    ]);
    await expect(page.locator('main')).toContainText('Opposition period');
    await expect(page.getByRole('tab')).toHaveText(['Individuals & MSMEs', 'All Others']);
  });

  test('/gst: three plans, all plus taxes, with their promises', async ({ page }) => {
    await page.goto('/gst');
    expect(await plans(page.locator('#pricing'))).toEqual([
      { name: 'Basic', price: '₹1,999', note: 'plus taxes' },
      { name: 'Assured', price: '₹7,899', note: 'plus taxes' },
      { name: 'With Virtual Office', price: '₹25,899', note: 'plus taxes' },
    ]);
    const assured = page.locator('li[data-plan="Assured"]');
    for (const promise of ['14-day registration guarantee', 'ARN in 24 hours', 'Money-back guarantee']) await expect(assured).toContainText(promise);
    const office = page.locator('li[data-plan="With Virtual Office"]');
    await expect(office).toContainText('Virtual office for 11 months');
    await expect(office).toContainText('GST software for 1 year');
    // innerText: the first tab also holds its phone name ("New Business"), hidden at this width.
    await expect(page.getByRole('tab')).toHaveText(['New Registration', 'New State', 'Foreign Entity'], { useInnerText: true });
  });

  test('/registrations: the 20 services in the spec order, each with ADD', async ({ page }) => {
    await page.goto('/registrations');
    const services = page.locator('#services');
    expect(await cardTitles(services)).toEqual([
      'FSSAI Registration', 'UDYAM Registration', 'Professional Tax Registration', 'Marriage Registration', 'APEDA Registration',
      'FSSAI Renewal', '12A and 80G Registration', 'Halal Certification', 'Startup India Registration', 'Barcode Registration',
      'FSSAI License', 'ICEGATE Registration', '12A Registration', '80G Registration', 'Trust Registration',
      'RCMC Registration', 'BIS Certification', 'Darpan Registration', 'Partnership Firm Registration', 'Society Registration',
    ]);
    await expect(services.getByRole('link', { name: /^ADD / })).toHaveCount(20);
    await expect(services.locator('li', { hasText: 'Barcode Registration' })).toContainText('100 barcodes for 2 years');
  });

  test('/income-tax: the 13 income-tax services, each with ADD', async ({ page }) => {
    await page.goto('/income-tax');
    const services = page.locator('#services');
    expect(await cardTitles(services)).toEqual([
      'Income Tax E-Filing', 'Business Tax Filing',
      'ITR-1 Return Filing', 'ITR-2 Return Filing', 'ITR-3 Return Filing', 'ITR-4 Return Filing', 'ITR-5 Return Filing', 'ITR-6 Return Filing', 'ITR-7 Return Filing',
      '15CA-15CB Filing', 'TAN Registration', 'TDS Return Filing', 'Income Tax Notice',
    ]);
    await expect(services.getByRole('link', { name: /^ADD / })).toHaveCount(13);
  });

  test('/payroll is titled LEDGERS with the 8 payroll services, each with ADD, and software for up to 20 employees', async ({ page }) => {
    await page.goto('/payroll');
    await expect(page.locator('h1')).toHaveText('LEDGERS');
    const services = page.locator('#services');
    expect(await cardTitles(services)).toEqual([
      'PF Registration', 'ESI Registration', 'PF Return Filing', 'ESI Return Filing',
      'Professional Tax Registration', 'Professional Tax Return Filing', 'Provident Fund Management', 'Employee State Insurance',
    ]);
    await expect(services.getByRole('link', { name: /^ADD / })).toHaveCount(8);
    await expect(page.locator('main')).toContainText('up to 20 employees');
  });

  const infoPrices: [string, { name: string; price: string }[], string[]][] = [
    ['/digital-signature', [{ name: 'Class 2 DSC', price: '₹1,899' }, { name: 'Class 3 DSC', price: '₹3,499' }], ['2 years']],
    ['/copyright-registration', [{ name: 'Literary Work', price: '₹4,999' }, { name: 'Artistic Work', price: '₹3,999' }, { name: 'Software', price: '₹7,999' }], ['4-6 months']],
    ['/pan-card-download', [{ name: 'New PAN', price: '₹199' }, { name: 'PAN Correction', price: '₹299' }, { name: 'PAN Reprint', price: '₹149' }, { name: 'e-PAN', price: '₹99' }], ['15-20 days', '24-48 hours']],
    ['/trademark-status', [{ name: 'Trademark Registration', price: '₹6,999' }, { name: 'Trademark Search', price: '₹1,999' }, { name: 'Trademark Renewal', price: '₹8,999' }], ['Accepted & Advertised']],
    ['/trade-license', [{ name: 'New Trade License', price: '₹3,999' }, { name: 'Trade License Renewal', price: '₹2,999' }], []],
    ['/company-registration', [{ name: 'Private Limited Company', price: '₹7,999' }, { name: 'One Person Company', price: '₹6,999' }, { name: 'Public Limited Company', price: '₹12,999' }], ['15-20 days', 'Minimum 2 shareholders and 2 directors']],
    ['/fssai-license', [{ name: 'Basic Registration', price: '₹2,999' }, { name: 'State License', price: '₹4,999' }, { name: 'Central License', price: '₹7,999' }], ['Annual turnover up to 12 lakh', 'Annual turnover 12 lakh to 20 crore', 'Annual turnover above 20 crore']],
  ];
  for (const [path, expected, figures] of infoPrices) {
    test(`${path}: prices and figures`, async ({ page }) => {
      await page.goto(path);
      expect((await plans(page.locator('#pricing'))).map(({ name, price }) => ({ name, price }))).toEqual(expected);
      for (const figure of figures) await expect(page.locator('main')).toContainText(figure);
    });
  }

  test('processing steps on the info pages', async ({ page }) => {
    await page.goto('/company-registration');
    expect(await stepTitles(page, 'process')).toEqual(['Name approval', 'DSC and DIN', 'SPICe+', 'MOA and AOA', 'Certificate', 'Compliance']);
    await page.goto('/limited-liability-partnership');
    expect(await stepTitles(page, 'process')).toEqual(['Name reservation', 'DSC and DIN', 'FiLLiP', 'Agreement', 'Certificate']);
    await expect(page.locator('main')).toContainText('Minimum 2 partners');
    await expect(page.locator('main')).toContainText('15-20 days');
    await page.goto('/partnership');
    await expect(page.locator('main')).toContainText('2-20 partners');
    await expect(page.locator('main')).toContainText('7-10 days');
    await page.goto('/msme-registration');
    await expect(page.locator('h1')).toHaveText('MSME (Udyam) Registration');
    await expect(page.locator('#process ol > li')).toHaveCount(5);
  });
});

test.describe('tabs (APG)', () => {
  test('switch by mouse: one panel shown, aria-selected follows', async ({ page }) => {
    await page.goto('/gst');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const panel = (name: string) => page.getByRole('tabpanel', { name });
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(panel('New Registration')).toBeVisible();
    await expect(panel('New State')).toBeHidden();
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(panel('New State')).toBeVisible();
    await expect(panel('New Registration')).toBeHidden();
    await expect(panel('Foreign Entity')).toBeHidden();
    // The fallback headings are gone once the tabs name the panels.
    await expect(page.locator('[data-tab-heading]:visible')).toHaveCount(0);
  });

  test('switch by keyboard: arrows wrap, Home/End, roving tabindex, automatic activation', async ({ page }) => {
    await page.goto('/gst');
    const tabs = page.getByRole('tab');
    const selected = page.locator('[role=tab][aria-selected=true]');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(selected).toHaveText('New State');
    await expect(page.getByRole('tabpanel', { name: 'New State' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(selected).toHaveText('Foreign Entity');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(selected).toHaveText('New Registration', { useInnerText: true });
    await page.keyboard.press('ArrowLeft');
    await expect(selected).toHaveText('Foreign Entity');
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(selected).toHaveText('New Registration', { useInnerText: true });
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
    await expect(tabs.nth(2)).toHaveAttribute('tabindex', '-1');
    // Tab leaves the tab row for the selected panel's content.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveAttribute('role', 'tab');
    await expect(page.getByRole('tabpanel', { name: 'New Registration' })).toBeFocused();
  });

  test('a link to a panel anchor opens that tab', async ({ page }) => {
    await page.goto('/trademark#all-others');
    await expect(page.getByRole('tab', { name: 'All Others' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'All Others' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every panel is shown under its own heading and the tab row is hidden', async ({ page }) => {
      await page.goto('/trademark');
      await expect(page.getByRole('tablist')).toBeHidden();
      for (const label of ['Individuals & MSMEs', 'All Others']) {
        await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();
      }
      await expect(page.locator('[role=tabpanel]:visible')).toHaveCount(2);
    });
  });
});

test.describe('alias routes', () => {
  for (const [alias, main] of [['/gst-registration', '/gst'], ['/income-tax-filing', '/income-tax']] as const) {
    test(`${alias} renders the ${main} screen with its canonical link`, async ({ page, request }) => {
      const [a, m] = await Promise.all([request.get(alias), request.get(main)]);
      expect(a.status()).toBe(200);
      const [aliasHtml, mainHtml] = [await a.text(), await m.text()];
      expect(aliasHtml).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${main}">`));
      expect(mainHtml).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${main}">`));
      expect(aliasHtml).toContain(`<title>${/<title>([^<]*)<\/title>/.exec(mainHtml)![1]}</title>`);
      // The same screen: the visible content of <main> is identical.
      await page.goto(main);
      const visibleText = async () => {
        // Read once the tabs are enhanced, so both pages show the same panel.
        await expect(page.locator('[data-tabs]:not([data-enhanced])')).toHaveCount(0);
        return page.locator('main').innerText();
      };
      const mainText = await visibleText();
      await page.goto(alias);
      await expect(page).toHaveURL(new RegExp(`${alias}$`));
      await expect(page.locator('h1')).toHaveText(main === '/gst' ? 'GST Registration' : 'Income Tax Filing');
      expect(await visibleText()).toBe(mainText);
    });
  }
});

test.describe('every button starts a prefilled enquiry', () => {
  test('ADD on /registrations, /income-tax and /payroll links to the enquiry for that card', async ({ page }) => {
    for (const [path, title] of [['/registrations', '12A and 80G Registration'], ['/income-tax', 'ITR-4 Return Filing'], ['/payroll', 'ESI Registration']] as const) {
      await page.goto(path);
      const cards = page.locator('#services li');
      for (const card of await cards.all()) {
        const name = (await card.locator('h2, h3, h4').innerText()).trim();
        const add = card.getByRole('link', { name: `ADD ${name}`, exact: true });
        await expect(add).toHaveText(`ADD ${name}`);
        expect(queryOf(await add.getAttribute('href'))).toEqual({ service: name });
      }
      await page.getByRole('link', { name: `ADD ${title}`, exact: true }).click();
      await expect(page).toHaveURL(`/enquiry?service=${encodeURIComponent(title).replace(/%20/g, '+')}`);
    }
  });

  test('plan buttons link to the enquiry for that service and plan', async ({ page }) => {
    await page.goto('/trademark');
    const expected = [['Trademark Software'], ['Individual / MSME'], ['Other Entities']];
    for (const [plan] of expected) {
      const button = page.locator(`li[data-plan="${plan}"]`).getByRole('link', { name: `Get Started with the ${plan} plan` });
      expect(queryOf(await button.getAttribute('href'))).toEqual({ service: 'Trademark Registration', plan });
    }
    await page.goto('/gst');
    await page.getByRole('link', { name: 'Get Started with the Assured plan' }).click();
    await expect(page).toHaveURL('/enquiry?service=GST+Registration&plan=Assured');
  });
});

test.describe('service-page fields start a prefilled enquiry', () => {
  /** The enquiry page's "Your selection" box as { name: value }. */
  async function summary(page: Page) {
    const items = page.locator('[data-summary-item]');
    await expect(items.first()).toBeVisible();
    const out: Record<string, string> = {};
    for (const item of await items.all()) out[(await item.getAttribute('data-summary-item'))!] = (await item.locator('dd').innerText()).trim();
    return out;
  }

  test('/incorporation: entity defaults to Company; Register carries entity, state and name', async ({ page }) => {
    await page.goto('/incorporation');
    const form = page.locator('#register form');
    await expect(form.getByRole('radio', { name: 'Company', exact: true })).toBeChecked();
    await expect(form.getByRole('radio')).toHaveCount(5);
    await expect(form.locator('fieldset label')).toHaveText(['Company', 'LLP', 'OPC', 'Proprietorship', 'Partnership']);
    await form.getByText('OPC', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'OPC' })).toBeChecked();
    await form.getByLabel('Select State').fill('Karnataka');
    await form.getByLabel('Proposed Name').fill('Sunrise Foods');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/enquiry\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ service: 'Business Incorporation', entityType: 'OPC', state: 'Karnataka', proposedName: 'Sunrise Foods' });
    expect(await summary(page)).toEqual({ service: 'Business Incorporation', entityType: 'OPC', state: 'Karnataka', proposedName: 'Sunrise Foods' });
  });

  test('choices made before the page scripts arrive are kept, uppercased and shared', async ({ page }) => {
    // Hold every script back, as on a slow connection, while the visitor already types and picks.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/incorporation', { waitUntil: 'commit' });
    const form = page.locator('#register form');
    await form.getByText('OPC', { exact: true }).click();
    await form.getByLabel('Select State').fill('Goa');
    await expect(form).not.toHaveAttribute('data-enhanced', '');
    release();
    await expect(form).toHaveAttribute('data-enhanced', '');
    await expect(form.getByRole('radio', { name: 'OPC' })).toBeChecked();
    await page.goto('/msme-registration');
    await expect(page.locator('#register form').getByRole('radio', { name: 'OPC' })).toBeChecked();
    await expect(page.locator('#register form').getByLabel('Select State')).toHaveValue('Goa');

    let releasePan!: () => void;
    const heldPan = new Promise<void>((resolve) => (releasePan = resolve));
    await page.unroute('**/assets/**/*.js');
    await page.route('**/assets/**/*.js', async (route) => {
      await heldPan;
      await route.continue();
    });
    await page.goto('/pan-card-download', { waitUntil: 'commit' });
    const pan = page.locator('#download form').getByLabel('PAN');
    await pan.fill('abcde1234f');
    releasePan();
    await expect(pan).toHaveValue('ABCDE1234F');
  });

  test('the shared entity and state survive a navigation and a reload in the same tab', async ({ page }) => {
    await page.goto('/incorporation');
    const form = page.locator('#register form');
    await form.getByText('LLP', { exact: true }).click();
    await form.getByLabel('Select State').fill('Kerala');
    await form.getByLabel('Select State').blur();
    // Another page with the same shared fields shows the choice…
    await page.goto('/msme-registration');
    const msme = page.locator('#register form');
    await expect(msme.getByRole('radio', { name: 'LLP' })).toBeChecked();
    await expect(msme.getByLabel('Select State')).toHaveValue('Kerala');
    // …so does the GST state field, and both survive a reload.
    await page.goto('/gst');
    await expect(page.getByRole('tabpanel', { name: 'New Registration' }).getByLabel('Select State')).toHaveValue('Kerala');
    await page.goto('/incorporation');
    await page.reload();
    await expect(page.locator('#register form').getByRole('radio', { name: 'LLP' })).toBeChecked();
    await expect(page.locator('#register form').getByRole('radio', { name: 'Company', exact: true })).not.toBeChecked();
    await expect(page.locator('#register form').getByLabel('Select State')).toHaveValue('Kerala');
  });

  test('/gst: PAN is capped at 10 characters and uppercased; the chosen tab, state and virtual office are sent', async ({ page }) => {
    await page.goto('/gst');
    await page.getByRole('tab', { name: 'New State' }).click();
    const panel = page.getByRole('tabpanel', { name: 'New State' });
    const pan = panel.getByLabel('PAN');
    await expect(pan).toHaveAttribute('maxlength', '10');
    await pan.pressSequentially('abcde1234fghij');
    await expect(pan).toHaveValue('ABCDE1234F');
    // The form island inside a tab panel hydrates like any other.
    await expect(panel.locator('[data-island="form"]')).toHaveAttribute('data-hydrated', '');
    await panel.getByLabel('Select State').fill('Tamil Nadu');
    await panel.getByLabel('I need a virtual office address in this state').check();
    await panel.getByRole('button', { name: 'Add New State' }).click();
    await expect(page).toHaveURL(/\/enquiry\?/);
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({ service: 'GST Registration – New State', state: 'Tamil Nadu', pan: 'ABCDE1234F' });
    expect(query.virtualOffice).toBeTruthy();
    expect(await summary(page)).toMatchObject({ service: 'GST Registration – New State', pan: 'ABCDE1234F', state: 'Tamil Nadu' });
  });

  test('/income-tax: ITR defaults to ITR 1, can be changed, and Request ITR Filing sends it with the PAN', async ({ page }) => {
    await page.goto('/income-tax');
    const form = page.locator('#file-itr form');
    const itr = form.getByLabel('ITR form');
    await expect(itr).toHaveValue('ITR 1');
    await expect(itr.locator('option')).toHaveText(['ITR 1', 'ITR 2', 'ITR 3', 'ITR 4', 'ITR 5', 'ITR 6', 'ITR 7']);
    await itr.selectOption('ITR 4');
    await expect(itr).toHaveValue('ITR 4');
    await form.getByLabel('PAN').focus();
    await expect(page.locator('[data-island="form"]:has(#file-itr)')).toHaveAttribute('data-hydrated', '');
    await expect(itr).toHaveValue('ITR 4');
    await form.getByLabel('PAN').pressSequentially('pqrst6789k1');
    await expect(form.getByLabel('PAN')).toHaveValue('PQRST6789K');
    await form.getByRole('button', { name: 'Request ITR Filing' }).click();
    await expect(page).toHaveURL(/\/enquiry\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ service: 'Income Tax Return Filing', itrType: 'ITR 4', pan: 'PQRST6789K' });
    expect(await summary(page)).toMatchObject({ itrType: 'ITR 4', pan: 'PQRST6789K' });
  });

  test('/pan-card-download: uppercased PAN and a date-of-birth picker', async ({ page }) => {
    await page.goto('/pan-card-download');
    const form = page.locator('#download form');
    // Typed once the form's script has loaded, so the check does not depend on timing (typing before
    // that is checked on /gst).
    await form.getByLabel('PAN').focus();
    await expect(page.locator('[data-island="form"]:has(#download)')).toHaveAttribute('data-hydrated', '');
    await form.getByLabel('PAN').pressSequentially('fghij4321z');
    await expect(form.getByLabel('PAN')).toHaveValue('FGHIJ4321Z');
    const dob = form.getByLabel('Date of Birth');
    await expect(dob).toHaveAttribute('type', 'date');
    await dob.fill('1990-05-17');
    await form.getByRole('button', { name: 'Request My e-PAN' }).click();
    await expect(page).toHaveURL(/\/enquiry\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ service: 'e-PAN Download', pan: 'FGHIJ4321Z', dateOfBirth: '1990-05-17' });
  });

  test('/trademark-status and /trademark: application number, brand name and class', async ({ page }) => {
    await page.goto('/trademark-status');
    await page.locator('#check form').getByLabel('Application Number').fill('5123456');
    await page.locator('#check form').getByRole('button', { name: 'Request Status Check' }).click();
    await expect(page).toHaveURL('/enquiry?service=Trademark+Status+Check&applicationNumber=5123456');
    expect(await summary(page)).toMatchObject({ service: 'Trademark Status Check', applicationNumber: '5123456' });

    await page.goto('/trademark');
    await page.getByRole('tab', { name: 'All Others' }).click();
    const panel = page.getByRole('tabpanel', { name: 'All Others' });
    await panel.getByLabel('Brand Name').fill('Sunrise');
    await panel.getByLabel('Class').selectOption('Class 30');
    await panel.getByRole('button', { name: 'Register Trademark' }).click();
    await expect(page).toHaveURL(/\/enquiry\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ service: 'Trademark Registration', plan: 'Other Entities', brandName: 'Sunrise', trademarkClass: 'Class 30' });
    expect(await summary(page)).toMatchObject({ service: 'Trademark Registration', plan: 'Other Entities', brandName: 'Sunrise', trademarkClass: 'Class 30' });
  });

  test('ADD opens the enquiry page with the service shown', async ({ page }) => {
    await page.goto('/payroll');
    await page.getByRole('link', { name: 'ADD PF Return Filing', exact: true }).click();
    expect(await summary(page)).toEqual({ service: 'PF Return Filing' });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('Register and Request ITR Filing are plain forms that still open the prefilled enquiry', async ({ page }) => {
      await page.goto('/incorporation');
      await page.locator('#register form').getByLabel('Proposed Name').fill('Blue Leaf');
      await page.locator('#register form').getByRole('button', { name: 'Register' }).click();
      await expect(page).toHaveURL(/\/enquiry\?/);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ service: 'Business Incorporation', entityType: 'Company', state: '', proposedName: 'Blue Leaf' });
      await page.goto('/income-tax');
      await page.locator('#file-itr form').getByRole('button', { name: 'Request ITR Filing' }).click();
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ service: 'Income Tax Return Filing', itrType: 'ITR 1' });
    });
  });
});
