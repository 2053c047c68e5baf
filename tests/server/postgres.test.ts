// The form API on PostgreSQL: in process (201, 422, 503 when the database drops its connections, and
// recovery), and two real server processes on one database, one killed with SIGKILL under load.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { connect, createServer as createNetServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openPostgresStore, type PostgresStore } from '../../server/db/postgres-store.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';
import { makeDist, tempDir, testSchema, TEST_DATABASE_URL, VALID_PARTNERSHIP, dropSchemas } from './helpers.ts';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';

// Real processes under load on a shared machine: slow is fine, wrong is not.
vi.setConfig({ testTimeout: 180_000 });
const run = promisify(execFile);
let dist: string;
const schemas: string[] = [];
const running: ServerProcess[] = [];
function freshSchema() {
  const schema = testSchema('api');
  schemas.push(schema);
  return schema;
}
beforeAll(() => {
  dist = makeDist();
});
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dist, { recursive: true, force: true });
  await dropSchemas(...schemas);
});

function post(app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/partnership', payload: payload as object, headers: { 'content-type': 'application/json', ...headers } });
}

/** A TCP proxy to the PostgreSQL server that the test can cut ("the database is unreachable") and restore. */
async function dbProxy() {
  const target = new URL(TEST_DATABASE_URL);
  const sockets = new Set<Socket>();
  let server: NetServer | undefined;
  let port = 0;
  async function up() {
    server = createNetServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  }
  async function down() {
    await new Promise<void>((r) => {
      server!.close(() => r());
      for (const s of sockets) s.destroy();
    });
  }
  await up();
  const url = new URL(TEST_DATABASE_URL);
  url.port = String(port);
  return { url: url.toString(), up, down };
}

