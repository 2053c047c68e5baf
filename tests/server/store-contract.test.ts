// One contract, two stores: SQLite (DATA_DIR) and PostgreSQL (the server at 127.0.0.1:5432, database
// "test", a fresh schema per run so parallel test files never collide). Every LeadStore method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { openPostgresStore } from '../../server/db/postgres-store.ts';
import { StoreStartError, type LeadStore } from '../../server/db/store.ts';

import { newLead, postgresTestStore, sqliteTestStore, testSchema, TEST_DATABASE_URL } from './helpers.ts';

const lead = newLead;

interface Harness {
  open(options: { outbox: boolean }): Promise<LeadStore>;
  /** Sets a lead's created_at (tests of filters and purge). */
  age(store: LeadStore, id: string, iso: string): Promise<void>;
  cleanup(): Promise<void>;
}

/** Opens stores with `open`; cleanup closes them all and removes their folders or schemas. */
function openedStores(open: (options: { outbox: boolean }) => Promise<{ store: LeadStore; close(): Promise<void> }>): Pick<Harness, 'open' | 'cleanup'> {
  const opened: { close(): Promise<void> }[] = [];
  return {
    async open(options) {
      const made = await open(options);
      opened.push(made);
      return made.store;
    },
    async cleanup() {
      for (const made of opened) await made.close();
    },
  };
}

const harnesses: Record<string, () => Harness> = {
  sqlite: () => ({
    ...openedStores(async (options) => sqliteTestStore('contract-', options)),
    async age(store, id, iso) {
      (store as ReturnType<typeof openSqliteStore>).db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run(iso, id);
    },
  }),
  postgresql: () => ({
    ...openedStores((options) => postgresTestStore('contract', options, 4)),
    async age(store, id, iso) {
      await (store as Awaited<ReturnType<typeof openPostgresStore>>).pool.query('UPDATE leads SET created_at = $1 WHERE id = $2', [iso, id]);
    },
  }),
};

