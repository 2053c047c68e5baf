import type { DatabaseSync } from 'node:sqlite';

/** Runs `fn` in one write transaction (BEGIN IMMEDIATE … COMMIT), rolling back if it throws. */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * After an erasure: copies the WAL into leads.db and truncates the WAL to nothing. secure_delete
 * zeroes the erased rows in the pages the delete wrote, but until a checkpoint those pages are only
 * in the WAL, and the older frames holding the lead (leads.db's own pages, and the WAL frames written
 * when it was stored) still hold its text. A reader holding an old snapshot can keep the checkpoint
 * from finishing: then it is tried again at the next erasure (and by SQLite's own checkpoints).
 */
export function overwriteErased(db: DatabaseSync): void {
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
}
