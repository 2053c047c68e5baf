// The lead store on PostgreSQL (DATABASE_URL=postgres://…), for several API instances sharing one
// set of leads. Same LeadStore contract as SQLite:
//
// - A lead (and its outbox row) is one INSERT statement — one transaction — and `save` resolves only
//   after its COMMIT returned with synchronous_commit=on (set on every connection), so 201 means
//   durable on the database server.
// - Idempotency keys are a UNIQUE (form, idempotency_key) constraint: two instances receiving the same
//   key store one lead (INSERT … ON CONFLICT DO NOTHING, then read the winner).
// - Webhook deliveries are claimed with SELECT … FOR UPDATE SKIP LOCKED plus a lease, so N instances
//   deliver each lead once normally and at least once after a crash.
// - Migrations run at start inside a transaction holding an advisory lock: instances starting together
//   migrate once.
// - Connection, disk-full, read-only and shutdown errors become StoreUnavailableError (503).
//
// TLS for managed databases: put it in the URL, e.g. ?sslmode=verify-full&sslrootcert=/etc/ssl/db-ca.pem
// (pg treats sslmode=require as verify-full; sslmode=no-verify encrypts without checking the
// certificate). DATABASE_SCHEMA picks the schema.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { hashIp } from './leads.ts';
import { PG_MIGRATIONS } from './postgres-migrations.ts';
import { classifyPgError } from './pg-queries.ts';
import { inboxColumns, payloadFingerprint, StoreStartError, StoreUnavailableError } from './store.ts';
import type { Delivery, DeliveryChannel, LeadStore, NewLead, PaymentState, QueueOptions, QuoteLead, SaveResult, StoredLead } from './store.ts';

export interface PostgresStore extends LeadStore {
  readonly kind: 'postgresql';
  readonly pool: pg.Pool;
  readonly schema: string;
}

export interface PostgresOptions extends QueueOptions {
  /** Schema holding the tables (created if missing); default "public". */
  schema?: string;
  /** Pooled connections per instance. */
  poolSize?: number;
  /** Shown in pg_stat_activity, so operators see whose connections these are. */
  applicationName?: string;
}

/** Advisory lock key for migrations (any constant shared by every instance). */
const MIGRATION_LOCK = 7_346_001;

/** The outbox table of each delivery channel (same columns). */
const OUTBOX_TABLE: Record<DeliveryChannel, string> = { webhook: 'outbox', mail: 'mail_outbox' };

