// The restore drill (issue 43), on SQLite and on PostgreSQL: leads posted while the backup runs,
// accounts, drafts, a published version and a picture → backup → restore into a fresh place → start.
// Every lead acknowledged before the backup began is there, sign-in works with the same password, the
// site's history and pictures are the same, a lead erased after the backup stays erased; a damaged
// archive is refused in words.
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { backOfficeFor, contentStoreFor } from '../../server/db/open-store.ts';
import { createBackup, type BackupResult } from '../../backup/backup.ts';
import { restoreBackup } from '../../backup/restore.ts';
import { ArchiveError } from '../../backup/archive.ts';
import { ErasureLog, erasureLogOf } from '../../server/erasure-log.ts';
import { call, makeAdminBundle, PASSWORD, seedUser, signIn } from './admin-helpers.ts';
import { makeDist, tempDir, TEST_DATABASE_URL } from './helpers.ts';
import { git, makeContent, PICTURE, postLead, refsOf, siteStarter, type Site } from './backup-helpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const KEY = 'drill passphrase, long enough';
const dist = makeDist();
const bundle = makeAdminBundle();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dist, { recursive: true, force: true });
  rmSync(bundle, { recursive: true, force: true });
});

const startSite = siteStarter(dist, bundle);

interface StoreSetup {
  name: string;
  /** The environment of the original site and of the fresh place. */
  env(): Promise<{ original: Record<string, string>; fresh: Record<string, string> }>;
}

const stores: StoreSetup[] = [
  { name: 'SQLite', env: async () => ({ original: {}, fresh: {} }) },
  {
    name: 'PostgreSQL',
    async env() {
      const schema = `drill_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      // The fresh place is a new database (pg_restore brings the schema back under its own name).
      const database = `restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const freshUrl = new URL(TEST_DATABASE_URL);
      freshUrl.pathname = `/${database}`;
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await c.query(`DROP SCHEMA IF EXISTS ${schema}_erasures CASCADE`);
        await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await c.end();
      });
      return {
        original: { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema },
        fresh: { DATABASE_URL: freshUrl.toString(), DATABASE_SCHEMA: schema },
      };
    },
  },
];

