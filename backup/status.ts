// The last backup, as every instance sees it (the settings page, the schedule): one row of the store's
// meta table ('backup_status'), written by whichever instance made the backup. The meta table is the
// store's own key/value table (no migration of ours).
import type { LeadStore } from '../server/db/store.ts';
import type { SqliteStore } from '../server/db/sqlite-store.ts';
import type { PostgresStore } from '../server/db/postgres-store.ts';
import { loadBackupConfig } from './config.ts';

export interface BackupStatus {
  /** The last backup that was written: when it began, its file name and size. */
  last: { at: string; file: string; bytes: number } | null;
  /** The last failure, when it is newer than the last backup. */
  failure: { at: string; message: string } | null;
}

const KEY = 'backup_status';
const EMPTY: BackupStatus = { last: null, failure: null };

/** A value of the store's meta table, or undefined. */
export async function readMeta(store: LeadStore, key: string): Promise<string | undefined> {
  if (store.kind === 'sqlite') return ((store as SqliteStore).db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  return (await (store as PostgresStore).pool.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key])).rows[0]?.value;
}

export async function writeMeta(store: LeadStore, key: string, value: string): Promise<void> {
  const sql = 'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value';
  if (store.kind === 'sqlite') (store as SqliteStore).db.prepare(sql.replace('$1', '?').replace('$2', '?')).run(key, value);
  else await (store as PostgresStore).pool.query(sql, [key, value]);
}

export async function readBackupStatus(store: LeadStore): Promise<BackupStatus> {
  const value = await readMeta(store, KEY);
  if (!value) return EMPTY;
  try {
    return { ...EMPTY, ...(JSON.parse(value) as Partial<BackupStatus>) };
  } catch {
    return EMPTY;
  }
}

export async function writeBackupStatus(store: LeadStore, status: BackupStatus): Promise<void> {
  await writeMeta(store, KEY, JSON.stringify(status));
}

/** What the settings page shows about backups (administrators only). */
export interface BackupSettings extends BackupStatus {
  /** Whether the server backs up by itself (BACKUP_DIR and BACKUP_EVERY), how often (minutes), into which folder. */
  scheduled: boolean;
  everyMinutes: number | null;
  dir: string | null;
  encrypted: boolean;
  keepDaily: number;
  keepWeekly: number;
}

export async function backupSettings(store: LeadStore, dataDir: string, env: Record<string, string | undefined> = process.env): Promise<BackupSettings> {
  const config = loadBackupConfig(env, dataDir);
  const scheduled = config.dir !== undefined && config.everyMs !== undefined;
  return {
    ...(await readBackupStatus(store)),
    scheduled,
    everyMinutes: config.everyMs === undefined ? null : config.everyMs / 60_000,
    dir: config.dir ?? null,
    encrypted: config.key !== undefined,
    keepDaily: config.keepDaily,
    keepWeekly: config.keepWeekly,
  };
}