for (const [kind, makeHarness] of Object.entries(harnesses)) {
  describe(`lead store contract: ${kind}`, () => {
    let h: Harness;
    const open: LeadStore[] = [];
    async function store(options = { outbox: true }) {
      const s = await h.open(options);
      open.push(s);
      return s;
    }
    beforeAll(() => {
      h = makeHarness();
    });
    afterAll(async () => {
      for (const s of open) await s.close();
      await h.cleanup();
    });

    it('saves leads and lists them oldest first with every field', async () => {
      const s = await store();
      expect(s.kind).toBe(kind);
      const a = await s.save(
        lead({ form: 'partnership-request', payload: { firstName: 'Asha', email: 'asha@example.in' }, suspectedSpam: true, fillMs: 900, page: '/hi/about', language: 'hi' }),
      );
      const b = await s.save(lead({ fillMs: undefined }));
      expect(a.created && b.created).toBe(true);
      const listed = await s.list();
      expect(listed.map((l) => l.id)).toEqual([a.id, b.id]);
      expect(listed[0]).toEqual({
        id: a.id,
        form: 'partnership-request',
        payload: { firstName: 'Asha', email: 'asha@example.in' },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        suspectedSpam: true,
        fillMs: 900,
        page: '/hi/about',
        language: 'hi',
      });
      expect(listed[1]!.fillMs).toBeNull();
      expect(listed[1]!.page).toBeNull();
      expect(listed[1]!.language).toBeNull();
      expect(await s.count()).toBe(2);
    });

    it('keeps the payload key order (CSV columns follow it)', async () => {
      const s = await store();
      await s.save(lead({ payload: { zeta: 1, alpha: 'x', mid: { b: 1, a: 2 } } }));
      expect(Object.keys((await s.list())[0]!.payload)).toEqual(['zeta', 'alpha', 'mid']);
    });

    it('idempotency: same key + same body → first id; different body → samePayload false; keys are per form', async () => {
      const s = await store();
      const first = await s.save(lead({ idempotencyKey: 'k1', payload: { email: 'a@example.in', b: 1 } }));
      expect(await s.save(lead({ idempotencyKey: 'k1', payload: { b: 1, email: 'a@example.in' } }))).toEqual({ id: first.id, created: false, samePayload: true });
      expect(await s.save(lead({ idempotencyKey: 'k1', payload: { email: 'other@example.in' } }))).toEqual({ id: first.id, created: false, samePayload: false });
      expect((await s.save(lead({ idempotencyKey: 'k1', form: 'contact-message' }))).created).toBe(true);
      expect(await s.count()).toBe(2);
    });

    it('idempotency holds for concurrent saves of one key', async () => {
      const s = await store();
      const results = await Promise.all(Array.from({ length: 10 }, () => s.save(lead({ idempotencyKey: 'double-click' }))));
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await s.count()).toBe(1);
    });

    it('filters by date, form and limit', async () => {
      const s = await store();
      const ids = [];
      for (const [form, day] of [
        ['newsletter-signup', '01'],
        ['contact-message', '05'],
        ['newsletter-signup', '09'],
      ] as const) {
        const { id } = await s.save(lead({ form }));
        await h.age(s, id, `2025-03-${day}T08:00:00.000Z`);
        ids.push(id);
      }
      expect((await s.list({ since: '2025-03-05T08:00:00.000Z' })).map((l) => l.id)).toEqual([ids[1], ids[2]]);
      expect((await s.list({ form: 'newsletter-signup' })).map((l) => l.id)).toEqual([ids[0], ids[2]]);
      expect((await s.list({ limit: 1 })).map((l) => l.id)).toEqual([ids[0]]);
    });

    it('find and erase by e-mail (case-insensitive), with the outbox rows; purge by age', async () => {
      const s = await store();
      const mine = [
        await s.save(lead({ payload: { email: 'Asha@Example.in' } })),
        await s.save(lead({ form: 'contact-message', payload: { email: ' asha@example.in', subject: 'Hi' } })),
      ];
      const other = await s.save(lead({ payload: { email: 'ravi@example.in' } }));
      expect((await s.findByEmail('ASHA@example.in')).map((l) => l.id)).toEqual(mine.map((m) => m.id));
      const erased = await s.eraseByEmail('asha@example.in');
      expect(erased.leads.map((l) => l.id)).toEqual(mine.map((m) => m.id));
      expect(erased.outboxRows).toBe(2);
      expect(await s.findByEmail('asha@example.in')).toEqual([]);
      expect((await s.list()).map((l) => l.id)).toEqual([other.id]);
      expect(await s.eraseByEmail('nobody@example.in')).toEqual({ leads: [], outboxRows: 0 });

      await h.age(s, other.id, '2020-01-01T00:00:00.000Z');
      const fresh = await s.save(lead());
      expect(await s.purgeBefore(new Date('2024-01-01T00:00:00Z'))).toBe(1);
      expect((await s.list()).map((l) => l.id)).toEqual([fresh.id]);
      // Its outbox row went with it: only the fresh lead is still to deliver.
      expect((await s.claimDeliveries(10, 60_000)).map((d) => d.lead.id)).toEqual([fresh.id]);
    });

    it('outbox: claim leases rows, retry, deliver, release', async () => {
      const s = await store();
      const a = await s.save(lead({ payload: { email: 'a@example.in' } }));
      const b = await s.save(lead({ payload: { email: 'b@example.in' } }));
      const claimed = await s.claimDeliveries(10, 60_000);
      expect(claimed.map((d) => [d.lead.id, d.attempts])).toEqual([
        [a.id, 0],
        [b.id, 0],
      ]);
      expect(claimed[0]!.lead.payload).toEqual({ email: 'a@example.in' });
      expect(await s.claimDeliveries(10, 60_000)).toEqual([]); // leased
      const leaseEnd = (await s.nextDeliveryAt())!;
      expect(leaseEnd).toBeGreaterThan(Date.now() + 50_000);

      await s.markDelivered(claimed[0]!.outboxId);
      await s.markFailed(claimed[1]!.outboxId, 1, Date.now() - 1, 'HTTP 500');
      const retry = await s.claimDeliveries(10, 60_000);
      expect(retry.map((d) => [d.lead.id, d.attempts])).toEqual([[b.id, 1]]);
      await s.release(retry[0]!.outboxId);
      expect((await s.claimDeliveries(10, 60_000)).map((d) => d.lead.id)).toEqual([b.id]);
      await s.markDelivered(retry[0]!.outboxId);
      expect(await s.nextDeliveryAt()).toBeNull();
      expect(await s.claimDeliveries(10, 0)).toEqual([]);
    });

    it('an expired lease makes a delivery due again (at least once after a crash)', async () => {
      const s = await store();
      const a = await s.save(lead());
      expect((await s.claimDeliveries(10, 1)).map((d) => d.lead.id)).toEqual([a.id]);
      await new Promise((r) => setTimeout(r, 20));
      expect((await s.claimDeliveries(10, 60_000)).map((d) => d.lead.id)).toEqual([a.id]);
    });

    it('two stores on one database never claim the same delivery', async () => {
      const s = await store();
      for (let i = 0; i < 30; i++) await s.save(lead({ payload: { email: `p${i}@example.in` } }));
      if (kind === 'sqlite') {
        // SQLite is one instance per file; its claim is a transaction (BEGIN IMMEDIATE), so concurrent claims serialise.
        const both = await Promise.all([s.claimDeliveries(20, 60_000), s.claimDeliveries(20, 60_000)]);
        expect(new Set(both.flat().map((d) => d.outboxId)).size).toBe(30);
        return;
      }
      const second = await openPostgresStore(TEST_DATABASE_URL, { outbox: true, schema: (s as Awaited<ReturnType<typeof openPostgresStore>>).schema, poolSize: 4 });
      open.push(second);
      const both = await Promise.all([s.claimDeliveries(20, 60_000), second.claimDeliveries(20, 60_000), s.claimDeliveries(20, 60_000)]);
      const ids = both.flat().map((d) => d.outboxId);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    });

    it('without the outbox no deliveries are queued', async () => {
      const s = await store({ outbox: false });
      await s.save(lead());
      expect(await s.claimDeliveries(10, 60_000)).toEqual([]);
      expect(await s.nextDeliveryAt()).toBeNull();
    });

    it('a quote is found by its reference; it awaits payment when it has an amount to pay, and a UTR marks it claimed', async () => {
      const s = await store();
      const payable = await s.save(lead({ form: 'quote-request', payload: { reference: 'Q-2345-6789', name: 'Asha', payable: 7080 } }));
      const onRequest = await s.save(lead({ form: 'quote-request', payload: { reference: 'Q-3456-789A', name: 'Ravi' } }));
      await s.save(lead({ form: 'contact-message', payload: { reference: 'Q-4567-89AB', payable: 5 } }));
      expect(await s.findQuote('Q-2345-6789')).toEqual({ id: payable.id, payload: { reference: 'Q-2345-6789', name: 'Asha', payable: 7080 }, payment: 'awaiting', utr: null });
      expect((await s.findQuote('Q-3456-789A'))?.payment).toBeNull();
      expect(onRequest.created).toBe(true);
      expect(await s.findQuote('Q-4567-89AB')).toBeUndefined();
      await s.claimPayment(payable.id, '412345678901');
      expect(await s.findQuote('Q-2345-6789')).toMatchObject({ payment: 'claimed', utr: '412345678901' });
      // For exports: the payment of each quote with one (not yet marked received: no time paid).
      expect(await s.quotePayments([payable.id, onRequest.id])).toEqual(new Map([[payable.id, { payment: 'claimed', utr: '412345678901', paidAt: null }]]));
      expect(await s.quotePayments([])).toEqual(new Map());
    });

    it('migrations run once: reopening keeps the data', async () => {
      const s = await store();
      const { id } = await s.save(lead());
      if (kind === 'sqlite') {
        const path = s.location.replace(/\/leads\.db$/, '');
        await s.close();
        const again = openSqliteStore(path, { outbox: true });
        open.push(again);
        expect((await again.list()).map((l) => l.id)).toEqual([id]);
      } else {
        const schema = (s as Awaited<ReturnType<typeof openPostgresStore>>).schema;
        const again = await openPostgresStore(TEST_DATABASE_URL, { outbox: true, schema });
        open.push(again);
        expect((await again.list()).map((l) => l.id)).toEqual([id]);
        const { rows } = await again.pool.query('SELECT version FROM schema_migrations');
        expect(rows).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }, { version: 5 }]);
      }
      await expect(open.at(-1)!.checkWritable()).resolves.toBeUndefined();
    });
  });
}

