// The content store on PostgreSQL (the lead store's pool; migration 3 makes the tables). Several
// instances share it, so what must happen once is one statement or a row lock:
// - a lease is one conditional upsert (INSERT … ON CONFLICT DO UPDATE … WHERE free, ours or run out);
// - a due scheduled publish is claimed with UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED):
//   two instances claiming at once get different entries, or one gets it and the other none;
// - the publish lock is a session advisory lock held on one pooled connection for the whole task
//   (its key comes from the schema name, so two schemas — e.g. two test runs — do not block each
//   other), released in `finally` even when the task throws; if the connection is lost the server
//   drops the lock with it. Within an instance, publishes also queue before asking for the lock, so
//   one pooled connection per instance waits for it. The task itself uses other pooled connections
//   (with a pool of one, the lock is held on a connection of its own).
// Connection, disk-full and read-only errors become StoreUnavailableError (503).
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { classifyPgError, pgQueries } from './pg-queries.ts';
import { StoreUnavailableError } from './store.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { SCHEDULE_CLAIM_TIMEOUT_MS, type ContentStore, type Draft, type Lease, type ScheduledPublish } from './content-store.ts';
import { actorColumns as who, scheduleDraftsJson, toDraft, toLease, toScheduled, type DraftRow, type LeaseRow, type ScheduleRow } from './content-rows.ts';

/** First key of the publish lock (two-integer advisory locks; the migration lock uses a one-bigint key). */
const PUBLISH_LOCK_CLASS = 7_346_002;

/** The second key of the publish lock: a 32-bit integer from the schema name. */
export function publishLockKey(schema: string): number {
  return createHash('sha256').update(`content-publish:${schema}`).digest().readInt32BE(0);
}

