// A restore, start to end: unpack the archive into a private folder and check every file against the
// manifest (archive.ts) before anything is written where the site lives; refuse a data folder, database
// schema or content folder that holds data unless `force` (then keep it aside under a
// "before-restore" name); put back the store, the content repository and the pictures; open the
// restored store (migrating it when the archive is older than this server); erase again everything
// the erasure log names (and, on PostgreSQL, the database's shared log: server/erasures.ts); and report
// what was restored.
import { chmodSync, cpSync, existsSync, fsyncSync, mkdirSync, mkdtempSync, openSync, closeSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { ServerConfig } from '../server/config.ts';
import { DATABASE_FILE } from '../server/db/database.ts';
import { backOfficeFor, openStore } from '../server/db/open-store.ts';
import type { SqliteStore } from '../server/db/sqlite-store.ts';
import type { PostgresStore } from '../server/db/postgres-store.ts';
import { ArchiveError, readArchive, type Manifest } from './archive.ts';
import { restoreContent, verifyBundle } from './content.ts';
import { erasureLogOf, type ErasureLog } from '../server/erasure-log.ts';
import { erasuresFor } from '../server/erasures.ts';
import { postgresCounts, restorePostgres, sqliteCounts, type Counts } from './store-dump.ts';
import { readMeta, writeMeta } from './status.ts';

export interface RestoreOptions {
  archive: string;
  config: Pick<ServerConfig, 'dataDir' | 'configDir' | 'databaseUrl' | 'databaseSchema' | 'databasePoolSize'>;
  key: string | undefined;
  /** Replace a store or content folder holding data (kept aside first). */
  force: boolean;
  /** The erasure log to apply; null only when the operator said there is none. */
  erasureLog: ErasureLog | null;
  now?: () => Date;
}

export interface RestoreReport {
  manifest: Manifest;
  /** Counts in the restored store, after the erasure log was applied. */
  counts: Counts;
  /** Leads erased again from the erasure log. */
  erasedAgain: number;
  pictures: number;
  /** Where the replaced data was kept (with `force`). */
  keptAside: string[];
  /** Where each part went. */
  store: string;
  content: string | null;
  /** Seconds each step took: unpacking and checking, the store, the content, opening and the erasure log. */
  seconds: { check: number; store: number; content: number; erasures: number };
}

/** "2026-11-28T10-30-00Z": a suffix for what a forced restore keeps aside. */
const stamp = (at: Date) => at.toISOString().slice(0, 19).replace(/:/g, '-') + 'Z';

const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Whether an existing SQLite store at `path` holds leads or accounts. */
function sqliteHoldsData(path: string): boolean {
  if (!existsSync(path)) return false;
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const has = (table: string) => {
      try {
        return db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() !== undefined;
      } catch {
        return false;
      }
    };
    return has('leads') || has('users') || has('content_drafts');
  } finally {
    db.close();
  }
}

