// New-lead e-mail against a real SMTP server in this process (smtp-server, messages parsed with
// mailparser): refused, gone and back, a restart in between — every lead mailed exactly once, the
// visitor's 201 never waiting for it, no password in any log line; the settings page's status and
// "Send test e-mail".
import { afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { adminApp, call, seedUser, signedInAdmin, signIn } from './admin-helpers.ts';
import { postJson, tempDir, VALID_PARTNERSHIP } from './helpers.ts';
import { leadMail } from '../../server/lead-mail.ts';

const SMTP_PASSWORD = 's3cret-Pa55word!';

/** An SMTP server that refuses the first `refuse` messages (451), then takes every one. */
async function smtp(options: { refuse?: number; port?: number } = {}) {
  const received: ParsedMail[] = [];
  let refuse = options.refuse ?? 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'leads' && auth.password === SMTP_PASSWORD) return callback(null, { user: 'leads' });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      if (refuse > 0) {
        refuse--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream, (error, mail) => {
        if (!error) received.push(mail);
        callback(error ?? null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const env = (port: number, extra: Record<string, string> = {}) => ({
  SMTP_URL: `smtp://leads:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
  MAIL_FROM: 'leads@filingbridge.in',
  LEAD_NOTIFY_TO: 'sales@filingbridge.in, owner@filingbridge.in',
  PUBLIC_URL: 'https://www.filingbridge.in',
  OUTBOX_POLL_MS: '200',
  ...extra,
});

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('new-lead e-mail', () => {
  it('mails every lead exactly once to the team while the mail server refuses, then recovers', async () => {
    const mail = await smtp({ refuse: 3 });
    cleanups.push(mail.close);
    const t = await adminApp(env(mail.port), { mailRetryBaseMs: 50 });
    cleanups.push(t.cleanup);
    const ids: string[] = [];
    for (const [i, firstName] of ['Asha', 'Ravi', 'Meera'].entries()) {
      const res = await postJson(
        t.app,
        '/api/partnership',
        { ...VALID_PARTNERSHIP, firstName, email: `p${i}@example.in` },
        { referer: 'http://localhost:4173/about', host: 'localhost:4173' },
      );
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    await until(() => mail.received.length === 3);
    await until(async () => (await t.store.deliveryStatus('mail')).waiting === 0);
    await new Promise((r) => setTimeout(r, 300)); // nothing more arrives
    expect(mail.received.map((m) => m.messageId).sort()).toEqual(ids.map((id) => `<lead-${id}@www.filingbridge.in>`).sort());
    const asha = mail.received.find((m) => m.messageId === `<lead-${ids[0]}@www.filingbridge.in>`)!;
    expect(asha.subject).toBe(`New partnership request: ${VALID_PARTNERSHIP.company} — Asha ${VALID_PARTNERSHIP.lastName}`);
    expect(asha.from?.text).toBe('leads@filingbridge.in');
    expect((Array.isArray(asha.to) ? asha.to : [asha.to]).map((a) => a?.text)).toEqual(['sales@filingbridge.in, owner@filingbridge.in']);
    expect(asha.replyTo?.text).toBe('p0@example.in');
    expect(asha.text).toContain('Sent from: https://www.filingbridge.in/about');
    expect(asha.text).toContain('First name: Asha');
    expect(asha.text).toContain('E-mail address: p0@example.in');
    expect(asha.text).toContain(`Open it in the back office: https://www.filingbridge.in/admin/leads/${ids[0]}`);
    expect(asha.html).toContain(`<a href="https://www.filingbridge.in/admin/leads/${ids[0]}">Open it in the back office</a>`);
    // Failures were logged, without the password or the URL.
    expect(t.logs.some((l) => l.includes('e-mail delivery failed, will retry'))).toBe(true);
    expect(t.logs.filter((l) => l.includes(SMTP_PASSWORD) || l.includes(encodeURIComponent(SMTP_PASSWORD)) || l.includes('smtp://'))).toEqual([]);
  });

  it('keeps what the mail server could not take across a restart, never blocks the 201, never sends twice', async () => {
    const dataDir = tempDir('mail-restart-');
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const down = await smtp();
    const port = down.port;
    await down.close(); // the mail server is gone
    const first = await adminApp(env(port, { DATA_DIR: dataDir }), { mailRetryBaseMs: 50 });
    const started = performance.now();
    const res = await postJson(first.app, '/api/partnership', VALID_PARTNERSHIP);
    expect(res.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(1000);
    await until(async () => (await first.store.deliveryStatus('mail')).lastError !== null);
    expect((await first.store.deliveryStatus('mail')).lastError).not.toContain(SMTP_PASSWORD);
    await first.cleanup();

    const back = await smtp({ port });
    cleanups.push(back.close);
    const second = await adminApp(env(port, { DATA_DIR: dataDir }), { mailRetryBaseMs: 50 });
    cleanups.push(second.cleanup);
    await until(() => back.received.length === 1, 20_000);
    await until(async () => (await second.store.deliveryStatus('mail')).waiting === 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(back.received.map((m) => m.messageId)).toEqual([`<lead-${res.json().id}@www.filingbridge.in>`]);
  });

  it('the settings page says whether e-mail works and sends a test', async () => {
    const mail = await smtp();
    cleanups.push(mail.close);
    const t = await adminApp(env(mail.port));
    cleanups.push(t.cleanup);
    const s = await signedInAdmin(t);
    const status = await call(t.app, s, 'GET', '/admin/api/settings/mail');
    expect(status.json()).toEqual({
      configured: true,
      source: 'environment',
      saved: null,
      problem: null,
      server: { host: '127.0.0.1', port: mail.port, secure: false, user: 'leads' },
      from: 'leads@filingbridge.in',
      to: ['sales@filingbridge.in', 'owner@filingbridge.in'],
      waiting: 0,
      lastError: null,
      lastDeliveredAt: null,
    });
    expect(status.body).not.toContain(SMTP_PASSWORD);
    const sent = await call(t.app, s, 'POST', '/admin/api/settings/mail/test');
    expect(sent.json()).toEqual({ message: 'Test e-mail sent to sales@filingbridge.in, owner@filingbridge.in.' });
    expect(mail.received.map((m) => m.subject)).toEqual(['Test e-mail from the FilingBridge back office']);

    await mail.close();
    const failed = await call(t.app, s, 'POST', '/admin/api/settings/mail/test');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/^The mail server did not take the test e-mail: /);
    expect(failed.body).not.toContain(SMTP_PASSWORD);
  });

  it('an administrator sets the mail server in the back office: the password sealed and never shown again, a test and a new lead arrive, switched off again', async () => {
    const mail = await smtp();
    cleanups.push(mail.close);
    const dataDir = tempDir('mail-settings-');
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const keyA = Buffer.alloc(32, 7).toString('base64');
    const t = await adminApp({ DATA_DIR: dataDir, SECRETS_KEY: keyA, PUBLIC_URL: 'https://www.filingbridge.in', OUTBOX_POLL_MS: '200' });
    const admin = await seedUser(t.office, t.clock, { email: 'owner@filingbridge.in', name: 'Owner Rao', role: 'admin', totp: true });
    const s = await signIn(t.app, admin.email, { totpSecret: admin.totpSecret, clock: t.clock });
    expect((await call(t.app, s, 'GET', '/admin/api/settings/mail')).json()).toEqual({ configured: false, source: null, saved: null, problem: null });
    expect((await call(t.app, s, 'POST', '/admin/api/settings/mail/test')).json().message).toBe('E-mail is not set up: set the mail server on this page first.');
    // A lead while nothing is set is not queued for a mail that would go out months later.
    expect((await postJson(t.app, '/api/partnership', VALID_PARTNERSHIP)).statusCode).toBe(201);
    expect((await t.store.deliveryStatus('mail')).waiting).toBe(0);

    const bad = await call(t.app, s, 'PUT', '/admin/api/settings/mail', {
      host: 'https://smtp.example.com',
      port: 70000,
      security: 'tls',
      user: 'leads',
      from: 'leads',
      notifyTo: 'sales@filingbridge.in, nobody',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      port: 'Port must be a whole number from 1 to 65535.',
      from: 'Sent from must be an e-mail address like name@example.com.',
    });
    const bad2 = await call(t.app, s, 'PUT', '/admin/api/settings/mail', {
      host: 'https://smtp.example.com',
      port: 465,
      security: 'tls',
      user: 'leads',
      from: 'leads@filingbridge.in',
      notifyTo: 'sales@filingbridge.in, nobody',
    });
    expect(bad2.json().fields).toEqual({
      host: 'Mail server must be a host name like smtp.zoho.in (no https://, no spaces).',
      notifyTo: 'Send new leads to: "nobody" is not an e-mail address.',
      password: 'Password is empty: write the mail account’s password (it is kept sealed and never shown again).',
    });

    const settings = {
      host: '127.0.0.1',
      port: mail.port,
      security: 'starttls',
      user: 'leads',
      from: 'leads@filingbridge.in',
      notifyTo: 'sales@filingbridge.in, owner@filingbridge.in',
    };
    const saved = await call(t.app, s, 'PUT', '/admin/api/settings/mail', { ...settings, password: SMTP_PASSWORD });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Saved. New leads are e-mailed to sales@filingbridge.in, owner@filingbridge.in — send a test e-mail to check that it arrives.',
      configured: true,
      source: 'back office',
      server: { host: '127.0.0.1', port: mail.port, secure: false, user: 'leads' },
      saved: { host: '127.0.0.1', port: mail.port, security: 'starttls', user: 'leads', passwordSaved: true, savedBy: 'Owner Rao', from: 'leads@filingbridge.in' },
    });
    // Never shown again, and sealed in the store.
    const shown = await call(t.app, s, 'GET', '/admin/api/settings/mail');
    expect(shown.body).not.toContain(SMTP_PASSWORD);
    const row = (t.db.prepare(`SELECT value FROM meta WHERE key = 'mail_settings'`).get() as { value: string }).value;
    expect(row).not.toContain(SMTP_PASSWORD);
    expect(JSON.parse(row).password).toMatch(/^v1\.[\w-]{40,}$/);

    expect((await call(t.app, s, 'POST', '/admin/api/settings/mail/test')).json()).toEqual({ message: 'Test e-mail sent to sales@filingbridge.in, owner@filingbridge.in.' });
    const lead = await postJson(t.app, '/api/partnership', { ...VALID_PARTNERSHIP, firstName: 'Meera' });
    await until(() => mail.received.some((m) => m.messageId === `<lead-${lead.json().id}@www.filingbridge.in>`));
    expect(mail.received.map((m) => m.subject)).toEqual([
      'Test e-mail from the FilingBridge back office',
      `New partnership request: ${VALID_PARTNERSHIP.company} — Meera ${VALID_PARTNERSHIP.lastName}`,
    ]);
    // Saved again without a password: the sealed one is kept.
    expect((await call(t.app, s, 'PUT', '/admin/api/settings/mail', { ...settings, notifyTo: 'sales@filingbridge.in' })).statusCode).toBe(200);
    expect((await call(t.app, s, 'POST', '/admin/api/settings/mail/test')).json()).toEqual({ message: 'Test e-mail sent to sales@filingbridge.in.' });
    const audit = (await call(t.app, s, 'GET', '/admin/api/audit?action=settings.mail')).json().entries.map((e: { what: string }) => e.what);
    expect(audit).toEqual([
      'Set up the new-lead e-mail: 127.0.0.1, sent to sales@filingbridge.in',
      'Set up the new-lead e-mail: 127.0.0.1, sent to sales@filingbridge.in, owner@filingbridge.in (password changed)',
    ]);
    // Not for anyone else.
    const editor = await seedUser(t.office, t.clock, { email: 'ed@filingbridge.in', role: 'editor' });
    expect((await call(t.app, await signIn(t.app, editor.email), 'PUT', '/admin/api/settings/mail', settings)).statusCode).toBe(403);
    await t.cleanup();

    // Another key cannot read the sealed password: said in words, nothing is sent with a wrong one.
    const other = await adminApp({ DATA_DIR: dataDir, SECRETS_KEY: Buffer.alloc(32, 9).toString('base64') });
    cleanups.push(other.cleanup);
    other.clock.advance(60_000); // a code already used is refused: the next one
    const s2 = await signIn(other.app, admin.email, { totpSecret: admin.totpSecret, clock: other.clock });
    const unreadable = (await call(other.app, s2, 'GET', '/admin/api/settings/mail')).json();
    expect(unreadable).toMatchObject({ configured: false, source: null, saved: { host: '127.0.0.1', passwordSaved: true } });
    expect(unreadable.problem).toBe(
      'The saved secret cannot be read with this server’s key (SECRETS_KEY or DATA_DIR/secrets.key is not the one it was saved with). Write the mail account’s password again and save.',
    );
    const off = await call(other.app, s2, 'DELETE', '/admin/api/settings/mail');
    expect(off.json()).toMatchObject({ message: 'Switched off: new leads are no longer e-mailed; they are all in the inbox here.', configured: false, saved: null });
  });

  it('is set by the environment when SMTP_URL is: the back office says so and does not change it', async () => {
    const mail = await smtp();
    cleanups.push(mail.close);
    const t = await adminApp(env(mail.port));
    cleanups.push(t.cleanup);
    const s = await signedInAdmin(t);
    const put = await call(t.app, s, 'PUT', '/admin/api/settings/mail', {
      host: 'smtp.example.com',
      port: 465,
      security: 'tls',
      user: '',
      from: 'a@filingbridge.in',
      notifyTo: 'b@filingbridge.in',
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(
      'The new-lead e-mail is set by the server’s own settings (SMTP_URL, MAIL_FROM, LEAD_NOTIFY_TO); change it there, or remove them to set it here.',
    );
    expect((await call(t.app, s, 'DELETE', '/admin/api/settings/mail')).statusCode).toBe(409);
  });

  it('refuses to start with half the settings, without echoing the URL', async () => {
    const { loadConfig, ConfigError } = await import('../../server/config.ts');
    let error: unknown;
    try {
      loadConfig({ SMTP_URL: `smtp://leads:${SMTP_PASSWORD}@mail.example.com`, LEAD_NOTIFY_TO: 'sales@filingbridge.in, not-an-address' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as InstanceType<typeof ConfigError>).problems).toEqual([
      'MAIL_FROM must be the e-mail address new-lead e-mails are sent from, like leads@filingbridge.in.',
      'LEAD_NOTIFY_TO: "not-an-address" is not an e-mail address.',
    ]);
    expect(String((error as Error).message)).not.toContain(SMTP_PASSWORD);
  });
});

describe('the new-lead e-mail of a quote', () => {
  it("says how to reach them in the quote form's words and links the quote page, not its address", () => {
    const mail = leadMail(
      {
        id: 'q1',
        form: 'quote-request',
        payload: { quote: 'i=gst-registration.basic', items: '1. GST Registration — Basic: ₹2,359 in all', name: 'Meera', phone: '+91 98765 43210', contactBy: 'call' },
        createdAt: '2026-11-25T10:00:00.000Z',
        suspectedSpam: false,
        fillMs: 9000,
        page: '/quote',
        language: 'en',
      },
      'https://www.filingbridge.in',
      ['sales@filingbridge.in'],
    );
    expect(mail.text).toContain('Reach them by: A phone call\n');
    expect(mail.text).toContain('Quote page: https://www.filingbridge.in/quote?i=gst-registration.basic\n');
    expect(mail.text).not.toContain('Quote address');
    expect(mail.html).toContain('<a href="https://www.filingbridge.in/quote?i=gst-registration.basic">Open this quote on the site</a>');
  });
});
