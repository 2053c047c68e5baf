// One backup, start to end: the store (store-dump.ts), the content repository and the pictures
// (content.ts) into a private working folder, the manifest, then one archive (archive.ts) in `to`.
// The content is read under the site's publish lock (content store), so the store's live version and
// the repository's commits are of the same moment; publishes wait for the seconds a backup takes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../server/config.ts';
import type { LeadStore } from '../server/db/store.ts';
import type { SqliteStore } from '../server/db/sqlite-store.ts';
import type { PostgresStore } from '../server/db/postgres-store.ts';
import { contentStoreFor } from '../server/db/open-store.ts';
import { git } from '../server/git.ts';
import { ARCHIVE_FORMAT, describeFile, writeArchive, type Manifest } from './archive.ts';
import { bundleContent, findContentRepo, picturesOf } from './content.ts';
import { dumpPostgres, dumpSqlite } from './store-dump.ts';
import type { TarSource } from './tar.ts';

const ROOT = join(import.meta.dirname, '..');

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  ms: number;
}

/** "backup-2026-11-28T10-30-00Z.tar.gz" (sealed: ".tar.gz.enc"): names sort by time. */
export function archiveName(at: Date, sealed: boolean): string {
  return `backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz${sealed ? '.enc' : ''}`;
}
export const ARCHIVE_NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz(\.enc)?$/;

async function softwareVersion(): Promise<Manifest['software']> {
  const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const commit = await git(ROOT, ['rev-parse', 'HEAD']).then(
    (c) => c.trim(),
    () => null,
  );
  return { version, commit };
}

export interface BackupOptions {
  config: Pick<ServerConfig, 'configDir' | 'databaseUrl' | 'databaseSchema'>;
  /** The open store (the server's own, or the CLI's). */
  store: LeadStore;
  /** The folder the archive is written to. */
  to: string;
  /** BACKUP_KEY: seal the archive; undefined writes it in the clear. */
  key: string | undefined;
  now?: () => Date;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  return (await createBackupIfDue(options, async () => true))!;
}

/**
 * A backup, unless `due()` — asked while holding the publish lock — says another instance made one: then
 * null. `done(result)` runs still holding the lock, so the next instance's `due()` sees what it recorded.
 */
export async function createBackupIfDue(options: BackupOptions, due: () => Promise<boolean>, done?: (result: BackupResult) => Promise<void>): Promise<BackupResult | null> {
  const now = options.now ?? (() => new Date());
  mkdirSync(options.to, { recursive: true, mode: 0o700 });
  // The parts, in the clear for a moment: a private folder of the machine's own, never the backup folder.
  const work = mkdtempSync(join(tmpdir(), 'backup-'));
  try {
    const content = await contentStoreFor(options.store);
    return await content.withPublishLock(async () => {
      if (!(await due())) return null;
      const started = now();
      const t0 = performance.now();
      const files: TarSource[] = [];
      const store: Manifest['store'] = { kind: options.store.kind, schema: null, serverVersion: null, extensions: [] };
      let counts: Record<string, number>;
      if (options.store.kind === 'sqlite') {
        const path = join(work, 'leads.db');
        counts = await dumpSqlite((options.store as SqliteStore).db, path);
        files.push({ name: 'store/leads.db', path });
      } else {
        const pgStore = options.store as PostgresStore;
        const path = join(work, 'store.dump');
        const dumped = await dumpPostgres(options.config.databaseUrl!, pgStore.schema, path);
        counts = dumped.counts;
        store.schema = pgStore.schema;
        store.serverVersion = dumped.serverVersion;
        store.extensions = dumped.extensions;
        files.push({ name: 'store/postgres.dump', path });
      }
      const live = await content.publishedVersion();
      let contentFacts: Manifest['content'] = null;
      const repo = await findContentRepo(options.config.configDir);
      const hasCommits =
        repo &&
        (await git(repo.root, ['rev-parse', '--verify', '-q', 'HEAD']).then(
          () => true,
          () => false,
        ));
      if (repo && hasCommits) {
        const path = join(work, 'repository.bundle');
        const facts = await bundleContent(repo.root, path);
        contentFacts = { configPath: repo.configPath, live: live?.commit ?? null, ...facts };
        files.push({ name: 'content/repository.bundle', path });
        counts.commits = facts.commits;
      }
      const pictures = picturesOf(options.config.configDir);
      for (const picture of pictures) files.push({ name: `pictures/${picture}`, path: join(options.config.configDir, 'images', picture) });
      counts.pictures = pictures.length;

      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        startedAt: started.toISOString(),
        finishedAt: now().toISOString(),
        software: await softwareVersion(),
        store,
        content: contentFacts,
        counts,
        files: await Promise.all(files.map((f) => describeFile(f.path, f.name))),
      };
      const manifestPath = join(work, 'manifest.json');
      writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
      const file = join(options.to, archiveName(started, options.key !== undefined));
      const bytes = await writeArchive(file, manifestPath, files, options.key);
      const result = { file, bytes, manifest, ms: performance.now() - t0 };
      await done?.(result);
      return result;
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