describe('PostgreSQL specifics', () => {
  it('instances starting together migrate once (advisory lock)', async () => {
    const schema = testSchema('contract');
    const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(TEST_DATABASE_URL, { outbox: true, schema, poolSize: 2 })));
    try {
      const { rows } = await stores[0]!.pool.query('SELECT version FROM schema_migrations');
      expect(rows).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }, { version: 5 }]);
      const salts = await stores[0]!.pool.query(`SELECT count(*)::int AS n FROM meta WHERE key = 'ip_hash_salt'`);
      expect(salts.rows).toEqual([{ n: 1 }]);
      const setting = await stores[1]!.pool.query('SHOW synchronous_commit');
      expect(setting.rows).toEqual([{ synchronous_commit: 'on' }]);
    } finally {
      for (const s of stores) await s.close();
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    }
  });

  it('an unreachable database stops the start with a plain message without the password', async () => {
    const error = await openPostgresStore('postgres://leads:s3cret@127.0.0.1:1/leads', { outbox: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreStartError);
    expect((error as Error).message).toMatch(
      /^Cannot use the PostgreSQL lead store at postgres:\/\/leads@127\.0\.0\.1:1\/leads: .*ECONNREFUSED.*\. Check DATABASE_URL and that the database is running and writable\.$/,
    );
    expect((error as Error).message).not.toContain('s3cret');
  });
});
