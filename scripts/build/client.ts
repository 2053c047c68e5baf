// Phase 2: the client bundle (Vite): the island/behavior loader, its chunks and public/. It depends
// on code only, so it is built once per code hash into the cache and copied from there. Vite runs
// in a child process: its memory is returned when it ends instead of adding to the render peak.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from './cache.ts';
import type { BuildContext } from './context.ts';

export async function clientPhase(ctx: BuildContext) {
  const dir = join(ctx.cache.dir, 'client', ctx.codeHash);
  ctx.stats.clientCached = existsSync(join(dir, '.vite/manifest.json'));
  if (!ctx.stats.clientCached) {
    const tmp = `${dir}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    await viteBuild(ctx.options.rootDir, tmp);
    // Another build of the same code may have finished first (tests build in parallel): keep its
    // copy — same code, same bytes — rather than deleting a folder it may be reading.
    try {
      renameSync(tmp, dir);
    } catch {
      if (existsSync(join(dir, '.vite/manifest.json'))) rmSync(tmp, { recursive: true, force: true });
      else {
        rmSync(dir, { recursive: true, force: true });
        renameSync(tmp, dir);
      }
    }
  }
  const now = new Date();
  utimesSync(dir, now, now);
  for (const rel of listFiles(dir)) ctx.outputs.set(rel, readFileSync(join(dir, rel)));
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const loader = manifest['engine/client/loader.ts'];
  if (!loader) throw new Error('The client build produced no loader entry.');
  ctx.loaderSrc = '/' + loader.file;
}

function viteBuild(root: string, outDir: string): Promise<void> {
  return runNode(root, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], 'The client build (vite build)');
}

/** Runs Node in a child process: a bundler's memory leaves with it instead of raising the build's peak. */
export function runNode(root: string, args: string[], what: string): Promise<void> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed with exit code ${code}.`))));
  });
}
