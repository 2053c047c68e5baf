// Forms for every visitor (issue 13): with JavaScript turned off every form is a real HTML form that
// the server answers (303 to a result page, or the page again with the values and the messages);
// before the form's script has arrived the Send button works and nothing is sent twice; every form
// says what happens to the data, and the newsletter needs a ticked consent box.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DIST_DIR } from './routes.ts';

const DATA_DIR = join('.tmp', 'e2e-data');
const SUCCESS = "Request sent successfully! We'll get back to you within 24 hours.";
const ENQUIRY_SUCCESS = 'Thank you! Your enquiry has been sent. An expert will contact you within 24 hours.';
const NEWSLETTER_SUCCESS = 'Thanks for subscribing! Look out for your first deadline reminder in your inbox.';
const NOTICE = 'We use these details only to answer this request, keep them for 12 months unless you become a client, and never sell them. You can ask to see, correct or erase them, or withdraw consent, at any time. Privacy policy';

function leadsFor(form: string, email: string): Record<string, unknown>[] {
  const db = new DatabaseSync(join(DATA_DIR, 'leads.db'), { readOnly: true });
  try {
    const rows = db.prepare("SELECT payload FROM leads WHERE form = ? AND json_extract(payload, '$.email') = ? ORDER BY created_at").all(form, email) as { payload: string }[];
    return rows.map((r) => JSON.parse(r.payload) as Record<string, unknown>);
  } finally {
    db.close();
  }
}

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('with JavaScript turned off', () => {
  test('the partnership form on /about sends, shows the success text and stores the lead', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/about');
      const form = page.locator('#partnership form');
      const email = unique('nojs');
      await form.getByLabel('First Name').fill('Asha');
      await form.getByLabel('Last Name').fill('Rao');
      await form.getByLabel('Company Name').fill('Rao Foods Pvt Ltd');
      await form.getByLabel('Email Address').fill(email);
      await form.getByLabel('Industry').selectOption('Manufacturing');
      await form.getByRole('button', { name: 'Send Request' }).click();
      // 303 to the page with the result, back at the form (the action's fragment survives the redirect).
      await expect(page).toHaveURL(/\/about\?sent=\d+#form-\d+$/);
      await expect(page.locator('#partnership form [data-result="success"]')).toHaveText(SUCCESS);
      await expect(page.locator('#partnership form').getByLabel('First Name')).toHaveValue('');
      expect(leadsFor('partnership-request', email)).toEqual([{ firstName: 'Asha', lastName: 'Rao', company: 'Rao Foods Pvt Ltd', email, industry: 'Manufacturing' }]);
    });
  });

  test('an invalid submission shows the page again with the messages and every typed value kept', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/about');
      const form = page.locator('#partnership form');
      // Values the browser's own checks let through but the form's rules do not.
      await form.getByLabel('First Name').fill('Asha');
      await form.getByLabel('Last Name').fill('Rao');
      await form.getByLabel('Company Name').fill('   ');
      await form.getByLabel('Email Address').fill('asha@rao');
      await form.getByLabel('Phone Number').fill('+91 98765 43210');
      await form.getByLabel('Company Size').selectOption('51-200 employees');
      await form.getByLabel('Message').fill('Forty outlets, GST for all.');
      const answer = page.waitForResponse((r) => r.url().includes('/api/partnership'));
      await form.getByRole('button', { name: 'Send Request' }).click();
      expect((await answer).status()).toBe(400);
      const again = page.locator('#partnership form');
      await expect(again.locator('[data-field-error]:not(:empty)')).toHaveText(['Company name is required', 'Enter a valid e-mail address, like name@example.com']);
      await expect(again.getByLabel('Company Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(again.locator('[data-result="failure"]')).toHaveText('Failed to send request. Please try again or contact us directly.');
      await expect(again.getByLabel('First Name')).toHaveValue('Asha');
      await expect(again.getByLabel('Last Name')).toHaveValue('Rao');
      await expect(again.getByLabel('Email Address')).toHaveValue('asha@rao');
      await expect(again.getByLabel('Phone Number')).toHaveValue('+91 98765 43210');
      await expect(again.getByLabel('Company Size')).toHaveValue('51-200 employees');
      await expect(again.getByLabel('Message')).toHaveValue('Forty outlets, GST for all.');
      // Corrected, it sends from this page.
      const email = unique('nojs-fixed');
      await again.getByLabel('Company Name').fill('Rao Foods');
      await again.getByLabel('Email Address').fill(email);
      await again.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.locator('#partnership form [data-result="success"]')).toHaveText(SUCCESS);
      expect(leadsFor('partnership-request', email)).toHaveLength(1);
    });
  });

  test('a GST enquiry from /gst reaches the enquiry form and a stored lead, which `npm run leads -- export` lists', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/gst');
      const start = page.locator('#gst-new-form form');
      await start.getByLabel('Select State').fill('Tamil Nadu');
      await start.getByLabel('PAN').fill('abcde1234f');
      await start.getByRole('button', { name: 'Apply for GST' }).click();
      await expect(page).toHaveURL(/\/enquiry\?service=GST\+Registration/);
      // The server put the choices in the summary (no script needed).
      const summary = page.locator('[data-summary]');
      await expect(summary.locator('dt')).toHaveText(['Service', 'State', 'PAN']);
      await expect(summary.locator('dd')).toHaveText(['GST Registration', 'Tamil Nadu', 'ABCDE1234F']);
      const form = page.locator('#enquiry form');
      await expect(form.getByLabel('Service you need')).toHaveCount(0);
      const email = unique('nojs-gst');
      await form.getByLabel('Your name').fill('Karthik S');
      await form.getByLabel('E-mail').fill(email);
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(page.locator('#enquiry form [data-result="success"]')).toHaveText(ENQUIRY_SUCCESS);
      const stored = { service: 'GST Registration', name: 'Karthik S', email, selections: { state: 'Tamil Nadu', pan: 'ABCDE1234F' } };
      expect(leadsFor('service-enquiry', email)).toEqual([stored]);
      const exported = JSON.parse(execFileSync('npx', ['tsx', 'server/cli/leads.ts', 'export', '--format', 'json', '--form', 'service-enquiry'], { env: { ...process.env, DATA_DIR }, encoding: 'utf8' })) as { payload?: unknown; [key: string]: unknown }[];
      expect(JSON.stringify(exported)).toContain(email);
      expect(exported.find((lead) => JSON.stringify(lead).includes(email))).toMatchObject({ form: 'service-enquiry' });
    });
  });

  test('an enquiry without an e-mail or phone is shown again with the choices kept in the summary', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/enquiry?service=GST+Registration&plan=Assured&entityType=LLP');
      const form = page.locator('#enquiry form');
      await form.getByLabel('Your name').fill('Karthik S');
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      const again = page.locator('#enquiry form');
      await expect(again.locator('[data-field-error]:not(:empty)')).toHaveText(['Enter your e-mail address or phone number', 'Enter your e-mail address or phone number']);
      await expect(again.locator('[data-summary] dd')).toHaveText(['GST Registration', 'Assured', 'LLP']);
      await expect(again.getByLabel('Your name')).toHaveValue('Karthik S');
      const email = unique('nojs-enquiry-again');
      await again.getByLabel('E-mail').fill(email);
      await again.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(page.locator('#enquiry form [data-result="success"]')).toHaveText(ENQUIRY_SUCCESS);
      expect(leadsFor('service-enquiry', email)).toEqual([{ service: 'GST Registration', name: 'Karthik S', email, plan: 'Assured', selections: { entityType: 'LLP' } }]);
    });
  });

  test('the newsletter needs the consent box ticked, then subscribes', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/contact');
      const form = page.locator('footer form[data-newsletter]');
      const consent = form.getByLabel('I agree to receive deadline reminders and compliance news from FilingBridge by e-mail. I can unsubscribe at any time.');
      await expect(consent).not.toBeChecked();
      const email = unique('nojs-news');
      await form.getByLabel('E-mail address').fill(email);
      await consent.check();
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL(/\/contact\?sent=newsletter#form-newsletter$/);
      await expect(page.locator('footer form[data-newsletter] [data-result="success"]')).toHaveText(NEWSLETTER_SUCCESS);
      expect(leadsFor('newsletter-signup', email)).toEqual([{ email, consent: 'Yes' }]);
    });
  });
});

