// One contract, two stores: the content store (drafts, leases, scheduled publishes, the live version,
// the publish lock) on SQLite and on PostgreSQL (a fresh schema per run). "Another instance" is a
// second content store over the same database: on PostgreSQL a second lead store with its own pool on
// the same schema, on SQLite a second content store over the same leads.db connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { openPostgresStore, type PostgresStore } from '../../server/db/postgres-store.ts';
import { contentStoreFor } from '../../server/db/open-store.ts';
import { createPostgresContentStore, publishLockKey } from '../../server/db/content-store-postgres.ts';
import { SCHEDULE_CLAIM_TIMEOUT_MS, type ContentActor, type ContentStore } from '../../server/db/content-store.ts';
import { StoreUnavailableError, type LeadStore } from '../../server/db/store.ts';
import { newLead, postgresTestStore, sqliteTestStore, tempDir, testSchema, TEST_DATABASE_URL, dropSchemas } from './helpers.ts';

interface Harness {
  store: LeadStore;
  /** A content store of another instance over the same database. */
  other: () => Promise<ContentStore>;
  /** A content store whose writes fail because the database is read-only. */
  readOnly: () => Promise<ContentStore>;
  close: () => Promise<void>;
}

const harnesses: Record<string, () => Promise<Harness>> = {
  async sqlite() {
    const { store, close } = sqliteTestStore('content-', { outbox: true });
    const connections: { close(): void }[] = [];
    return {
      store,
      other: () => contentStoreFor(store),
      readOnly: async () => {
        // A second connection to the same file that may only read.
        const { DatabaseSync } = await import('node:sqlite');
        const db = new DatabaseSync(store.location);
        db.exec('PRAGMA query_only = 1');
        connections.push(db);
        const { createSqliteContentStore } = await import('../../server/db/content-store-sqlite.ts');
        return createSqliteContentStore(db);
      },
      close: async () => {
        for (const db of connections) db.close();
        await close();
      },
    };
  },
  async postgresql() {
    const { store, schema, close } = await postgresTestStore('content', { outbox: true });
    const extra: { close(): Promise<void> }[] = [];
    return {
      store,
      other: async () => {
        const second = await openPostgresStore(TEST_DATABASE_URL, { outbox: true, schema, poolSize: 3 });
        extra.push(second);
        return contentStoreFor(second);
      },
      readOnly: async () => {
        const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2, options: `-c search_path=${schema} -c default_transaction_read_only=on` });
        extra.push({ close: () => pool.end() });
        return createPostgresContentStore(pool, schema);
      },
      close: async () => {
        for (const s of extra) await s.close();
        await close();
      },
    };
  },
};

