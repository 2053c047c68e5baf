// Erasures across instances (issue 43): two instances of the app share one PostgreSQL database, each
// with its own data folder and so its own erasure log file. A person erased through instance A stays
// erased when the restore runs with instance B's settings: every instance's erasures reach the log a
// restore reads, the database's shared erasure log (server/erasure-log-shared.ts).
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createBackup } from '../../backup/backup.ts';
import { loadBackupConfig, startBackups } from '../../backup/schedule.ts';
import { restoreBackup } from '../../backup/restore.ts';
import { backOfficeFor } from '../../server/db/open-store.ts';
import type { PostgresStore } from '../../server/db/postgres-store.ts';
import { erasureLogOf } from '../../server/erasure-log.ts';
import { erasuresFor } from '../../server/erasures.ts';
import { call, makeAdminBundle, seedUser, signIn } from './admin-helpers.ts';
import { makeContent, postLead, siteStarter } from './backup-helpers.ts';
import { dropSchemas, makeDist, tempDir, TEST_DATABASE_URL } from './helpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const KEY = 'two instances, one database';
const dist = makeDist();
const bundle = makeAdminBundle();
const place = tempDir('erasure-instances-');
const schema = `instances_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await dropSchemas(schema, `${schema}_erasures`);
  for (const dir of [dist, bundle, place]) rmSync(dir, { recursive: true, force: true });
});
const startSite = siteStarter(dist, bundle);

describe('two instances on one PostgreSQL database', () => {
  it('a person erased through instance A stays erased when the restore runs with instance B’s settings', async () => {
    const { configDir } = makeContent(join(place, 'content'));
    const shared = { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, SITE_CONFIG_DIR: configDir };
    const a = await startSite({ ...shared, DATA_DIR: join(place, 'a') });
    const b = await startSite({ ...shared, DATA_DIR: join(place, 'b') });
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    await seedUser(await backOfficeFor(a.store), { now: () => Date.now(), advance() {} }, { email: 'ravi@filingbridge.in', name: 'Ravi Kumar', role: 'sales' });

    const kept = await postLead(b.app, 'someone@example.in');
    const meera = await postLead(a.app, 'meera.iyer@example.in');
    const archive = (await createBackup({ config: b.config, store: b.store, to: join(place, 'archives'), key: KEY })).file;

    // After the backup, Meera is erased through instance A: into A's own log file, and the database's shared log.
    const sales = await signIn(a.app, 'ravi@filingbridge.in');
    const erased = await call(a.app, sales, 'POST', `/admin/api/leads/${meera}/erase`, { confirm: true });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ erased: 1, message: 'Erased 1 lead and their history.' });
    expect(erasureLogOf(a.config.dataDir).size()).toBe(2);
    expect(existsSync(erasureLogOf(b.config.dataDir).path)).toBe(false);
    // The database's shared log holds the same two keyed hashes, nothing readable, outside the store's schema.
    const hashes = (await (a.store as PostgresStore).pool.query<{ hash: string }>(`SELECT hash FROM ${schema}_erasures.entries`)).rows.map((r) => r.hash);
    expect(hashes).toHaveLength(2);
    expect(hashes.join(' ')).not.toMatch(/meera|example|@/i);
    await a.close();
    await b.close();

    // The restore runs on B's machine, with B's settings and B's (empty) erasure log file.
    const report = await restoreBackup({ archive, config: b.config, key: KEY, force: true, erasureLog: erasureLogOf(b.config.dataDir) });
    expect(report.erasedAgain).toBe(1);
    expect(report.counts.leads).toBe(1);
    const restored = await startSite({ ...shared, DATA_DIR: join(place, 'b') });
    cleanups.push(() => restored.close());
    expect((await restored.store.list()).map((l) => l.id)).toEqual([kept]);
    expect(await restored.store.findByEmail('meera.iyer@example.in')).toEqual([]);
  });

  it('instance B’s start erases again a person erased through A when the database was put back by hand', async () => {
    const schemaB = `${schema}_b`;
    cleanups.push(() => dropSchemas(schemaB, `${schemaB}_erasures`));
    const env = { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schemaB };
    const a = await startSite({ ...env, DATA_DIR: join(place, 'start-a') });
    cleanups.push(() => a.close());
    const meera = await postLead(a.app, 'meera.iyer@example.in');
    const kept = await postLead(a.app, 'someone@example.in');
    // Erased through A into both logs; the database still holds her lead, as a copy from before the erasure put back by hand would.
    const erasures = erasuresFor(a.store, a.config.dataDir);
    await erasures.record({ email: 'meera.iyer@example.in', leadIds: [meera] }, new Date(Date.now() + 1000));
    const b = await startSite({ ...env, DATA_DIR: join(place, 'start-b') });
    cleanups.push(() => b.close());
    const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    expect(await startBackups(b.config, loadBackupConfig({}, b.config.dataDir), b.store, silent)).toBeUndefined();
    expect((await b.store.list()).map((l) => l.id)).toEqual([kept]);
  });
});
