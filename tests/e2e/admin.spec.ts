// The back office in Chromium, against the production server and the built admin app (dist-admin/):
// what a new person does from the link an operator gives them to a lead handled and exported, and
// an administrator's first sign-in with the second factor set up — all through the real UI, with axe
// (WCAG 2.2 AA) on every screen at 390 px and the main ones at 1280 px, keyboard-only sign-in, the
// erase dialog's focus trap, and not one Content-Security-Policy violation on the way.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { passwordProblem } from '../../admin/server/auth/passwords.ts';
import { RESET_ANSWER } from '../../admin/server/routes/auth.ts';
import { addUser, axe, focusIsVisible, letters, totpCode, watchCsp } from './admin.ts';
import { formLabels } from '../../server/form-labels.ts';
import { partnershipAnswers, unique } from './forms.ts';
import { site } from './site.ts';

const SMTP_PASSWORD = 'mail-Pa55word!';

/** A real SMTP server in this process (nothing leaves the machine): the recipients and subject of each mail it takes. */
async function smtpServer() {
  const { SMTPServer } = await import('smtp-server');
  const mails: { to: string[]; subject: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, done) =>
      auth.username === 'leads' && auth.password === SMTP_PASSWORD ? done(null, { user: 'leads' }) : done(new Error('Invalid username or password')),
    // Parsed, not read with a pattern: a subject with a dash or a Hindi name arrives encoded (=?UTF-8?Q?New_…).
    onData(stream, session, done) {
      simpleParser(stream, (error, mail) => {
        if (!error) mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject: mail.subject ?? '' });
        done(error ?? null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const PASSWORD = 'saffron kettle orbit meadow';
const IST_TIME = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{1,2}:\d{2} (am|pm) IST$/;

test.use({ viewport: { width: 390, height: 844 } });

/** Opens a one-time link and chooses the password; ends on the sign-in page with the address filled in. */
async function setPassword(page: Page, link: string, name: string, email: string, checks: (page: Page) => Promise<void> = async () => {}) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${name}`);
  await checks(page);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  // The server hashes the password with argon2id first: allow for a busy machine.
  await expect(page).toHaveURL(/\/admin\/sign-in$/, { timeout: 15_000 });
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('status').filter({ hasText: 'password' })).toHaveText('Your password is set. Sign in with it now.');
}

test('a new sales colleague: link → password → sign in → the lead just sent → contacted → CSV export', async ({ page, baseURL, request }) => {
  test.setTimeout(120_000); // for a busy machine: eight page checks with axe, four password hashes
  const cspViolations = await watchCsp(page);
  const email = unique('sales');
  const name = 'Priya Sharma';
  const [link] = await Promise.all([addUser(baseURL!, { email, name, role: 'sales' }), page.goto('/admin/sign-in')]);

  // The sign-in page, before the account exists: forgot-password gives the same answer for anyone.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  expect(await axe(page), 'sign-in at 390 px').toEqual([]);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(unique('nobody'));
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'link' })).toHaveText(RESET_ANSWER.message);

  // A visitor sends the partnership form from /about.
  const visitor = unique('lead');
  // A name no other test sends (the form tests send theirs to the same server).
  const answers = {
    ...partnershipAnswers(visitor),
    firstName: 'Kavya',
    lastName: `Menon ${letters()}`,
  };
  const posted = await request.post('/api/partnership', { data: answers, headers: { referer: `${baseURL}/about`, 'x-form-elapsed-ms': '9000' } });
  expect(posted.status()).toBe(201);

  await setPassword(page, link, name, email, async () => {
    expect(await axe(page), 'set-password at 390 px').toEqual([]);
    // A password the server refuses: its reason, at the field.
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Set password' }).click();
    const problem = (await passwordProblem('short', { siteName: site.brand.name, name, email }))!;
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAccessibleDescription(new RegExp(`${problem.replace(/[.()]/g, '\\$&')}$`));
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeFocused();
  });

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/, { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText(['Leads', 'Unfound searches', 'Your account']);
  await expect(page.getByRole('banner')).toContainText(`${name} · Sales`);
  const leadName = `${answers.firstName} ${answers.lastName}`;
  // The inbox's first page is shared with every test sending leads at the same time: this lead is looked for by search below.
  await expect(page.getByRole('list', { name: 'Leads, newest first' })).toBeVisible();
  expect(await axe(page), 'leads at 390 px').toEqual([]);

  // Search: kept in the address, so a reload shows the same view.
  await page.getByRole('searchbox', { name: 'Search' }).fill(visitor);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/admin/leads?q=${encodeURIComponent(visitor)}`);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(visitor);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'lead' })).toHaveText('1 lead, newest first');

  await page.getByRole('link', { name: leadName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leadName);
  const fields = page.getByRole('region', { name: 'What they sent' });
  await expect(fields.getByRole('definition').filter({ hasText: visitor })).toHaveText(visitor);
  // The site's page, at the address the server is configured with (PUBLIC_URL).
  expect(new URL((await fields.getByRole('link', { name: '/about' }).getAttribute('href'))!).pathname).toBe('/about');
  const received = await fields.locator('time').textContent();
  expect(received).toMatch(IST_TIME);
  await expect(page.getByText(`${formLabels('partnership-request').title}, received ${received}`)).toBeVisible();
  expect(await axe(page), 'lead at 390 px').toEqual([]);

  // Mark it contacted: saved, announced, in the history with who.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved: status Contacted.');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(`${name} changed the status from New to Contacted`);

  // Erasing asks first, in a dialog that keeps focus and gives it back.
  const erase = page.getByRole('button', { name: 'Erase this person’s data' });
  await erase.click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase 1 lead?' });
  await expect(dialog).toContainText(`This erases the one lead sent with the e-mail address ${visitor}`);
  await expect(dialog.getByRole('checkbox', { name: 'I understand that the erased data cannot be brought back' })).toBeFocused();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Erase 1 lead' }).click();
  await expect(dialog.getByText('Tick the box to confirm: erased data cannot be brought back.')).toBeVisible();
  expect(await axe(page, '[role=alertdialog]'), 'erase dialog at 390 px').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(erase).toBeFocused();

  // Export the current filter: the lead, contacted, in the safe CSV.
  await page.getByRole('link', { name: '← Back to the leads' }).click();
  await expect(page).toHaveURL(`/admin/leads?q=${encodeURIComponent(visitor)}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\ufeff/, '')
    .split('\r\n');
  // In the inbox's words (the export's own test: tests/e2e/admin-leads.spec.ts).
  expect(csv[0]).toMatch(/^"Received \(IST\)","Form","Status","Assigned to","Sent from","Language","Suspected spam",/);
  expect(csv.filter(Boolean)).toHaveLength(2);
  // Sent from the English /about page without a language field: the page's language.
  expect(csv[1]).toContain(`"${formLabels('partnership-request').title}","Contacted","","/about","English (en)","No"`);
  expect(csv[1]).toContain(`"${visitor}"`);
  await expect(page.getByRole('link', { name: 'Export JSON' })).toHaveAttribute('href', `/admin/api/leads/export?q=${encodeURIComponent(visitor)}&format=json`);

  // The main screens at desktop width too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('table', { name: 'Leads, newest first' }).getByRole('row')).toHaveCount(2);
  expect(await axe(page), 'leads at 1280 px').toEqual([]);
  await page.getByRole('table').getByRole('link', { name: leadName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leadName);
  expect(await axe(page), 'lead at 1280 px').toEqual([]);
  expect(await cspViolations()).toEqual([]);
});

test('an administrator: keyboard-only sign-in, second factor set up, users, audit log, settings, account', async ({ page, baseURL }) => {
  test.setTimeout(120_000); // for a busy machine: eight page checks with axe, four password hashes
  const cspViolations = await watchCsp(page);
  const email = unique('admin');
  const name = 'Vikram Iyer';
  await setPassword(page, await addUser(baseURL!, { email, name, role: 'admin' }), name, email);

  // Keyboard only, from the top of a fresh sign-in page; focus is always visible.
  await page.goto('/admin/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('ControlOrMeta+A');
  // Typed as one input (key by key costs seconds and proves nothing more).
  await page.keyboard.insertText(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.insertText(PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');

  // Administrators must set up the second factor before anything else.
  await expect(page).toHaveURL(/\/admin\/second-factor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your second factor');
  const qr = page.getByRole('img', { name: 'QR code that adds this account to an authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = (await page.getByRole('main').locator('code').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await axe(page), 'second-factor set-up at 390 px').toEqual([]);
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on the second factor' }).click();
  // Ten recovery codes, shown once, before anything else (their own test: admin-second-factor.spec.ts).
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them — continue' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/, { timeout: 15_000 });
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Leads', 'Publishing', 'Site history', 'Edit the site', 'Unfound searches', 'Users', 'Audit log', 'Settings', 'Your account']);

  // Users: invite someone; the one-time link is shown to copy.
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const invited = unique('invited');
  const invitedName = `Neha ${letters()}`;
  await page.getByRole('textbox', { name: 'Email' }).fill(invited);
  await page.getByRole('textbox', { name: 'Name' }).fill(invitedName);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('sales');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'invited' })).toHaveText(`${invitedName} is invited as Sales.`);
  await expect(page.getByRole('textbox', { name: `One-time link for ${invitedName}` })).toHaveValue(/\/admin\/set-password\?token=[A-Za-z0-9_-]{43}$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: invitedName }) });
  await expect(card).toContainText(invited);
  await expect(card).toContainText('Invited: no password yet');
  expect(await axe(page), 'users at 390 px').toEqual([]);

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('user.invited');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL('/admin/audit?action=user.invited');
  // This invitation's entry (other tests invite people at the same time): people by name, the
  // administrator who invited and the one invited.
  const entry = page.getByRole('list', { name: 'Audit log, newest first' }).getByRole('listitem').filter({ hasText: invitedName });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(name);
  await expect(entry).toContainText(invitedName);
  expect(await axe(page), 'audit log at 390 px').toEqual([]);

  // Settings: the test server has no mail server; the administrator sets one up here (a real SMTP server
  // in this process), a test e-mail arrives, and it is switched off again.
  await nav.getByRole('link', { name: 'Settings' }).click();
  const mail = page.getByRole('region', { name: 'New-lead e-mail' });
  await expect(mail.getByRole('definition')).toHaveText(['Not set up']);
  await expect(mail.getByRole('button', { name: 'Send test e-mail' })).toHaveCount(0);
  // Backups: the test server backs up on no schedule; the panel says so (and how to turn it on).
  const backups = page.getByRole('region', { name: 'Backups' });
  await expect(backups.getByRole('definition')).toHaveText(['None made by the server yet', 'Not scheduled']);
  await expect(backups).toContainText('To have the server back up by itself, set BACKUP_DIR, BACKUP_EVERY (such as 1d) and BACKUP_KEY on the server and restart it.');
  expect(await axe(page), 'settings at 390 px').toEqual([]);
  const smtp = await smtpServer();
  try {
    await mail.getByRole('button', { name: 'Save' }).click();
    await expect(mail.getByLabel(/^Mail server\b/)).toHaveAccessibleDescription('Mail server is required.');
    await expect(mail.getByLabel(/^Mail server\b/)).toBeFocused();
    await mail.getByLabel(/^Mail server\b/).fill('127.0.0.1');
    await mail.getByLabel(/^Port\b/).fill(String(smtp.port));
    await mail.getByLabel(/^Security\b/).selectOption('starttls');
    await mail.getByLabel(/^User name\b/).fill('leads');
    await mail.getByLabel(/^Password\b/).fill(SMTP_PASSWORD);
    await mail.getByLabel(/^Sent from\b/).fill('leads@filingbridge.in');
    await mail.getByLabel(/^Send new leads to\b/).fill('sales@filingbridge.in');
    await mail.getByRole('button', { name: 'Save' }).click();
    await expect(mail.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(
      'Saved. New leads are e-mailed to sales@filingbridge.in — send a test e-mail to check that it arrives.',
    );
    await expect(mail.getByRole('definition').first()).toHaveText('Set up');
    // The password is never shown again: the field is empty and says a password is kept.
    await expect(mail.getByLabel(/^Password\b/)).toHaveValue('');
    await expect(mail.getByLabel(/^Password\b/)).toHaveAccessibleDescription('A password is saved (it is never shown again). Leave this empty to keep it, or write a new one.');
    expect(await page.content()).not.toContain(SMTP_PASSWORD);
    await page.screenshot({ path: 'test-results/admin/settings-mail-390.png', fullPage: true });
    await mail.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect(mail.getByRole('status').filter({ hasText: 'Test e-mail sent' })).toHaveText('Test e-mail sent to sales@filingbridge.in.');
    // The team gets the test e-mail only. While the e-mail is set up, what other tests cause at the same time
    // comes here too: their new leads (to the team) and a quote's copy to the visitor who asked for it.
    const toTeam = smtp.mails.filter((mail) => mail.to.includes('sales@filingbridge.in') && !mail.subject.startsWith('New '));
    expect(toTeam).toEqual([{ to: ['sales@filingbridge.in'], subject: `Test e-mail from the ${site.brand.name} back office` }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axe(page), 'settings, set up, at 1280 px').toEqual([]);
    await page.screenshot({ path: 'test-results/admin/settings-mail-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await mail.getByRole('button', { name: 'Switch off' }).click();
    await expect(mail.getByRole('status').filter({ hasText: 'Switched off' })).toHaveText('Switched off: new leads are no longer e-mailed; they are all in the inbox here.');
    await expect(mail.getByRole('definition')).toHaveText(['Not set up']);
  } finally {
    // Left set up by a failed run, the test server would go on e-mailing a mail server that is gone.
    const off = mail.getByRole('button', { name: 'Switch off' });
    if (await off.isVisible()) await off.click();
    await smtp.close();
  }

  await nav.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('region', { name: 'Second factor' })).toContainText(
    'On. After your password you enter a code from your authenticator app. Administrators must keep it on.',
  );
  expect(await axe(page), 'account at 390 px').toEqual([]);

  // Signing in again asks for a code (a new one: each is accepted once).
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole('status').filter({ hasText: 'signed out' })).toHaveText('You are signed out.');
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axe(page), 'sign-in at 1280 px').toEqual([]);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axe(page), 'second-factor code at 390 px').toEqual([]);
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/, { timeout: 15_000 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 3, name: `${name} (you)` })).toBeVisible();
  expect(await axe(page), 'users at 1280 px').toEqual([]);
  expect(await cspViolations()).toEqual([]);
});

test("a publisher: the site's history, newest first, and a version's changes in words", async ({ page, baseURL }) => {
  test.setTimeout(90_000); // for a busy machine: four page checks with axe, two password hashes
  const cspViolations = await watchCsp(page);
  const [name, email] = [`Meera ${letters()}`, `meera.${letters()}@filingbridge.in`];
  const link = await addUser(baseURL!, { email, name, role: 'publisher' });
  await setPassword(page, link, name, email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A publisher's first section is Publishing; the leads are not theirs.
  await expect(page).toHaveURL(/\/admin\/publishing$/, { timeout: 15_000 });
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Publishing', 'Site history', 'Edit the site', 'Unfound searches', 'Your account']);
  await nav.getByRole('link', { name: 'Site history' }).click();
  await expect(page).toHaveURL(/\/admin\/history$/);

  // The newest version of site-config/ in this repository, as git tells it.
  const [id, author, message] = execFileSync('git', ['log', '-1', '--first-parent', '--format=%H%x00%an%x00%s', '--', 'site-config'], { encoding: 'utf8' }).trim().split('\0');
  const total = Number(execFileSync('git', ['rev-list', '--count', '--first-parent', 'HEAD', '--', 'site-config'], { encoding: 'utf8' }).trim());
  await expect(page.getByRole('status').filter({ hasText: 'versions' })).toHaveText(
    total > 20 ? `Showing 1–20 of ${total.toLocaleString('en-IN')} versions, newest first` : `${total} versions, newest first`,
  );
  const newest = page.getByRole('list', { name: 'Versions of the site, newest first' }).getByRole('listitem').first();
  await expect(newest).toContainText(author!);
  await expect(newest).toContainText(message!);
  await expect(newest.getByRole('link')).toHaveText(IST_TIME);
  expect(await axe(page), 'history at 390 px').toEqual([]);

  await newest.getByRole('link').click();
  await expect(page).toHaveURL(`/admin/history/${id}`);
  // Named in people's words: the message when written for people, else made from what changed (the history's own tests).
  const { version } = (await (await page.request.get(`/admin/api/history/${id}`)).json()) as { version: { title: string } };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(version.title);
  await expect(page.getByText(`By ${author} on `)).toBeVisible();
  // Every file it changed has its own part, named in words (never a JSON key or a file path for a page).
  const files = execFileSync('git', ['show', '--format=', '--diff-merges=first-parent', '--name-only', '--relative', id!, '--', '.'], { cwd: 'site-config', encoding: 'utf8' })
    .trim()
    .split('\n');
  // …and a publisher gets one more: "Restore this version".
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(files.length + 1);
  await expect(page.getByRole('heading', { level: 2 }).last()).toHaveText('Restore this version');
  expect(await axe(page), 'a version at 390 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axe(page), 'a version at 1280 px').toEqual([]);
  await page.getByRole('link', { name: '← All versions' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await axe(page), 'history at 1280 px').toEqual([]);

  // An address that is no version says so in words.
  await page.goto('/admin/history/0123456789abcdef0123456789abcdef01234567');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This version cannot be shown');
  await expect(page.getByRole('alert').filter({ hasText: 'version' })).toHaveText('There is no such version of the site (the address may be cut short).');
  expect(await cspViolations()).toEqual([]);
});
