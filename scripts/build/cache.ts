// The build cache: content-addressed files under .cache/build/ (SITE_BUILD_CACHE_DIR overrides).
// Keys are hashes of what an output depends on, so a stale entry can never be served: changed
// input → new key. `npm run build -- --clean` deletes the cache and the output folder first.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { threadId } from 'node:worker_threads';

export function sha(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** Every file under `dir` (recursively), as paths relative to `dir` with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(dir, full).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Hash of the code a build runs: engine, blocks, layout, the page renderer, schemas, build scripts, static files and the locked
 * dependency versions. Any change there invalidates every rendered page and the client bundle.
 */
export function codeHash(root: string): string {
  const hash = createHash('sha256');
  for (const dir of ['engine', 'blocks', 'layout', 'renderer', 'schemas', 'scripts/build', 'scripts/ssr', 'public']) {
    for (const rel of listFiles(join(root, dir)))
      hash
        .update(`${dir}/${rel}\0`)
        .update(readFileSync(join(root, dir, rel)))
        .update('\0');
  }
  for (const file of ['scripts/build.ts', 'scripts/build-form-pages.ts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json']) {
    if (existsSync(join(root, file)))
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

/**
 * Bytes already in the build cache. Phases pass these instead of the bytes and the write phase copies
 * the file, so a build never holds its pages and cards in memory (≈ 170 MB at 1,000 pages).
 */
export interface StoredFile {
  file: string;
  /** "kind/name": entries are content-addressed, so the same id always means the same bytes. */
  id: string;
}

export class BuildCache {
  constructor(readonly dir: string) {}

  path(kind: string, name: string) {
    return join(this.dir, kind, name.slice(0, 2), name);
  }

  /** The cached bytes, or undefined. A hit is touched so pruning keeps what builds still use. */
  get(kind: string, name: string): Buffer | undefined {
    const file = this.path(kind, name);
    try {
      const data = readFileSync(file);
      const now = new Date();
      utimesSync(file, now, now);
      return data;
    } catch {
      return undefined;
    }
  }

  /** The entry as a StoredFile (touched like `get`), or undefined. */
  stored(kind: string, name: string): StoredFile | undefined {
    const file = this.path(kind, name);
    try {
      const now = new Date();
      utimesSync(file, now, now);
      return { file, id: `${kind}/${name}` };
    } catch {
      return undefined;
    }
  }

  /** `set`, returning the new entry as a StoredFile. */
  store(kind: string, name: string, data: string | Uint8Array): StoredFile {
    this.set(kind, name, data);
    return { file: this.path(kind, name), id: `${kind}/${name}` };
  }

  /**
   * Writes through a temporary name, so a build stopped halfway never leaves a truncated entry. The
   * name is per thread: two render threads may store the same content-addressed entry at once.
   */
  set(kind: string, name: string, data: string | Uint8Array) {
    const file = this.path(kind, name);
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}-${threadId}.tmp`;
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  }

  /** Deletes entries no build has used for `days` days, so the cache does not grow without end. */
  prune(days = 14) {
    // Looking at every entry (thousands of files at 1,000 pages) took 0.1 s of each warm build; entries
    // live for days, so once a day is enough.
    const marker = join(this.dir, '.pruned');
    if (existsSync(marker) && statSync(marker).mtimeMs > Date.now() - 86_400_000) return;
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(marker, new Date().toISOString());
    const limit = Date.now() - days * 86_400_000;
    for (const kind of ['pages', 'compress', 'outputs', 'social', 'icons']) {
      const base = join(this.dir, kind);
      for (const rel of listFiles(base)) {
        const file = join(base, rel);
        if (statSync(file).mtimeMs < limit) rmSync(file, { force: true });
      }
    }
    // Client and form-page bundles, one folder per code hash (old code's folders age out).
    for (const kind of ['client', 'server']) {
      const base = join(this.dir, kind);
      if (!existsSync(base)) continue;
      for (const name of readdirSync(base)) {
        if (statSync(join(base, name)).mtimeMs < limit) rmSync(join(base, name), { recursive: true, force: true });
      }
    }
  }

  clear() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
