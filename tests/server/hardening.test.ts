// The adversarial findings of issue 14, one by one, in process (the app as built by buildApp):
// hostile text, encodings, a store that cannot write, idempotency conflicts, proxies, resets.
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { backOfficeFor } from '../../server/db/open-store.ts';
import { join } from 'node:path';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { VALIDATION_MESSAGE, IDEMPOTENCY_CONFLICT } from '../../server/form-api.ts';
import { STORE_UNAVAILABLE } from '../../server/app.ts';
import { PHONE_MESSAGE, createFormValidator } from '../../server/form-validation.ts';
import { textProblem, escapeForTerminal } from '../../engine/text-rules.ts';
import { startRetention, DAY_MS } from '../../server/retention.ts';
import { appPerFile, countLeads, makeApp, postJson, VALID_PARTNERSHIP } from './helpers.ts';

const t = appPerFile();
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, app = t.app) => postJson(app, url, payload, headers);
function postRaw(body: Buffer | string, contentType: string, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/partnership', payload: body, headers: { 'content-type': contentType } });
}

describe('hostile text is refused with a message per field', () => {
  const cases: [string, string, string][] = [
    ['company', 'X\u001b[2K\r12:00  forged lead', 'Company name contains control characters (such as escape codes or line breaks); type it as plain text'],
    [
      'company',
      'X\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007',
      'Company name contains control characters (such as escape codes or line breaks); type it as plain text',
    ],
    ['firstName', 'Asha\u0000', 'First name contains control characters (such as escape codes or line breaks); type it as plain text'],
    ['lastName', 'Raman\r\nX-Injected: 1', 'Last name contains control characters (such as escape codes or line breaks); type it as plain text'],
    ['lastName', 'Raman\u0085', 'Last name contains control characters (such as escape codes or line breaks); type it as plain text'],
    ['company', 'Textiles \u202Egnp.exe', 'Company name contains hidden text-direction characters; type it as plain text'],
    ['company', 'Textiles \u2067x\u2069', 'Company name contains hidden text-direction characters; type it as plain text'],
    ['firstName', 'Asha\ud800', 'First name contains characters that are not valid text'],
    ['firstName', '\u200b\u200c\u200d', 'First name contains only invisible characters; type a visible value'],
    ['lastName', '\u2060 \ufeff', 'Last name contains only invisible characters; type a visible value'],
    ['message', 'Hello\u001b[31m', 'Message contains control characters (such as escape codes or line breaks); type it as plain text'],
    ['message', 'line one\rline two', 'Message contains control characters (such as escape codes or line breaks); type it as plain text'],
    ['phone', 'call me maybe', PHONE_MESSAGE],
    ['phone', '123', PHONE_MESSAGE],
    ['phone', '+1 (2)-3', PHONE_MESSAGE],
  ];
  for (const [field, value, message] of cases) {
    it(`${field} = ${JSON.stringify(value)} → 400`, async () => {
      const before = countLeads(t.db);
      const res = await post('/api/partnership', { ...VALID_PARTNERSHIP, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message: VALIDATION_MESSAGE, fields: { [field]: message }, language: 'en' });
      expect(countLeads(t.db)).toBe(before);
    });
  }

  it('a lone surrogate written as a JSON escape is refused too', async () => {
    const res = await postRaw(JSON.stringify({ ...VALID_PARTNERSHIP, firstName: 'X' }).replace('"X"', '"\\udc00X"'), 'application/json');
    expect(res.json().fields).toEqual({ firstName: 'First name contains characters that are not valid text' });
  });

  it('multi-line fields keep line breaks and tabs; names keep accents, scripts and emoji', async () => {
    const payload = {
      ...VALID_PARTNERSHIP,
      firstName: 'Priyā',
      lastName: 'शर्मा',
      company: 'Café Zoë & Sons 👍',
      phone: '098765 43210',
      message: 'Line one\nLine two\r\n\tindented',
    };
    const res = await post('/api/partnership', payload);
    expect(res.statusCode).toBe(201);
    const row = t.db.prepare('SELECT payload FROM leads WHERE id = ?').get(res.json().id) as { payload: string };
    expect(JSON.parse(row.payload)).toEqual(payload);
  });

  it('phone numbers: E.164 and the Indian ways of writing them pass', async () => {
    const validator = await createFormValidator();
    for (const phone of ['+91 98765 43210', '+919876543210', '98765 43210', '098765-43210', '022 2345 6789', '+44 20 7946 0958']) {
      expect(validator.validate('contact-message', { email: 'a@example.in', subject: 'Hi', message: 'Hello', phone })).toEqual({
        ok: true,
        payload: { email: 'a@example.in', subject: 'Hi', message: 'Hello', phone },
      });
    }
  });

  it('nested values (the enquiry page choices) follow the same rules', async () => {
    const res = await post('/api/enquiry', { service: 'GST Registration', selections: { state: 'Tamil\u202eNadu' }, email: 'a@example.in' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'selections.state': 'Choice contains hidden text-direction characters; type it as plain text' });
  });

  it('one shared rule set: textProblem and the terminal escaping', () => {
    expect(textProblem('ok\ttext', { multiline: false })).toBe('control');
    expect(textProblem('ok\ttext', { multiline: true })).toBeUndefined();
    expect(textProblem('   ', { multiline: false })).toBeUndefined(); // blank is the schema's "required" question
    expect(escapeForTerminal('X\u001b[2K\r\u202Eevil\u0000\ud800')).toBe('X\\x1b[2K\\r\\u202eevil\\x00\\ud800');
  });
});

