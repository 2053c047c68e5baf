// Scheduled backups: with BACKUP_DIR and BACKUP_EVERY set, the server backs up by itself.
//
// One instance at a time: the backup runs under the site's publish lock (the content store's, a
// PostgreSQL advisory lock across instances) and, holding it, first reads the shared status — when
// another instance made a backup less than BACKUP_EVERY ago, this one does nothing. After each backup
// the archives are thinned to the newest of each of the last BACKUP_KEEP_DAILY days and
// BACKUP_KEEP_WEEKLY weeks. A failure is logged, kept in the status (the settings page shows it) and
// e-mailed to the active administrators (through the lead e-mail's mail server: SMTP_URL or the one set
// on the settings page); it never touches /readyz: serving the site goes on.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../server/config.ts';
import type { LeadStore } from '../server/db/store.ts';
import { backOfficeFor } from '../server/db/open-store.ts';
import { createMailer, type Mailer } from '../server/mail.ts';
import { MailSwitch } from '../server/mail-settings.ts';
import { secretBoxFor } from '../server/secrets.ts';
import { escapeHtml } from '../engine/html.ts';
import { ARCHIVE_NAME, createBackupIfDue, type BackupResult } from './backup.ts';
import type { BackupConfig } from './config.ts';
import { erasuresFor } from '../server/erasures.ts';

export { BackupConfigError, loadBackupConfig, type BackupConfig } from './config.ts';
import { readBackupStatus, readMeta, writeBackupStatus, writeMeta } from './status.ts';
import { size } from './cli/words.ts';

/** The archives to delete: all but the newest of each of the last `daily` days and `weekly` ISO weeks. */
export function archivesToDelete(names: string[], daily: number, weekly: number): string[] {
  const ours = names
    .filter((n) => ARCHIVE_NAME.test(n))
    .sort()
    .reverse(); // newest first (names sort by time)
  const keep = new Set<string>();
  const newestOf = (period: (day: string) => string, count: number) => {
    const seen = new Set<string>();
    for (const name of ours) {
      const p = period(ARCHIVE_NAME.exec(name)![1]!);
      if (seen.has(p)) continue;
      if (seen.size >= count) break;
      seen.add(p);
      keep.add(name);
    }
  };
  newestOf((day) => day, daily);
  newestOf(isoWeek, weekly);
  if (ours[0]) keep.add(ours[0]); // the newest always stays
  return ours.filter((n) => !keep.has(n));
}

