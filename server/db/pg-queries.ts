// A query and a transaction on a PostgreSQL pool, for the stores that share the lead store's pool (the
// back office, the content store): a failure that means the database cannot write becomes
// StoreUnavailableError (classifyPgError), so callers answer 503 instead of 500.
import type pg from 'pg';
import { classifyPgError } from './postgres-store.ts';

export function pgQueries(pool: pg.Pool) {
  async function q<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    try {
      return await pool.query<R>(text, values);
    } catch (error) {
      throw classifyPgError(error);
    }
  }
  /** Runs `fn` in one transaction on one pooled connection: committed when it returns, rolled back when it throws. */
  async function tx<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw classifyPgError(error);
    }
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw classifyPgError(error);
    } finally {
      client.release();
    }
  }
  return { q, tx };
}
