// The back office without traps, in Chromium against the production server: nothing a person chose on
// a lead is dropped silently, the CSV export reads as the inbox does (India time, the form's labels,
// notes, phone numbers as typed, formulas still refused), the audit log is in words and names, and
// /admin/ with a slash opens the back office. Each screen is also photographed at 390 px and 1280 px
// (test-results/admin-leads/) for a person to look at. Sales is one colleague per worker, signed in once
// (signedInState; signing in itself: admin.spec.ts); the administrator signs in within the audit log's test.
import { readFileSync } from 'node:fs';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { addUser, axe, letters, signedInState, TEST_PASSWORD, totpCode, watchCsp, type SignedIn } from './admin.ts';
import { formLabels } from '../../server/form-labels.ts';
import { openStore, backOfficeFor } from '../../server/db/open-store.ts';
import { fileNameInWords } from '../../admin/server/history/changes.ts';
import { DATA_DIR, partnershipAnswers, unique } from './forms.ts';
import { blockOf } from './site.ts';
import { CONTACT_WAYS } from '../../engine/rules/quote.ts';

const SHOTS = 'test-results/admin-leads';

/** A photo of the page at 390 px and at 1280 px, then back to 390 px. */
async function photograph(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * This worker's sales colleague, who has chosen a password and signed in once (two password hashes and three
 * screens, seconds on a busy machine): each test's tab starts with the session. Their leads, notes and
 * choices are each test's own (a lead of its own), so the tests need no account of their own.
 */
const test = base.extend<object, { sales: { name: string; state: SignedIn } }>({
  sales: [
    async ({ browser }, use, workerInfo) => {
      const name = `Sana Sales ${letters()}`;
      await use({ name, state: await signedInState(browser, String(workerInfo.project.use.baseURL), DATA_DIR, { name, role: 'sales' }) });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ sales }, use) => use(sales.state),
});

test.use({ viewport: { width: 390, height: 844 } });

/** The inbox, with this worker's sales session. */
async function openLeads(page: Page) {
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');
}

/** A new administrator who has chosen a password, signed in and set up the second factor, in a tab with no session. */
async function signedInAdmin(page: Page, baseURL: string, name: string) {
  const role = 'admin';
  const email = unique(role);
  const link = await addUser(baseURL, { email, name, role });
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm new password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/, { timeout: 20_000 });
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/second-factor$/, { timeout: 20_000 });
  const secret = (await page.getByRole('main').locator('code').textContent())!.replace(/\s/g, '');
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on the second factor' }).click();
  // The ten recovery codes are shown once before anything else.
  await page.getByRole('button', { name: 'I have saved them — continue' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/, { timeout: 20_000 });
  return email;
}

/** A partnership request sent from /about, as a visitor's browser sends it; returns its id and the person's name. */
async function sendLead(request: APIRequestContext, baseURL: string, extra: Record<string, string> = {}) {
  const email = unique('lead');
  const answers = { ...partnershipAnswers(email), firstName: 'Kavya', lastName: `Menon ${letters()}`, ...extra };
  const posted = await request.post('/api/partnership', { data: answers, headers: { referer: `${baseURL}/about`, 'x-form-elapsed-ms': '9000' } });
  expect(posted.status()).toBe(201);
  return { id: (await posted.json()).id as string, name: `${answers.firstName} ${answers.lastName}`, email };
}

