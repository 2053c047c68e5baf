// Phase 2: the client bundle (Vite): the island/behavior loader, its chunks and public/. It depends
// on code only, so it is built once per code hash into the cache and copied from there.
import { existsSync, readFileSync, renameSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { listFiles } from './cache.ts';
import type { BuildContext } from './context.ts';

export async function clientPhase(ctx: BuildContext) {
  const dir = join(ctx.cache.dir, 'client', ctx.codeHash);
  ctx.stats.clientCached = existsSync(join(dir, '.vite/manifest.json'));
  if (!ctx.stats.clientCached) {
    const tmp = `${dir}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    await build({ root: ctx.options.rootDir, logLevel: 'warn', build: { outDir: tmp, emptyOutDir: true } });
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
  }
  const now = new Date();
  utimesSync(dir, now, now);
  for (const rel of listFiles(dir)) ctx.outputs.set(rel, readFileSync(join(dir, rel)));
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const loader = manifest['engine/client/loader.ts'];
  if (!loader) throw new Error('The client build produced no loader entry.');
  ctx.loaderSrc = '/' + loader.file;
}
