// The content store on SQLite (the lead store's own leads.db connection; migration 3 makes the
// tables). SQLite serves ONE server process per DATA_DIR (several instances use PostgreSQL): the
// connection is synchronous, so each statement runs to its end before any other starts — a lease,
// a claim and a review request are atomic without more locking — and the publish lock is a queue
// within the process (a second process on the same file would not be held back by it). Writes that
// fail because the disk is full, read-only or gone become StoreUnavailableError (503), as in the
// back office.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { sqliteQueries } from './sqlite-queries.ts';
import { transaction } from './transaction.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { SCHEDULE_CLAIM_TIMEOUT_MS, type ContentStore, type Draft, type Lease, type ScheduledPublish } from './content-store.ts';
import { actorColumns as who, scheduleDraftsJson, toDraft, toLease, toScheduled, type DraftRow, type LeaseRow, type ScheduleRow } from './content-rows.ts';

export function createSqliteContentStore(db: DatabaseSync): ContentStore {
  const { run, all, one, exec } = sqliteQueries(db);

  return {
    listDrafts: () => run(() => all<DraftRow>('SELECT * FROM content_drafts ORDER BY file').map(toDraft)),
    draft: (file) => run(() => ((row) => (row ? toDraft(row) : null))(one<DraftRow>('SELECT * FROM content_drafts WHERE file = ?', file))),
    saveDraft: (file, data, baseBlob, actor, now) =>
      run(
        (): Draft =>
          toDraft(
            one<DraftRow>(
              `INSERT INTO content_drafts (file, data, base_blob, created_by_id, created_by_name, created_by_email, created_at, updated_by_id, updated_by_name, updated_by_email, updated_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT (file) DO UPDATE SET data = excluded.data,
                 updated_by_id = excluded.updated_by_id, updated_by_name = excluded.updated_by_name, updated_by_email = excluded.updated_by_email, updated_at = excluded.updated_at,
                 review_requested_by_id = NULL, review_requested_by_name = NULL, review_requested_by_email = NULL, review_requested_at = NULL
               RETURNING *`,
              file,
              data,
              baseBlob,
              ...who(actor),
              now,
              ...who(actor),
              now,
            )!,
          ),
      ),
    deleteDrafts: (files) =>
      run(() => {
        exec('DELETE FROM content_drafts WHERE file IN (SELECT value FROM json_each(?))', JSON.stringify(files));
      }),
    requestReview: (files, actor, now) =>
      run(() =>
        transaction(db, () => {
          const wanted = JSON.stringify([...new Set(files)]);
          const found = Number(one<{ n: number }>('SELECT count(*) AS n FROM content_drafts WHERE file IN (SELECT value FROM json_each(?))', wanted)!.n);
          if (found !== new Set(files).size) return false;
          exec(
            `UPDATE content_drafts SET review_requested_by_id = ?, review_requested_by_name = ?, review_requested_by_email = ?, review_requested_at = ?
             WHERE file IN (SELECT value FROM json_each(?))`,
            ...who(actor),
            now,
            wanted,
          );
          return true;
        }),
      ),

    takeLease: (file, actor, now, ttlMs) =>
      run((): Lease => {
        // One statement: taken when free, renewed when ours, taken over when someone else's has run out.
        const taken = one<LeaseRow>(
          `INSERT INTO content_leases (file, holder_id, holder_name, holder_email, expires_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (file) DO UPDATE SET holder_id = excluded.holder_id, holder_name = excluded.holder_name, holder_email = excluded.holder_email, expires_at = excluded.expires_at
           WHERE content_leases.holder_id = excluded.holder_id OR content_leases.expires_at <= ?
           RETURNING *`,
          file,
          ...who(actor),
          now + ttlMs,
          now,
        );
        return toLease(taken ?? one<LeaseRow>('SELECT * FROM content_leases WHERE file = ?', file)!);
      }),
    releaseLease: (file, actorId) =>
      run(() => {
        exec('DELETE FROM content_leases WHERE file = ? AND holder_id = ?', file, actorId);
      }),
    leases: (now) => run(() => all<LeaseRow>('SELECT * FROM content_leases WHERE expires_at > ? ORDER BY file', now).map(toLease)),

    schedulePublish: (entry) =>
      run(
        (): ScheduledPublish =>
          toScheduled(
            one<ScheduleRow>(
              `INSERT INTO content_schedule (id, drafts, message, publish_at, created_by_id, created_by_name, created_by_email, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
              randomUUID(),
              scheduleDraftsJson(entry.drafts),
              entry.message,
              entry.publishAt,
              ...who(entry.createdBy),
              entry.createdAt,
            )!,
          ),
      ),
    listScheduled: () => run(() => all<ScheduleRow>('SELECT * FROM content_schedule ORDER BY publish_at, created_at, id').map(toScheduled)),
    claimDueSchedule: (now) =>
      run(() => {
        const row = one<ScheduleRow>(
          `UPDATE content_schedule SET status = 'running', claimed_at = ?1
           WHERE id = (SELECT id FROM content_schedule
                       WHERE (status = 'waiting' AND publish_at <= ?1) OR (status = 'running' AND claimed_at <= ?2)
                       ORDER BY publish_at, created_at, id LIMIT 1)
           RETURNING *`,
          now,
          now - SCHEDULE_CLAIM_TIMEOUT_MS,
        );
        return row ? toScheduled(row) : null;
      }),
    finishSchedule: (id, status, result, now) =>
      run(
        () =>
          Number(
            exec(
              // A publish under way cannot be cancelled; a finished entry stays as it finished.
              `UPDATE content_schedule SET status = ?, result = ?, finished_at = ?
               WHERE id = ? AND (status = 'waiting' OR (status = 'running' AND ? <> 'cancelled'))`,
              status,
              result,
              now,
              id,
              status,
            ).changes,
          ) === 1,
      ),
    failWaitingSchedulesOf: (authorId, result, now) =>
      run(() =>
        all<ScheduleRow>(
          `UPDATE content_schedule SET status = 'failed', result = ?, finished_at = ?
           WHERE created_by_id = ? AND status = 'waiting' RETURNING *`,
          result,
          now,
          authorId,
        )
          .map(toScheduled)
          .sort((a, b) => a.publishAt - b.publishAt),
      ),
    authorNow: (authorId) =>
      run(() => {
        const row = one<{ status: 'invited' | 'active' | 'disabled'; role: string }>('SELECT status, role FROM users WHERE id = ?', authorId);
        return row ? { status: row.status, role: row.role } : null;
      }),

    publishedVersion: () =>
      run(() => {
        const row = one<{ commit_id: string; published_at: number }>('SELECT commit_id, published_at FROM content_version WHERE id = 1');
        return row ? { commit: row.commit_id, at: Number(row.published_at) } : null;
      }),
    setPublishedVersion: (commit, at) =>
      run(() => {
        exec(
          'INSERT INTO content_version (id, commit_id, published_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET commit_id = excluded.commit_id, published_at = excluded.published_at',
          commit,
          at,
        );
      }),

    // One process per leads.db, so a queue within the process is the site's one publish lock.
    withPublishLock: (task) => oneAtATime(db, task),
  };
}