describe('the API on PostgreSQL', () => {
  it('201 after commit, 422 for a reused key, 503 with Retry-After while the database is unreachable, then recovers', async () => {
    const schema = freshSchema();
    const proxy = await dbProxy();
    const config = loadConfig({ DIST_DIR: dist, DATABASE_URL: proxy.url, DATABASE_SCHEMA: schema, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000' });
    const store: PostgresStore = await openPostgresStore(proxy.url, { outbox: false, schema, poolSize: 2 });
    const app = await buildApp(config, { store });
    try {
      const created = await post(app, VALID_PARTNERSHIP, { 'idempotency-key': 'pg-key' });
      expect(created.statusCode).toBe(201);
      const { rows } = await store.pool.query('SELECT payload FROM leads WHERE id = $1', [created.json().id]);
      expect(rows[0].payload).toEqual(VALID_PARTNERSHIP);
      expect((await post(app, VALID_PARTNERSHIP, { 'idempotency-key': 'pg-key' })).json()).toEqual(created.json());
      expect((await post(app, { ...VALID_PARTNERSHIP, firstName: 'Other' }, { 'idempotency-key': 'pg-key' })).statusCode).toBe(422);

      // The database goes away (a failover, a network cut): never a 201, never a 500.
      await proxy.down();
      for (let i = 0; i < 3; i++) {
        const res = await post(app, VALID_PARTNERSHIP);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('10');
        expect(res.json().error).toBe('store_unavailable');
      }
      expect((await app.inject('/readyz')).statusCode).toBe(503);

      await proxy.up(); // back: the pool reconnects by itself
      expect((await post(app, VALID_PARTNERSHIP)).statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 1000)); // /readyz caches its check for a second
      expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
      await store.close();
      await proxy.down().catch(() => {});
    }
  });
});

/** A webhook receiver that counts deliveries per lead id. */
async function receiver() {
  const deliveries = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const { id } = JSON.parse(data) as { id: string };
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, deliveries, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('two instances on one PostgreSQL database', () => {
  it('SIGKILL of one under load: every 201 is one row, every lead reaches the webhook, either export lists them all', async () => {
    const schema = freshSchema();
    const hook = await receiver();
    const env = {
      DIST_DIR: dist,
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: schema,
      DATABASE_POOL_SIZE: '4',
      RATE_LIMIT_MAX: '1000000',
      WEBHOOK_URL: hook.url,
      WEBHOOK_SECRET: 'multi-instance-test-secret-0123456789',
      WEBHOOK_TIMEOUT_MS: '500',
      OUTBOX_POLL_MS: '300',
    };
    // Started together: the advisory lock makes them migrate once.
    const [a, b] = await Promise.all([startServerProcess(env, 40_000), startServerProcess(env, 40_000)]);
    running.push(a, b);
    try {
      const acknowledged = new Map<string, string>(); // lead id → marker
      const failures = new Map<string, number>();
      let stopped = false;
      let sequence = 0;
      const loops = Array.from({ length: 8 }, async (_, loop) => {
        while (!stopped) {
          const marker = `m-${sequence++}`;
          const target = loop % 2 === 0 ? a : b;
          try {
            const res = await fetch(target.url + '/api/partnership', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': marker },
              body: JSON.stringify({ ...VALID_PARTNERSHIP, message: marker }),
            });
            if (res.status === 201) acknowledged.set(((await res.json()) as { id: string }).id, marker);
            else {
              failures.set(String(res.status), (failures.get(String(res.status)) ?? 0) + 1);
              await res.body?.cancel();
            }
          } catch {
            failures.set('network', (failures.get('network') ?? 0) + 1);
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      });
      // Counted, not timed, so a slow machine only makes it take longer: load on both, kill A, load on.
      const waitFor = async (count: number) => {
        const deadline = Date.now() + 90_000;
        while (acknowledged.size < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      };
      await waitFor(60);
      a.child.kill('SIGKILL');
      await a.exited;
      await waitFor(acknowledged.size + 30);
      stopped = true;
      await Promise.all(loops);

      const db = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await db.connect();
      try {
        await db.query(`SET search_path TO ${schema}`);
        const { rows } = await db.query<{ id: string; marker: string }>(`SELECT id::text, payload->>'message' AS marker FROM leads`);
        const byId = new Map(rows.map((r) => [r.id, r.marker]));
        expect(acknowledged.size).toBeGreaterThanOrEqual(90);
        for (const [id, marker] of acknowledged) expect(byId.get(id)).toBe(marker);
        // One row per submission: no marker stored twice.
        const markers = rows.map((r) => r.marker);
        expect(new Set(markers).size).toBe(markers.length);
        // Only the killed instance's in-flight requests fail, and only as network errors.
        expect([...failures.keys()].filter((k) => k !== 'network')).toEqual([]);

        // Every stored lead — including those A committed but never answered — reaches the webhook,
        // A's claimed-but-unsent deliveries after their lease ends, sent by B.
        // An instance marks a delivery done only after the webhook has answered, so the last row can still
        // be open for a moment after the receiver saw it (or until B re-sends one A sent but never marked).
        const undelivered = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL')).rows[0]!.n;
        const deadline = Date.now() + 45_000;
        while (([...byId.keys()].some((id) => !hook.deliveries.has(id)) || (await undelivered()) > 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
        expect([...byId.keys()].filter((id) => !hook.deliveries.has(id))).toEqual([]);
        expect(await undelivered()).toBe(0);
        const repeats = [...hook.deliveries.values()].filter((n) => n > 1).length;
        expect(repeats).toBeLessThanOrEqual(5); // at least once: only A's last in-flight deliveries may repeat

        // The export (from any instance's configuration: it is one database) lists every lead.
        const { stdout } = await run(join(process.cwd(), 'node_modules/.bin/node'), ['--import', 'tsx', 'server/cli/leads.ts', 'export', '--format', 'json'], {
          env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema },
          maxBuffer: 64 * 1024 * 1024,
        });
        const exported = (JSON.parse(stdout) as { id: string }[]).map((l) => l.id);
        expect(exported.sort()).toEqual([...byId.keys()].sort());
      } finally {
        await db.end();
      }
      b.child.kill('SIGTERM');
      expect(await b.exited).toBe(0);
    } finally {
      await hook.close();
    }
  });
});

describe('npm run leads -- copy', () => {
  it('copies a SQLite store into PostgreSQL with its outbox; a second run copies nothing twice', async () => {
    const schema = freshSchema();
    const dir = tempDir('copy-source-');
    try {
      const sqlite = openSqliteStore(dir, { outbox: true });
      const base = { ip: '1.2.3.4', fillMs: 5000, suspectedSpam: false };
      const a = await sqlite.save({ ...base, form: 'partnership-request', payload: { ...VALID_PARTNERSHIP }, idempotencyKey: 'k-1' });
      const b = await sqlite.save({ ...base, form: 'newsletter-signup', payload: { email: 'b@example.in' }, idempotencyKey: undefined });
      const [delivery] = await sqlite.claimDeliveries(1, 60_000);
      await sqlite.markDelivered(delivery!.outboxId);
      const before = await sqlite.list();
      await sqlite.close();

      const cli = (...args: string[]) =>
        run(join(process.cwd(), 'node_modules/.bin/node'), ['--import', 'tsx', 'server/cli/leads.ts', ...args], {
          env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema },
        });
      const first = await cli('copy', '--from', `sqlite:${dir}`);
      expect(first.stdout).toBe(`Copied 2 leads and 2 webhook queue entries from ${join(dir, 'leads.db')} to postgres://postgres@127.0.0.1:5432/test; 0 already there.\n`);
      const second = await cli('copy', '--from', `sqlite:${join(dir, 'leads.db')}`, '--to', TEST_DATABASE_URL);
      expect(second.stdout).toBe(`Copied 0 leads and 0 webhook queue entries from ${join(dir, 'leads.db')} to postgres://postgres@127.0.0.1:5432/test; 2 already there.\n`);

      const target = await openPostgresStore(TEST_DATABASE_URL, { outbox: true, schema, poolSize: 1 });
      try {
        expect(await target.list()).toEqual(before);
        // The delivered lead stays delivered; the other is still due, and its key still guards against repeats.
        expect((await target.claimDeliveries(10, 60_000)).map((d) => d.lead.id)).toEqual([b.id]);
        expect(await target.save({ ...base, form: 'partnership-request', payload: { ...VALID_PARTNERSHIP }, idempotencyKey: 'k-1' })).toEqual({
          id: a.id,
          created: false,
          samePayload: true,
        });
      } finally {
        await target.close();
      }
      await expect(cli('copy', '--from', 'sqlite:/nonexistent')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('sqlite:/nonexistent: no leads.db there.') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