function syncFile(path: string) {
  const fd = openSync(path, 'r');
  fsyncSync(fd);
  closeSync(fd);
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const now = options.now ?? (() => new Date());
  const { config } = options;
  const work = mkdtempSync(join(tmpdir(), 'restore-'));
  const keptAside: string[] = [];
  let mark = performance.now();
  const lap = () => {
    const at = performance.now();
    const seconds = (at - mark) / 1000;
    mark = at;
    return seconds;
  };
  const seconds = { check: 0, store: 0, content: 0, erasures: 0 };
  try {
    // 1. Every checksum, before anything is written where the site lives.
    const manifest = await readArchive(resolve(options.archive), options.key, work);
    if (manifest.content) await verifyBundle(join(work, 'content/repository.bundle'), work);
    if (options.erasureLog) options.erasureLog.matcher(); // a missing key or damaged log stops us here, not halfway

    seconds.check = lap();

    // 2. The targets are empty, or are kept aside with --force.
    const kind = config.databaseUrl === undefined ? 'sqlite' : 'postgresql';
    if (manifest.store.kind !== kind) {
      throw new ArchiveError(
        manifest.store.kind === 'sqlite'
          ? 'This archive holds a SQLite store but DATABASE_URL is set: restore it into DATA_DIR (unset DATABASE_URL), then move it with `npm run leads -- copy`.'
          : 'This archive holds a PostgreSQL store: set DATABASE_URL (and DATABASE_SCHEMA) to the database to restore it into.',
      );
    }
    if (kind === 'postgresql' && manifest.store.schema && manifest.store.schema !== config.databaseSchema) {
      // pg_restore puts a schema back under its own name: the server must be told that name.
      throw new ArchiveError(
        `Nothing was restored: this archive holds the schema "${manifest.store.schema}" but DATABASE_SCHEMA is "${config.databaseSchema}". Set DATABASE_SCHEMA=${manifest.store.schema} (here and for the server).`,
      );
    }
    const contentRoot = manifest.content ? contentRootFor(config.configDir, manifest.content.configPath) : null;
    const problems: string[] = [];
    const dbPath = join(config.dataDir, DATABASE_FILE);
    if (kind === 'sqlite' && sqliteHoldsData(dbPath)) problems.push(`${dbPath} holds leads or accounts`);
    const schema = manifest.store.schema ?? config.databaseSchema;
    const pgState = kind === 'postgresql' ? await postgresSchemaState(config.databaseUrl!, schema) : 'absent';
    if (pgState === 'data') problems.push(`the schema "${schema}" of the database holds leads or accounts`);
    const contentTaken = contentRoot !== null && (existsSync(join(contentRoot, '.git')) || !isEmptyFolder(config.configDir));
    if (contentTaken) problems.push(`${contentRoot} already holds a content repository or config folder`);
    if (contentTaken && options.force && isInside(resolve(config.dataDir), contentRoot!)) {
      throw new ArchiveError(
        `Nothing was restored: the content folder ${contentRoot} holds DATA_DIR, so it cannot be kept aside whole. Restore the content into another folder (SITE_CONFIG_DIR).`,
      );
    }
    if (problems.length && !options.force) {
      throw new ArchiveError(`Nothing was restored: ${problems.join('; ')}. Restore into an empty place, or add --force to keep these aside and replace them.`);
    }

    // 3. The store.
    let storeWhere: string;
    if (kind === 'sqlite') {
      mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
      if (existsSync(dbPath)) {
        const aside = `${dbPath}.before-restore-${stamp(now())}`;
        if (sqliteHoldsData(dbPath)) keptAside.push(aside);
        for (const suffix of ['', '-wal', '-shm']) {
          if (!existsSync(dbPath + suffix)) continue;
          if (keptAside.includes(aside)) renameSync(dbPath + suffix, aside + suffix);
          else rmSync(dbPath + suffix);
        }
      }
      cpSync(join(work, 'store/leads.db'), dbPath);
      chmodSync(dbPath, 0o600);
      syncFile(dbPath);
      storeWhere = dbPath;
    } else {
      const url = config.databaseUrl!;
      if (pgState !== 'absent') {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          if (pgState === 'data') {
            const aside = `${schema}_before_restore_${stamp(now()).replace(/\D/g, '').slice(0, 14)}`;
            await client.query(`ALTER SCHEMA ${schema} RENAME TO ${aside}`);
            keptAside.push(`schema ${aside}`);
          } else await client.query(`DROP SCHEMA ${schema} CASCADE`);
        } finally {
          await client.end();
        }
      }
      await restorePostgres(url, join(work, 'store/postgres.dump'), manifest.store.extensions ?? []);
      storeWhere = `schema ${schema}`;
    }

    seconds.store = lap();

    // 4. The content repository and the pictures.
    let pictures = 0;
    if (manifest.content && contentRoot) {
      if (contentTaken) {
        const aside = `${contentRoot}.before-restore-${stamp(now())}`;
        renameSync(contentRoot, aside);
        keptAside.push(aside);
      }
      mkdirSync(contentRoot, { recursive: true });
      await restoreContent(join(work, 'content/repository.bundle'), contentRoot, manifest.content);
    }
    for (const file of manifest.files.filter((f) => f.path.startsWith('pictures/'))) {
      const target = join(config.configDir, 'images', file.path.slice('pictures/'.length));
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(work, file.path), target);
      pictures++;
    }

    seconds.content = lap();

    // 5. Open it as the server will (migrations), erase again what the log names, count.
    const store = await openStore({ ...config, databaseSchema: schema }, { outbox: false });
    try {
      // The log given and, on PostgreSQL, the database's shared log every instance writes (server/erasures.ts).
      const erasures = options.erasureLog ? erasuresFor(store, config.dataDir, process.env, options.erasureLog) : null;
      const erasedAgain = erasures ? await erasures.applyTo(store, await backOfficeFor(store)) : 0;
      // The store has seen every log whole: the server's start need not read every lead again.
      if (erasures) await erasures.markApplied({ read: (key) => readMeta(store, key), write: (key, value) => writeMeta(store, key, value) });
      // The restored site's own erasure log (ERASURE_LOG, or beside its leads.db) goes on from this one.
      if (options.erasureLog) {
        const own = erasureLogOf(config.dataDir);
        if (own.path !== options.erasureLog.path && !own.exists()) {
          mkdirSync(dirname(own.path), { recursive: true, mode: 0o700 });
          cpSync(options.erasureLog.path, own.path);
          if (existsSync(options.erasureLog.keyPath) && !existsSync(own.keyPath)) cpSync(options.erasureLog.keyPath, own.keyPath);
        }
      }
      const counts = store.kind === 'sqlite' ? sqliteCounts((store as SqliteStore).db) : await postgresCounts((store as PostgresStore).pool);
      seconds.erasures = lap();
      return { manifest, counts, erasedAgain, pictures, keptAside, store: storeWhere, content: contentRoot, seconds };
    } finally {
      await store.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const isInside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** The repository's top folder: the config folder, up as many levels as it sat inside the repository. */
function contentRootFor(configDir: string, configPath: string): string {
  const depth = configPath ? configPath.split('/').length : 0;
  let root = resolve(configDir);
  for (let i = 0; i < depth; i++) root = dirname(root);
  return root;
}

async function postgresSchemaState(url: string, schema: string): Promise<'absent' | 'empty' | 'data'> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    if (!exists.rowCount) return 'absent';
    for (const table of ['leads', 'users', 'content_drafts']) {
      const there = await client.query('SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = $2', [schema, table]);
      if (there.rowCount && (await client.query(`SELECT 1 FROM ${schema}.${table} LIMIT 1`)).rowCount) return 'data';
    }
    return 'empty';
  } finally {
    await client.end();
  }
}
