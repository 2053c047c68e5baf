// Opens the lead store (DATA_DIR/leads.db) and brings its schema up to date.
//
// Durability: WAL journal with synchronous=FULL, so a commit that returned is on disk even if the
// process or the machine dies right after; the API answers 201 only after that commit.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrations.ts';

export { transaction } from './transaction.ts';

export const DATABASE_FILE = 'leads.db';

export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA busy_timeout = 5000'); // the operator CLI may read while the server writes
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db);
  return db;
}
