// Every erasure log an erasure must reach, and every one a restore or a start applies (issue 43).
//
// The instance's own log file (erasure-log.ts: ERASURE_LOG, by default DATA_DIR/erasures.jsonl) and, when
// the store is PostgreSQL, the database's shared log: the schema "<DATABASE_SCHEMA>_erasures", beside the
// store's schema but never in its dump (pg_dump takes the store's schema only) and never replaced by a
// restore (which replaces, or keeps aside, the store's schema only). Several instances on one database
// each write their own file, so a restore run with another instance's settings would not find an erasure
// made elsewhere in its file; every instance writes the shared log, and every restore reads it.
//
// The shared log holds what the file holds (a keyed hash of each erased address and lead id, and when),
// keyed with ERASURE_KEY when set, else with a random key kept in the same schema, made at first use. Like
// the file, nothing in it can be read back into an address.
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type pg from 'pg';
import type { BackOfficeStore } from './db/back-office.ts';
import type { PostgresStore } from './db/postgres-store.ts';
import type { LeadStore } from './db/store.ts';
import { anyOf, eraseAgain, erasureLogOf, hashesOf, matcherOf, type Erasure, type ErasureLog, type ErasureMatcher } from './erasure-log.ts';

/** The database's erasure log, shared by every instance on it. */
export class SharedErasureLog {
  readonly schema: string;
  private ready: Promise<KeyObject> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    storeSchema: string,
    private readonly keyFromEnv?: string,
  ) {
    this.schema = `${storeSchema}_erasures`;
  }

  /** Makes the schema, its table and its key once (under an advisory lock: instances start together); the key. */
  private key(): Promise<KeyObject> {
    this.ready ??= (async () => {
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [this.schema]);
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${this.schema}`);
        await client.query(`CREATE TABLE IF NOT EXISTS ${this.schema}.entries (hash text PRIMARY KEY, at timestamptz NOT NULL)`);
        await client.query(`CREATE TABLE IF NOT EXISTS ${this.schema}.key (one boolean PRIMARY KEY DEFAULT true CHECK (one), key text NOT NULL)`);
        await client.query(`INSERT INTO ${this.schema}.key (key) VALUES ($1) ON CONFLICT DO NOTHING`, [randomBytes(32).toString('hex')]);
        const stored = (await client.query<{ key: string }>(`SELECT key FROM ${this.schema}.key`)).rows[0]!.key;
        await client.query('COMMIT');
        return createSecretKey(this.keyFromEnv ? Buffer.from(this.keyFromEnv, 'utf8') : Buffer.from(stored, 'hex'));
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        this.ready = undefined;
        throw error;
      } finally {
        client.release();
      }
    })();
    return this.ready;
  }

  async ensure(): Promise<void> {
    await this.key();
  }

  /** Adds the erasure's hashes (a hash erased again keeps its latest time). */
  async record(erasure: Erasure, now = new Date()): Promise<void> {
    const hashes = hashesOf(await this.key(), erasure);
    if (hashes.length === 0) return;
    await this.pool.query(
      `INSERT INTO ${this.schema}.entries (hash, at) SELECT unnest($1::text[]), $2 ON CONFLICT (hash) DO UPDATE SET at = GREATEST(${this.schema}.entries.at, excluded.at)`,
      [hashes, now.toISOString()],
    );
  }

  async matcher(): Promise<ErasureMatcher> {
    const key = await this.key();
    const { rows } = await this.pool.query<{ hash: string; at: Date }>(`SELECT hash, at FROM ${this.schema}.entries`);
    return matcherOf(new Map(rows.map((r) => [r.hash, r.at.toISOString()])), key);
  }

  async size(): Promise<number> {
    await this.key();
    return Number((await this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${this.schema}.entries`)).rows[0]!.n);
  }
}

/** What the store's meta table remembers of the logs (backup/status.ts's readMeta and writeMeta). */
export interface ErasureMeta {
  read(key: string): Promise<string | undefined>;
  write(key: string, value: string): Promise<void>;
}

/** The logs of one instance: its file, and the database's shared log on PostgreSQL. */
export class Erasures {
  constructor(
    readonly file: ErasureLog,
    readonly shared?: SharedErasureLog,
  ) {}

  /** Makes the logs (and their keys) if there are none yet, so a restore finds them. */
  async ensure(): Promise<void> {
    this.file.ensure();
    await this.shared?.ensure();
  }

  /** Into every log, before the erasure itself: a log that cannot be written throws, and nothing should be erased. */
  async record(erasure: Erasure, now = new Date()): Promise<void> {
    this.file.record(erasure, now);
    await this.shared?.record(erasure, now);
  }

  /** A lead any of the logs names. */
  async matcher(): Promise<ErasureMatcher> {
    return anyOf([this.file.matcher(), ...(this.shared ? [await this.shared.matcher()] : [])]);
  }

  /** Erases again, in `store`, every lead a log names, in one transaction; returns how many. */
  async applyTo(store: LeadStore, office: BackOfficeStore): Promise<number> {
    return eraseAgain(await this.matcher(), store, office);
  }

  /** Each log's meta row ('erasure_log_applied' for the file, '…_shared' for the database's) and its size now. */
  private async sizes(): Promise<[string, number][]> {
    return [['erasure_log_applied', this.file.size()], ...(this.shared ? [['erasure_log_applied_shared', await this.shared.size()] as [string, number]] : [])];
  }

  /** Remembers in the store that it has seen every log whole (after a restore applied them). */
  async markApplied(meta: ErasureMeta): Promise<void> {
    for (const [key, size] of await this.sizes()) await meta.write(key, String(size));
  }

  /**
   * At the server's start: erases again what the logs name when the store has not seen one of them whole
   * (its meta rows hold the sizes it last saw): a leads.db or a database put back by hand from an older
   * copy brings back nobody a log names. Returns how many leads were erased again; a store that has seen
   * every log costs one read of each. (Instances with different log files take turns at the file's row:
   * a start after another instance's reads every lead once more, and erases nobody new.)
   */
  async applyAtStart(store: LeadStore, office: BackOfficeStore, meta: ErasureMeta): Promise<number> {
    const sizes = await this.sizes();
    let unseen = false;
    for (const [key, size] of sizes) if (size > 0 && Number((await meta.read(key)) ?? 0) !== size) unseen = true;
    if (!unseen) return 0;
    const erased = await this.applyTo(store, office);
    for (const [key, size] of sizes) await meta.write(key, String(size));
    return erased;
  }
}

const sharedLogs = new WeakMap<pg.Pool, SharedErasureLog>();

/** The logs of the instance over `store`: ERASURE_LOG (or DATA_DIR/erasures.jsonl), and on PostgreSQL the database's. */
export function erasuresFor(store: LeadStore, dataDir: string, env: Record<string, string | undefined> = process.env, file: ErasureLog = erasureLogOf(dataDir, env)): Erasures {
  if (store.kind !== 'postgresql') return new Erasures(file);
  const { pool, schema } = store as PostgresStore;
  const shared = sharedLogs.get(pool) ?? new SharedErasureLog(pool, schema, env.ERASURE_KEY?.trim() || undefined);
  sharedLogs.set(pool, shared);
  return new Erasures(file, shared);
}
