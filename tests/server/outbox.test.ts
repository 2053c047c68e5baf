import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../../server/db/database.ts';
import { createLeadStore } from '../../server/db/leads.ts';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { createSqliteStore } from '../../server/db/sqlite-store.ts';
import { backoffDelay, signWebhook, startOutboxDelivery } from '../../server/outbox.ts';
import { makeApp, makeDist, tempDir, VALID_PARTNERSHIP } from './helpers.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  raw: string;
}

/** A webhook receiver answering each POST with the next status of `script` (then 200). */
async function receiver(script: (number | 'hang')[] = []) {
  const received: Received[] = [];
  let calls = 0;
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const step = script[calls++] ?? 200;
      if (step === 'hang') return; // never answers
      if (step === 200) received.push({ headers: req.headers, body: JSON.parse(data) as Record<string, unknown>, raw: data });
      res.writeHead(step).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    calls: () => calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const quiet = () => {};
const log = { info: quiet, warn: quiet, error: quiet } as unknown as FastifyBaseLogger;
const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
function freshDb() {
  const dir = tempDir('outbox-');
  dirs.push(dir);
  return openDatabase(dir);
}
const storeOf = (db: ReturnType<typeof openDatabase>) => createSqliteStore(db, join(db.location()!), { outbox: true });
const outboxRows = (db: ReturnType<typeof openDatabase>) =>
  db
    .prepare('SELECT attempts, delivered_at IS NOT NULL AS delivered, last_error FROM outbox')
    .all()
    .map((r) => ({ ...r }));

/** A newsletter sign-up saved with its outbox row, due for delivery at once. */
const queueSignup = (db: ReturnType<typeof openDatabase>) =>
  createLeadStore(db, { outbox: true }).save({
    form: 'newsletter-signup',
    payload: { email: 'a@example.in' },
    ip: '1.2.3.4',
    suspectedSpam: false,
    fillMs: undefined,
    idempotencyKey: undefined,
  });

describe('back-off', () => {
  it('doubles from the base delay up to the cap', () => {
    expect([1, 2, 3, 4, 5, 30, 1000].map((n) => backoffDelay(n, 1000, 3_600_000))).toEqual([1000, 2000, 4000, 8000, 16000, 3_600_000, 3_600_000]);
  });
});

describe('webhook delivery', () => {
  it('retries a failing webhook with back-off and delivers once it is back', async () => {
    const hook = await receiver([503, 500]);
    const db = freshDb();
    const { id } = createLeadStore(db, { outbox: true }).save({
      form: 'partnership-request',
      payload: VALID_PARTNERSHIP,
      ip: '1.2.3.4',
      suspectedSpam: false,
      fillMs: 3000,
      idempotencyKey: undefined,
    });
    const started = Date.now();
    const delivery = startOutboxDelivery(storeOf(db), { url: hook.url, secret: SECRET, log, baseDelayMs: 50, idleCheckMs: 1000 });
    try {
      await until(() => hook.received.length === 1);
      expect(Date.now() - started).toBeGreaterThanOrEqual(150); // waited 50 ms, then 100 ms
      expect(hook.calls()).toBe(3);
      expect(hook.received[0]!.headers['idempotency-key']).toBe(id);
      expect(hook.received[0]!.headers['content-type']).toBe('application/json');
      expect(hook.received[0]!.body).toMatchObject({ id, form: 'partnership-request', suspectedSpam: false, fields: VALID_PARTNERSHIP });
      // What a receiver does (docs/server.md, "Webhook"): recompute the HMAC over "<t>.<raw body>" with the shared secret.
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hook.received[0]!.headers['x-webhook-signature']))!;
      expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(60);
      expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${hook.received[0]!.raw}`).digest('hex'));
      await until(() => (outboxRows(db)[0] as { delivered: number }).delivered === 1);
      expect(outboxRows(db)).toEqual([{ attempts: 3, delivered: 1, last_error: null }]);
    } finally {
      await delivery.stop();
      await hook.close();
      db.close();
    }
  });

  it('keeps leads queued while the webhook is down, and stops promptly even mid-request', async () => {
    const hook = await receiver(['hang']);
    const db = freshDb();
    queueSignup(db);
    const delivery = startOutboxDelivery(storeOf(db), { url: hook.url, secret: SECRET, log, baseDelayMs: 50 });
    try {
      await until(() => hook.calls() === 1);
      const stopping = Date.now();
      await delivery.stop();
      expect(Date.now() - stopping).toBeLessThan(500);
      expect(outboxRows(db)).toEqual([{ attempts: 0, delivered: 0, last_error: null }]); // still due after a restart
    } finally {
      await hook.close();
      db.close();
    }
  });

  it('a refused connection is recorded and retried', async () => {
    const hook = await receiver();
    await hook.close(); // nothing listens there any more
    const db = freshDb();
    queueSignup(db);
    const delivery = startOutboxDelivery(storeOf(db), { url: hook.url, secret: SECRET, log, baseDelayMs: 60_000 });
    try {
      await until(() => (outboxRows(db)[0] as { attempts: number }).attempts === 1);
      expect(outboxRows(db)[0]).toMatchObject({ attempts: 1, delivered: 0, last_error: expect.stringContaining('fetch failed') });
    } finally {
      await delivery.stop();
      db.close();
    }
  });
});

describe('webhook secrets', () => {
  it('signs like Stripe: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    expect(signWebhook('k', 1700000000, '{"a":1}')).toBe(`t=1700000000,v1=${createHmac('sha256', 'k').update('1700000000.{"a":1}').digest('hex')}`);
  });

  it('never writes the URL (its token) or the secret to the logs or the outbox', async () => {
    const hook = await receiver();
    await hook.close(); // refused: the failure text is logged and stored
    const lines: string[] = [];
    const capture = (level: string) => (obj: unknown, msg?: string) => lines.push(`${level} ${JSON.stringify(obj)} ${msg ?? ''}`);
    const spy = { info: capture('info'), warn: capture('warn'), error: capture('error') } as unknown as FastifyBaseLogger;
    const db = freshDb();
    queueSignup(db);
    const url = `${hook.url}?token=sk_live_TOKEN123`;
    const delivery = startOutboxDelivery(storeOf(db), { url, secret: SECRET, log: spy, baseDelayMs: 60_000 });
    try {
      await until(() => (outboxRows(db)[0] as { attempts: number }).attempts === 1);
      const stored = JSON.stringify(db.prepare('SELECT * FROM outbox').all()) + JSON.stringify(db.prepare('SELECT * FROM meta').all());
      const logged = lines.join('\n');
      expect(logged).toContain('webhook delivery failed, will retry');
      for (const text of [stored, logged]) {
        expect(text).not.toContain('TOKEN123');
        expect(text).not.toContain(SECRET);
        expect(text).not.toContain(new URL(hook.url).host);
      }
    } finally {
      await delivery.stop();
      db.close();
    }
  });
});

describe('WEBHOOK_URL in the app', () => {
  let dist: string;
  beforeAll(() => {
    dist = makeDist();
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('forwards each stored lead (never a honeypot hit) and stops with the app', async () => {
    const hook = await receiver();
    const t = await makeApp(dist, { WEBHOOK_URL: hook.url, WEBHOOK_SECRET: SECRET });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/partnership', payload: VALID_PARTNERSHIP });
      await t.app.inject({ method: 'POST', url: '/api/partnership', payload: { ...VALID_PARTNERSHIP, website: 'spam' } });
      await until(() => hook.received.length === 1);
      expect(hook.received[0]!.body).toMatchObject({ id: res.json().id, form: 'partnership-request', fields: VALID_PARTNERSHIP });
      expect(t.db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 1 });
    } finally {
      await t.close();
      await hook.close();
    }
    expect(hook.calls()).toBe(1);
  });

  it('without WEBHOOK_URL no outbox rows are written', async () => {
    const t = await makeApp(dist);
    try {
      await t.app.inject({ method: 'POST', url: '/api/partnership', payload: VALID_PARTNERSHIP });
      expect(t.db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    } finally {
      await t.close();
    }
  });
});