test('a status and assignee chosen before adding a note are saved with it, not lost on reload', async ({ page, baseURL, request, sales }) => {
  test.setTimeout(90_000);
  const cspViolations = await watchCsp(page);
  const me = sales.name;
  const lead = await sendLead(request, baseURL!);

  await page.goto(`/admin/leads/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lead.name);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: me });
  // Not saved yet, and the page says so.
  await expect(page.getByRole('region', { name: 'Status and who handles it' })).toContainText('Not saved yet');
  await photograph(page, 'unsaved-choice');
  await page.getByRole('textbox', { name: 'Note' }).fill('Called at 4 pm; sends the documents tomorrow.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added' })).toHaveText('Note added to the history. Saved with it: status Contacted, assigned to ' + me + '.');
  const history = page.getByRole('region', { name: 'History' });
  // The colleague by name, not by e-mail address.
  await expect(history.getByRole('listitem').first()).toContainText(`${me} added a note`);
  await expect(history).toContainText(`${me} changed the status from New to Contacted`);
  // Assigning oneself reads as taking the lead (never "Sana Sales assigned it to Sana Sales").
  await expect(history).toContainText(`${me} took this lead`);
  await expect(history).not.toContainText(`assigned this lead to ${me}`);
  await expect(page.getByRole('region', { name: 'Status and who handles it' })).not.toContainText('Not saved yet');
  await photograph(page, 'note-with-choice');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
  await expect(page.getByRole('combobox', { name: 'Assigned to' }).locator('option:checked')).toHaveText(me);
  // Only this test's lead (the inbox's first page is shared with every test sending leads at the same time).
  await page.goto(`/admin/leads?q=${encodeURIComponent(lead.email)}`);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: lead.name }) });
  await expect(row).toContainText('Contacted');
  expect(await axe(page), 'leads at 390 px').toEqual([]);
  expect(await cspViolations()).toEqual([]);
});

test('the CSV export reads as the inbox does: its words, India time, notes, phone numbers as plain text, no formulas', async ({ page, baseURL, request, sales }) => {
  test.setTimeout(90_000);
  const me = sales.name;
  const lead = await sendLead(request, baseURL!, { company: '=HYPERLINK("http://evil.example","x")', phone: '+91 98765 43210' });
  await page.goto(`/admin/leads/${lead.id}`);
  const received = (await page.getByRole('region', { name: 'What they sent' }).locator('time').getAttribute('datetime'))!;
  await page.getByRole('textbox', { name: 'Note' }).fill('Wants a call back\nafter 5 pm.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added' })).toBeVisible();

  await page.goto(`/admin/leads?q=${encodeURIComponent(lead.email)}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const bytes = readFileSync(await download.path(), 'utf8');
  expect(bytes.startsWith('\ufeff'), 'a UTF-8 byte order mark, so spreadsheets read ₹ and names right').toBe(true);
  expect(bytes.endsWith('\r\n')).toBe(true);
  const rows = parseCsv(bytes.slice(1));
  expect(rows).toHaveLength(2);
  const [header, row] = rows as [string[], string[]];
  const cell = (name: string) => row[header.indexOf(name)];
  const labels = formLabels('partnership-request').fields;
  expect(header).toEqual(expect.arrayContaining(['Received (IST)', 'Form', 'Status', 'Assigned to', 'Sent from', 'Notes', labels.get('firstName')!, labels.get('phone')!]));
  for (const developerWord of ['fill_ms', 'suspected_spam', 'created_at', 'firstName', 'phone']) expect(header).not.toContain(developerWord);
  // 10:00 UTC is 15:30 in India.
  const ist = new Date(Date.parse(received) + 5.5 * 3_600_000).toISOString();
  expect(cell('Received (IST)')).toBe(`${ist.slice(0, 10)} ${ist.slice(11, 16)}`);
  expect(cell('Form')).toBe(formLabels('partnership-request').title);
  // Plain text in every spreadsheet (server/cli/export-format.ts spreadsheetCell): no leading + that would
  // start a formula, no ="…" that LibreOffice shows as typed, no quote mark.
  expect(cell(labels.get('phone')!)).toBe('(+91) 98765 43210');
  expect(cell(labels.get('company')!)).toBe(`'=HYPERLINK("http://evil.example","x")`);
  expect(cell('Notes')).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} ${me}: Wants a call back\nafter 5 pm\\.$`));
  expect(cell('Status')).toBe('New');
  expect(cell('Suspected spam')).toBe('No');
  await photograph(page, 'inbox-export');
});

test('a lead sent from a Hindi page shows "Language: हिन्दी", and the inbox filters by language', async ({ page, baseURL, request }) => {
  test.setTimeout(90_000);
  // Both leads name a company only this test uses, so the inbox can be narrowed to them alone.
  const company = `Bhasha Textiles ${letters()}`;
  const [, hindi, english] = await Promise.all([openLeads(page), sendLead(request, baseURL!, { _language: 'hi', company }), sendLead(request, baseURL!, { company })]);
  await page.getByRole('searchbox', { name: 'Search' }).fill(company);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'lead' })).toHaveText('2 leads, newest first');
  await page.locator('summary', { hasText: 'Filters' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]language=hi(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(company).replace(/%20/g, '(%20|\\+)')}(&|$)`));
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'lead' })).toHaveText('1 lead, newest first');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: hindi.name }) });
  await expect(row.locator('dt', { hasText: 'Language' }).locator('+ dd')).toHaveText('हिन्दी');
  await expect(page.getByRole('link', { name: english.name })).toHaveCount(0);
  await photograph(page, 'inbox-language');
  await page.goto(`/admin/leads/${hindi.id}`);
  await expect(
    page
      .getByRole('main')
      .locator('dt', { hasText: /^Language$/ })
      .locator('+ dd'),
  ).toHaveText('हिन्दी');
  expect(await axe(page), 'lead with its language at 390 px').toEqual([]);
});

