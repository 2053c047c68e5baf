// The store's part of an archive, and putting it back.
// SQLite: node:sqlite's online backup API (sqlite3_backup) in one step, from a read-only connection of
// its own: the copy is one read transaction of the WAL database, never restarted by the server's writes.
// Not the server's connection: the step runs on a worker thread, and if it lands between the server's
// BEGIN IMMEDIATE and COMMIT, SQLite answers SQLITE_LOCKED and node:sqlite rejects with "not an error"
// (32 of 1,000 backups on a connection that writes in transactions; 0 of 1,000 from a connection of
// its own). The counts are read from the copy itself.
// PostgreSQL: pg_dump (custom format) of the store's schema inside an exported snapshot, the counts
// read in that same snapshot; pg_restore puts it back. Both tools are Debian's postgresql-client,
// picked for the server's major version (pg_dump refuses a newer server).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { backup, DatabaseSync } from 'node:sqlite';
import pg from 'pg';

/** What the manifest counts, table by table (the same tables on both stores). */
export const COUNTED = {
  leads: 'leads',
  accounts: 'users',
  auditEntries: 'audit_log',
  leadEvents: 'lead_events',
  drafts: 'content_drafts',
  scheduledPublishes: 'content_schedule',
} as const;
export type Counts = Record<keyof typeof COUNTED, number>;

export class StoreDumpError extends Error {}

export async function dumpSqlite(db: DatabaseSync, out: string): Promise<Counts> {
  const file = db.location();
  if (file === null) throw new StoreDumpError('The SQLite store is in memory: there is no file to back up.');
  const reader = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
  try {
    // Every page in one step: one read transaction, never restarted by a write from another connection.
    await backup(reader, out, { rate: 2_147_483_647 });
  } finally {
    reader.close();
  }
  const copy = new DatabaseSync(out, { readOnly: true });
  try {
    return countTables((sql) => Number((copy.prepare(sql).get() as { n: number }).n));
  } finally {
    copy.close();
  }
}

function countTables(count: (sql: string) => number): Counts {
  return Object.fromEntries(Object.entries(COUNTED).map(([name, table]) => [name, count(`SELECT count(*) AS n FROM ${table}`)])) as Counts;
}

async function countTablesAsync(count: (sql: string) => Promise<number>): Promise<Counts> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) counts[name] = await count(`SELECT count(*) AS n FROM ${table}`);
  return counts as Counts;
}

/** Counts in an open SQLite store (after a restore). */
export function sqliteCounts(db: DatabaseSync): Counts {
  return countTables((sql) => Number((db.prepare(sql).get() as { n: number }).n));
}

/** Counts in a PostgreSQL schema (after a restore). */
export async function postgresCounts(pool: pg.Pool | pg.Client): Promise<Counts> {
  return countTablesAsync(async (sql) => Number((await pool.query<{ n: string }>(sql)).rows[0]!.n));
}

/** libpq's connection settings for `url`, the password in PGPASSWORD (never on a command line). */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}), PGCONNECT_TIMEOUT: '10' } };
}

/** The pg_dump / pg_restore of the server's major version (Debian installs each in /usr/lib/postgresql/N/bin), else the one on PATH. */
function tool(name: 'pg_dump' | 'pg_restore', major: number): string {
  const own = `/usr/lib/postgresql/${major}/bin/${name}`;
  return existsSync(own) ? own : name;
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(new StoreDumpError(`${program} is not installed: install Debian's postgresql-client for the database server's version (apt-get install postgresql-client).`));
      }
      reject(new StoreDumpError(`${program.split('/').pop()} failed: ${stderr.trim().split('\n').slice(-3).join(' ') || error.message}`));
    });
  });
}

async function serverMajor(client: pg.Client | pg.PoolClient): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ server_version_num: string; server_version: string }>(
    "SELECT current_setting('server_version_num') AS server_version_num, current_setting('server_version') AS server_version",
  );
  return { major: Math.floor(Number(rows[0]!.server_version_num) / 10_000), version: rows[0]!.server_version };
}

/** An extension the store's tables use (pg_trgm), created outside the schema, so not in its dump. */
export interface PgExtension {
  name: string;
  schema: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function dumpPostgres(url: string, schema: string, out: string): Promise<{ counts: Counts; serverVersion: string; extensions: PgExtension[] }> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const { major, version } = await serverMajor(client);
    // One snapshot for the counts and the dump: they describe the same moment.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ s: string }>('SELECT pg_export_snapshot() AS s')).rows[0]!.s;
    const counts = await postgresCounts(client);
    const extensions = (
      await client.query<PgExtension>(
        "SELECT e.extname AS name, n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname <> 'plpgsql' ORDER BY e.extname",
      )
    ).rows;
    const { dbname, env } = libpq(url);
    await run(
      tool('pg_dump', major),
      ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schema}`, `--snapshot=${snapshot}`, `--file=${out}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('COMMIT');
    return { counts, serverVersion: version, extensions };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Restores a dump of `schema` (which must not exist) into the database at `url`, with the extensions it uses. */
export async function restorePostgres(url: string, dump: string, extensions: PgExtension[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let major: number;
  try {
    major = (await serverMajor(client)).major;
    for (const extension of extensions) {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${ident(extension.schema)}`);
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${ident(extension.name)} SCHEMA ${ident(extension.schema)}`);
    }
  } finally {
    await client.end().catch(() => {});
  }
  const { dbname, env } = libpq(url);
  await run(tool('pg_restore', major), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dump], env);
}