test('the server refuses a newsletter sign-up without consent, whoever sends it', async ({ request }) => {
  const email = unique('no-consent');
  const json = await request.post('/api/newsletter', { data: { email } });
  expect(json.status()).toBe(400);
  expect((await json.json()).fields).toEqual({ consent: 'Consent to receive the newsletter is required' });
  const form = await request.post('/api/newsletter', { form: { _origin: 'newsletter', email }, headers: { referer: 'http://127.0.0.1/about' }, maxRedirects: 0 });
  expect(form.status()).toBe(400);
  expect(await form.text()).toContain('Consent to receive the newsletter is required');
  expect(leadsFor('newsletter-signup', email)).toEqual([]);
});

test.describe('before the form script has arrived', () => {
  /** Holds the form island's code for 3 s, as a slow phone network would. */
  async function delayIsland(page: Page) {
    await page.route(/\/assets\/(island|hydrate)-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
  }

  test('Send on the untouched partnership form is never disabled and shows the required-field messages', async ({ page }) => {
    await delayIsland(page);
    await page.goto('/about');
    const form = page.locator('#partnership form');
    const send = form.getByRole('button', { name: 'Send Request' });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(form.locator('[data-field-error]:not(:empty)')).toHaveText(['First name is required', 'Last name is required', 'Company name is required', 'E-mail address is required'], { timeout: 15_000 });
    await expect(form.getByLabel('First Name')).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a filled form sent before hydration is sent once and says so', async ({ page }) => {
    await delayIsland(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/partnership') posts.push(r.headers()['content-type'] ?? '');
    });
    await page.goto('/about');
    const form = page.locator('#partnership form');
    const email = unique('early');
    // Typed before the island's code has arrived (focus already asked for it).
    await form.getByLabel('First Name').fill('Asha');
    await form.getByLabel('Last Name').fill('Rao');
    await form.getByLabel('Company Name').fill('Rao Foods');
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(form.locator('[data-result="success"]')).toHaveText(SUCCESS, { timeout: 15_000 });
    expect(posts).toEqual(['application/json']);
    expect(leadsFor('partnership-request', email)).toHaveLength(1);
  });
});