test.describe('an administrator', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the audit log names actions in words and people by name', async ({ page, baseURL, request }) => {
    test.setTimeout(90_000);
    const me = `Vikram Admin ${letters()}`;
    const [email, lead] = await Promise.all([signedInAdmin(page, baseURL!, me), sendLead(request, baseURL!)]);
    await page.goto(`/admin/leads/${lead.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lead.name);

    // A draft saved and a publish, written as the editor's and the publishing routes write them.
    const store = await openStore({ dataDir: DATA_DIR, databaseUrl: undefined, databaseSchema: 'public', databasePoolSize: 1 }, { outbox: false });
    try {
      const office = await backOfficeFor(store);
      const user = (await office.userByEmail(email))!;
      const at = Date.now();
      await office.appendAudit({ at, actorId: user.id, actor: user.email, action: 'draft.save', target: 'pages/gst.json', detail: null, ip: '127.0.0.1' });
      await office.appendAudit({
        at: at + 1,
        actorId: user.id,
        actor: user.email,
        action: 'site.publish',
        target: 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2',
        detail: { files: ['pages/gst.json'] },
        ip: '127.0.0.1',
      });
    } finally {
      await store.close();
    }

    // This person's entries, each on the page of its own kind of action: other tests write to the same log at
    // the same time, and a page holds the 50 newest entries, so the whole log's first page may not hold them.
    const log = page.getByRole('list', { name: 'Audit log, newest first' });
    const mine = log.getByRole('listitem').filter({ hasText: me });
    await page.goto('/admin/audit?action=site.publish');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(`Published the site: ${fileNameInWords('pages/gst.json')}`);
    await expect(log).not.toContainText('site.publish');
    await page.goto('/admin/audit?action=draft.save');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(`Saved a draft of ${fileNameInWords('pages/gst.json')}`);
    await page.goto('/admin/audit?action=lead.viewed');
    const opened = mine.filter({ hasText: 'Opened a lead' });
    await expect(opened).toHaveCount(1);
    await expect(opened.getByRole('link', { name: `Lead from ${lead.name}` })).toBeVisible();
    await expect(log).not.toContainText(email);
    await expect(log).not.toContainText('lead.viewed');
    expect(await axe(page), 'audit log at 390 px').toEqual([]);
    await photograph(page, 'audit-log');
  });
});

test('"Suspected spam" is cleared by sales in one press and stays cleared', async ({ page, baseURL, request }) => {
  test.setTimeout(90_000);
  // Sent faster than people type (100 ms): marked as suspected spam by the form API.
  const email = unique('quick');
  const answers = { ...partnershipAnswers(email), firstName: 'Quick', lastName: `Typist ${letters()}` };
  const posted = await request.post('/api/partnership', { data: answers, headers: { referer: `${baseURL}/about`, 'x-form-elapsed-ms': '100' } });
  expect(posted.status()).toBe(201);
  const id = (await posted.json()).id as string;
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByText('Suspected spam', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as not spam' })).toHaveText('Marked as not spam: this lead is counted with the others again.');
  await expect(page.getByText('Suspected spam', { exact: true })).toHaveCount(0);
  expect(await axe(page), 'lead after Not spam at 390 px').toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${answers.firstName} ${answers.lastName}`);
  await expect(page.getByText('Suspected spam', { exact: true })).toHaveCount(0);
});

test('/admin/ with a slash opens the back office', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');
  await photograph(page, 'admin-slash');
});

