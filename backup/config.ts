// What backups are told by the environment, checked once, every problem in its own sentence (as
// server/config.ts does for the server):
//   BACKUP_DIR            where scheduled archives are written (with BACKUP_EVERY: the server backs up by itself)
//   BACKUP_EVERY          how often: 30m, 6h, 1d (at least 15 minutes)
//   BACKUP_KEEP_DAILY     the last N days keep their newest archive (default 7)
//   BACKUP_KEEP_WEEKLY    the last M weeks keep their newest archive (default 4)
//   BACKUP_KEY            the passphrase archives are encrypted with (at least 16 characters)
//   BACKUP_UNENCRYPTED    "yes": the operator chooses archives in the clear (no BACKUP_KEY)
//   ERASURE_LOG           the erasure log's file (default DATA_DIR/erasures.jsonl); keep it off the backup disk
//   ERASURE_KEY           the erasure log's hashing key (default: a random key in ERASURE_LOG.key)
import { resolve } from 'node:path';
import { erasureLogOf } from '../server/erasure-log.ts';

export interface BackupConfig {
  dir: string | undefined;
  everyMs: number | undefined;
  keepDaily: number;
  keepWeekly: number;
  key: string | undefined;
  unencrypted: boolean;
  erasureLog: string;
  erasureKey: string | undefined;
}

export class BackupConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Backups cannot run because of their configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BackupConfigError';
  }
}

/** "90m", "6h", "1d", "2w" → milliseconds; undefined when malformed. */
export function parseEvery(text: string): number | undefined {
  const match = /^(\d{1,6})\s*(m|h|d|w)$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[match[2] as 'm' | 'h' | 'd' | 'w'];
}

export function loadBackupConfig(env: Record<string, string | undefined>, dataDir: string, cwd = process.cwd()): BackupConfig {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const count = (name: string, fallback: number) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    if (!/^\d{1,3}$/.test(raw) || Number(raw) > 366) {
      problems.push(`${name} must be a whole number from 0 to 366 (got "${raw}").`);
      return fallback;
    }
    return Number(raw);
  };
  const dirText = text('BACKUP_DIR');
  const everyText = text('BACKUP_EVERY');
  let everyMs: number | undefined;
  if (everyText !== undefined) {
    everyMs = parseEvery(everyText);
    if (everyMs === undefined || everyMs < 15 * 60_000) {
      problems.push(`BACKUP_EVERY must be a duration of at least 15 minutes, like 6h or 1d (got "${everyText}").`);
      everyMs = undefined;
    } else if (dirText === undefined) problems.push('BACKUP_EVERY is set but BACKUP_DIR is not: set the folder the archives are written to.');
  }
  const key = text('BACKUP_KEY');
  if (key !== undefined && key.length < 16) problems.push('BACKUP_KEY must be at least 16 characters (a long random passphrase, e.g. `openssl rand -base64 32`).');
  const unencryptedText = text('BACKUP_UNENCRYPTED');
  if (unencryptedText !== undefined && unencryptedText !== 'yes') problems.push(`BACKUP_UNENCRYPTED must be "yes" or unset (got "${unencryptedText}").`);
  const unencrypted = unencryptedText === 'yes';
  if (everyMs !== undefined && dirText !== undefined && key === undefined && !unencrypted) {
    problems.push('Scheduled backups need BACKUP_KEY (archives hold personal data), or BACKUP_UNENCRYPTED=yes to write them in the clear.');
  }
  const erasureKey = text('ERASURE_KEY');
  if (erasureKey !== undefined && erasureKey.length < 32) problems.push('ERASURE_KEY must be at least 32 characters (e.g. `openssl rand -hex 32`).');
  const keepDaily = count('BACKUP_KEEP_DAILY', 7);
  const keepWeekly = count('BACKUP_KEEP_WEEKLY', 4);
  if (problems.length) throw new BackupConfigError(problems);
  return {
    dir: dirText === undefined ? undefined : resolve(cwd, dirText),
    everyMs,
    keepDaily,
    keepWeekly,
    key,
    unencrypted,
    erasureLog: erasureLogOf(dataDir, env).path,
    erasureKey,
  };
}
