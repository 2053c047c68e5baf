// Searches that found nothing (server/search.ts counts them; the back office lists them under "What
// visitors looked for and did not find"). A row is the words, the India day and how many times —
// nothing about who searched. The table is made on first use, in the database the lead store is opened
// on (CREATE TABLE IF NOT EXISTS, like the back office's second-factor tables), so this needs no step
// in the store's migrations: SQLite and PostgreSQL get the same columns.
import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import type { LeadStore } from './store.ts';
import type { SqliteStore } from './sqlite-store.ts';
import type { PostgresStore } from './postgres-store.ts';
import { classifySqliteError } from './sqlite-store.ts';
import { pgQueries } from './pg-queries.ts';

export interface UnfoundSearch {
  /** The words as searched (trimmed, lower case, at most 100 characters). */
  query: string;
  /** Times searched in the period. */
  count: number;
  /** The first and the last day (YYYY-MM-DD, India) it was searched in the period. */
  firstDay: string;
  lastDay: string;
}

export interface UnfoundSearches {
  /** One more search for `query` on `day` that found nothing. */
  count(query: string, day: string): Promise<void>;
  /** The searches of the days from `since` on, most often searched first. */
  list(since: string, limit: number): Promise<{ searches: UnfoundSearch[]; total: number }>;
}

/** At most this many different searches are kept per day: a flood of made-up words cannot fill the database. */
export const MAX_QUERIES_PER_DAY = 1000;
/** Days a row is kept. */
export const KEEP_DAYS = 180;
const MAX_LENGTH = 100;

const TABLE = `
  CREATE TABLE IF NOT EXISTS unfound_searches (
    query TEXT NOT NULL,
    day   TEXT NOT NULL,
    count BIGINT NOT NULL,
    PRIMARY KEY (query, day)
  );
  CREATE INDEX IF NOT EXISTS unfound_searches_day ON unfound_searches (day);
`;

/** How a search is stored: the same words in any case or spacing are one row. */
export function storedQuery(query: string): string {
  return query.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH);
}

/** The day `KEEP_DAYS` before `day`. */
function cutoff(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - KEEP_DAYS);
  return date.toISOString().slice(0, 10);
}

export async function unfoundSearchesFor(store: LeadStore): Promise<UnfoundSearches> {
  if ('db' in store) return sqliteUnfoundSearches((store as SqliteStore).db);
  return postgresUnfoundSearches((store as PostgresStore).pool);
}

export function sqliteUnfoundSearches(db: DatabaseSync): UnfoundSearches {
  let made = false;
  let prunedDay = '';
  const run = <T>(fn: () => T): Promise<T> => {
    try {
      if (!made) {
        db.exec(TABLE);
        made = true;
      }
      return Promise.resolve(fn());
    } catch (error) {
      return Promise.reject(classifySqliteError(error));
    }
  };
  return {
    count: (raw, day) =>
      run(() => {
        const query = storedQuery(raw);
        if (!query) return;
        if (prunedDay !== day) {
          db.prepare('DELETE FROM unfound_searches WHERE day < ?').run(cutoff(day));
          prunedDay = day;
        }
        const updated = db.prepare('UPDATE unfound_searches SET count = count + 1 WHERE query = ? AND day = ?').run(query, day);
        if (Number(updated.changes) > 0) return;
        db.prepare(
          `INSERT INTO unfound_searches (query, day, count) SELECT ?, ?, 1 WHERE (SELECT count(*) FROM unfound_searches WHERE day = ?) < ?
           ON CONFLICT (query, day) DO UPDATE SET count = count + 1`,
        ).run(query, day, day, MAX_QUERIES_PER_DAY);
      }),
    list: (since, limit) =>
      run(() => {
        const rows = db
          .prepare(
            `SELECT query, sum(count) AS count, min(day) AS firstDay, max(day) AS lastDay FROM unfound_searches WHERE day >= ?
             GROUP BY query ORDER BY count DESC, lastDay DESC, query LIMIT ?`,
          )
          .all(since, limit) as { query: string; count: number | bigint; firstDay: string; lastDay: string }[];
        const total = Number((db.prepare('SELECT count(DISTINCT query) AS n FROM unfound_searches WHERE day >= ?').get(since) as { n: number }).n);
        return { searches: rows.map((r) => ({ ...r, count: Number(r.count) })), total };
      }),
  };
}

/** Key of the advisory lock under which an instance makes the table (two instances at once must not both try). */
const TABLE_LOCK = 7_346_041;

export function postgresUnfoundSearches(pool: pg.Pool): UnfoundSearches {
  const { q, tx } = pgQueries(pool);
  let made: Promise<void> | undefined;
  let prunedDay = '';
  const table = () =>
    (made ??= tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [TABLE_LOCK]);
      await c.query(TABLE);
    }).catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
  return {
    async count(raw, day) {
      const query = storedQuery(raw);
      if (!query) return;
      await table();
      if (prunedDay !== day) {
        await q('DELETE FROM unfound_searches WHERE day < $1', [cutoff(day)]);
        prunedDay = day;
      }
      const updated = await q('UPDATE unfound_searches SET count = count + 1 WHERE query = $1 AND day = $2', [query, day]);
      if (updated.rowCount) return;
      await q(
        `INSERT INTO unfound_searches (query, day, count) SELECT $1, $2, 1 WHERE (SELECT count(*) FROM unfound_searches WHERE day = $2) < $3
         ON CONFLICT (query, day) DO UPDATE SET count = unfound_searches.count + 1`,
        [query, day, MAX_QUERIES_PER_DAY],
      );
    },
    async list(since, limit) {
      await table();
      const rows = await q<{ query: string; count: string; firstday: string; lastday: string }>(
        `SELECT query, sum(count) AS count, min(day) AS firstDay, max(day) AS lastDay FROM unfound_searches WHERE day >= $1
         GROUP BY query ORDER BY sum(count) DESC, max(day) DESC, query LIMIT $2`,
        [since, limit],
      );
      const total = await q<{ n: string }>('SELECT count(DISTINCT query) AS n FROM unfound_searches WHERE day >= $1', [since]);
      return {
        searches: rows.rows.map((r) => ({ query: r.query, count: Number(r.count), firstDay: r.firstday, lastDay: r.lastday })),
        total: Number(total.rows[0]!.n),
      };
    },
  };
}