describe('encodings', () => {
  it('a body that is not valid UTF-8 is a 400 and nothing is stored', async () => {
    const before = countLeads(t.db);
    const json = Buffer.from(JSON.stringify({ ...VALID_PARTNERSHIP, firstName: 'Pr#ya' }));
    json[json.indexOf('#')] = 0xed; // a Latin-1 "í": not UTF-8
    const res = await postRaw(json, 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'The request body is not valid UTF-8 text.' });
    expect(countLeads(t.db)).toBe(before);
  });

  it('a declared charset other than UTF-8 is a 415; utf-8 in any spelling is fine', async () => {
    const body = JSON.stringify(VALID_PARTNERSHIP);
    for (const type of ['application/json; charset=latin1', 'application/json; charset=ISO-8859-1', 'application/json;charset="utf-16"']) {
      const res = await postRaw(body, type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: 'unsupported_media_type', message: 'Send the form as UTF-8 text (Content-Type: application/json; charset=utf-8).' });
    }
    for (const type of ['application/json; charset=UTF-8', 'application/json; charset="utf-8"', 'application/json;charset=utf8']) {
      expect((await postRaw(body, type)).statusCode).toBe(201);
    }
  });
});

describe('idempotency keys', () => {
  it('the same key with the same body answers the first id; with a different body 422 and nothing stored', async () => {
    const key = 'key-' + Math.random();
    const first = await post('/api/partnership', VALID_PARTNERSHIP, { 'idempotency-key': key });
    const reordered = Object.fromEntries(Object.entries(VALID_PARTNERSHIP).reverse());
    const again = await post('/api/partnership', reordered, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const before = countLeads(t.db);
    const other = await post('/api/partnership', { ...VALID_PARTNERSHIP, firstName: 'Someone', email: 'else@example.in' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(IDEMPOTENCY_CONFLICT);
    expect(IDEMPOTENCY_CONFLICT.message).toBe('This Idempotency-Key was already used for a different submission. Send a new key with a new submission.');
    expect(countLeads(t.db)).toBe(before);
  });
});

describe('a store that cannot write answers 503, never 201 or 500', () => {
  it('disk full → 503 with Retry-After and an error log; recovers when space returns', async () => {
    const s = await makeApp(t.dist);
    try {
      const pages = (s.db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
      s.db.exec(`PRAGMA max_page_count = ${pages}`); // SQLite's own "database or disk is full"
      const big = { ...VALID_PARTNERSHIP, message: 'x'.repeat(4900) };
      let full: Awaited<ReturnType<typeof post>> | undefined;
      for (let i = 0; i < 5 && !full; i++) {
        const res = await post('/api/partnership', big, {}, s.app);
        if (res.statusCode !== 201) full = res;
      }
      expect(full!.statusCode).toBe(503);
      expect(full!.headers['retry-after']).toBe('300');
      expect(full!.json()).toEqual(STORE_UNAVAILABLE);
      expect(STORE_UNAVAILABLE.message).toBe('We cannot save forms right now and nothing was saved. Please try again in a few minutes.');
      const logged = s.logs.map((l) => JSON.parse(l) as { level: number; msg: string; reason?: string });
      expect(logged).toContainEqual(expect.objectContaining({ level: 50, msg: 'lead store unavailable', reason: 'full' }));

      s.db.exec('PRAGMA max_page_count = 1073741823');
      expect((await post('/api/partnership', big, {}, s.app)).statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 1000)); // /readyz caches its write check for a second
      expect((await s.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    } finally {
      await s.close();
    }
  });

  it('read-only store → 503; recovers by itself', async () => {
    const s = await makeApp(t.dist);
    try {
      s.db.exec('PRAGMA query_only = ON'); // SQLite's "attempt to write a readonly database"
      const res = await post('/api/partnership', VALID_PARTNERSHIP, {}, s.app);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      s.db.exec('PRAGMA query_only = OFF');
      expect((await post('/api/partnership', VALID_PARTNERSHIP, {}, s.app)).statusCode).toBe(201);
    } finally {
      await s.close();
    }
  });

  it('leads.db deleted under the running server → 503 from then on, and /readyz says so', async () => {
    const s = await makeApp(t.dist);
    try {
      expect((await post('/api/partnership', VALID_PARTNERSHIP, {}, s.app)).statusCode).toBe(201);
      expect((await s.app.inject('/readyz')).statusCode).toBe(200);
      for (const suffix of ['', '-wal', '-shm']) rmSync(join(s.config.dataDir, 'leads.db' + suffix), { force: true });
      for (let i = 0; i < 3; i++) {
        const res = await post('/api/partnership', VALID_PARTNERSHIP, {}, s.app);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('60');
      }
      await new Promise((r) => setTimeout(r, 1000));
      const ready = await s.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(STORE_UNAVAILABLE);
      expect(s.logs.join('\n')).toContain('was deleted while the server was running; restart the server');
      expect((await s.app.inject('/healthz')).json()).toEqual({ status: 'ok' }); // alive, just not ready
    } finally {
      await s.close();
    }
  });
});

describe('clients', () => {
  it('a client resetting its socket right after sending causes no error log and no 500', async () => {
    const s = await makeApp(t.dist);
    try {
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = s.app.server.address() as AddressInfo;
      const body = JSON.stringify(VALID_PARTNERSHIP);
      await Promise.all(
        Array.from({ length: 20 }, () => {
          return new Promise<void>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => {
              socket.write(`POST /api/partnership HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
              socket.resetAndDestroy();
              resolve();
            });
            socket.on('error', () => resolve());
          });
        }),
      );
      await new Promise((r) => setTimeout(r, 500));
      const levels = s.logs.map((l) => JSON.parse(l) as { level: number; res?: { statusCode: number } });
      expect(levels.filter((l) => l.level >= 50)).toEqual([]);
      expect(levels.filter((l) => l.res?.statusCode === 500)).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('with TRUST_PROXY set to a proxy address, X-Forwarded-For from anyone else is ignored by the rate limit', async () => {
    const s = await makeApp(t.dist, { RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.0.0.1' });
    try {
      const from = (remoteAddress: string, forwarded: string) =>
        s.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'a@example.in', consent: 'Yes' }, remoteAddress, headers: { 'x-forwarded-for': forwarded } });
      // A direct client forging a new address each time is still one client.
      const forged = [];
      for (let i = 0; i < 3; i++) forged.push((await from('203.0.113.9', `198.51.100.${i}`)).statusCode);
      expect(forged).toEqual([201, 201, 429]);
      // Through the trusted proxy, each visitor has its own allowance.
      expect((await from('10.0.0.1', '198.51.100.50')).statusCode).toBe(201);
      expect((await from('10.0.0.1', '198.51.100.51')).statusCode).toBe(201);
    } finally {
      await s.close();
    }
  });
});

describe('privacy', () => {
  it('DATA_DIR is created 0700 and leads.db (with its -wal and -shm files) 0600', async () => {
    expect((await post('/api/newsletter', { email: 'mode@example.in', consent: 'Yes' })).statusCode).toBe(201);
    expect(statSync(t.config.dataDir).mode & 0o777).toBe(0o700);
    for (const file of ['leads.db', 'leads.db-wal', 'leads.db-shm']) expect(statSync(join(t.config.dataDir, file)).mode & 0o777).toBe(0o600);
  });

  it('an erased lead leaves leads.db and leads.db-wal at once (no checkpoint needed): by e-mail, and from the back office', async () => {
    const s = await makeApp(t.dist);
    try {
      const files = () => ['leads.db', 'leads.db-wal'].map((f) => join(s.config.dataDir, f)).filter((f) => existsSync(f));
      const holds = (text: string) => files().filter((f) => readFileSync(f).includes(Buffer.from(text)));
      const byEmail = `erase-me-${randomUUID()}`;
      const byId = `erase-me-too-${randomUUID()}`;
      const first = await post('/api/partnership', { ...VALID_PARTNERSHIP, email: 'erase.me@example.in', company: byEmail }, {}, s.app);
      const second = await post('/api/partnership', { ...VALID_PARTNERSHIP, email: 'keep.me@example.in', company: byId }, {}, s.app);
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(holds(byEmail).length).toBeGreaterThan(0);

      expect((await s.store.eraseByEmail('erase.me@example.in')).leads).toHaveLength(1);
      expect(holds(byEmail)).toEqual([]);

      const office = await backOfficeFor(s.store);
      expect(await office.eraseLeads([second.json().id])).toBe(1);
      expect(holds(byId)).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('LEAD_RETENTION_DAYS: deletes older leads at start and then daily', async () => {
    const s = await makeApp(t.dist);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const ids: string[] = [];
      for (const email of ['old@example.in', 'mid@example.in', 'new@example.in']) {
        ids.push((await post('/api/newsletter', { email, consent: 'Yes' }, {}, s.app)).json().id);
      }
      const setAge = (id: string, days: number) => s.db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run(new Date(Date.now() - days * DAY_MS).toISOString(), id);
      setAge(ids[0]!, 200);
      setAge(ids[1]!, 179);
      const lines: string[] = [];
      const log = { info: (_o: unknown, m?: string) => void lines.push(m ?? ''), error: (_o: unknown, m?: string) => void lines.push(m ?? '') } as unknown as FastifyBaseLogger;
      let clock = Date.now();
      const retention = startRetention(s.store, 180, log, { now: () => clock });
      await vi.waitFor(() => expect(countLeads(s.db)).toBe(2));
      expect(lines).toEqual(['retention: old leads deleted']);
      clock += 2 * DAY_MS; // two days later the 179-day-old lead is 181 days old
      await vi.advanceTimersByTimeAsync(DAY_MS);
      expect(countLeads(s.db)).toBe(1);
      expect((s.db.prepare('SELECT id FROM leads').get() as { id: string }).id).toBe(ids[2]);
      retention.stop();
    } finally {
      vi.useRealTimers();
      await s.close();
    }
  });
});