const asha: ContentActor = { id: 'u-asha', name: 'Asha Rao', email: 'asha@filingbridge.in' };
const ravi: ContentActor = { id: 'u-ravi', name: 'Ravi Kumar', email: 'ravi@filingbridge.in' };
const T = 1_800_000_000_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const [kind, open] of Object.entries(harnesses)) {
  describe(`content store: ${kind}`, () => {
    let h: Harness;
    let content: ContentStore;
    beforeAll(async () => {
      h = await open();
      content = await contentStoreFor(h.store);
    });
    afterAll(() => h.close());

    it('saves a draft per file; a later save keeps the first base, creator and creation time', async () => {
      const first = await content.saveDraft('pages/gst.json', '{"title":"GST"}', 'blob-1', asha, T);
      expect(first).toEqual({
        file: 'pages/gst.json',
        data: '{"title":"GST"}',
        baseBlob: 'blob-1',
        createdBy: asha,
        createdAt: T,
        updatedBy: asha,
        updatedAt: T,
        reviewRequestedBy: null,
        reviewRequestedAt: null,
      });
      const second = await content.saveDraft('pages/gst.json', '{ "title": "GST filing" }', 'blob-2', ravi, T + 5);
      expect(second).toEqual({ ...first, data: '{ "title": "GST filing" }', updatedBy: ravi, updatedAt: T + 5 });
      expect(await content.draft('pages/gst.json')).toEqual(second);
      expect(await content.draft('pages/missing.json')).toBeNull();

      // A draft that deletes a file, and one of a file that did not exist.
      await content.saveDraft('site.json', null, 'blob-site', asha, T + 1);
      await content.saveDraft('pages/new.json', '[]', null, asha, T + 2);
      const all = await content.listDrafts();
      expect(all.map((d) => [d.file, d.data, d.baseBlob])).toEqual([
        ['pages/gst.json', '{ "title": "GST filing" }', 'blob-1'],
        ['pages/new.json', '[]', null],
        ['site.json', null, 'blob-site'],
      ]);

      await content.deleteDrafts(['pages/new.json', 'site.json', 'pages/never.json']);
      expect((await content.listDrafts()).map((d) => d.file)).toEqual(['pages/gst.json']);
      await content.deleteDrafts([]);
      expect((await content.listDrafts()).map((d) => d.file)).toEqual(['pages/gst.json']);
      await content.deleteDrafts(['pages/gst.json']);
      expect(await content.listDrafts()).toEqual([]);
    });

    it('marks drafts for review only when all of them exist; a new save clears the request', async () => {
      await content.saveDraft('a.json', '{"a":1}', 'ba', asha, T);
      await content.saveDraft('b.json', '{"b":1}', 'bb', asha, T);
      expect(await content.requestReview(['a.json', 'gone.json'], asha, T + 1)).toBe(false);
      expect((await content.draft('a.json'))!.reviewRequestedBy).toBeNull();

      expect(await content.requestReview(['a.json', 'b.json', 'a.json'], asha, T + 2)).toBe(true);
      for (const file of ['a.json', 'b.json']) {
        expect(await content.draft(file)).toMatchObject({ reviewRequestedBy: asha, reviewRequestedAt: T + 2, updatedAt: T });
      }

      await content.saveDraft('a.json', '{"a":2}', 'other', ravi, T + 3);
      expect(await content.draft('a.json')).toMatchObject({ data: '{"a":2}', baseBlob: 'ba', reviewRequestedBy: null, reviewRequestedAt: null, updatedBy: ravi });
      expect(await content.draft('b.json')).toMatchObject({ reviewRequestedBy: asha, reviewRequestedAt: T + 2 });
      await content.deleteDrafts(['a.json', 'b.json']);
    });

    it('refuses a lease held by someone else until it runs out, renews the holder’s own, and releases only the holder’s', async () => {
      const ttl = 60_000;
      expect(await content.takeLease('site.json', asha, T, ttl)).toEqual({ file: 'site.json', holder: asha, expiresAt: T + ttl });
      // Ravi is refused: he is told who holds it, and the lease is unchanged.
      expect(await content.takeLease('site.json', ravi, T + 1000, ttl)).toEqual({ file: 'site.json', holder: asha, expiresAt: T + ttl });
      // Asha renews it.
      expect(await content.takeLease('site.json', asha, T + 30_000, ttl)).toEqual({ file: 'site.json', holder: asha, expiresAt: T + 30_000 + ttl });
      expect(await content.takeLease('site.json', ravi, T + 30_000 + ttl - 1, ttl)).toMatchObject({ holder: asha });
      expect(await content.leases(T + 30_000 + ttl - 1)).toEqual([{ file: 'site.json', holder: asha, expiresAt: T + 30_000 + ttl }]);
      // Run out: gone from the list, and Ravi takes it over.
      expect(await content.leases(T + 30_000 + ttl)).toEqual([]);
      expect(await content.takeLease('site.json', ravi, T + 30_000 + ttl, ttl)).toEqual({ file: 'site.json', holder: ravi, expiresAt: T + 30_000 + 2 * ttl });

      await content.takeLease('pages/a.json', asha, T + 30_000 + ttl, ttl);
      expect((await content.leases(T + 30_000 + ttl)).map((l) => [l.file, l.holder.id])).toEqual([
        ['pages/a.json', 'u-asha'],
        ['site.json', 'u-ravi'],
      ]);
      await content.releaseLease('site.json', 'u-asha');
      expect((await content.leases(T + 30_000 + ttl)).map((l) => l.file)).toEqual(['pages/a.json', 'site.json']);
      await content.releaseLease('site.json', 'u-ravi');
      await content.releaseLease('pages/a.json', 'u-asha');
      expect(await content.leases(T)).toEqual([]);
      // Free again: anyone takes it.
      expect(await content.takeLease('site.json', asha, T + 10 * ttl, ttl)).toMatchObject({ holder: asha });
      await content.releaseLease('site.json', 'u-asha');
    });

    it('gives a lease to one of two people asking at once, on two instances', async () => {
      const second = await h.other();
      for (let round = 0; round < 5; round++) {
        const file = `race-${round}.json`;
        const [a, b] = await Promise.all([content.takeLease(file, asha, T, 60_000), second.takeLease(file, ravi, T, 60_000)]);
        expect(a.holder).toEqual(b.holder);
        expect((await content.leases(T)).filter((l) => l.file === file)).toEqual([a]);
      }
    });

    it('schedules publishes, claims a due one once, reclaims one whose instance died, and finishes it', async () => {
      const drafts = [
        { file: 'pages/gst.json', data: '{ "title": "GST" }', baseBlob: 'b1' },
        { file: 'old.json', data: null, baseBlob: 'b2' },
      ];
      const later = await content.schedulePublish({ drafts: [], message: 'Later', publishAt: T + 7_200_000, createdBy: ravi, createdAt: T });
      const entry = await content.schedulePublish({ drafts, message: 'New GST page', publishAt: T + 3_600_000, createdBy: asha, createdAt: T });
      expect(entry).toEqual({
        id: expect.any(String),
        drafts,
        message: 'New GST page',
        publishAt: T + 3_600_000,
        createdBy: asha,
        createdAt: T,
        status: 'waiting',
        result: null,
        finishedAt: null,
      });
      expect(entry.id).not.toBe(later.id);
      expect((await content.listScheduled()).map((s) => s.message)).toEqual(['New GST page', 'Later']);

      expect(await content.claimDueSchedule(T + 3_599_999)).toBeNull();
      const claimedAt = T + 3_600_000;
      expect(await content.claimDueSchedule(claimedAt)).toEqual({ ...entry, status: 'running' });
      // Running and not stale: nobody else gets it; the later one is not due yet.
      expect(await content.claimDueSchedule(claimedAt + SCHEDULE_CLAIM_TIMEOUT_MS - 1)).toBeNull();
      // Its instance died: claimed again ten minutes later.
      expect(await content.claimDueSchedule(claimedAt + SCHEDULE_CLAIM_TIMEOUT_MS)).toMatchObject({ id: entry.id, status: 'running' });
      expect(await content.claimDueSchedule(claimedAt + SCHEDULE_CLAIM_TIMEOUT_MS + 1)).toBeNull();

      expect(await content.finishSchedule(entry.id, 'cancelled', null, T + 3_700_000)).toBe(false);
      expect(await content.finishSchedule(entry.id, 'published', 'abc123', T + 3_700_000)).toBe(true);
      expect(await content.finishSchedule(entry.id, 'failed', 'too late', T + 3_800_000)).toBe(false);
      expect(await content.finishSchedule('no-such-entry', 'cancelled', null, T)).toBe(false);
      expect(await content.finishSchedule(later.id, 'cancelled', null, T + 3_700_001)).toBe(true);

      expect(await content.listScheduled()).toEqual([
        { ...entry, status: 'published', result: 'abc123', finishedAt: T + 3_700_000 },
        { ...later, status: 'cancelled', result: null, finishedAt: T + 3_700_001 },
      ]);
      // Finished entries are never claimed, however late.
      expect(await content.claimDueSchedule(T + 100 * SCHEDULE_CLAIM_TIMEOUT_MS)).toBeNull();

      const failing = await content.schedulePublish({ drafts, message: 'Will fail', publishAt: T, createdBy: asha, createdAt: T });
      expect(await content.claimDueSchedule(T + 1)).toMatchObject({ id: failing.id });
      expect(await content.finishSchedule(failing.id, 'failed', 'Someone changed the GST page meanwhile.', T + 2)).toBe(true);
      expect((await content.listScheduled()).find((s) => s.id === failing.id)).toMatchObject({
        status: 'failed',
        result: 'Someone changed the GST page meanwhile.',
        finishedAt: T + 2,
      });
    });

    it('two instances claiming at once: each due entry goes to exactly one of them', async () => {
      const second = await h.other();
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        ids.push((await content.schedulePublish({ drafts: [], message: `Race ${i}`, publishAt: T + i, createdBy: asha, createdAt: T })).id);
      }
      const now = T + 1_000;
      const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? second : content).claimDueSchedule(now)));
      const won = claims.filter((c) => c !== null).map((c) => c!.id);
      expect(won.sort()).toEqual([...ids].sort());
      expect(claims.filter((c) => c === null)).toHaveLength(2);
      for (const id of ids) expect(await content.finishSchedule(id, 'published', 'c', now)).toBe(true);

      // One due entry, two claims at the same moment: one winner.
      const single = await content.schedulePublish({ drafts: [], message: 'Single', publishAt: T, createdBy: asha, createdAt: T });
      const [a, b] = await Promise.all([content.claimDueSchedule(now), second.claimDueSchedule(now)]);
      expect([a?.id ?? null, b?.id ?? null].filter((id) => id !== null)).toEqual([single.id]);
      await content.finishSchedule(single.id, 'published', 'c', now);
    });

    it('keeps one live version', async () => {
      expect(await content.publishedVersion()).toBeNull();
      await content.setPublishedVersion('a1b2c3', T);
      expect(await content.publishedVersion()).toEqual({ commit: 'a1b2c3', at: T });
      await content.setPublishedVersion('d4e5f6', T + 1);
      expect(await content.publishedVersion()).toEqual({ commit: 'd4e5f6', at: T + 1 });
      expect(await (await h.other()).publishedVersion()).toEqual({ commit: 'd4e5f6', at: T + 1 });
    });

    it('runs one publish at a time across instances, and lets go when a publish throws', async () => {
      const second = await h.other();
      const spans: { name: string; start: number; end: number }[] = [];
      const task = (name: string) => async () => {
        const start = performance.now();
        await sleep(150);
        spans.push({ name, start, end: performance.now() });
        return name;
      };
      expect(await Promise.all([content.withPublishLock(task('first')), second.withPublishLock(task('second')), content.withPublishLock(task('third'))])).toEqual([
        'first',
        'second',
        'third',
      ]);
      spans.sort((x, y) => x.start - y.start);
      expect(spans).toHaveLength(3);
      for (let i = 1; i < spans.length; i++) expect(spans[i]!.start).toBeGreaterThanOrEqual(spans[i - 1]!.end);

      // A task that throws passes its error on and does not keep the lock.
      const failure = new Error('the push was refused');
      await expect(
        content.withPublishLock(async () => {
          await sleep(20);
          throw failure;
        }),
      ).rejects.toBe(failure);
      const started = performance.now();
      expect(await second.withPublishLock(async () => 'after')).toBe('after');
      expect(performance.now() - started).toBeLessThan(1000);
      // The task's own store calls work while the lock is held.
      expect(await content.withPublishLock(() => content.publishedVersion())).toEqual({ commit: 'd4e5f6', at: T + 1 });
    });

    it('answers "store unavailable" when the database cannot be written', async () => {
      const readOnly = await h.readOnly();
      const error = await readOnly.saveDraft('x.json', '{}', null, asha, T).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as StoreUnavailableError).reason).toBe('read-only');
      await expect(readOnly.takeLease('x.json', asha, T, 1000)).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(await readOnly.draft('x.json')).toBeNull();
    });
  });
}