/** RFC 4180 CSV: quoted fields with "" for a quote, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    expect(text[i], `field at ${i} is quoted`).toBe('"');
    let value = '';
    i++;
    for (;;) {
      const quote = text.indexOf('"', i);
      value += text.slice(i, quote);
      i = quote + 1;
      if (text[i] === '"') {
        value += '"';
        i++;
      } else break;
    }
    row.push(value);
    if (text[i] === ',') i++;
    else {
      expect(text.slice(i, i + 2)).toBe('\r\n');
      i += 2;
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

test('the unfound searches: a search that found nothing, how often, when, its links; the period is kept in the address', async ({ page, request }) => {
  test.setTimeout(90_000);
  const words = `qzvx ${letters()}`;
  for (let i = 0; i < 2; i++) expect((await request.get(`/search?q=${encodeURIComponent(words)}`)).status()).toBe(200);
  await openLeads(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Unfound searches' }).click();
  await expect(page).toHaveURL(/\/admin\/searches$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What visitors looked for and did not find');
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('30');
  const DAY = /^\d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{4}$/;
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'search' })).toHaveText(
    /^[\d,]+ different search(es)? from \d{2}-[A-Z][a-z]{2}-\d{4} to \d{2}-[A-Z][a-z]{2}-\d{4}(, the \d+ most frequent shown)?$/,
  );
  const row = page
    .getByRole('list', { name: 'Searches that found nothing, most often searched first' })
    .getByRole('listitem')
    .filter({ hasText: `“${words}”` });
  await expect(row.getByRole('definition')).toHaveText(['2', DAY, DAY, `The search for “${words}”Its enquiry form for “${words}”`]);
  await expect(row.getByRole('link', { name: `The search for “${words}”` })).toHaveAttribute('href', `/search?q=${encodeURIComponent(words)}`);
  expect(await axe(page), 'unfound searches at 390 px').toEqual([]);

  await page.getByRole('combobox', { name: 'Period' }).selectOption('7');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL('/admin/searches?days=7');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('7');
  await expect(
    page
      .getByRole('list', { name: 'Searches that found nothing, most often searched first' })
      .getByRole('listitem')
      .filter({ hasText: `“${words}”` }),
  ).toHaveCount(1);
});

test('a quote reads in the inbox’s words (how to reach them, a link to the quote); its claimed UPI payment shows "Payment claimed: UTR …", filters by payment, and sales mark it received', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Meera Quote ${letters()}`;
  const [, sent] = await Promise.all([
    openLeads(page),
    (async () => {
      const posted = await request.post('/api/quote', {
        data: { quote: 'i=gst-registration.basic', name, phone: '+91 98765 43210', contactBy: 'call', time: 'Any time' },
        headers: { referer: `${baseURL}/quote`, 'x-form-elapsed-ms': '9000' },
      });
      expect(posted.status()).toBe(201);
      const { id, reference } = (await posted.json()) as { id: string; reference: string };
      // The UTR the visitor's UPI app showed, typed on the confirmation (with the spaces people type).
      const claimed = await request.post('/quote/payment', { data: { reference, utr: '4123 4567 8901' }, headers: { accept: 'application/json' } });
      expect(await claimed.json()).toEqual({ reference, utr: '412345678901', payment: 'claimed' });
      return { id, reference };
    })(),
  ]);
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'lead' })).toHaveText('1 lead, newest first');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(row.locator('dt', { hasText: /^Payment$/ }).locator('+ dd')).toHaveText('Payment claimed: UTR 412345678901');
  // The payment filter: claimed lists it, received does not (yet).
  await page.locator('summary', { hasText: 'Filters' }).click();
  const payment = page.getByRole('combobox', { name: 'Payment' });
  await payment.selectOption({ label: 'Payment received' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]payment=received(&|$)/);
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  // The filters stay open while one is in use.
  await expect(payment).toHaveValue('received');
  await payment.selectOption({ label: 'Payment claimed' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]payment=claimed(&|$)/);
  await expect(page.getByRole('link', { name })).toHaveCount(1);
  // Sales saw the money in the bank: one press, said in words, and the lead says so after a reload.
  await page.goto(`/admin/leads/${sent.id}`);
  await expect(page.getByRole('main').getByText('Payment claimed: UTR 412345678901')).toBeVisible();
  // What they sent, in the inbox's words: the way to reach them as the quote form said it, the quote as a
  // link to its page, and the service and plan by their names from site-config (not the quote's address).
  const sentFields = page.getByRole('region', { name: 'What they sent' });
  const sentRow = (label: string) => sentFields.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  const basic = blockOf('/gst', 'pricing-cards', 'pricing').plans![0]!;
  await expect(sentRow(formLabels('quote-request').fields.get('contactBy')!)).toHaveText(CONTACT_WAYS.find(([value]) => value === 'call')![1]);
  await expect(sentRow('Quote page').getByRole('link', { name: 'Open this quote on the site' })).toHaveAttribute('href', /^https?:\/\/[^/]+\/quote\?i=gst-registration\.basic$/); // PUBLIC_URL's site
  await expect(sentRow(formLabels('quote-request').fields.get('items')!)).toContainText(`${basic.action.service} — ${basic.name}`);
  await expect(sentFields).not.toContainText('i=gst-registration');
  await expect(sentFields.locator('dd', { hasText: /^call$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark payment received' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as received' })).toHaveText('Marked as received: the history and the audit log say who and when.');
  await page.reload();
  await expect(page.getByRole('main').getByText('Payment received', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark payment received' })).toHaveCount(0);
  await photograph(page, 'quote-payment');
  expect(await axe(page), 'a quote with its payment at 390 px').toEqual([]);
});