/** "2026-W48" for a YYYY-MM-DD day. */
function isoWeek(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  d.setUTCDate(d.getUTCDate() - weekday + 3); // the Thursday of its week
  const year = d.getUTCFullYear();
  const week = 1 + Math.round((d.getTime() - Date.UTC(year, 0, 4)) / 604_800_000 - ((new Date(Date.UTC(year, 0, 4)).getUTCDay() + 6) % 7) / 7 + 3 / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export interface ScheduleOptions {
  config: ServerConfig;
  backup: BackupConfig;
  store: LeadStore;
  log: FastifyBaseLogger;
  /** Tests pass their own (the in-process SMTP server); otherwise made from SMTP_URL when set. */
  mailer?: Mailer;
  now?: () => Date;
}

export interface BackupSchedule {
  /** One turn: backs up when due (none made by any instance within BACKUP_EVERY); what it did. */
  tick(): Promise<{ ran: false } | { ran: true; result: BackupResult } | { ran: true; error: string }>;
  stop(): void;
}

export function startBackupSchedule(options: ScheduleOptions): BackupSchedule {
  const { backup, store, log } = options;
  const now = options.now ?? (() => new Date());
  const everyMs = backup.everyMs!;
  const dir = backup.dir!;
  // The mail server the lead e-mail uses: SMTP_URL, or the one an administrator set on the settings page.
  const envMailer = options.mailer ? undefined : options.config.mail ? createMailer(options.config.mail) : undefined;
  const switched = options.mailer ? undefined : new MailSwitch(envMailer, store, () => secretBoxFor(options.config));
  const mailerNow = async (): Promise<Mailer | undefined> => {
    if (options.mailer) return options.mailer;
    await switched!.refresh();
    return switched!.current;
  };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function notify(message: string) {
    const mailer = await mailerNow();
    if (!mailer) return;
    const admins = (await (await backOfficeFor(store)).listUsers()).filter((u) => u.role === 'admin' && u.status === 'active').map((u) => u.email);
    if (!admins.length) return;
    const next = `the next attempt is in ${Math.round(everyMs / 60_000)} minutes, or run npm run backup -- --to ${dir}`;
    await mailer.send({
      to: admins,
      subject: 'The scheduled backup failed',
      text: `The backup due at ${now().toISOString()} into ${dir} failed:\n\n${message}\n\nThe site keeps serving. The last backup is shown on the back office's settings page. Fix the cause; ${next}.\n`,
      html: `<p>The backup due at ${now().toISOString()} into ${escapeHtml(dir)} failed:</p><pre>${escapeHtml(message)}</pre><p>The site keeps serving. The last backup is shown on the back office's settings page. Fix the cause; ${escapeHtml(next)}.</p>`,
    });
  }

  async function tick(): Promise<Awaited<ReturnType<BackupSchedule['tick']>>> {
    try {
      // Asked under the lock: another instance may have just made one.
      const due = async () => {
        const last = (await readBackupStatus(store)).last;
        return !last || now().getTime() - Date.parse(last.at) >= everyMs - 60_000;
      };
      // The status is written before the lock is let go: the other instance waiting for it must see this backup.
      const record = (result: BackupResult) =>
        writeBackupStatus(store, { last: { at: result.manifest.startedAt, file: result.file.split('/').pop()!, bytes: result.bytes }, failure: null });
      const result = await createBackupIfDue({ config: options.config, store, to: dir, key: backup.key, now }, due, record);
      if (!result) return { ran: false };
      const gone = archivesToDelete(readdirSync(dir), backup.keepDaily, backup.keepWeekly);
      for (const name of gone) rmSync(join(dir, name), { force: true });
      log.info({ file: result.file, bytes: result.bytes, ms: Math.round(result.ms), deleted: gone.length }, `backup written (${size(result.bytes)})`);
      return { ran: true, result };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error }, 'scheduled backup failed');
      try {
        const status = await readBackupStatus(store);
        await writeBackupStatus(store, { ...status, failure: { at: now().toISOString(), message } });
      } catch {
        // The store itself is down: /readyz says so already.
      }
      await notify(message).catch((mailError: unknown) => log.error({ err: mailError }, 'the failed backup could not be e-mailed'));
      return { ran: true, error: message };
    }
  }

  async function loop() {
    if (stopped) return;
    await tick();
    if (stopped) return;
    // Wake again when the next backup is due (at most BACKUP_EVERY from now, at least a minute).
    const last = (await readBackupStatus(store).catch(() => ({ last: null }))).last;
    const due = last ? Date.parse(last.at) + everyMs - now().getTime() : everyMs;
    timer = setTimeout(loop, Math.max(60_000, Math.min(everyMs, due)));
    timer.unref();
  }
  // The first look a minute after start, so a restart loop does not back up at every start.
  timer = setTimeout(loop, 60_000);
  timer.unref();

  return {
    tick,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      switched?.close();
      envMailer?.close();
    },
  };
}

/**
 * For main/start.ts, before the server listens: makes the erasure log (so a restore finds it), erases
 * again what it names if the store has not seen all of it (a store put back by hand), and starts the
 * schedule when BACKUP_DIR and BACKUP_EVERY are set (undefined when they are not).
 */
export async function startBackups(config: ServerConfig, backup: BackupConfig, store: LeadStore, log: FastifyBaseLogger): Promise<BackupSchedule | undefined> {
  try {
    const erasures = erasuresFor(store, config.dataDir);
    await erasures.ensure();
    const erased = await erasures.applyAtStart(store, await backOfficeFor(store), { read: (key) => readMeta(store, key), write: (key, value) => writeMeta(store, key, value) });
    if (erased > 0) log.warn({ erased }, 'erased again leads named in the erasure log (the store was put back from an older copy)');
  } catch (error) {
    log.error({ err: error }, 'the erasure log could not be made or applied: erasures will be refused until it can be written');
  }
  if (backup.dir === undefined || backup.everyMs === undefined) return undefined;
  log.info({ dir: backup.dir, everyMinutes: backup.everyMs / 60_000, encrypted: backup.key !== undefined }, 'scheduled backups on');
  return startBackupSchedule({ config, backup, store, log });
}