test.describe('privacy at the point of collection', () => {
  test('every sending form and the newsletter carry the notice with a link to the policy section on rights', async ({ page }) => {
    for (const path of ['/about', '/contact', '/careers', '/refund', '/enquiry']) {
      await page.goto(path);
      const notices = page.locator('form [data-privacy-notice]');
      // The page's own form and the footer's newsletter.
      await expect(notices).toHaveCount(2);
      await expect(notices.first()).toHaveText(NOTICE);
      await expect(notices.first().getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy#privacy-7');
    }
    await page.goto('/privacy#privacy-7');
    const rights = page.locator('#privacy-7');
    await expect(rights.locator('h2')).toHaveText('7. Your Rights Over Your Data');
    await expect(rights).toContainText('Digital Personal Data Protection Act, 2023');
    await expect(rights).toContainText('ask us to erase it');
    await expect(rights.locator('[data-grievance-officer]')).toContainText('Grievance Officer');
    await expect(rights.locator('[data-grievance-officer]').getByRole('link', { name: 'grievance@filingbridge.in' })).toHaveAttribute('href', 'mailto:grievance@filingbridge.in');
    await expect(page.locator('#privacy-6')).toContainText('12 months after your last contact');
  });
});

test('a page re-shown by the server hydrates with its messages and values, and then sends from script', async ({ page, request }) => {
  // The page the server answers an invalid plain post with, opened in a browser that runs scripts.
  const origin = /name="_origin" value="(\/about#[\d-]+)"/.exec(readFileSync(join(DIST_DIR, 'about', 'index.html'), 'utf8'))![1]!;
  const html = await (await request.post('/api/partnership', {
    form: { _origin: origin, firstName: 'Asha', lastName: 'Rao', company: '   ', email: 'asha@rao' },
    headers: { 'sec-fetch-site': 'same-origin' },
  })).text();
  await page.route('**/about-invalid', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto('/about-invalid');
  const island = page.locator('[data-island="form"]', { has: page.locator('#partnership') });
  const form = island.locator('form');
  await form.getByLabel('Last Name').focus();
  await expect(island).toHaveAttribute('data-hydrated', '');
  await expect(form.locator('[data-field-error]:not(:empty)')).toHaveText(['Company name is required', 'Enter a valid e-mail address, like name@example.com']);
  await expect(form.getByLabel('First Name')).toHaveValue('Asha');
  await expect(form.getByLabel('Email Address')).toHaveValue('asha@rao');
  const email = unique('rehydrated');
  await form.getByLabel('Company Name').fill('Rao Foods');
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.locator('[data-result="success"]')).toHaveText(SUCCESS);
  await expect(form.locator('[data-field-error]:not(:empty)')).toHaveCount(0);
  expect(leadsFor('partnership-request', email)).toEqual([{ firstName: 'Asha', lastName: 'Rao', company: 'Rao Foods', email }]);
  expect(messages).toEqual([]);
});
