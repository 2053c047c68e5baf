// Forms for every visitor (issue 13): with JavaScript turned off every form is a real HTML form that
// the server answers (303 to a result page, or the page again with the values and the messages);
// before the form's script has arrived the Send button works and nothing is sent twice; every form
// says what happens to the data, and the newsletter needs a ticked consent box.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DIST_DIR } from './routes.ts';
import { DATA_DIR, formAt, leadsFor, newsletterForm, partnership, unique, withoutJavaScript } from './forms.ts';
import { blockOf, enquiryOf, plainText, site } from './site.ts';

const privacy = site.privacy!;

const SUCCESS = partnership.success;
const label = partnership.label;
const enquiry = formAt('/enquiry', 'enquiry');
const newsletter = newsletterForm();

test.describe('with JavaScript turned off', () => {
  test('the partnership form on /about sends, shows the success text and stores the lead', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/about');
      const form = page.locator('#partnership form');
      const email = unique('nojs');
      const answers = { firstName: 'Asha', lastName: 'Rao', company: 'Rao Foods Pvt Ltd', email, industry: partnership.option('industry', 2) };
      await partnership.fill(form, answers);
      await form.getByRole('button', { name: partnership.submit }).click();
      // 303 to the page with the result, back at the form (the action's fragment survives the redirect).
      await expect(page).toHaveURL(/\/about\?sent=\d+#form-\d+$/);
      await expect(page.locator('#partnership form [data-result="success"]')).toHaveText(SUCCESS);
      await expect(page.locator('#partnership form').getByLabel(label('firstName'))).toHaveValue('');
      expect(leadsFor('partnership-request', email)).toEqual([answers]);
    });
  });

  test('an invalid submission shows the page again with the messages and every typed value kept', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/about');
      const form = page.locator('#partnership form');
      // Values the browser's own checks let through but the form's rules do not.
      const typed = {
        firstName: 'Asha',
        lastName: 'Rao',
        company: '   ',
        email: 'asha@rao',
        phone: '+91 98765 43210',
        size: partnership.option('size', 2),
        message: 'Forty outlets, GST for all.',
      };
      await partnership.fill(form, typed);
      const answer = page.waitForResponse((r) => r.url().includes('/api/partnership'));
      await form.getByRole('button', { name: partnership.submit }).click();
      expect((await answer).status()).toBe(400);
      const again = page.locator('#partnership form');
      const messages = partnership.errors(typed);
      expect(messages).toHaveLength(2);
      await expect(again.locator('[data-field-error]:not(:empty)')).toHaveText(messages);
      await expect(again.getByLabel(label('company'))).toHaveAttribute('aria-invalid', 'true');
      await expect(again.locator('[data-result="failure"]')).toHaveText(partnership.failure);
      for (const [name, value] of Object.entries(typed)) if (name !== 'company') await expect(again.getByLabel(label(name)), name).toHaveValue(value);
      // Corrected, it sends from this page.
      const email = unique('nojs-fixed');
      await partnership.fill(again, { company: 'Rao Foods', email });
      await again.getByRole('button', { name: partnership.submit }).click();
      await expect(page.locator('#partnership form [data-result="success"]')).toHaveText(SUCCESS);
      expect(leadsFor('partnership-request', email)).toHaveLength(1);
    });
  });

  test('a GST enquiry from /gst reaches the enquiry form and a stored lead, which `npm run leads -- export` lists', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/gst');
      const gst = formAt('/gst', 'gst-new-form');
      const service = enquiryOf(gst.block).service;
      const start = page.locator('#gst-new-form form');
      await gst.fill(start, { state: 'Tamil Nadu', pan: 'abcde1234f' });
      await start.getByRole('button', { name: gst.submit }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('service')).toBe(service);
      // The server put the choices in the summary (no script needed).
      const summary = page.locator('[data-summary]');
      await expect(summary.locator('dt')).toHaveText(['service', 'state', 'pan'].map((name) => enquiry.block.summary!.labels![name]!));
      await expect(summary.locator('dd')).toHaveText([service, 'Tamil Nadu', 'ABCDE1234F']);
      const form = page.locator('#enquiry form');
      await expect(form.getByLabel(enquiry.label('service'))).toHaveCount(0);
      const email = unique('nojs-gst');
      await enquiry.fill(form, { name: 'Karthik S', email });
      await form.getByRole('button', { name: enquiry.submit }).click();
      await expect(page.locator('#enquiry form [data-result="success"]')).toHaveText(enquiry.success);
      const stored = { service, name: 'Karthik S', email, selections: { state: 'Tamil Nadu', pan: 'ABCDE1234F' } };
      expect(leadsFor('service-enquiry', email)).toEqual([stored]);
      const exported = JSON.parse(
        execFileSync('npx', ['tsx', 'server/cli/leads.ts', 'export', '--format', 'json', '--form', 'service-enquiry'], { env: { ...process.env, DATA_DIR }, encoding: 'utf8' }),
      ) as { payload?: unknown; [key: string]: unknown }[];
      expect(JSON.stringify(exported)).toContain(email);
      expect(exported.find((lead) => JSON.stringify(lead).includes(email))).toMatchObject({ form: 'service-enquiry' });
    });
  });

  test('an enquiry without an e-mail or phone is shown again with the choices kept in the summary', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/enquiry?service=GST+Registration&plan=Assured&entityType=LLP');
      const form = page.locator('#enquiry form');
      await enquiry.fill(form, { name: 'Karthik S' });
      await form.getByRole('button', { name: enquiry.submit }).click();
      const again = page.locator('#enquiry form');
      await expect(again.locator('[data-field-error]:not(:empty)')).toHaveText(enquiry.errors({ service: 'GST Registration', name: 'Karthik S' }));
      await expect(again.locator('[data-summary] dd')).toHaveText(['GST Registration', 'Assured', 'LLP']);
      await expect(again.getByLabel(enquiry.label('name'))).toHaveValue('Karthik S');
      const email = unique('nojs-enquiry-again');
      await enquiry.fill(again, { email });
      await again.getByRole('button', { name: enquiry.submit }).click();
      await expect(page.locator('#enquiry form [data-result="success"]')).toHaveText(enquiry.success);
      expect(leadsFor('service-enquiry', email)).toEqual([{ service: 'GST Registration', name: 'Karthik S', email, plan: 'Assured', selections: { entityType: 'LLP' } }]);
    });
  });

  test('the newsletter needs the consent box ticked, then subscribes', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/contact');
      const form = page.locator('footer form[data-newsletter]');
      const consent = form.getByLabel(newsletter.label('consent'));
      await expect(consent).not.toBeChecked();
      const email = unique('nojs-news');
      await newsletter.fill(form, { email, consent: true });
      await form.getByRole('button', { name: newsletter.submit }).click();
      await expect(page).toHaveURL(/\/contact\?sent=newsletter#form-newsletter$/);
      await expect(page.locator('footer form[data-newsletter] [data-result="success"]')).toHaveText(newsletter.success);
      expect(leadsFor('newsletter-signup', email)).toEqual([{ email, consent: 'Yes' }]);
    });
  });
});