/** Connects, creates the schema, migrates under the advisory lock and test-writes; StoreStartError on failure. */
export async function openPostgresStore(url: string, options: PostgresOptions): Promise<PostgresStore> {
  const schema = options.schema ?? 'public';
  const where = describeUrl(url);
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new StoreStartError(`DATABASE_SCHEMA "${schema}" must be lower-case letters, digits and _ (starting with a letter or _).`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    application_name: options.applicationName ?? 'lead-store',
    idleTimeoutMillis: 30_000,
    // Startup parameters, so every pooled connection has them before its first query.
    options: `-c search_path=${schema} -c synchronous_commit=on`,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    await migrate(pool, schema);
    await pool.query(`INSERT INTO meta (key, value) VALUES ('last_write_check', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [new Date().toISOString()]);
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StoreStartError(`Cannot use the PostgreSQL lead store at ${where}: ${plainPgError(error)}. Check DATABASE_URL and that the database is running and writable.`);
  }
  return createPostgresStore(pool, schema, where, options);
}

async function migrate(pool: pg.Pool, schema: string) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations');
    const current = rows[0]?.v ?? 0;
    if (current > PG_MIGRATIONS.length) {
      throw new Error(`the database has schema version ${current}, newer than this server knows (${PG_MIGRATIONS.length}); update the server`);
    }
    for (let version = current + 1; version <= PG_MIGRATIONS.length; version++) {
      // gen_random_bytes needs pgcrypto; the salt is made here instead, so no extension is required.
      const sql = PG_MIGRATIONS[version - 1]!.replace("encode(gen_random_bytes_or_uuid(), 'hex')", `'${randomBytes(32).toString('hex')}'`);
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export interface PgLeadRow {
  id: string;
  form: string;
  payload: Record<string, unknown>;
  created_at: Date;
  suspected_spam: boolean;
  fill_ms: number | null;
  page: string | null;
  language: string | null;
}
export const LEAD_COLUMNS = 'l.id, l.form, l.payload, l.created_at, l.suspected_spam, l.fill_ms, l.page, l.language';
const BY_EMAIL = `lower(trim(l.payload->>'email')) = lower(trim($1))`;

export function toStoredLead(row: PgLeadRow): StoredLead {
  return {
    id: row.id,
    form: row.form,
    payload: row.payload,
    createdAt: row.created_at.toISOString(),
    suspectedSpam: row.suspected_spam,
    fillMs: row.fill_ms,
    page: row.page ?? null,
    language: row.language ?? null,
  };
}

export function createPostgresStore(pool: pg.Pool, schema: string, location: string, options: QueueOptions): PostgresStore {
  let salt: Promise<string> | undefined;
  const getSalt = () => (salt ??= pool.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'ip_hash_salt'`).then((r) => r.rows[0]!.value));

  /** `name` makes it a prepared statement (parsed and planned once per connection): for the hot path. */
  async function q<R extends pg.QueryResultRow>(text: string, values: unknown[] = [], name?: string): Promise<pg.QueryResult<R>> {
    try {
      return await pool.query<R>(name ? { name, text, values } : { text, values });
    } catch (error) {
      throw classifyPgError(error);
    }
  }

  // Group commit, as on SQLite: the leads of one event-loop turn are ONE statement — one transaction,
  // one WAL flush — with their outbox rows (a data-modifying CTE), and each is answered only after
  // that statement's COMMIT. Batches of different turns run in parallel on the pool's connections.
  // A lead whose (form, Idempotency-Key) already exists — stored by another instance a moment ago, or
  // earlier in the same batch — is skipped by ON CONFLICT and answered with the first lead's id.
  const insertBatch = `WITH input AS (
      SELECT * FROM json_to_recordset($1::json) AS r(n integer, id uuid, form text, payload json, created_at timestamptz,
        ip_hash text, suspected_spam boolean, fill_ms integer, idempotency_key text, page text, language text, service text, search text)
    ), inserted AS (
      INSERT INTO leads (id, form, payload, created_at, ip_hash, suspected_spam, fill_ms, idempotency_key, page, language, service, search)
      SELECT id, form, payload, created_at, ip_hash, suspected_spam, fill_ms, idempotency_key, page, language, service, search FROM input ORDER BY n
      ON CONFLICT DO NOTHING RETURNING id
    ), queued AS (
      INSERT INTO outbox (lead_id, next_attempt_at) SELECT id, $2 FROM inserted WHERE $3::boolean RETURNING lead_id
    ), mailed AS (
      INSERT INTO mail_outbox (lead_id, next_attempt_at) SELECT id, $2 FROM inserted WHERE $4::boolean RETURNING lead_id
    )
    SELECT id FROM inserted`;
  interface Waiting {
    lead: NewLead;
    resolve(result: SaveResult): void;
    reject(error: unknown): void;
  }
  const queue: Waiting[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    while (queue.length > 0) void commitBatch(queue.splice(0, 200));
  }

  async function commitBatch(batch: Waiting[]) {
    try {
      const salt = await getSalt().catch((e: unknown) => Promise.reject(classifyPgError(e)));
      const now = new Date();
      const rows = batch.map(({ lead }, n) => ({
        n,
        id: randomUUID(),
        form: lead.form,
        payload: lead.payload,
        created_at: now.toISOString(),
        ip_hash: hashIp(salt, lead.ip),
        suspected_spam: lead.suspectedSpam,
        fill_ms: lead.fillMs ?? null,
        idempotency_key: lead.idempotencyKey ?? null,
        page: lead.page ?? null,
        language: lead.language ?? null,
        ...inboxColumns(lead.payload),
      }));
      const { rows: inserted } = await q<{ id: string }>(insertBatch, [JSON.stringify(rows), now.getTime(), options.outbox, options.mail ?? false], 'insert_leads');
      const created = new Set(inserted.map((r) => r.id));
      // Keys that were already used: read the first lead of each (committed by now).
      const repeats = rows.filter((r) => !created.has(r.id));
      const firstByKey = new Map<string, { id: string; payload: Record<string, unknown> }>();
      if (repeats.length > 0) {
        const { rows: existing } = await q<{ id: string; form: string; idempotency_key: string; payload: Record<string, unknown> }>(
          'SELECT id, form, idempotency_key, payload FROM leads WHERE (form, idempotency_key) IN (SELECT * FROM unnest($1::text[], $2::text[]))',
          [repeats.map((r) => r.form), repeats.map((r) => r.idempotency_key)],
        );
        for (const e of existing) firstByKey.set(`${e.form}\u0000${e.idempotency_key}`, e);
      }
      batch.forEach((waiting, i) => {
        const row = rows[i]!;
        if (created.has(row.id)) return waiting.resolve({ id: row.id, created: true });
        const first = firstByKey.get(`${row.form}\u0000${row.idempotency_key}`);
        if (!first) return waiting.reject(new StoreUnavailableError('busy', 'a lead with this idempotency key was being erased', 5));
        waiting.resolve({ id: first.id, created: false, samePayload: payloadFingerprint(first.payload) === payloadFingerprint(waiting.lead.payload) });
      });
    } catch (error) {
      // Nothing of this batch was committed (one statement): every sender gets the error and may retry with its key.
      for (const waiting of batch) waiting.reject(error);
    }
  }

  return {
    kind: 'postgresql',
    location,
    pool,
    schema,
    save(lead: NewLead): Promise<SaveResult> {
      return new Promise((resolve, reject) => {
        queue.push({ lead, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    async list({ since, form, limit } = {}) {
      const { rows } = await q<PgLeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM leads l WHERE ($1::timestamptz IS NULL OR l.created_at >= $1) AND ($2::text IS NULL OR l.form = $2)
         ORDER BY l.created_at, l.seq LIMIT $3`,
        [since ?? null, form ?? null, limit ?? null],
      );
      return rows.map(toStoredLead);
    },
    async count() {
      const { rows } = await q<{ n: string }>('SELECT count(*) AS n FROM leads');
      return Number(rows[0]!.n);
    },
    async findByEmail(email) {
      const { rows } = await q<PgLeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads l WHERE ${BY_EMAIL} ORDER BY l.created_at, l.seq`, [email]);
      return rows.map(toStoredLead);
    },
    async eraseByEmail(email) {
      // One statement: the outbox rows are counted, then removed with their leads (ON DELETE CASCADE).
      const { rows } = await q<PgLeadRow & { outbox_rows: string }>(
        `WITH gone AS (DELETE FROM leads l WHERE ${BY_EMAIL} RETURNING ${LEAD_COLUMNS}, l.seq)
         SELECT g.*, (SELECT count(*) FROM outbox o WHERE o.lead_id IN (SELECT id FROM gone)) AS outbox_rows FROM gone g ORDER BY g.created_at, g.seq`,
        [email],
      );
      return { leads: rows.map(toStoredLead), outboxRows: Number(rows[0]?.outbox_rows ?? 0) };
    },
    async purgeBefore(before) {
      const result = await q('DELETE FROM leads WHERE created_at < $1', [before]);
      return result.rowCount ?? 0;
    },
    async claimDeliveries(limit, leaseMs, channel = 'webhook') {
      const now = Date.now();
      const table = OUTBOX_TABLE[channel];
      const { rows } = await q<PgLeadRow & { outbox_id: string; attempts: number }>(
        `WITH due AS (
           SELECT id FROM ${table} WHERE delivered_at IS NULL AND next_attempt_at <= $1
           ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE ${table} o SET next_attempt_at = $3 FROM due WHERE o.id = due.id RETURNING o.id, o.attempts, o.lead_id
         )
         SELECT c.id AS outbox_id, c.attempts, ${LEAD_COLUMNS} FROM claimed c JOIN leads l ON l.id = c.lead_id ORDER BY c.id`,
        [now, limit, now + leaseMs],
      );
      return rows.map((row): Delivery => ({ outboxId: Number(row.outbox_id), attempts: row.attempts, lead: toStoredLead(row) }));
    },
    async markDelivered(outboxId, channel = 'webhook') {
      await q(`UPDATE ${OUTBOX_TABLE[channel]} SET delivered_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2`, [Date.now(), outboxId]);
    },
    async markFailed(outboxId, attempts, nextAttemptAt, reason, channel = 'webhook') {
      await q(`UPDATE ${OUTBOX_TABLE[channel]} SET attempts = $1, next_attempt_at = $2, last_error = $3 WHERE id = $4`, [attempts, nextAttemptAt, reason, outboxId]);
    },
    async release(outboxId, channel = 'webhook') {
      await q(`UPDATE ${OUTBOX_TABLE[channel]} SET next_attempt_at = $1 WHERE id = $2 AND delivered_at IS NULL`, [Date.now(), outboxId]);
    },
    async nextDeliveryAt(channel = 'webhook') {
      const { rows } = await q<{ at: string | null }>(`SELECT min(next_attempt_at) AS at FROM ${OUTBOX_TABLE[channel]} WHERE delivered_at IS NULL`);
      return rows[0]?.at == null ? null : Number(rows[0].at);
    },
    async deliveryStatus(channel) {
      const table = OUTBOX_TABLE[channel];
      const { rows } = await q<{ waiting: string; last_error: string | null; last_delivered_at: string | null }>(
        `SELECT (SELECT count(*) FROM ${table} WHERE delivered_at IS NULL) AS waiting,
                (SELECT last_error FROM ${table} WHERE delivered_at IS NULL AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_error,
                (SELECT max(delivered_at) FROM ${table}) AS last_delivered_at`,
      );
      const row = rows[0]!;
      return { waiting: Number(row.waiting), lastError: row.last_error, lastDeliveredAt: row.last_delivered_at === null ? null : Number(row.last_delivered_at) };
    },
    async findQuote(reference): Promise<QuoteLead | undefined> {
      const { rows } = await q<{ id: string; payload: Record<string, unknown>; payment: PaymentState | null; utr: string | null }>(
        `SELECT id, payload, payment, utr FROM leads WHERE form = 'quote-request' AND payload->>'reference' = $1 LIMIT 1`,
        [reference],
      );
      return rows[0];
    },
    async quotePayments(ids) {
      // When it was paid: the moment sales marked it received, as the audit log recorded it (admin/server/routes/leads.ts).
      const { rows } = await q<{ id: string; payment: PaymentState; utr: string | null; paid_at: string | null }>(
        `SELECT l.id, l.payment, l.utr, (SELECT max(a.at) FROM audit_log a WHERE a.action = 'lead.payment-received' AND a.target = l.id::text) AS paid_at
           FROM leads l WHERE l.payment IS NOT NULL AND l.id::text = ANY($1::text[])`,
        [[...ids]],
      );
      return new Map(rows.map((r) => [r.id, { payment: r.payment, utr: r.utr, paidAt: r.paid_at === null ? null : Number(r.paid_at) }]));
    },
    async claimPayment(id, utr) {
      await q(`UPDATE leads SET payment = 'claimed', utr = $1 WHERE id = $2 AND (payment IS NULL OR payment <> 'received')`, [utr, id]);
    },
    async setting(key) {
      const { rows } = await q<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key]);
      return rows[0]?.value ?? null;
    },
    async saveSetting(key, value) {
      if (value === null) await q('DELETE FROM meta WHERE key = $1', [key]);
      else await q('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);
    },
    queueMail(on) {
      options.mail = on;
    },
    async checkWritable() {
      await q(`INSERT INTO meta (key, value) VALUES ('last_write_check', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [new Date().toISOString()]);
    },
    async close() {
      await pool.end().catch(() => {});
    },
  };
}

/** postgres://user:secret@host:5432/db?… → "postgres://user@host:5432/db" (for messages: never the password). */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.username ? `${decodeURIComponent(parsed.username)}@` : ''}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function plainPgError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || String((error as { code?: unknown }).code ?? 'unknown error')).replace(/\.$/, '');
}
