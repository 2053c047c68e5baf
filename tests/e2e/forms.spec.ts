// The forms end to end, on the built site with the real server (playwright.config.ts starts
// main/start.ts with DATA_DIR=.tmp/e2e-data): the partnership request from the browser into the
// lead database, its send states and failure handling (never retried), validation messages, the
// enquiry flow with and without JavaScript, the other company forms, the footer newsletter, and clean
// hydration. Time-dependent checks run on Playwright's fake clock (page.clock), never on sleeps. The
// toasts: toasts.spec.ts; forms without JavaScript and before hydration: forms-no-js.spec.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DIST_DIR } from './routes.ts';
import { countRequests, formAt, hydratedForm, leadsFor, newsletterForm, partnership, partnershipAnswers, toasts, unique, UUID } from './forms.ts';
import { blockOf } from './site.ts';

const { success: SUCCESS, failure: FAILURE } = partnership;
const label = partnership.label;
const fillPartnership = (form: Locator, email: string, extra = true) => partnership.fill(form, partnershipAnswers(email, extra));

test.describe('partnership request (/about)', () => {
  test('sends the spec JSON body, shows success, clears the fields and stores the lead', async ({ page }) => {
    await page.goto('/about');
    const { form } = await hydratedForm(page, 'partnership');
    const email = unique('asha');
    await fillPartnership(form, email);
    const [request] = await Promise.all([page.waitForRequest('**/api/partnership'), form.getByRole('button', { name: partnership.submit }).click()]);
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers()['idempotency-key']).toMatch(UUID);
    expect(Number(request.headers()['x-form-elapsed-ms'])).toBeGreaterThan(0);
    const body = partnershipAnswers(email);
    // The answers, and the page's language (the server answers in it and the lead keeps it).
    expect(request.postDataJSON()).toEqual({ ...body, _language: 'en' });

    await expect(form.locator('[data-result="success"]')).toHaveText(SUCCESS);
    await expect(toasts(page)).toHaveText([SUCCESS]);
    await expect(toasts(page).first().getByRole('status')).toHaveText(SUCCESS);
    for (const field of partnership.block.fields) await expect(form.getByLabel(field.label)).toHaveValue('');
    expect(leadsFor('partnership-request', email)).toEqual([body]);
  });

  test('is disabled and shows its busy label while sending; a second click sends nothing more', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/partnership', async (route) => {
      await gate;
      await route.continue();
    });
    const requests = countRequests(page, '/api/partnership');
    await page.goto('/about');
    const { form } = await hydratedForm(page, 'partnership');
    const email = unique('busy');
    await fillPartnership(form, email, false);
    const button = form.locator('button[type=submit]');
    await button.click();
    await expect(button).toHaveText(partnership.busy!);
    await expect(button).toBeDisabled();
    await button.click({ force: true });
    await form.getByLabel(label('email')).press('Enter');
    release();
    await expect(form.locator('[data-result="success"]')).toHaveText(SUCCESS);
    await expect(button).toHaveText(partnership.submit);
    await expect(button).toBeEnabled();
    expect(requests).toHaveLength(1);
    expect(leadsFor('partnership-request', email)).toHaveLength(1);
  });

  test('a server error shows the failure text, keeps the fields and is not retried; re-sending reuses the key', async ({ page }) => {
    await page.route('**/api/partnership', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Something went wrong"}' }),
    );
    const requests = countRequests(page, '/api/partnership');
    await page.clock.install();
    await page.goto('/about');
    const { form } = await hydratedForm(page, 'partnership');
    const email = unique('fail');
    await fillPartnership(form, email);
    await form.getByRole('button', { name: partnership.submit }).click();
    await expect(form.locator('[data-result="failure"]')).toHaveText(FAILURE);
    await expect(toasts(page)).toHaveText([FAILURE]);
    await expect(toasts(page).first().getByRole('alert')).toHaveText(FAILURE);
    const answers = partnershipAnswers(email);
    for (const name of ['firstName', 'email', 'industry']) await expect(form.getByLabel(label(name))).toHaveValue(String(answers[name]));
    // A minute passes on the page's clock: any timer-driven retry would have fired.
    await page.clock.runFor(60_000);
    expect(requests).toHaveLength(1);
    // The visitor sends the same answers again: the same idempotency key, so the server could not store it twice.
    await form.getByRole('button', { name: partnership.submit }).click();
    await expect.poll(() => requests.length).toBe(2);
    expect(requests[1]!.headers()['idempotency-key']).toBe(requests[0]!.headers()['idempotency-key']);
    // Changed answers are a new submission with a new key.
    await form.getByLabel(label('lastName')).fill('Rao-Iyer');
    await form.getByRole('button', { name: partnership.submit }).click();
    await expect.poll(() => requests.length).toBe(3);
    expect(requests[2]!.headers()['idempotency-key']).not.toBe(requests[0]!.headers()['idempotency-key']);
  });

  test('a network failure shows the failure text, keeps the fields and is not retried', async ({ page }) => {
    await page.route('**/api/partnership', (route) => route.abort('internetdisconnected'));
    const requests = countRequests(page, '/api/partnership');
    await page.clock.install();
    await page.goto('/about');
    const { form } = await hydratedForm(page, 'partnership');
    const email = unique('offline');
    await fillPartnership(form, email, false);
    await form.getByRole('button', { name: partnership.submit }).click();
    await expect(form.locator('[data-result="failure"]')).toHaveText(FAILURE);
    await expect(form.getByLabel(label('company'))).toHaveValue(String(partnershipAnswers(email).company));
    await expect(form.getByLabel(label('email'))).toHaveValue(email);
    await page.clock.runFor(60_000);
    expect(requests).toHaveLength(1);
  });

  test('required fields and the e-mail format are explained next to each field', async ({ page }) => {
    const requests = countRequests(page, '/api/partnership');
    await page.goto('/about');
    const { form } = await hydratedForm(page, 'partnership');
    const firstName = form.getByLabel(label('firstName'));
    const [firstNameRequired] = partnership.errors({});
    // Shown once a field was left (touched), not before.
    await firstName.focus();
    await firstName.press('Tab');
    await expect(form.locator('[data-field-error="firstName"]')).toHaveText(firstNameRequired!);
    await expect(form.locator('[data-field-error="lastName"]')).toHaveText('');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAttribute('aria-describedby', (await form.locator('[data-field-error="firstName"]').getAttribute('id')) as string);
    // On submit: every problem at once, and focus on the first.
    await form.getByRole('button', { name: partnership.submit }).click();
    await expect(form.locator('[data-field-error]:not(:empty)')).toHaveText(partnership.errors({}));
    await expect(firstName).toBeFocused();
    await expect(form.locator('[data-field-error="firstName"]')).toHaveAttribute('aria-live', 'polite');
    // A wrong e-mail address, after leaving the field.
    await fillPartnership(form, 'asha@', false);
    await form.getByLabel(label('email')).blur();
    const wrongEmail = partnership.errors(partnershipAnswers('asha@', false));
    expect(wrongEmail).toHaveLength(1);
    await expect(form.locator('[data-field-error]:not(:empty)')).toHaveText(wrongEmail);
    await form.getByRole('button', { name: partnership.submit }).click();
    await expect(form.getByLabel(label('email'))).toBeFocused();
    // Fixing it clears the message as you type.
    await form.getByLabel(label('email')).fill('asha@raofoods.in');
    await expect(form.locator('[data-field-error]:not(:empty)')).toHaveCount(0);
    await expect(form.getByLabel(label('email'))).not.toHaveAttribute('aria-invalid');
    expect(requests).toHaveLength(0);
  });

  test("the server's own field messages (400) appear next to the fields", async ({ page }) => {
    await page.route('**/api/partnership', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'validation',
          message: 'Some fields are missing or not valid.',
          fields: { email: 'Enter a valid e-mail address, like name@example.com', company: 'Company name must be at most 200 characters' },
        }),
      }),
    );
    await page.goto('/about');
    const { form } = await hydratedForm(page, 'partnership');
    await fillPartnership(form, unique('server400'), false);
    await form.getByRole('button', { name: partnership.submit }).click();
    await expect(form.locator('[data-result="failure"]')).toHaveText(FAILURE);
    await expect(form.locator('[data-field-error="email"]')).toHaveText('Enter a valid e-mail address, like name@example.com');
    await expect(form.locator('[data-field-error="company"]')).toHaveText('Company name must be at most 200 characters');
    await expect(form.getByLabel(label('company'))).toBeFocused();
  });

  test('keeps what was typed before the form hydrated', async ({ page }) => {
    await page.goto('/about');
    const island = page.locator('[data-island="form"]', { has: page.locator('#partnership') });
    await expect(island).not.toHaveAttribute('data-hydrated', '');
    // Typing starts at once; the island loads on the first focus and must not wipe the text.
    await island.getByLabel(label('firstName')).pressSequentially('Meera', { delay: 0 });
    await expect(island).toHaveAttribute('data-hydrated', '');
    await expect(island.getByLabel(label('firstName'))).toHaveValue('Meera');
    await island.getByRole('button', { name: partnership.submit }).click();
    await expect(island.locator('[data-field-error="firstName"]')).toHaveText('');
    await expect(island.locator('[data-field-error="lastName"]')).toHaveText(partnership.errors({ firstName: 'Meera' })[0]!);
  });
});