describe('content store: PostgreSQL specifics', () => {
  it("one schema's publish lock does not hold back another schema's", async () => {
    expect(publishLockKey('content_a')).not.toBe(publishLockKey('content_b'));
    const schemas = [testSchema('content'), testSchema('content')];
    const stores: PostgresStore[] = [];
    try {
      for (const schema of schemas) stores.push(await openPostgresStore(TEST_DATABASE_URL, { outbox: true, schema, poolSize: 3 }));
      const [a, b] = await Promise.all(stores.map((s) => contentStoreFor(s)));
      let release!: () => void;
      const holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = a!.withPublishLock(() => holding);
      await sleep(50);
      // The other schema's lock is free while the first is held.
      expect(await b!.withPublishLock(async () => 'free')).toBe('free');
      release();
      await first;
      const { rows } = await stores[0]!.pool.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 7346002 AND objid = $1::oid`, [
        publishLockKey(schemas[0]!) >>> 0,
      ]);
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      for (const s of stores) await s.close();
      for (const schema of schemas) await dropSchemas(schema);
    }
  });
  it('publishes under the lock with a pool of one connection (the lock then has a connection of its own)', async () => {
    const schema = testSchema('content');
    const store = await openPostgresStore(TEST_DATABASE_URL, { outbox: true, schema, poolSize: 1 });
    try {
      const content = await contentStoreFor(store);
      const result = content.withPublishLock(async () => {
        await content.setPublishedVersion('c0ffee', T);
        return content.publishedVersion();
      });
      expect(await Promise.race([result, sleep(5000).then(() => 'stuck')])).toEqual({ commit: 'c0ffee', at: T });
    } finally {
      await store.close();
      await dropSchemas(schema);
    }
  });
});

describe('content store: migration 3', () => {
  const DROP = 'DROP TABLE content_drafts; DROP TABLE content_leases; DROP TABLE content_schedule; DROP TABLE content_version;';
  const BAD_ROWS = [
    // Running without the time it was claimed (it could never be reclaimed).
    `INSERT INTO content_schedule (id, drafts, message, publish_at, created_by_id, created_by_name, created_by_email, created_at, status) VALUES ('x', '[]', 'm', 1, 'u', 'n', 'e', 1, 'running')`,
    `INSERT INTO content_schedule (id, drafts, message, publish_at, created_by_id, created_by_name, created_by_email, created_at, status) VALUES ('x', '[]', 'm', 1, 'u', 'n', 'e', 1, 'later')`,
    `INSERT INTO content_schedule (id, drafts, message, publish_at, created_by_id, created_by_name, created_by_email, created_at, status, finished_at) VALUES ('x', '[]', 'm', 1, 'u', 'n', 'e', 1, 'published', NULL)`,
    `INSERT INTO content_schedule (id, drafts, message, publish_at, created_by_id, created_by_name, created_by_email, created_at) VALUES ('x', '{}', 'm', 1, 'u', 'n', 'e', 1)`,
    `INSERT INTO content_drafts (file, data, created_by_id, created_by_name, created_by_email, created_at, updated_by_id, updated_by_name, updated_by_email, updated_at, review_requested_by_id) VALUES ('f', '{}', 'u', 'n', 'e', 1, 'u', 'n', 'e', 1, 'u')`,
    `INSERT INTO content_drafts (file, data, created_by_id, created_by_name, created_by_email, created_at, updated_by_id, updated_by_name, updated_by_email, updated_at) VALUES ('f', '{not json', 'u', 'n', 'e', 1, 'u', 'n', 'e', 1)`,
    `INSERT INTO content_version (id, commit_id, published_at) VALUES (2, 'abc', 1)`,
  ];

  it('SQLite: upgrades a version-2 leads.db keeping its leads, and the tables refuse impossible rows', async () => {
    const dir = tempDir('content-upgrade-');
    try {
      const first = openSqliteStore(dir, { outbox: true });
      const { id } = await first.save(newLead());
      // Back to version 2: migration 5's language and migration 4's quote columns go too (migration 3's tables are DROP).
      first.db.exec(
        `DROP INDEX leads_language_created; ALTER TABLE leads DROP COLUMN language; DROP TRIGGER leads_payment_awaiting; DROP INDEX leads_quote_reference; DROP INDEX leads_payment_created; ALTER TABLE leads DROP COLUMN payment; ALTER TABLE leads DROP COLUMN utr; ${DROP} PRAGMA user_version = 2;`,
      );
      await first.close();
      const again = openSqliteStore(dir, { outbox: true });
      try {
        expect((again.db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(5);
        expect((await again.list()).map((l) => l.id)).toEqual([id]);
        const content = await contentStoreFor(again);
        expect(await content.saveDraft('site.json', '{}', null, asha, T)).toMatchObject({ file: 'site.json' });
        for (const sql of BAD_ROWS) expect(() => again.db.exec(sql), sql).toThrow(/CHECK constraint failed/);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('PostgreSQL: upgrades a version-2 schema keeping its leads, and the tables refuse impossible rows', async () => {
    const schema = testSchema('content');
    try {
      const first = await openPostgresStore(TEST_DATABASE_URL, { outbox: true, schema });
      const { id } = await first.save(newLead());
      await first.pool.query(
        `DROP INDEX leads_language_created; ALTER TABLE leads DROP COLUMN language; DROP TRIGGER leads_payment_awaiting ON leads; DROP FUNCTION leads_payment_awaiting(); DROP INDEX leads_quote_reference; DROP INDEX leads_payment_created; ALTER TABLE leads DROP COLUMN payment, DROP COLUMN utr; ${DROP} DELETE FROM schema_migrations WHERE version >= 3;`,
      );
      await first.close();
      const again = await openPostgresStore(TEST_DATABASE_URL, { outbox: true, schema });
      try {
        expect((await again.pool.query('SELECT version FROM schema_migrations ORDER BY version')).rows).toEqual([
          { version: 1 },
          { version: 2 },
          { version: 3 },
          { version: 4 },
          { version: 5 },
        ]);
        expect((await again.list()).map((l) => l.id)).toEqual([id]);
        const content = await contentStoreFor(again);
        expect(await content.saveDraft('site.json', '{}', null, asha, T)).toMatchObject({ file: 'site.json' });
        for (const sql of BAD_ROWS) await expect(again.pool.query(sql), sql).rejects.toThrow(/violates check constraint|invalid input syntax for type json/);
      } finally {
        await again.close();
      }
    } finally {
      await dropSchemas(schema);
    }
  });
});