export function createPostgresContentStore(pool: pg.Pool, schema: string): ContentStore {
  const lockKey = publishLockKey(schema);
  const { q, tx } = pgQueries(pool);

  /** The connection that holds the lock: a pooled one, or its own when the pool has only one (the
   *  task needs a pooled connection for its own queries while the lock is held). */
  async function lockConnection(): Promise<{ client: pg.ClientBase; done: (broken?: Error) => void }> {
    if ((pool.options.max ?? 10) >= 2) {
      const client = await pool.connect();
      return { client, done: (broken) => client.release(broken) };
    }
    const client = new pg.Client(pool.options);
    client.on('error', () => {});
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    return { client, done: () => void client.end().catch(() => {}) };
  }

  async function holdPublishLock<T>(task: () => Promise<T>): Promise<T> {
    let client: pg.ClientBase;
    let done: (broken?: Error) => void;
    try {
      ({ client, done } = await lockConnection());
    } catch (error) {
      throw classifyPgError(error);
    }
    let broken: Error | undefined;
    // The connection is held for the whole publish: a drop while it idles must not crash the process.
    const dropped = (error: Error) => {
      broken = error;
    };
    client.on('error', dropped);
    try {
      try {
        await client.query('SELECT pg_advisory_lock($1, $2)', [PUBLISH_LOCK_CLASS, lockKey]);
      } catch (error) {
        broken = error as Error;
        throw classifyPgError(error);
      }
      try {
        return await task();
      } finally {
        // A connection that cannot unlock is thrown away: closing it drops its locks.
        await client.query('SELECT pg_advisory_unlock($1, $2)', [PUBLISH_LOCK_CLASS, lockKey]).catch((error: Error) => {
          broken = error;
        });
      }
    } finally {
      client.off('error', dropped);
      done(broken);
    }
  }

  return {
    async listDrafts() {
      return (await q<DraftRow>('SELECT * FROM content_drafts ORDER BY file COLLATE "C"')).rows.map(toDraft);
    },
    async draft(file) {
      const { rows } = await q<DraftRow>('SELECT * FROM content_drafts WHERE file = $1', [file]);
      return rows[0] ? toDraft(rows[0]) : null;
    },
    async saveDraft(file, data, baseBlob, actor, now): Promise<Draft> {
      const { rows } = await q<DraftRow>(
        `INSERT INTO content_drafts (file, data, base_blob, created_by_id, created_by_name, created_by_email, created_at, updated_by_id, updated_by_name, updated_by_email, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $4, $5, $6, $7)
         ON CONFLICT (file) DO UPDATE SET data = excluded.data,
           updated_by_id = excluded.updated_by_id, updated_by_name = excluded.updated_by_name, updated_by_email = excluded.updated_by_email, updated_at = excluded.updated_at,
           review_requested_by_id = NULL, review_requested_by_name = NULL, review_requested_by_email = NULL, review_requested_at = NULL
         RETURNING *`,
        [file, data, baseBlob, ...who(actor), now],
      );
      return toDraft(rows[0]!);
    },
    async deleteDrafts(files) {
      if (files.length > 0) await q('DELETE FROM content_drafts WHERE file = ANY($1::text[])', [files]);
    },
    async requestReview(files, actor, now) {
      const wanted = [...new Set(files)];
      return tx(async (c) => {
        // Locks the drafts, so none is deleted or saved again between the check and the mark.
        const { rowCount } = await c.query('SELECT file FROM content_drafts WHERE file = ANY($1::text[]) FOR UPDATE', [wanted]);
        if (rowCount !== wanted.length) return false;
        await c.query(
          `UPDATE content_drafts SET review_requested_by_id = $2, review_requested_by_name = $3, review_requested_by_email = $4, review_requested_at = $5
           WHERE file = ANY($1::text[])`,
          [wanted, ...who(actor), now],
        );
        return true;
      });
    },

    async takeLease(file, actor, now, ttlMs): Promise<Lease> {
      // Free, ours or run out: taken in one statement. Otherwise the holder is read; if that lease
      // was released in between, try again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const { rows } = await q<LeaseRow>(
          `INSERT INTO content_leases (file, holder_id, holder_name, holder_email, expires_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (file) DO UPDATE SET holder_id = excluded.holder_id, holder_name = excluded.holder_name, holder_email = excluded.holder_email, expires_at = excluded.expires_at
           WHERE content_leases.holder_id = excluded.holder_id OR content_leases.expires_at <= $6
           RETURNING *`,
          [file, ...who(actor), now + ttlMs, now],
        );
        if (rows[0]) return toLease(rows[0]);
        const held = await q<LeaseRow>('SELECT * FROM content_leases WHERE file = $1', [file]);
        if (held.rows[0]) return toLease(held.rows[0]);
      }
      throw new StoreUnavailableError('busy', 'the lease kept changing hands; try again', 1);
    },
    async releaseLease(file, actorId) {
      await q('DELETE FROM content_leases WHERE file = $1 AND holder_id = $2', [file, actorId]);
    },
    async leases(now) {
      return (await q<LeaseRow>('SELECT * FROM content_leases WHERE expires_at > $1 ORDER BY file COLLATE "C"', [now])).rows.map(toLease);
    },

    async schedulePublish(entry): Promise<ScheduledPublish> {
      const { rows } = await q<ScheduleRow>(
        `INSERT INTO content_schedule (id, drafts, message, publish_at, created_by_id, created_by_name, created_by_email, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [randomUUID(), scheduleDraftsJson(entry.drafts), entry.message, entry.publishAt, ...who(entry.createdBy), entry.createdAt],
      );
      return toScheduled(rows[0]!);
    },
    async listScheduled() {
      return (await q<ScheduleRow>('SELECT * FROM content_schedule ORDER BY publish_at, created_at, id')).rows.map(toScheduled);
    },
    async claimDueSchedule(now) {
      const due = `(status = 'waiting' AND publish_at <= $1) OR (status = 'running' AND claimed_at <= $2)`;
      const { rows } = await q<ScheduleRow>(
        `UPDATE content_schedule SET status = 'running', claimed_at = $1
         WHERE id = (SELECT id FROM content_schedule WHERE ${due} ORDER BY publish_at, created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
           AND (${due})
         RETURNING *`,
        [now, now - SCHEDULE_CLAIM_TIMEOUT_MS],
      );
      return rows[0] ? toScheduled(rows[0]) : null;
    },
    async finishSchedule(id, status, result, now) {
      // A publish under way cannot be cancelled; a finished entry stays as it finished.
      const { rowCount } = await q(
        `UPDATE content_schedule SET status = $2, result = $3, finished_at = $4
         WHERE id = $1 AND (status = 'waiting' OR (status = 'running' AND $2 <> 'cancelled'))`,
        [id, status, result, now],
      );
      return rowCount === 1;
    },
    async failWaitingSchedulesOf(authorId, result, now) {
      const { rows } = await q<ScheduleRow>(
        `UPDATE content_schedule SET status = 'failed', result = $2, finished_at = $3
         WHERE created_by_id = $1 AND status = 'waiting' RETURNING *`,
        [authorId, result, now],
      );
      return rows.map(toScheduled).sort((a, b) => a.publishAt - b.publishAt);
    },
    async authorNow(authorId) {
      // users.id is a uuid: anything else names nobody (and must not make PostgreSQL raise).
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(authorId)) return null;
      const { rows } = await q<{ status: 'invited' | 'active' | 'disabled'; role: string }>('SELECT status, role FROM users WHERE id = $1', [authorId]);
      return rows[0] ? { status: rows[0].status, role: rows[0].role } : null;
    },

    async publishedVersion() {
      const { rows } = await q<{ commit_id: string; published_at: string }>('SELECT commit_id, published_at FROM content_version WHERE id = 1');
      return rows[0] ? { commit: rows[0].commit_id, at: Number(rows[0].published_at) } : null;
    },
    async setPublishedVersion(commit, at) {
      await q(
        'INSERT INTO content_version (id, commit_id, published_at) VALUES (1, $1, $2) ON CONFLICT (id) DO UPDATE SET commit_id = excluded.commit_id, published_at = excluded.published_at',
        [commit, at],
      );
    },

    withPublishLock: (task) => oneAtATime(pool, () => holdPublishLock(task)),
  };
}