test('the server refuses a newsletter sign-up without consent, whoever sends it', async ({ request }) => {
  const email = unique('no-consent');
  const json = await request.post('/api/newsletter', { data: { email } });
  expect(json.status()).toBe(400);
  const [consentRequired] = newsletter.errors({ email });
  expect((await json.json()).fields).toEqual({ consent: consentRequired });
  const form = await request.post('/api/newsletter', { form: { _origin: 'newsletter', email }, headers: { referer: 'http://127.0.0.1/about' }, maxRedirects: 0 });
  expect(form.status()).toBe(400);
  expect(await form.text()).toContain(consentRequired);
  expect(leadsFor('newsletter-signup', email)).toEqual([]);
});

test.describe('before the form script has arrived', () => {
  /** Holds the form island's code back, as a slow phone network would, until the test releases it. */
  async function holdIsland(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(island|hydrate)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('Send on the untouched partnership form is never disabled and shows the required-field messages', async ({ page }) => {
    const release = await holdIsland(page);
    await page.goto('/about');
    const form = page.locator('#partnership form');
    const send = form.getByRole('button', { name: partnership.submit });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.locator('[data-island="form"]', { has: page.locator('#partnership') })).not.toHaveAttribute('data-hydrated', '');
    release();
    await expect(form.locator('[data-field-error]:not(:empty)')).toHaveText(partnership.errors({}));
    await expect(form.getByLabel(label('firstName'))).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a filled form sent before hydration is sent once and says so', async ({ page }) => {
    const release = await holdIsland(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/partnership') posts.push(r.headers()['content-type'] ?? '');
    });
    await page.goto('/about');
    const form = page.locator('#partnership form');
    const email = unique('early');
    // Typed before the island's code has arrived (focus already asked for it).
    await partnership.fill(form, { firstName: 'Asha', lastName: 'Rao', company: 'Rao Foods', email });
    await form.getByRole('button', { name: partnership.submit }).click();
    await form.getByRole('button', { name: partnership.submit }).click();
    await expect(page.locator('[data-island="form"]', { has: page.locator('#partnership') })).not.toHaveAttribute('data-hydrated', '');
    release();
    await expect(form.locator('[data-result="success"]')).toHaveText(SUCCESS);
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
      await expect(notices.first()).toHaveText(`${privacy.notice} ${privacy.linkLabel}`);
      await expect(notices.first().getByRole('link', { name: privacy.linkLabel })).toHaveAttribute('href', privacy.policyHref);
    }
    await page.goto(privacy.policyHref);
    const anchor = privacy.policyHref.split('#')[1]!;
    const sections = blockOf('/privacy', 'policy-sections').sections;
    const index = Number(anchor.split('-').at(-1)) - 1;
    const rights = page.locator(`#${anchor}`);
    await expect(rights.locator('h2')).toHaveText(`${index + 1}. ${sections[index]!.heading}`);
    for (const text of [...(sections[index]!.paragraphs ?? []), ...(sections[index]!.bullets ?? [])].slice(0, 3)) await expect(rights).toContainText(plainText(text));
    const officer = privacy.grievanceOfficer!;
    await expect(rights.locator('[data-grievance-officer]')).toContainText(officer.title);
    await expect(rights.locator('[data-grievance-officer]').getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
  });
});

