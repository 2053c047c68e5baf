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
