// Service screens (spec §2, §4, §9): APG tabs by mouse and keyboard; alias routes; and every ADD / plan /
// Register / Request ITR Filing button starting a prefilled enquiry. That every price, list and count the
// config gives is shown is read from the built HTML, without a browser (tests/unit/dist-service-pages.test.ts).
// Expected texts come from site-config/ (./site.ts); the spec's prices and lists themselves are checked in
// tests/unit/content-facts.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { planItemId, quoteItemId } from '../../engine/rules/quote.ts';
import { blockOf, blocksOf, config, enquiryOf, fieldOf, h1Of } from './site.ts';
import type { BlockOf } from '../../engine/types.ts';

// Every page with price cards, steps or a service grid (the info and service screens).
const SERVICE_PAGES = config.pages
  .map(({ page }) => page.paths[0]!)
  .filter((path) => ['pricing-cards', 'steps', 'service-grid'].some((type) => blocksOf(path, type as 'steps').length > 0));
const ADD = (path: string) => blockOf(path, 'service-grid').action!.label ?? 'ADD';
/** A card's button words: its own action's label, else the grid's, else ADD (/incorporation: ADD where there is a price, Enquire where not). */
const cardLabel = (path: string, service: BlockOf<'service-grid'>['services'][number]) => (service.action ?? blockOf(path, 'service-grid').action)!.label ?? 'ADD';

const GST_TABS = blockOf('/gst', 'tabs').panels.map((p) => p.label);
const TRADEMARK_TABS = blockOf('/trademark', 'tabs').panels;

test.describe('tabs (APG)', () => {
  test('switch by mouse: one panel shown, aria-selected follows', async ({ page }) => {
    const [first, second, third] = GST_TABS;
    await page.goto('/gst');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(GST_TABS.length);
    const panel = (name: string) => page.getByRole('tabpanel', { name });
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(first!)).toBeVisible();
    await expect(panel(second!)).toBeHidden();
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(panel(second!)).toBeVisible();
    await expect(panel(first!)).toBeHidden();
    await expect(panel(third!)).toBeHidden();
    // The fallback headings are gone once the tabs name the panels.
    await expect(page.locator('[data-tab-heading]:visible')).toHaveCount(0);
  });

  test('switch by keyboard: arrows wrap, Home/End, roving tabindex, automatic activation', async ({ page }) => {
    const [first, second, third] = GST_TABS;
    await page.goto('/gst');
    const tabs = page.getByRole('tab');
    const selected = page.locator('[role=tab][aria-selected=true]');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(selected).toHaveText(second!, { useInnerText: true });
    await expect(page.getByRole('tabpanel', { name: second })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(selected).toHaveText(third!, { useInnerText: true });
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(selected).toHaveText(first!, { useInnerText: true });
    await page.keyboard.press('ArrowLeft');
    await expect(selected).toHaveText(third!, { useInnerText: true });
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(selected).toHaveText(first!, { useInnerText: true });
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
    await expect(tabs.nth(2)).toHaveAttribute('tabindex', '-1');
    // Tab leaves the tab row for the selected panel's content.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveAttribute('role', 'tab');
    await expect(page.getByRole('tabpanel', { name: first })).toBeFocused();
  });

  test('a link to a panel anchor opens that tab', async ({ page }) => {
    const last = TRADEMARK_TABS.at(-1)!;
    await page.goto(`/trademark#${last.id}`);
    await expect(page.getByRole('tab', { name: last.label })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: last.label })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every panel is shown under its own heading and the tab row is hidden', async ({ page }) => {
      await page.goto('/trademark');
      await expect(page.getByRole('tablist')).toBeHidden();
      for (const { label } of TRADEMARK_TABS) {
        await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();
      }
      await expect(page.locator('[role=tabpanel]:visible')).toHaveCount(TRADEMARK_TABS.length);
    });
  });
});

test.describe('alias routes', () => {
  const aliases = config.pages.flatMap(({ page }) => page.paths.slice(1).map((alias) => [alias, page.paths[0]!] as const));
  test('there are alias routes to check', () => expect(aliases.length).toBeGreaterThan(0));
  for (const [alias, main] of aliases) {
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
      await expect(page.locator('h1')).toHaveText(h1Of(main));
      expect(await visibleText()).toBe(mainText);
    });
  }
});

