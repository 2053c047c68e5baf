import { afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../server/db/database.ts';
import { MIGRATIONS, schemaVersion } from '../../server/db/migrations.ts';
import { createLeadStore } from '../../server/db/leads.ts';
import { createGroupCommit } from '../../server/db/group-commit.ts';
import { newLead, tempDir } from './helpers.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function freshDir() {
  const dir = tempDir('lead-store-');
  dirs.push(dir);
  return dir;
}
const lead = newLead;

describe('lead store', () => {
  it('creates DATA_DIR and leads.db with WAL, synchronous=FULL and STRICT tables', () => {
    const dir = join(freshDir(), 'nested', 'data');
    const db = openDatabase(dir);
    try {
      expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 }); // FULL
      expect(Number((db.prepare('PRAGMA busy_timeout').get() as { timeout: number }).timeout)).toBe(5000);
      expect(schemaVersion(db)).toBe(MIGRATIONS.length);
      const tables = db
        .prepare(`SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'leads_search%' ORDER BY name`)
        .all();
      expect(tables.map((t) => ({ ...t }))).toEqual([
        { name: 'audit_log', strict: 1 },
        { name: 'content_drafts', strict: 1 },
        { name: 'content_leases', strict: 1 },
        { name: 'content_schedule', strict: 1 },
        { name: 'content_version', strict: 1 },
        { name: 'lead_events', strict: 1 },
        { name: 'leads', strict: 1 },
        { name: 'mail_outbox', strict: 1 },
        { name: 'meta', strict: 1 },
        { name: 'outbox', strict: 1 },
        { name: 'password_tokens', strict: 1 },
        { name: 'sessions', strict: 1 },
        { name: 'sign_in_failures', strict: 1 },
        { name: 'users', strict: 1 },
      ]);
    } finally {
      db.close();
    }
  });

  it('runs each migration once and keeps the data on reopening', () => {
    const dir = freshDir();
    const first = openDatabase(dir);
    const { id } = createLeadStore(first, { outbox: false }).save(lead());
    const salt = first.prepare(`SELECT value FROM meta WHERE key = 'ip_hash_salt'`).get();
    first.close();
    const second = openDatabase(dir);
    try {
      expect(second.prepare(`SELECT value FROM meta WHERE key = 'ip_hash_salt'`).get()).toEqual(salt);
      expect(
        createLeadStore(second, { outbox: false })
          .list()
          .map((l) => l.id),
      ).toEqual([id]);
    } finally {
      second.close();
    }
  });

  it('refuses a database from a newer server', () => {
    const dir = freshDir();
    openDatabase(dir).close();
    const raw = new DatabaseSync(join(dir, 'leads.db'));
    raw.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    raw.close();
    expect(() => openDatabase(dir)).toThrow(`leads.db has schema version ${MIGRATIONS.length + 1}, newer than this server knows (${MIGRATIONS.length}). Update the server.`);
  });

  it('stores a lead with its outbox row in one transaction, and keys make repeats return the first id', () => {
    const db = openDatabase(freshDir());
    try {
      const store = createLeadStore(db, { outbox: true });
      const a = store.save(lead({ idempotencyKey: 'k1' }));
      const b = store.save(lead({ idempotencyKey: 'k1' }));
      const c = store.save(lead({ idempotencyKey: 'k1', form: 'contact-message' }));
      expect(a.created).toBe(true);
      expect(b).toEqual({ id: a.id, created: false, samePayload: true });
      expect(c.created).toBe(true);
      expect(store.count()).toBe(2);
      expect(
        db
          .prepare('SELECT lead_id, attempts, delivered_at FROM outbox ORDER BY id')
          .all()
          .map((r) => ({ ...r })),
      ).toEqual([
        { lead_id: a.id, attempts: 0, delivered_at: null },
        { lead_id: c.id, attempts: 0, delivered_at: null },
      ]);
      // A failure inside the transaction leaves neither the lead nor its outbox row.
      db.exec("CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END");
      expect(() => store.save(lead())).toThrow('disk full');
      expect(store.count()).toBe(2);
      expect(db.isTransaction).toBe(false);
    } finally {
      db.close();
    }
  });

  it('lists leads oldest first, filtered by date and form, and hashes the IP address', () => {
    const db = openDatabase(freshDir());
    try {
      const store = createLeadStore(db, { outbox: false });
      const ids = [store.save(lead()).id, store.save(lead({ form: 'contact-message' })).id];
      db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run('2025-01-15T10:00:00.000Z', ids[0]!);
      expect(store.list().map((l) => l.id)).toEqual(ids);
      expect(store.list({ since: '2025-02-01T00:00:00.000Z' }).map((l) => l.id)).toEqual([ids[1]]);
      expect(store.list({ form: 'newsletter-signup' }).map((l) => l.id)).toEqual([ids[0]]);
      expect(store.list({ limit: 1 })).toHaveLength(1);
      const hashes = db.prepare('SELECT ip_hash FROM leads').all() as { ip_hash: string }[];
      expect(hashes[0]!.ip_hash).toBe(hashes[1]!.ip_hash);
      expect(hashes[0]!.ip_hash).not.toContain('203.0.113');
    } finally {
      db.close();
    }
  });
});

describe('group commit', () => {
  it('writes the leads of one event-loop turn in one transaction and answers each with its own id', async () => {
    const db = openDatabase(freshDir());
    try {
      const store = createLeadStore(db, { outbox: false });
      const batches: number[] = [];
      const counting = { ...store, saveAll: (leads: Parameters<typeof store.saveAll>[0]) => (batches.push(leads.length), store.saveAll(leads)) };
      const group = createGroupCommit(counting);
      const results = await Promise.all([
        ...Array.from({ length: 20 }, (_, i) => group.save(lead({ payload: { email: `p${i}@example.in` } }))),
        group.save(lead({ idempotencyKey: 'same' })),
        group.save(lead({ idempotencyKey: 'same' })),
      ]);
      expect(batches).toEqual([22]);
      expect(new Set(results.slice(0, 20).map((r) => r.id)).size).toBe(20);
      expect(results[21]).toEqual({ id: results[20]!.id, created: false, samePayload: true });
      expect(store.count()).toBe(21);
      const later = await group.save(lead());
      expect(batches).toEqual([22, 1]);
      expect(later.created).toBe(true);
    } finally {
      db.close();
    }
  });

  it('a failed commit rejects every lead of the batch and stores none of them', async () => {
    const db = openDatabase(freshDir());
    try {
      const store = createLeadStore(db, { outbox: false });
      const group = createGroupCommit(store);
      db.exec(`CREATE TRIGGER fail_third BEFORE INSERT ON leads WHEN (SELECT count(*) FROM leads) >= 2 BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
      const outcomes = await Promise.allSettled([group.save(lead()), group.save(lead()), group.save(lead())]);
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(store.count()).toBe(0);
    } finally {
      db.close();
    }
  });
});