describe.each(stores)('the restore drill on $name', (setup) => {
  it('brings back every acknowledged lead, the accounts, drafts, history and pictures, and keeps an erased person erased', async () => {
    const place = tempDir('drill-');
    cleanups.push(() => rmSync(place, { recursive: true, force: true }));
    const env = await setup.env();
    const { configDir, published } = makeContent(join(place, 'content'));
    const site = await startSite({ ...env.original, DATA_DIR: join(place, 'data'), SITE_CONFIG_DIR: configDir });
    cleanups.push(() => site.close());
    const office = await backOfficeFor(site.store);
    const content = await contentStoreFor(site.store);
    const clock = { now: () => Date.now(), advance() {} };
    await seedUser(office, clock, { email: 'asha@filingbridge.in', name: 'Asha Rao', role: 'admin' });
    await seedUser(office, clock, { email: 'ravi@filingbridge.in', name: 'Ravi Kumar', role: 'sales' });
    await content.saveDraft('pages/gst.json', '{"title":"GST, drafted"}', null, { id: 'u-asha', name: 'Asha Rao', email: 'asha@filingbridge.in' }, Date.now());
    await content.setPublishedVersion(published, Date.now());

    const before: string[] = [];
    for (let i = 0; i < 40; i++) before.push(await postLead(site.app, `person${i}@example.in`));
    const erasedLater = await postLead(site.app, 'meera.iyer@example.in');
    await postLead(site.app, 'Meera.Iyer@Example.in'); // the same person, another lead

    // Leads keep arriving while the backup runs.
    const archives = join(place, 'archives');
    let backingUp = true;
    const during = (async () => {
      let n = 0;
      while (backingUp) await postLead(site.app, `during${n++}@example.in`);
      return n;
    })();
    let result: BackupResult;
    try {
      result = await createBackup({ config: site.config, store: site.store, to: archives, key: KEY });
    } finally {
      backingUp = false;
    }
    expect(await during).toBeGreaterThan(0);
    expect(readdirSync(archives)).toEqual([result.file.split('/').pop()]);
    expect(result.file).toMatch(/backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz\.enc$/);
    // Sealed: no lead's address appears in the archive's bytes.
    expect(readFileSync(result.file).includes('person1@example.in')).toBe(false);
    expect(result.manifest.counts).toMatchObject({ accounts: 2, drafts: 1, pictures: 1, commits: 2 });
    expect(result.manifest.counts.leads).toBeGreaterThanOrEqual(42);
    expect(result.manifest.content).toMatchObject({ configPath: 'site-config', head: 'main', live: published, branches: 2, tags: 1 });

    // After the backup: Meera asks to be erased (through the back office, as staff do).
    const sales = await signIn(site.app, 'ravi@filingbridge.in');
    const erased = await call(site.app, sales, 'POST', `/admin/api/leads/${erasedLater}/erase`, { confirm: true });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ erased: 2, message: 'Erased 2 leads and their history.' });
    const log = erasureLogOf(site.config.dataDir);
    expect(readFileSync(log.path, 'utf8')).not.toMatch(/meera|example/i);

    // Restore into a fresh place: an empty data folder (or database) and an empty content folder.
    const fresh = join(place, 'fresh');
    const freshConfig = loadConfig({ ...env.fresh, DIST_DIR: dist, DATA_DIR: join(fresh, 'data'), SITE_CONFIG_DIR: join(fresh, 'content/site-config') });
    const report = await restoreBackup({ archive: result.file, config: freshConfig, key: KEY, force: false, erasureLog: log });
    expect(report.erasedAgain).toBe(2);
    expect(report.counts.leads).toBe(result.manifest.counts.leads! - 2);
    expect(report.counts).toMatchObject({ accounts: 2, drafts: 1 });
    expect(report.pictures).toBe(1);
    expect(report.keptAside).toEqual([]);
    // The restored site's own erasure log goes on from the old one.
    expect(erasureLogOf(join(fresh, 'data'), {}).matcher().lead({ id: randomUUID(), email: ' MEERA.IYER@example.in', createdAt: result.manifest.startedAt })).toBe(true);

    // Start the restored site.
    const restored = await startSite({ ...env.fresh, DATA_DIR: join(fresh, 'data'), SITE_CONFIG_DIR: join(fresh, 'content/site-config') });
    cleanups.push(() => restored.close());
    const ids = new Set((await restored.store.list()).map((l) => l.id));
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.has(erasedLater)).toBe(false);
    expect(await restored.store.findByEmail('meera.iyer@example.in')).toEqual([]);
    const ravi = await signIn(restored.app, 'ravi@filingbridge.in', { password: PASSWORD });
    expect((await call(restored.app, ravi, 'GET', '/admin/api/leads')).statusCode).toBe(200);
    const restoredContent = await contentStoreFor(restored.store);
    expect((await restoredContent.publishedVersion())?.commit).toBe(published);
    expect((await restoredContent.listDrafts()).map((d) => [d.file, d.data])).toEqual([['pages/gst.json', '{"title":"GST, drafted"}']]);
    expect(refsOf(join(fresh, 'content'))).toBe(refsOf(join(place, 'content')));
    expect(git(join(fresh, 'content'), 'rev-parse', 'HEAD')).toBe(published);
    expect(git(join(fresh, 'content'), 'status', '--porcelain')).toBe('');
    expect(readFileSync(join(fresh, 'content/site-config/images/team/priya-sharma.png'))).toEqual(PICTURE);

    if (freshConfig.databaseUrl) {
      // A PostgreSQL archive comes back under its own schema's name: another DATABASE_SCHEMA is refused.
      await expect(restoreBackup({ archive: result.file, config: { ...freshConfig, databaseSchema: 'elsewhere' }, key: KEY, force: false, erasureLog: log })).rejects.toThrow(
        `Nothing was restored: this archive holds the schema "${freshConfig.databaseSchema}" but DATABASE_SCHEMA is "elsewhere". Set DATABASE_SCHEMA=${freshConfig.databaseSchema} (here and for the server).`,
      );
    }
    // Restoring again over the restored site is refused: it holds data now.
    await expect(restoreBackup({ archive: result.file, config: freshConfig, key: KEY, force: false, erasureLog: log })).rejects.toThrow(
      /^Nothing was restored: .* holds leads or accounts; .*already holds a content repository or config folder\. Restore into an empty place, or add --force to keep these aside and replace them\.$/,
    );
  });
});

