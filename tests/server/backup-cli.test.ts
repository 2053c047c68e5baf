// npm run backup and npm run restore as an operator runs them: the refusal to write personal data in
// the clear unless asked, the words each prints, a place holding data refused and then, with --force,
// kept aside and replaced; a restore without an erasure log refused unless --no-erasure-log.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { ErasureLog } from '../../server/erasure-log.ts';
import { newLead, tempDir } from './helpers.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const run = promisify(execFile);
const place = tempDir('backup-cli-');
const KEY = 'an operator passphrase';
afterAll(() => rmSync(place, { recursive: true, force: true }));

/** Runs a backup/cli command; resolves with its output and exit code. */
async function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(join(process.cwd(), 'node_modules/.bin/node'), ['--import', 'tsx', `backup/cli/${script}.ts`, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const site = { DATA_DIR: join(place, 'data'), SITE_CONFIG_DIR: join(place, 'content/site-config'), ERASURE_LOG: join(place, 'erasures.jsonl') };
const fresh = { DATA_DIR: join(place, 'fresh/data'), SITE_CONFIG_DIR: join(place, 'fresh/content/site-config'), ERASURE_LOG: join(place, 'erasures.jsonl') };

beforeAll(async () => {
  mkdirSync(site.SITE_CONFIG_DIR, { recursive: true });
  writeFileSync(join(site.SITE_CONFIG_DIR, 'site.json'), '{}\n');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: join(place, 'content') });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=Dev', '-c', 'user.email=dev@filingbridge.in', 'commit', '-q', '-m', 'The site');
  const store = openSqliteStore(site.DATA_DIR, { outbox: false });
  await store.save(newLead({ payload: { email: 'asha@example.in' } }));
  await store.save(newLead({ payload: { email: 'ravi@example.in' } }));
  await store.close();
  new ErasureLog(site.ERASURE_LOG).record({ email: 'ravi@example.in', leadIds: [] });
});

describe('npm run backup and npm run restore', () => {
  let archive: string;

  it('backup refuses to write in the clear unless told, then writes one sealed archive and says what is in it', async () => {
    const refused = await cli('backup', ['--to', join(place, 'archives')], site);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Set BACKUP_KEY to encrypt the archive \(it holds personal data\), or add --unencrypted to write it in the clear\.\n/);
    expect(existsSync(join(place, 'archives'))).toBe(false);

    const done = await cli('backup', ['--to', join(place, 'archives')], { ...site, BACKUP_KEY: KEY });
    expect(done.stderr).toBe('');
    const lines = done.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Backed up to .*\/archives\/backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz\.enc \(\d+(\.\d)? KB, \d+\.\d s, encrypted\)\.$/);
    expect(lines.slice(1, 4)).toEqual([
      '  store (sqlite): 2 leads, 0 accounts, 0 audit entries, 0 drafts, 0 scheduled publishes',
      '  content: 1 commit, 1 branch, 0 tags; live version none recorded',
      '  pictures: 0',
    ]);
    archive = join(place, 'archives', readdirSync(join(place, 'archives'))[0]!);
  });

  it('restore checks, restores, erases again what the log names, and says so', async () => {
    const done = await cli('restore', [archive], { ...fresh, BACKUP_KEY: KEY });
    expect(done.stderr).toBe('');
    const lines = done.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Restored the backup of \d{4}-.*Z \(software \d+\.\d+\.\d+( at [0-9a-f]{12})?\); every file matched its checksum\.$/);
    expect(lines.slice(1)).toEqual([
      `  store → ${join(fresh.DATA_DIR, 'leads.db')}: 1 lead, 0 accounts, 0 audit entries, 0 drafts, 0 scheduled publishes`,
      '  erased again from the erasure log: 1 lead (people erased after this backup)',
      `  content → ${join(place, 'fresh/content')}: 1 commit, main checked out; live version none recorded`,
      "  pictures: 0 put back into the config folder's images/",
      'Start the server to serve the restored site.',
    ]);
  });

  it('refuses a place holding data; with --force keeps it aside and replaces it', async () => {
    const refused = await cli('restore', [archive], { ...fresh, BACKUP_KEY: KEY });
    expect(refused.code).toBe(1);
    expect(refused.stderr.split('\n')[0]).toBe(
      `Nothing was restored: ${join(fresh.DATA_DIR, 'leads.db')} holds leads or accounts; ${join(place, 'fresh/content')} already holds a content repository or config folder. Restore into an empty place, or add --force to keep these aside and replace them.`,
    );
    const forced = await cli('restore', [archive, '--force'], { ...fresh, BACKUP_KEY: KEY });
    expect(forced.code).toBe(0);
    const kept = forced.stdout.split('\n').filter((line) => line.startsWith('  kept aside: '));
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatch(/^ {2}kept aside: .*\/fresh\/data\/leads\.db\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(kept[1]).toMatch(/^ {2}kept aside: .*\/fresh\/content\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const copy = new DatabaseSync(kept[0]!.slice('  kept aside: '.length), { readOnly: true });
    expect(copy.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 1 });
    copy.close();
  });

  it('refuses to restore without the erasure log unless told there is none', async () => {
    const other = { ...fresh, DATA_DIR: join(place, 'other/data'), SITE_CONFIG_DIR: join(place, 'other/content/site-config'), ERASURE_LOG: join(place, 'nowhere.jsonl') };
    const refused = await cli('restore', [archive], { ...other, BACKUP_KEY: KEY });
    expect(refused.code).toBe(1);
    expect(refused.stderr.split('\n')[0]).toBe(
      `The erasure log ${join(place, 'nowhere.jsonl')} is not there, so people erased after this backup would come back. Set ERASURE_LOG to where it is kept, or add --no-erasure-log if this site never had one.`,
    );
    expect(existsSync(join(place, 'other'))).toBe(false);
    const done = await cli('restore', [archive, '--no-erasure-log'], { ...other, BACKUP_KEY: KEY });
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('  store → ');
    expect(done.stdout).toContain(': 2 leads, ');
  });
});