test.describe('every ADD and plan button adds to the quote', () => {
  test('ADD on every service grid adds that card’s service to the quote', async ({ page }) => {
    for (const path of SERVICE_PAGES.filter((p) => blocksOf(p, 'service-grid').some((g) => g.action))) {
      const grid = blockOf(path, 'service-grid');
      await page.goto(path);
      const cards = page.locator(`#${grid.id} li`);
      for (const [i, service] of grid.services.entries()) {
        const add = cards.nth(i).getByRole('button', { name: `${cardLabel(path, service)} ${service.title} to your quote`, exact: true });
        await expect(add).toHaveText(`${cardLabel(path, service)} ${service.title} to your quote`);
        const action = service.action ?? grid.action!;
        await expect(cards.nth(i).locator('form[data-quote-add] input[name="add"]')).toHaveValue(quoteItemId(action.service ?? service.title, action.plan));
      }
    }
    // In the background (JavaScript on): the page stays and says so, with a link to the quote.
    const grid = blockOf('/registrations', 'service-grid');
    const title = grid.services[6]!.title;
    await page.goto('/registrations');
    const card = page.locator(`#${grid.id} li`).nth(6);
    await card.getByRole('button', { name: `${ADD('/registrations')} ${title} to your quote`, exact: true }).click();
    await expect(card.locator('[data-quote-added]')).toHaveText('Added. View your quote (1)');
    await expect(card.locator('[data-quote-added] a')).toHaveAttribute('href', `/quote?i=${quoteItemId(title)}`);
    await expect(page).toHaveURL('/registrations');
  });

  test('each plan’s button adds that service and plan to the quote', async ({ page }) => {
    const trademark = blockOf('/trademark', 'pricing-cards');
    await page.goto('/trademark');
    for (const plan of trademark.plans) {
      const card = page.locator(`li[data-plan="${plan.name}"]`);
      // Its words say what it does; screen readers also hear the service and plan.
      const button = card.getByRole('button', { name: `${plan.action.service}, ${plan.name} plan` });
      await expect(button).toContainText(plan.buttonLabel ?? 'Add to quote');
      await expect(card.locator('form[data-quote-add] input[name="add"]')).toHaveValue(planItemId(plan));
    }
    const assured = blockOf('/gst', 'pricing-cards').plans[1]!;
    await page.goto('/gst');
    const card = page.locator(`li[data-plan="${assured.name}"]`);
    await card.getByRole('button', { name: `${assured.action.service}, ${assured.name} plan` }).click();
    await expect(card.locator('[data-quote-added] a')).toHaveAttribute('href', `/quote?i=${planItemId(assured)}`);
  });
});

// The forms on the service pages and the words on them, from the config.
const incorporation = blockOf('/incorporation', 'form', 'register');
const ENTITY = fieldOf(incorporation, 'entityType');
const [COMPANY, LLP, OPC] = ENTITY.options!;
const STATE = fieldOf(incorporation, 'state').label;
const gstNew = blockOf('/gst', 'form', 'gst-new-form');
const gstState = blockOf('/gst', 'form', 'gst-state-form');
const [NEW_REGISTRATION, NEW_STATE] = GST_TABS;
const itr = blockOf('/income-tax', 'form', 'file-itr');
const ITR = fieldOf(itr, 'itrType');
const pan = blockOf('/pan-card-download', 'form', 'download');
const status = blockOf('/trademark-status', 'form', 'check');
const trademarkOthers = blockOf('/trademark', 'form', 'trademark-others');
const PAN = fieldOf(itr, 'pan').label;

