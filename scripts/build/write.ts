// Phase 5: make the output folder hold exactly `outputs`. A manifest in the cache remembers what the
// last build wrote there (hash, size, mtime), so unchanged files are not rewritten and files of
// removed pages are deleted. Without a manifest (first or --clean build) the folder is emptied first.
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readFileSync, readdirSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sha } from './cache.ts';
import type { BuildContext } from './context.ts';

interface Manifest {
  outDir: string;
  files: Record<string, { hash: string; size: number; mtimeMs: number }>;
}

export function writePhase(ctx: BuildContext) {
  const outDir = resolve(ctx.options.outDir);
  const manifestFile = join(ctx.cache.dir, 'outputs', `${sha(outDir).slice(0, 24)}.json`);
  let previous: Manifest | undefined;
  try {
    previous = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (previous.outDir !== outDir) previous = undefined;
  } catch {}
  if (!previous || ctx.options.clean) rmSync(outDir, { recursive: true, force: true });
  // Forget the manifest while writing: a build stopped halfway must not trust it next time.
  rmSync(manifestFile, { force: true });

  const manifest: Manifest = { outDir, files: {} };
  const dirs = new Set<string>();
  for (const [rel, output] of ctx.outputs) {
    const file = join(outDir, rel);
    // A cache entry's id names its content; bytes in memory are hashed.
    const hash = Buffer.isBuffer(output) ? createHash('sha1').update(output).digest('hex') : output.id;
    const before = previous?.files[rel];
    let stat = before && before.hash === hash ? statOrUndefined(file) : undefined;
    if (stat && stat.size === before!.size && stat.mtimeMs === before!.mtimeMs) {
      ctx.stats.unchanged++;
    } else {
      const dir = dirname(file);
      if (!dirs.has(dir)) mkdirSync(dir, { recursive: true });
      dirs.add(dir);
      if (Buffer.isBuffer(output)) writeFileSync(file, output);
      else if (ctx.options.release) linkOrCopy(output.file, file);
      else copyFileSync(output.file, file);
      stat = statSync(file);
      ctx.stats.written++;
    }
    manifest.files[rel] = { hash, size: stat.size, mtimeMs: stat.mtimeMs };
  }
  for (const rel of Object.keys(previous?.files ?? {})) {
    if (ctx.outputs.has(rel)) continue;
    rmSync(join(outDir, rel), { force: true });
    removeEmptyParents(outDir, dirname(join(outDir, rel)));
    ctx.stats.deleted++;
  }
  if (ctx.options.release) return;
  mkdirSync(dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

/** A hard link to the cache's file (a release shares its bytes), or a copy across file systems. */
function linkOrCopy(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV' && (error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    copyFileSync(from, to);
  }
}

function statOrUndefined(file: string) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

function removeEmptyParents(root: string, dir: string) {
  while (dir.startsWith(root + '/') && readdirSafe(dir).length === 0) {
    rmdirSync(dir);
    dir = dirname(dir);
  }
}

function readdirSafe(dir: string) {
  try {
    return readdirSync(dir);
  } catch {
    return ['?'];
  }
}
