// Statements on the lead store's SQLite connection, for the stores that share it (the back office, the
// content store): `run` makes a synchronous piece of work a promise, and a failure that means the
// database cannot write becomes StoreUnavailableError (classifySqliteError), so callers answer 503
// instead of 500. The SQLite side of pg-queries.ts.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { classifySqliteError } from './sqlite-store.ts';

export function sqliteQueries(db: DatabaseSync) {
  function run<T>(fn: () => T): Promise<T> {
    try {
      return Promise.resolve(fn());
    } catch (error) {
      return Promise.reject(classifySqliteError(error));
    }
  }
  const all = <T>(sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params) as unknown as T[];
  const one = <T>(sql: string, ...params: SQLInputValue[]) => db.prepare(sql).get(...params) as unknown as T | undefined;
  const exec = (sql: string, ...params: SQLInputValue[]) => db.prepare(sql).run(...params);
  return { run, all, one, exec };
}
