// Opens the lead store (DATA_DIR/leads.db) and brings its schema up to date.
//
// Durability: WAL journal with synchronous=FULL, so a commit that returned is on disk even if the
// process or the machine dies right after; the API answers 201 only after that commit.
// Privacy: the folder is created 0700 and leads.db 0600 (SQLite gives its -wal and -shm files the
// database file's mode); erased leads are overwritten on disk (secure_delete), not just unlinked.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrations.ts';

export { transaction } from './transaction.ts';

export const DATABASE_FILE = 'leads.db';

export function openDatabase(dataDir: string): DatabaseSync {
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, DATABASE_FILE);
  // Create the file ourselves so it is private from its first byte (SQLite would use 0644).
  closeSync(openSync(path, 'a', 0o600));
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA busy_timeout = 5000'); // the operator CLI may read while the server writes
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA secure_delete = ON');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
