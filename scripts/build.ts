// `npm run build` [-- --clean] [-- --workers N] [-- --release]: validate → client bundle (Vite) → prerender every
// route to dist/ → sitemap → precompress → write (phases in scripts/build/). Incremental: unchanged
// pages and compressed files come from .cache/build/; --clean starts from nothing (same bytes).
// SITE_CONFIG_DIR, SITE_OUT_DIR and SITE_BUILD_CACHE_DIR choose the folders.
// --release is how the back office's publishing builds (admin/server/publish/): into a new folder,
// hard-linking what the cache holds, without the back office's own app; when the config is refused,
// its problems go as JSON to the file BUILD_PROBLEMS names.
// Before anything loads React: the production builds of React render much faster than the
// development ones, and they are what ships.
import './build/production-mode.ts';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { runBuild, BuildError, defaultWorkers } from './build/index.ts';

const args = process.argv.slice(2);
const workersArg = args.indexOf('--workers');
const workers = workersArg >= 0 ? Number(args[workersArg + 1]) : Number(process.env.BUILD_WORKERS ?? defaultWorkers());
const unknown = args.filter((a, i) => a !== '--clean' && a !== '--release' && a !== '--workers' && args[i - 1] !== '--workers');
const release = args.includes('--release');
if (release) {
  // The server that started this build holds the other end of stdin: when it is gone (killed), the
  // release would never be served, so the build stops instead of working on for nobody.
  process.stdin.on('end', () => process.exit(1));
  process.stdin.resume();
  (process.stdin as unknown as { unref(): void }).unref();
}
if (unknown.length || !Number.isInteger(workers) || workers < 1) {
  console.error(`Usage: npm run build [-- --clean] [-- --workers N]${unknown.length ? ` (unknown: ${unknown.join(' ')})` : ''}`);
  process.exit(2);
}

try {
  await runBuild({
    rootDir: ROOT_DIR,
    configDir: resolve(process.env.SITE_CONFIG_DIR ?? join(ROOT_DIR, 'site-config')),
    outDir: resolve(process.env.SITE_OUT_DIR ?? join(ROOT_DIR, 'dist')),
    cacheDir: resolve(process.env.SITE_BUILD_CACHE_DIR ?? join(ROOT_DIR, '.cache/build')),
    clean: args.includes('--clean'),
    workers,
    release,
  });
} catch (error) {
  if (error instanceof BuildError) {
    if (process.env.BUILD_PROBLEMS) writeFileSync(process.env.BUILD_PROBLEMS, JSON.stringify(error.problems));
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The back office's app (admin/app/) into dist-admin/ — its own bundle, never part of dist/ (scripts/build-admin.ts).
if (!release) console.log(await (await import('./build-admin.ts')).adminStepOfBuild());
