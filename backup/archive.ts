// One backup = one file: a gzipped tar whose first entry is manifest.json (when, which version, the
// counts, and every other entry's size and SHA-256), sealed with BACKUP_KEY when one is set
// (sealed.ts). Written to NAME.partial, synced, then renamed: an archive with its final name is whole.
// Read back into a private folder and checked against the manifest before anything is restored.
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, fsyncSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { isSealed, openStream, SealError, sealStream } from './sealed.ts';
import { extractTar, TarError, tarStream, type TarSource } from './tar.ts';

export const MANIFEST = 'manifest.json';
export const ARCHIVE_FORMAT = 'filingbridge-backup/1';

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  /** When the backup began and ended (ISO, UTC): leads acknowledged before `startedAt` are in it. */
  startedAt: string;
  finishedAt: string;
  /** The software that wrote it: package.json's version and the code's commit (when known). */
  software: { version: string; commit: string | null };
  store: { kind: 'sqlite' | 'postgresql'; schema: string | null; serverVersion: string | null; extensions: { name: string; schema: string }[] };
  /** The content repository: where the config folder sits in it, its HEAD, the live commit. */
  content: { configPath: string; head: string | null; commit: string; live: string | null; branches: number; tags: number; commits: number } | null;
  counts: Record<string, number>;
  files: ManifestFile[];
}

/** The archive was refused; the message says why in words. */
export class ArchiveError extends Error {}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function describeFile(path: string, name: string): Promise<ManifestFile> {
  return { path: name, bytes: statSync(path).size, sha256: await sha256Of(path) };
}

/** Writes manifest + files as one archive at `out` (sealed when `key` is given); returns its size. */
export async function writeArchive(out: string, manifestPath: string, files: TarSource[], key: string | undefined): Promise<number> {
  const partial = `${out}.partial`;
  const stages: Transform[] = [createGzip({ level: 6 })];
  if (key) stages.push(sealStream(key));
  try {
    await pipeline(Readable.from(tarStream([{ name: MANIFEST, path: manifestPath }, ...files])), ...(stages as [Transform]), createWriteStream(partial, { mode: 0o600 }));
    const fd = openSync(partial, 'r');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(partial, out);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return statSync(out).size;
}

/** Whether the archive at `path` is encrypted. */
export function archiveIsSealed(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const n = readSync(fd, head, 0, 16, 0);
    return isSealed(head.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

/**
 * Unpacks the archive into `dir` (a private, empty folder) and checks every file against the manifest:
 * present, same size, same SHA-256, nothing extra. Throws ArchiveError in words otherwise.
 */
export async function readArchive(path: string, key: string | undefined, dir: string): Promise<Manifest> {
  const sealed = archiveIsSealed(path);
  if (sealed && !key) throw new ArchiveError('The archive is encrypted: set BACKUP_KEY to the passphrase it was written with.');
  const stages: Transform[] = sealed ? [openStream(key!), createGunzip()] : [createGunzip()];
  let extracted: Awaited<ReturnType<typeof extractTar>>;
  try {
    let files: Awaited<ReturnType<typeof extractTar>> = [];
    await pipeline(createReadStream(path), ...(stages as [Transform]), async (plain: AsyncIterable<Buffer>) => {
      files = await extractTar(plain, dir);
    });
    extracted = files;
  } catch (error) {
    if (error instanceof SealError || error instanceof TarError) throw new ArchiveError(`${error.message} Nothing was restored.`);
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('Z_') || /unexpected end of file|incorrect header check|invalid/i.test((error as Error).message)) {
      throw new ArchiveError(`The archive is damaged or is not a backup archive (${(error as Error).message}). Nothing was restored.`);
    }
    throw error;
  }
  if (extracted[0]?.name !== MANIFEST) throw new ArchiveError('The archive has no manifest: it is not a backup archive written by `npm run backup`. Nothing was restored.');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(`${dir}/${MANIFEST}`, 'utf8')) as Manifest;
  } catch {
    throw new ArchiveError('The archive’s manifest is not readable: the archive is damaged. Nothing was restored.');
  }
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new ArchiveError(`The archive is of format "${String(manifest.format)}"; this version restores ${ARCHIVE_FORMAT}. Nothing was restored.`);
  const found = new Map(extracted.slice(1).map((f) => [f.name, f]));
  for (const file of manifest.files) {
    const got = found.get(file.path);
    if (!got) throw new ArchiveError(`The archive is damaged: ${file.path}, listed in its manifest, is missing. Nothing was restored.`);
    if (got.bytes !== file.bytes || got.sha256 !== file.sha256)
      throw new ArchiveError(`The archive is damaged: ${file.path} does not match its checksum in the manifest. Nothing was restored.`);
    found.delete(file.path);
  }
  if (found.size) throw new ArchiveError(`The archive holds ${[...found.keys()][0]}, which its manifest does not list: it was changed. Nothing was restored.`);
  return manifest;
}
