// `npm run bench:backup`: how long a backup and a restore take, and how big the archive is, at
// BENCH_LEADS (default 100,000) leads, on SQLite and on PostgreSQL (DATABASE_URL, default the test
// server at 127.0.0.1:5432/test; skipped when it does not answer). The content is the project's own
// site-config/ in a one-commit repository. Archives are encrypted (BACKUP_KEY) as in production.
// Restores go into a fresh data folder / a fresh database, with an erasure log naming 100 people.
// BENCH_STORES=sqlite (or postgresql) measures one store only.
// Prints one table; exits 1 on any error or when a restored count differs from the backup's.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { openStore } from '../server/db/open-store.ts';
import type { LeadStore } from '../server/db/store.ts';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { createBackup } from '../backup/backup.ts';
import { restoreBackup } from '../backup/restore.ts';
import { ErasureLog } from '../server/erasure-log.ts';
import { size } from '../backup/cli/words.ts';
import { contentRepository } from './content-repository.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const DATABASE_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
const KEY = 'bench passphrase of some length';

const message =
  'We run three GST registrations across Tamil Nadu and Karnataka and would like one partner for filings, payroll compliance and annual returns. Please call us this week.';

async function fill(store: LeadStore) {
  const batch = 500;
  for (let i = 0; i < LEADS; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, LEADS - i) }, (_, j) =>
        store.save({
          form: 'partnership-request',
          payload: {
            firstName: 'Asha',
            lastName: `Raman ${i + j}`,
            company: 'Raman Textiles Pvt Ltd',
            email: `person${i + j}@example.in`,
            phone: '+91 98765 43210',
            industry: 'Manufacturing',
            size: '51-200',
            message,
          },
          ip: `203.0.113.${(i + j) % 250}`,
          suspectedSpam: false,
          fillMs: 9000,
          idempotencyKey: undefined,
        }),
      ),
    );
  }
}

interface Row {
  store: string;
  leads: number;
  backupS: number;
  bytes: number;
  restoreS: number;
  /** The restore's steps, in seconds. */
  steps: { check: number; store: number; content: number; erasures: number };
  erasedAgain: number;
}

async function pgReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function run(kind: 'sqlite' | 'postgresql'): Promise<Row> {
  const place = mkdtempSync(join(tmpdir(), 'bench-backup-'));
  const schema = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const database = `bench_restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const freshUrl = new URL(DATABASE_URL);
  freshUrl.pathname = `/${database}`;
  const admin = kind === 'postgresql' ? new pg.Client({ connectionString: DATABASE_URL }) : undefined;
  try {
    const repo = join(place, 'content');
    contentRepository(repo, { from: join(ROOT_DIR, 'site-config'), author: ['Bench', 'bench@filingbridge.in'] });
    const pgEnv = kind === 'postgresql' ? { DATABASE_URL, DATABASE_SCHEMA: schema } : {};
    const config = loadConfig({ ...pgEnv, DATA_DIR: join(place, 'data'), SITE_CONFIG_DIR: join(repo, 'site-config') });
    const store = await openStore(config, { outbox: false });
    let backup: Awaited<ReturnType<typeof createBackup>>;
    const log = new ErasureLog(join(place, 'erasures.jsonl'));
    try {
      process.stdout.write(`${kind}: storing ${LEADS.toLocaleString('en-IN')} leads… `);
      await fill(store);
      for (let i = 0; i < 100; i++) log.record({ email: `person${i * 7}@example.in`, leadIds: [] });
      process.stdout.write('backing up… ');
      backup = await createBackup({ config, store, to: join(place, 'archives'), key: KEY });
    } finally {
      await store.close();
    }
    if (admin) {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
    }
    process.stdout.write('restoring…\n');
    const freshEnv = kind === 'postgresql' ? { DATABASE_URL: freshUrl.toString(), DATABASE_SCHEMA: schema } : {};
    const freshConfig = loadConfig({ ...freshEnv, DATA_DIR: join(place, 'fresh/data'), SITE_CONFIG_DIR: join(place, 'fresh/content/site-config') });
    const t0 = performance.now();
    const report = await restoreBackup({ archive: backup.file, config: freshConfig, key: KEY, force: false, erasureLog: log });
    const restoreS = (performance.now() - t0) / 1000;
    if (report.counts.leads + report.erasedAgain !== backup.manifest.counts.leads) {
      throw new Error(`restored ${report.counts.leads} leads + ${report.erasedAgain} erased again, but the backup counted ${backup.manifest.counts.leads}`);
    }
    return {
      store: kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      leads: backup.manifest.counts.leads ?? 0,
      backupS: backup.ms / 1000,
      bytes: backup.bytes,
      restoreS,
      steps: report.seconds,
      erasedAgain: report.erasedAgain,
    };
  } finally {
    if (admin) {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
      await admin.end().catch(() => {});
    }
    rmSync(place, { recursive: true, force: true });
  }
}

// BENCH_STORES=sqlite or =postgresql measures one of them.
const only = process.env.BENCH_STORES?.trim();
const rows: Row[] = [];
if (!only || only === 'sqlite') rows.push(await run('sqlite'));
if (!only || only === 'postgresql') {
  if (await pgReachable()) rows.push(await run('postgresql'));
  else console.log(`PostgreSQL at ${new URL(DATABASE_URL).host} does not answer: skipped.`);
}

const s = (seconds: number) => `${seconds.toFixed(1)} s`;
console.log('\n| store | leads | backup (encrypted) | archive | restore in all | unpack + check | store | content | open + erasure log (100 people) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.store} | ${r.leads.toLocaleString('en-IN')} | ${s(r.backupS)} | ${size(r.bytes)} | ${s(r.restoreS)} | ${s(r.steps.check)} | ${s(r.steps.store)} | ${s(r.steps.content)} | ${s(r.steps.erasures)} (${r.erasedAgain} leads) |`,
  );
}
