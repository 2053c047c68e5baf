// Scheduled backups (issue 43): the archives kept (the newest of each of the last N days and M weeks),
// one backup across two instances sharing one PostgreSQL, the last backup and its size on the settings
// page, and a failure e-mailed to the administrators (an SMTP server in this process) while /readyz
// stays as it was.
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { openPostgresStore } from '../../server/db/postgres-store.ts';
import { createMailer } from '../../server/mail.ts';
import { archivesToDelete, startBackupSchedule } from '../../backup/schedule.ts';
import { loadBackupConfig } from '../../backup/config.ts';
import { adminApp, call, seedUser, signIn } from './admin-helpers.ts';
import { tempDir, TEST_DATABASE_URL, dropSchemas } from './helpers.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const silent = { info() {}, error() {}, warn() {}, debug() {} } as unknown as FastifyBaseLogger;

describe('which archives are kept', () => {
  it('the newest of each of the last 7 days and of each of the last 4 weeks; the rest are deleted, files of others are left alone', () => {
    // Two archives a day from 1 October to 28 November 2026.
    const names: string[] = [];
    for (let t = Date.parse('2026-10-01T00:00:00Z'); t <= Date.parse('2026-11-28T00:00:00Z'); t += 86_400_000) {
      for (const hour of ['02', '14']) names.push(`backup-${new Date(t).toISOString().slice(0, 10)}T${hour}-00-00Z.tar.gz.enc`);
    }
    names.push('notes.txt', 'backup-2026-11-28T14-00-00Z.tar.gz.enc.partial');
    const deleted = new Set(archivesToDelete(names, 7, 4));
    const kept = names.filter((n) => !deleted.has(n));
    expect(kept).toEqual([
      // Weeks (Monday to Sunday, ISO): the newest of 2–8, 9–15 and 16–22 November.
      'backup-2026-11-08T14-00-00Z.tar.gz.enc',
      'backup-2026-11-15T14-00-00Z.tar.gz.enc',
      'backup-2026-11-22T14-00-00Z.tar.gz.enc',
      // Days: 22 to 28 November (the 28th is also its week's newest).
      'backup-2026-11-23T14-00-00Z.tar.gz.enc',
      'backup-2026-11-24T14-00-00Z.tar.gz.enc',
      'backup-2026-11-25T14-00-00Z.tar.gz.enc',
      'backup-2026-11-26T14-00-00Z.tar.gz.enc',
      'backup-2026-11-27T14-00-00Z.tar.gz.enc',
      'backup-2026-11-28T14-00-00Z.tar.gz.enc',
      'notes.txt',
      'backup-2026-11-28T14-00-00Z.tar.gz.enc.partial',
    ]);
  });
});

describe('two instances on one PostgreSQL', () => {
  it('make one backup when both are due at once', async () => {
    const schema = `sched_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const dir = tempDir('backup-sched-');
    cleanups.push(async () => {
      rmSync(dir, { recursive: true, force: true });
      await dropSchemas(schema);
    });
    const env = { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, DATA_DIR: join(dir, 'data'), SITE_CONFIG_DIR: join(dir, 'no-content') };
    const config = loadConfig(env);
    const backup = loadBackupConfig({ BACKUP_DIR: join(dir, 'archives'), BACKUP_EVERY: '1d', BACKUP_KEY: 'a passphrase for the test' }, config.dataDir);
    const instances = await Promise.all([0, 1].map(() => openPostgresStore(TEST_DATABASE_URL, { outbox: false, schema, poolSize: 3 })));
    cleanups.push(async () => {
      for (const s of instances) await s.close();
    });
    const schedules = instances.map((store) => startBackupSchedule({ config, backup, store, log: silent }));
    cleanups.push(() => schedules.forEach((s) => s.stop()));
    const outcomes = await Promise.all(schedules.map((s) => s.tick()));
    expect(outcomes.map((o) => o.ran).sort()).toEqual([false, true]);
    expect(readdirSync(join(dir, 'archives'))).toHaveLength(1);
    // Not due again until BACKUP_EVERY has passed.
    expect((await schedules[0]!.tick()).ran).toBe(false);
  });
});

describe('on the settings page, and when a backup fails', () => {
  it('shows the last backup and its size; a failure is e-mailed to the administrators and /readyz stays 200', async () => {
    const received: ParsedMail[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onData(stream, _session, callback) {
        simpleParser(stream, (error, mail) => {
          if (!error) received.push(mail);
          callback(error ?? null);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const port = (smtp.server.address() as AddressInfo).port;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'site@filingbridge.in', notifyTo: ['sales@filingbridge.in'] });
    cleanups.push(() => mailer.close());

    const t = await adminApp();
    cleanups.push(() => t.cleanup());
    const dir = tempDir('backup-settings-');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const owner = await seedUser(t.office, t.clock, { email: 'owner@filingbridge.in', role: 'admin', totp: true });
    await seedUser(t.office, t.clock, { email: 'sales@filingbridge.in', role: 'sales' });
    const admin = await signIn(t.app, 'owner@filingbridge.in', { totpSecret: owner.totpSecret, clock: t.clock });
    const env = { BACKUP_DIR: join(dir, 'archives'), BACKUP_EVERY: '6h', BACKUP_KEY: 'a passphrase for the test', BACKUP_KEEP_DAILY: '3' };
    Object.assign(process.env, env);
    cleanups.push(() => {
      for (const name of Object.keys(env)) delete process.env[name];
    });

    const before = await call(t.app, admin, 'GET', '/admin/api/settings/backup');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ last: null, failure: null, scheduled: true, everyMinutes: 360, dir: join(dir, 'archives'), encrypted: true, keepDaily: 3, keepWeekly: 4 });
    const sales = await signIn(t.app, 'sales@filingbridge.in');
    expect((await call(t.app, sales, 'GET', '/admin/api/settings/backup')).statusCode).toBe(403);

    let at = new Date('2026-11-25T02:00:00Z');
    const schedule = startBackupSchedule({ config: t.config, backup: loadBackupConfig(env, t.config.dataDir), store: t.store, log: silent, mailer, now: () => at });
    cleanups.push(() => schedule.stop());
    const done = await schedule.tick();
    expect(done.ran && 'result' in done).toBe(true);
    const bytes = 'result' in done ? done.result.bytes : 0;
    expect((await call(t.app, admin, 'GET', '/admin/api/settings/backup')).json()).toMatchObject({
      last: { at: '2026-11-25T02:00:00.000Z', file: 'backup-2026-11-25T02-00-00Z.tar.gz.enc', bytes },
      failure: null,
    });

    // Six hours later the backup folder is a file: the backup fails.
    at = new Date('2026-11-25T08:00:00Z');
    rmSync(join(dir, 'archives'), { recursive: true });
    writeFileSync(join(dir, 'archives'), 'not a folder');
    const failed = await schedule.tick();
    expect(failed.ran && 'error' in failed).toBe(true);
    const shown = (await call(t.app, admin, 'GET', '/admin/api/settings/backup')).json();
    expect(shown.last.file).toBe('backup-2026-11-25T02-00-00Z.tar.gz.enc');
    expect(shown.failure.at).toBe('2026-11-25T08:00:00.000Z');
    expect(shown.failure.message).toMatch(/EEXIST|ENOTDIR/);
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('The scheduled backup failed');
    expect((received[0]!.to as { text: string }).text).toBe('owner@filingbridge.in');
    expect(received[0]!.text).toContain(`The backup due at 2026-11-25T08:00:00.000Z into ${join(dir, 'archives')} failed:`);
    expect(received[0]!.text).toContain('The site keeps serving.');
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
