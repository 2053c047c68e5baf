// A query and a transaction on a PostgreSQL pool, for the stores that share the lead store's pool (the
// back office, the content store): a failure that means the database cannot write becomes
// StoreUnavailableError (classifyPgError), so callers answer 503 instead of 500.
// No value of 'pg' is imported here: a store on SQLite never loads it (unfound-searches.ts reaches this file).
import type pg from 'pg';
import { StoreUnavailableError } from './store.ts';

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

/** Database down, unreachable, full, read-only or shutting down → StoreUnavailableError; anything else unchanged. */
export function classifyPgError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  const code = String((error as { code?: unknown }).code ?? '');
  const message = error instanceof Error ? error.message : String(error);
  if (
    /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EPIPE|EHOSTUNREACH)$/.test(code) ||
    /^08/.test(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)
  ) {
    return new StoreUnavailableError('unreachable', `the PostgreSQL server cannot be reached (${code || message})`, 10);
  }
  if (code === '53100') return new StoreUnavailableError('full', 'the PostgreSQL server is out of disk space', 300);
  if (/^53/.test(code) || code === '57P03') return new StoreUnavailableError('busy', `the PostgreSQL server cannot take the request now (${code})`, 10);
  if (code === '25006') return new StoreUnavailableError('read-only', 'the PostgreSQL server is read-only (a standby, or in recovery)', 60);
  if (/^57P0[12]$/.test(code)) return new StoreUnavailableError('unreachable', 'the PostgreSQL server is shutting down', 10);
  if (code === '40001' || code === '40P01') return new StoreUnavailableError('busy', 'the write conflicted with another; try again', 1);
  return error;
}
