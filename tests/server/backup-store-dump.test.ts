// The SQLite part of a backup while the server writes in transactions on its own connection: node:sqlite
// runs the backup step on a worker thread, and a step that lands between the server's BEGIN IMMEDIATE
// and COMMIT on the same connection was refused (SQLITE_LOCKED, rejected as "not an error": CI on
// 29 Nov 2026, and 32 of 1,000 tries here). The copy is made from a read-only connection of its own.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { dumpSqlite } from '../../backup/store-dump.ts';
import { openDatabase, transaction } from '../../server/db/database.ts';
import { tempDir } from './helpers.ts';

const dir = tempDir('store-dump-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the SQLite dump', () => {
  it('copies the store while the server writes in transactions on its connection, every time', async () => {
    const db = openDatabase(join(dir, 'data'));
    db.exec('CREATE TABLE churn (n INTEGER)');
    const insert = db.prepare('INSERT INTO churn (n) VALUES (?)');
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        transaction(db, () => {
          for (let i = 0; i < 50; i++) insert.run(written++);
        });
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const failures: string[] = [];
    const copied: number[] = [];
    try {
      for (let k = 0; k < 300; k++) {
        const out = join(dir, `copy-${k}.db`);
        try {
          await dumpSqlite(db, out);
          const copy = new DatabaseSync(out, { readOnly: true });
          copied.push(Number((copy.prepare('SELECT count(*) AS n FROM churn').get() as { n: number }).n));
          copy.close();
        } catch (error) {
          failures.push((error as Error).message);
        }
        rmSync(out, { force: true });
      }
    } finally {
      writing = false;
      await writer;
      db.close();
    }
    expect(failures).toEqual([]);
    // Every copy is a whole transaction's worth: never half of one.
    expect(copied.filter((n) => n % 50 !== 0)).toEqual([]);
    expect(copied.at(-1)).toBeGreaterThan(copied[0]!);
  });

  it('refuses an in-memory store in words', async () => {
    const db = new DatabaseSync(':memory:');
    await expect(dumpSqlite(db, join(dir, 'memory.db'))).rejects.toThrow('The SQLite store is in memory: there is no file to back up.');
    db.close();
  });
});