test.describe('service-page fields start a prefilled enquiry', () => {
  /** The enquiry page's "Your selection" box as { name: value }. */
  async function summary(page: Page) {
    const items = page.locator('[data-summary-item]');
    await expect(items.first()).toBeVisible();
    const out: Record<string, string> = {};
    for (const item of await items.all()) out[(await item.getAttribute('data-summary-item'))!] = (await item.locator('dd').innerText()).trim();
    return out;
  }

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
    await form.getByText(OPC!, { exact: true }).click();
    await form.getByLabel(STATE).fill('Goa');
    await expect(form).not.toHaveAttribute('data-enhanced', '');
    release();
    await expect(form).toHaveAttribute('data-enhanced', '');
    await expect(form.getByRole('radio', { name: OPC })).toBeChecked();
    await page.goto('/msme-registration');
    await expect(page.locator('#register form').getByRole('radio', { name: OPC })).toBeChecked();
    await expect(page.locator('#register form').getByLabel(STATE)).toHaveValue('Goa');

    let releasePan!: () => void;
    const heldPan = new Promise<void>((resolve) => (releasePan = resolve));
    await page.unroute('**/assets/**/*.js');
    await page.route('**/assets/**/*.js', async (route) => {
      await heldPan;
      await route.continue();
    });
    await page.goto('/pan-card-download', { waitUntil: 'commit' });
    const panBox = page.locator('#download form').getByLabel(PAN);
    await panBox.fill('abcde1234f');
    releasePan();
    await expect(panBox).toHaveValue('ABCDE1234F');
  });

  test('the shared entity and state survive a navigation and a reload in the same tab', async ({ page }) => {
    await page.goto('/incorporation');
    const form = page.locator('#register form');
    await form.getByText(LLP!, { exact: true }).click();
    await form.getByLabel(STATE).fill('Kerala');
    await form.getByLabel(STATE).blur();
    // Another page with the same shared fields shows the choice…
    await page.goto('/msme-registration');
    const msme = page.locator('#register form');
    await expect(msme.getByRole('radio', { name: LLP })).toBeChecked();
    await expect(msme.getByLabel(STATE)).toHaveValue('Kerala');
    // …so does the GST state field, and both survive a reload.
    await page.goto('/gst');
    await expect(page.getByRole('tabpanel', { name: NEW_REGISTRATION }).getByLabel(fieldOf(gstNew, 'state').label)).toHaveValue('Kerala');
    await page.goto('/incorporation');
    await page.reload();
    await expect(page.locator('#register form').getByRole('radio', { name: LLP })).toBeChecked();
    await expect(page.locator('#register form').getByRole('radio', { name: COMPANY, exact: true })).not.toBeChecked();
    await expect(page.locator('#register form').getByLabel(STATE)).toHaveValue('Kerala');
  });

  test('/gst: PAN is capped at its length and uppercased; the chosen tab, state and virtual office are sent', async ({ page }) => {
    await page.goto('/gst');
    await page.getByRole('tab', { name: NEW_STATE }).click();
    const panel = page.getByRole('tabpanel', { name: NEW_STATE });
    const panBox = panel.getByLabel(fieldOf(gstState, 'pan').label, { exact: true });
    await expect(panBox).toHaveAttribute('maxlength', String(fieldOf(gstState, 'pan').maxLength));
    await panBox.pressSequentially('abcde1234fghij');
    await expect(panBox).toHaveValue('ABCDE1234F');
    // The form island inside a tab panel hydrates like any other.
    await expect(panel.locator('[data-island="form"]')).toHaveAttribute('data-hydrated', '');
    await panel.getByLabel(fieldOf(gstState, 'state').label).fill('Tamil Nadu');
    await panel.getByLabel(fieldOf(gstState, 'virtualOffice').label).check();
    await panel.getByRole('button', { name: gstState.submit!.label }).click();
    await expect(page).toHaveURL(/\/enquiry\?/);
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({ service: enquiryOf(gstState).service, state: 'Tamil Nadu', pan: 'ABCDE1234F' });
    expect(query.virtualOffice).toBeTruthy();
    expect(await summary(page)).toMatchObject({ service: enquiryOf(gstState).service, pan: 'ABCDE1234F', state: 'Tamil Nadu' });
  });

  test('/income-tax: the ITR form has its default, can be changed, and the submit button sends it with the PAN', async ({ page }) => {
    await page.goto('/income-tax');
    const form = page.locator('#file-itr form');
    const choice = ITR.options![3]!;
    const select = form.getByLabel(ITR.label);
    await expect(select).toHaveValue(ITR.default!);
    await expect(select.locator('option')).toHaveText(ITR.options!);
    await select.selectOption(choice);
    await expect(select).toHaveValue(choice);
    await form.getByLabel(PAN).focus();
    await expect(page.locator('[data-island="form"]:has(#file-itr)')).toHaveAttribute('data-hydrated', '');
    await expect(select).toHaveValue(choice);
    await form.getByLabel(PAN).pressSequentially('pqrst6789k1');
    await expect(form.getByLabel(PAN)).toHaveValue('PQRST6789K');
    await form.getByRole('button', { name: itr.submit!.label }).click();
    await expect(page).toHaveURL(/\/enquiry\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ service: enquiryOf(itr).service, itrType: choice, pan: 'PQRST6789K' });
    expect(await summary(page)).toMatchObject({ itrType: choice, pan: 'PQRST6789K' });
  });

  test('/pan-card-download: uppercased PAN and a date-of-birth picker', async ({ page }) => {
    await page.goto('/pan-card-download');
    const form = page.locator('#download form');
    // Typed once the form's script has loaded, so the check does not depend on timing (typing before
    // that is checked on /gst).
    await form.getByLabel(PAN).focus();
    await expect(page.locator('[data-island="form"]:has(#download)')).toHaveAttribute('data-hydrated', '');
    await form.getByLabel(PAN).pressSequentially('fghij4321z');
    await expect(form.getByLabel(PAN)).toHaveValue('FGHIJ4321Z');
    const dob = form.getByLabel(fieldOf(pan, 'dateOfBirth').label);
    await expect(dob).toHaveAttribute('type', 'date');
    await dob.fill('1990-05-17');
    await form.getByRole('button', { name: pan.submit!.label }).click();
    await expect(page).toHaveURL(/\/enquiry\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ service: enquiryOf(pan).service, pan: 'FGHIJ4321Z', dateOfBirth: '1990-05-17' });
  });

  test('/trademark-status and /trademark: application number, brand name and class', async ({ page }) => {
    await page.goto('/trademark-status');
    await page.locator('#check form').getByLabel(fieldOf(status, 'applicationNumber').label).fill('5123456');
    await page.locator('#check form').getByRole('button', { name: status.submit!.label }).click();
    await expect(page).toHaveURL(`/enquiry?${new URLSearchParams({ service: enquiryOf(status).service, applicationNumber: '5123456' })}`);
    expect(await summary(page)).toMatchObject({ service: enquiryOf(status).service, applicationNumber: '5123456' });

    await page.goto('/trademark');
    const others = TRADEMARK_TABS.at(-1)!.label;
    const trademarkClass = fieldOf(trademarkOthers, 'trademarkClass').options![29]!;
    await page.getByRole('tab', { name: others }).click();
    const panel = page.getByRole('tabpanel', { name: others });
    await panel.getByLabel(fieldOf(trademarkOthers, 'brandName').label).fill('Sunrise');
    await panel.getByLabel(fieldOf(trademarkOthers, 'trademarkClass').label, { exact: true }).selectOption(trademarkClass);
    await panel.getByRole('button', { name: trademarkOthers.submit!.label }).click();
    await expect(page).toHaveURL(/\/enquiry\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      service: enquiryOf(trademarkOthers).service,
      plan: enquiryOf(trademarkOthers).plan,
      brandName: 'Sunrise',
      trademarkClass,
    });
    expect(await summary(page)).toMatchObject({ service: enquiryOf(trademarkOthers).service, plan: enquiryOf(trademarkOthers).plan, brandName: 'Sunrise', trademarkClass });
  });

  test('ADD puts the service in the quote: without JavaScript the quote page opens with it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/payroll`);
    const service = blockOf('/payroll', 'service-grid').services[2]!.title;
    await page.getByRole('button', { name: `${ADD('/payroll')} ${service} to your quote`, exact: true }).click();
    await expect(page).toHaveURL(/\/quote\?i=/);
    await expect(page.locator('main')).toContainText(service);
    await context.close();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the ITR form is a plain form that still opens the prefilled enquiry', async ({ page }) => {
      await page.goto('/income-tax');
      await page.locator('#file-itr form').getByRole('button', { name: itr.submit!.label }).click();
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ service: enquiryOf(itr).service, itrType: ITR.default });
    });
  });
});