test.describe('enquiry flow', () => {
  const enquiry = formAt('/enquiry', 'enquiry');
  const summaryBlock = enquiry.block.summary!;
  // /msme-registration's Register opens the enquiry (/incorporation's starts a quote: incorporation-quote.spec.ts).
  const register = formAt('/msme-registration', 'register');
  const LLP = register.option('entityType', 1);

  test('a service-page form opens the enquiry with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/msme-registration');
    const form = page.locator('#register form');
    await form.getByText(LLP, { exact: true }).click();
    await register.fill(form, { state: 'Kerala' });
    await form.getByRole('button', { name: register.submit }).click();
    await expect(page).toHaveURL(/\/enquiry\?/);
    const action = register.block.action!;
    if (action.type !== 'enquire') throw new Error("/msme-registration's Register should open the enquiry");
    const service = action.service;
    expect([...new URL(page.url()).searchParams]).toEqual([
      ['service', service],
      ['entityType', LLP],
      ['state', 'Kerala'],
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enquiry.block.heading!);
    // The server shows the choices; the form can be sent as it is (forms-no-js.spec.ts sends one).
    await expect(page.locator('[data-summary] dd')).toHaveText([service, LLP, 'Kerala']);
    await expect(page.locator('#enquiry form').getByRole('button', { name: enquiry.submit })).toBeEnabled();
    await context.close();
  });

  test('the enquiry page shows the choices as a summary and sends them with the contact details', async ({ page }) => {
    await page.goto('/enquiry?service=GST+Registration&plan=Assured&entityType=LLP&state=Tamil+Nadu&pan=abcde1234f');
    const summary = page.locator('[data-summary]');
    await expect(summary.getByRole('heading')).toHaveText(summaryBlock.heading!);
    await expect(summary.locator('dt')).toHaveText(['service', 'plan', 'entityType', 'state', 'pan'].map((name) => summaryBlock.labels![name]!));
    await expect(summary.locator('dd')).toHaveText(['GST Registration', 'Assured', 'LLP', 'Tamil Nadu', 'ABCDE1234F']);
    const form = page.locator('#enquiry form');
    await expect(form.getByLabel(enquiry.label('service'))).toHaveCount(0);
    const email = unique('enquiry');
    await enquiry.fill(form, { name: 'Karthik S', email });
    await form.getByRole('button', { name: enquiry.submit }).click();
    await expect(form.locator('[data-result="success"]')).toHaveText(enquiry.success);
    expect(leadsFor('service-enquiry', email)).toEqual([
      { service: 'GST Registration', name: 'Karthik S', email, plan: 'Assured', selections: { entityType: 'LLP', state: 'Tamil Nadu', pan: 'ABCDE1234F' } },
    ]);
    // A second enquiry from the same page keeps the chosen service and sends too.
    await expect(summary.locator('dd').first()).toHaveText('GST Registration');
    const second = unique('enquiry-again');
    await enquiry.fill(form, { email: second });
    await form.getByRole('button', { name: enquiry.submit }).click();
    await expect.poll(() => leadsFor('service-enquiry', second).length).toBe(1);
    expect(leadsFor('service-enquiry', second)[0]).toMatchObject({ service: 'GST Registration', plan: 'Assured' });
  });

  test('without a service in the address the visitor names it; an e-mail or a phone number is needed', async ({ page }) => {
    await page.goto('/enquiry');
    const form = page.locator('#enquiry form');
    await expect(form.getByLabel(enquiry.label('service'))).toBeVisible();
    await enquiry.fill(form, { name: 'Karthik S' });
    await form.getByRole('button', { name: enquiry.submit }).click();
    const messages = enquiry.errors({ name: 'Karthik S' });
    expect(messages).toHaveLength(3);
    await expect(form.locator('[data-field-error]:not(:empty)')).toHaveText(messages);
    await expect(form.getByLabel(enquiry.label('service'))).toBeFocused();
  });
});