test('a page re-shown by the server hydrates with its messages and values, and then sends from script', async ({ page, request }) => {
  // The page the server answers an invalid plain post with, opened in a browser that runs scripts.
  const origin = /name="_origin" value="(\/about#[\d-]+)"/.exec(readFileSync(join(DIST_DIR, 'about', 'index.html'), 'utf8'))![1]!;
  const html = await (
    await request.post('/api/partnership', {
      form: { _origin: origin, firstName: 'Asha', lastName: 'Rao', company: '   ', email: 'asha@rao' },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
  ).text();
  await page.route('**/about-invalid', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto('/about-invalid');
  const island = page.locator('[data-island="form"]', { has: page.locator('#partnership') });
  const form = island.locator('form');
  await form.getByLabel(label('lastName')).focus();
  await expect(island).toHaveAttribute('data-hydrated', '');
  await expect(form.locator('[data-field-error]:not(:empty)')).toHaveText(partnership.errors({ firstName: 'Asha', lastName: 'Rao', company: '   ', email: 'asha@rao' }));
  await expect(form.getByLabel(label('firstName'))).toHaveValue('Asha');
  await expect(form.getByLabel(label('email'))).toHaveValue('asha@rao');
  const email = unique('rehydrated');
  await partnership.fill(form, { company: 'Rao Foods', email });
  await form.getByRole('button', { name: partnership.submit }).click();
  await expect(form.locator('[data-result="success"]')).toHaveText(SUCCESS);
  await expect(form.locator('[data-field-error]:not(:empty)')).toHaveCount(0);
  expect(leadsFor('partnership-request', email)).toEqual([{ firstName: 'Asha', lastName: 'Rao', company: 'Rao Foods', email }]);
  expect(messages).toEqual([]);
});