describe('a damaged archive', () => {
  let archive: string;
  let place: string;
  let site: Site;
  const freshConfig = () => loadConfig({ DIST_DIR: dist, DATA_DIR: join(place, `fresh-${randomUUID()}`), SITE_CONFIG_DIR: join(place, `fresh-${randomUUID()}/site-config`) });
  const restore = (file: string, key: string | undefined) =>
    restoreBackup({ archive: file, config: freshConfig(), key, force: false, erasureLog: new ErasureLog(join(place, 'erasures.jsonl')) });

  beforeAll(async () => {
    place = tempDir('drill-damaged-');
    cleanups.push(() => rmSync(place, { recursive: true, force: true }));
    const { configDir } = makeContent(join(place, 'content'));
    site = await startSite({ DATA_DIR: join(place, 'data'), SITE_CONFIG_DIR: configDir });
    cleanups.push(() => site.close());
    await postLead(site.app, 'someone@example.in');
    archive = (await createBackup({ config: site.config, store: site.store, to: join(place, 'archives'), key: KEY })).file;
  });

  it('sealed: a changed byte, a cut end, a wrong key and no key are refused in words, and nothing is written', async () => {
    const bytes = readFileSync(archive);
    const flipped = join(place, 'flipped.tar.gz.enc');
    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)]! ^= 0x01;
    writeFileSync(flipped, changed);
    await expect(restore(flipped, KEY)).rejects.toThrow(
      /^The archive (was changed or damaged after it was written \(part \d+ does not match its seal\)|cannot be opened with this BACKUP_KEY.*)\. Nothing was restored\.$/,
    );

    const cut = join(place, 'cut.tar.gz.enc');
    writeFileSync(cut, bytes.subarray(0, bytes.length - 100));
    await expect(restore(cut, KEY)).rejects.toThrow(/^The archive (is cut short|was changed|cannot be opened).*Nothing was restored\.$/);

    await expect(restore(archive, 'another passphrase entirely')).rejects.toThrow(
      'The archive cannot be opened with this BACKUP_KEY: the key is not the one it was written with, or the archive was changed. Nothing was restored.',
    );
    await expect(restore(archive, undefined)).rejects.toThrow('The archive is encrypted: set BACKUP_KEY to the passphrase it was written with.');
    expect(readdirSync(place).filter((name) => name.startsWith('fresh-'))).toEqual([]);
  });

  it('in the clear: a file changed inside the archive is refused by its checksum', async () => {
    const plain = await createBackup({ config: site.config, store: site.store, to: join(place, 'plain'), key: undefined });
    expect(plain.file).toMatch(/\.tar\.gz$/);
    const tar = gunzipSync(readFileSync(plain.file));
    const at = tar.indexOf('SQLite format 3');
    expect(at).toBeGreaterThan(0);
    tar[at + 4096 + 100]! ^= 0xff;
    const changed = join(place, 'changed.tar.gz');
    writeFileSync(changed, gzipSync(tar));
    await expect(restore(changed, KEY)).rejects.toThrow(
      new ArchiveError('The archive is damaged: store/leads.db does not match its checksum in the manifest. Nothing was restored.'),
    );
    await expect(restore(join(place, 'content/site-config/site.json'), KEY)).rejects.toThrow(/^The archive is damaged or is not a backup archive \(.*\)\. Nothing was restored\.$/);
    expect(readdirSync(place).filter((name) => name.startsWith('fresh-'))).toEqual([]);
  });
});