test.describe('company forms', () => {
  test('/careers: an apply link fills in the position before the form hydrates, and the application is stored', async ({ page }) => {
    const careers = formAt('/careers', 'apply');
    const openings = blockOf('/careers', 'job-openings');
    const position = openings.jobs![3]!.title;
    await page.goto('/careers');
    await page.getByRole('link', { name: `${openings.apply!.label} for ${position}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('position')).toBe(position);
    const island = page.locator('[data-island="form"]', { has: page.locator('#apply') });
    await expect(island.locator('form')).toHaveAttribute('data-enhanced', '');
    await expect(island.getByLabel(careers.label('position'))).toHaveValue(position);
    await expect(island).not.toHaveAttribute('data-hydrated', '');
    const email = unique('applicant');
    await careers.fill(island, { firstName: 'Divya', lastName: 'Menon', email, currentRole: 'Legal Executive' });
    await island.getByRole('button', { name: careers.submit }).click();
    await expect(island.locator('[data-result="success"]')).toHaveText(careers.success);
    expect(leadsFor('careers-interest', email)).toEqual([{ firstName: 'Divya', lastName: 'Menon', email, currentRole: 'Legal Executive', position }]);
  });

  test('/contact: the message form sends and says so', async ({ page }) => {
    const contact = formAt('/contact', 'message');
    await page.goto('/contact');
    const { form } = await hydratedForm(page, 'message');
    await expect(form.getByText(`${contact.label('company')} (optional)`)).toBeVisible();
    const email = unique('contact');
    const answers = { email, subject: 'GST notice', message: 'We received a GST notice and need help replying.' };
    await contact.fill(form, answers);
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(form.locator('[data-result="success"]')).toHaveText(contact.success);
    expect(leadsFor('contact-message', email)).toEqual([answers]);
  });

  test('/refund: the banner button leads to the refund form, which sends', async ({ page }) => {
    const refund = formAt('/refund', 'refund-request');
    const [start] = blockOf('/refund', 'cta-banner').actions!;
    await page.goto('/refund');
    await page.getByRole('link', { name: start!.label }).click();
    await expect(page).toHaveURL(/#refund-request$/);
    const { form } = await hydratedForm(page, 'refund-request');
    const email = unique('refund');
    const answers = { fullName: 'Ravi Kumar', email, orderId: 'ORD-2025-1042', reason: refund.option('reason', 1) };
    await refund.fill(form, answers);
    await form.getByRole('button', { name: refund.submit }).click();
    await expect(form.locator('[data-result="success"]')).toHaveText(refund.success);
    expect(leadsFor('refund-request', email)).toEqual([answers]);
  });
});

test.describe('footer newsletter', () => {
  const newsletter = newsletterForm();
  const emailBox = (form: Locator) => form.getByLabel(newsletter.label('email'));

  test('subscribes and thanks the visitor', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('footer form[data-newsletter]');
    const email = unique('news');
    await emailBox(form).fill(email);
    await expect(page.locator('footer')).toHaveAttribute('data-enhanced', '');
    // Consent is asked for, not assumed: without the tick the same message as the server's, and nothing is sent.
    const requests = countRequests(page, '/api/newsletter');
    await form.getByRole('button', { name: newsletter.submit }).click();
    await expect(form.locator('[data-field-error="consent"]')).toHaveText(newsletter.errors({ email })[0]!);
    await expect(form.getByRole('checkbox')).toBeFocused();
    expect(requests).toHaveLength(0);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: newsletter.submit }).click();
    await expect(form.getByRole('status')).toHaveText(newsletter.success);
    await expect(form.locator('[data-field-error="consent"]')).toHaveText('');
    await expect(emailBox(form)).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    expect(leadsFor('newsletter-signup', email)).toEqual([{ email, consent: 'Yes' }]);
  });

  test('keeps the address and says so when signing up fails', async ({ page }) => {
    await page.route('**/api/newsletter', (route) => route.fulfill({ status: 503, body: '' }));
    const requests = countRequests(page, '/api/newsletter');
    await page.clock.install();
    await page.goto('/');
    const form = page.locator('footer form[data-newsletter]');
    await emailBox(form).fill('someone@example.com');
    await form.getByRole('checkbox').check();
    await expect(page.locator('footer')).toHaveAttribute('data-enhanced', '');
    await form.getByRole('button', { name: newsletter.submit }).click();
    await expect(form.getByRole('status')).toHaveText(newsletter.failure);
    await expect(emailBox(form)).toHaveValue('someone@example.com');
    await page.clock.runFor(60_000);
    expect(requests).toHaveLength(1);
  });
});

test.describe('clean hydration', () => {
  for (const path of [
    '/about',
    '/contact',
    `/careers?position=${encodeURIComponent(blockOf('/careers', 'job-openings').jobs![3]!.title)}`,
    '/refund',
    '/enquiry?service=GST+Registration&plan=Basic',
    '/incorporation',
  ]) {
    test(`${path}: no console errors or hydration warnings`, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
      await page.goto(path);
      const islands = page.locator('[data-island="form"]');
      const count = await islands.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const island = islands.nth(i);
        if (!(await island.isVisible())) continue; // a form in a hidden tab hydrates when its tab is opened
        await island.locator('input:not([type=hidden]):not([tabindex="-1"]), textarea, select').first().focus();
        await expect(island).toHaveAttribute('data-hydrated', '');
      }
      // Effects scheduled by hydration have run once two animation frames have passed.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(messages).toEqual([]);
    });
  }
});

test('field errors, the failure message and toasts have no axe violations (WCAG 2.2 AA)', async ({ page }) => {
  await page.route('**/api/partnership', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/about');
  const { form } = await hydratedForm(page, 'partnership');
  await form.getByRole('button', { name: partnership.submit }).click();
  await expect(form.locator('[data-field-error]:not(:empty)')).toHaveCount(4);
  const axe = async () => (await axeViolations(page, { include: ['#partnership', 'section[aria-label="Notifications (Alt+T)"]'] })).map((v) => `${v.id}: ${v.targets.join(' | ')}`);
  expect(await axe()).toEqual([]);
  await fillPartnership(form, unique('axe'), false);
  await form.getByRole('button', { name: partnership.submit }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(form.locator('[data-result="failure"]')).toBeVisible();
  expect(await axe()).toEqual([]);
});

test('the form island ships no ajv compiler and no eval', () => {
  const assets = join(DIST_DIR, 'assets');
  const islandChunks = readdirSync(assets).filter((f) => /^island-.*\.js$/.test(f));
  expect(islandChunks.length).toBeGreaterThan(0);
  for (const file of islandChunks) {
    const code = readFileSync(join(assets, file), 'utf8');
    expect(code, file).not.toMatch(/new Function\(|\beval\(|ajv|compileAsync|addKeyword/i);
  }
});
