// `npm run leads -- copy --from sqlite:PATH --to postgres://…`: moves the leads (and their webhook
// outbox rows) of a SQLite lead store into PostgreSQL. Idempotent and resumable: each batch is one
// transaction and rows already there (same id, or same form + Idempotency-Key) are skipped, so an
// interrupted copy is simply run again. The SQLite file is only read.
//
// Client IP hashes are copied as they are: they were salted with the SQLite store's salt, so they
// group repeat senders among the copied leads only.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DATABASE_FILE } from './database.ts';
import { openPostgresStore } from './postgres-store.ts';
import { inboxColumns } from './store.ts';

export interface CopyResult {
  read: number;
  copied: number;
  skipped: number;
  outboxCopied: number;
}

interface SourceRow {
  rowid: number;
  id: string;
  form: string;
  payload: string;
  created_at: string;
  ip_hash: string | null;
  suspected_spam: number;
  fill_ms: number | null;
  idempotency_key: string | null;
  page: string | null;
  language: string | null;
  status: string | null;
  attempts: number | null;
  next_attempt_at: number | null;
  delivered_at: number | null;
  last_error: string | null;
}

/** "sqlite:/srv/data" or "sqlite:/srv/data/leads.db" → the database file; undefined when it is not there. */
export function sqliteSourcePath(source: string): string | undefined {
  const path = source.replace(/^sqlite:/, '');
  if (!existsSync(path)) return undefined;
  return statSync(path).isDirectory() ? (existsSync(join(path, DATABASE_FILE)) ? join(path, DATABASE_FILE) : undefined) : path;
}

export async function copySqliteToPostgres(
  sqlitePath: string,
  databaseUrl: string,
  options: { schema: string; batchSize?: number; onBatch?: (done: number) => void },
): Promise<CopyResult> {
  const source = new DatabaseSync(sqlitePath, { readOnly: true });
  const target = await openPostgresStore(databaseUrl, { outbox: false, schema: options.schema, poolSize: 1 });
  const batchSize = options.batchSize ?? 500;
  const result: CopyResult = { read: 0, copied: 0, skipped: 0, outboxCopied: 0 };
  try {
    // A store from before the back office has no page or status columns; its inbox columns are made here.
    const columns = (source.prepare('SELECT name FROM pragma_table_info(?)').all('leads') as { name: string }[]).map((c) => c.name);
    const inbox = columns.includes('status');
    const language = columns.includes('language');
    const select = source.prepare(
      `SELECT l.rowid, l.id, l.form, l.payload, l.created_at, l.ip_hash, l.suspected_spam, l.fill_ms, l.idempotency_key,
              ${inbox ? 'l.page, l.status' : 'NULL AS page, NULL AS status'}, ${language ? 'l.language' : 'NULL AS language'},
              o.attempts, o.next_attempt_at, o.delivered_at, o.last_error
       FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id WHERE l.rowid > ? ORDER BY l.rowid LIMIT ?`,
    );
    let after = 0;
    for (;;) {
      const rows = select.all(after, batchSize) as unknown as SourceRow[];
      if (rows.length === 0) break;
      after = rows.at(-1)!.rowid;
      const leads = rows.map((r) => ({
        id: r.id,
        form: r.form,
        payload: JSON.parse(r.payload) as Record<string, unknown>,
        page: r.page,
        language: r.language,
        status: r.status ?? 'new',
        ...inboxColumns(JSON.parse(r.payload) as Record<string, unknown>),
        created_at: r.created_at,
        ip_hash: r.ip_hash,
        suspected_spam: r.suspected_spam === 1,
        fill_ms: r.fill_ms,
        idempotency_key: r.idempotency_key,
      }));
      const outbox = rows
        .filter((r) => r.next_attempt_at !== null)
        .map((r) => ({ lead_id: r.id, attempts: r.attempts, next_attempt_at: r.next_attempt_at, delivered_at: r.delivered_at, last_error: r.last_error }));
      const client = await target.pool.connect();
      try {
        await client.query('BEGIN');
        const inserted = await client.query(
          `INSERT INTO leads (id, form, payload, created_at, ip_hash, suspected_spam, fill_ms, idempotency_key, page, language, status, service, search)
           SELECT (v->>'id')::uuid, v->>'form', v->'payload', (v->>'created_at')::timestamptz, v->>'ip_hash',
                  (v->>'suspected_spam')::boolean, (v->>'fill_ms')::integer, v->>'idempotency_key',
                  v->>'page', v->>'language', v->>'status', v->>'service', v->>'search'
           FROM json_array_elements($1::json) WITH ORDINALITY AS e(v, n)
           ORDER BY n ON CONFLICT DO NOTHING`,
          [JSON.stringify(leads)],
        );
        const outboxInserted = await client.query(
          `INSERT INTO outbox (lead_id, attempts, next_attempt_at, delivered_at, last_error)
           SELECT r.lead_id, r.attempts, r.next_attempt_at, r.delivered_at, r.last_error
           FROM json_to_recordset($1::json) AS r(lead_id uuid, attempts integer, next_attempt_at bigint, delivered_at bigint, last_error text)
           WHERE EXISTS (SELECT 1 FROM leads l WHERE l.id = r.lead_id) ON CONFLICT (lead_id) DO NOTHING`,
          [JSON.stringify(outbox)],
        );
        await client.query('COMMIT');
        result.read += rows.length;
        result.copied += inserted.rowCount ?? 0;
        result.skipped += rows.length - (inserted.rowCount ?? 0);
        result.outboxCopied += outboxInserted.rowCount ?? 0;
        options.onBatch?.(result.read);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    }
  } finally {
    source.close();
    await target.close();
  }
  return result;
}
