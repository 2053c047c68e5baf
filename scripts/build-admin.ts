// Part of `npm run build` (after the site): the back office's app (admin/app/, two Vite entries)
// as a production bundle in dist-admin/ (ADMIN_DIST_DIR), never inside the public dist/, and the site
// editor mounted in it (editor/app/, editor/app/vite.config.ts) in dist-admin/edit/. Vite runs
// in a child process like the site's client build. Skipped when nothing it is built from changed
// (a hash of admin/app/, the files it imports from elsewhere and the lockfile, kept beside the
// output, with the entries' gzipped sizes it prints), so a content-only rebuild costs a few milliseconds here.
//
//   tsx scripts/build-admin.ts     builds (or reuses) it on its own and prints the same line
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { listFiles } from './build/cache.ts';
import { runNode } from './build/client.ts';
import { entryKey, filesOfEntry, readManifest } from '../admin/server/manifest.ts';

const ROOT_DIR = resolve(fileURLToPath(new URL('..', import.meta.url)));
const STAMP = '.build-hash';
/** The entries' gzipped sizes, with the hash they were measured for: a reused bundle is not gzipped again (0.45 s a build). */
const SIZES = '.build-sizes.json';
/** What the bundle is made of besides admin/app/: everything it imports from elsewhere in the repository. */
const INPUTS = ['engine/theme.ts', 'engine/calendar/dates.ts', 'server/db/back-office.ts', 'admin/server/access.ts', 'package-lock.json', 'scripts/build-admin.ts'];
/** The editor's bundle is made of the editor app and everything it renders: the engine, the blocks, the layout and the schemas. */
const EDITOR_FOLDERS = ['editor/app', 'editor/shared', 'engine', 'blocks', 'layout', 'schemas'];

export interface AdminBuild {
  outDir: string;
  cached: boolean;
  ms: number;
  /** Gzipped bytes of each entry's JavaScript and CSS with everything it loads up front. */
  sizes: { auth: number; app: number; editor: number };
}

export function adminBuildHash(root = ROOT_DIR): string {
  const hash = createHash('sha256');
  const add = (rel: string) =>
    hash
      .update(`${rel}\0`)
      .update(readFileSync(join(root, rel)))
      .update('\0');
  for (const rel of listFiles(join(root, 'admin/app'))) if (!rel.endsWith('README.md')) add(`admin/app/${rel}`);
  for (const rel of INPUTS) if (existsSync(join(root, rel))) add(rel);
  for (const folder of EDITOR_FOLDERS) for (const rel of listFiles(join(root, folder))) if (!rel.endsWith('.md')) add(`${folder}/${rel}`);
  return hash.digest('hex');
}

export async function buildAdmin(options: { root?: string; outDir?: string } = {}): Promise<AdminBuild> {
  const root = options.root ?? ROOT_DIR;
  const outDir = resolve(options.outDir ?? process.env.ADMIN_DIST_DIR ?? join(root, 'dist-admin'));
  const started = performance.now();
  const hash = adminBuildHash(root);
  const stamp = join(outDir, STAMP);
  const cached = existsSync(join(outDir, '.vite/manifest.json')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
  if (!cached) {
    // Built beside and swapped in whole: a server starting meanwhile never reads half a bundle.
    const tmp = `${outDir}.${process.pid}.tmp`;
    try {
      await runNode(
        root,
        [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', join(root, 'admin/app/vite.config.ts'), '--outDir', tmp, '--emptyOutDir', '--logLevel', 'warn'],
        'The back-office build (vite build)',
      );
      await runNode(
        root,
        [
          join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--config',
          join(root, 'editor/app/vite.config.ts'),
          '--outDir',
          join(tmp, 'edit'),
          '--emptyOutDir',
          '--logLevel',
          'warn',
        ],
        'The site editor build for the back office (vite build)',
      );
      writeFileSync(join(tmp, STAMP), hash);
      rmSync(outDir, { recursive: true, force: true });
      try {
        renameSync(tmp, outDir);
      } catch (error) {
        // Another build of the same code got there first: same code, same bytes — keep its copy.
        if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) throw error;
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  return { outDir, cached, ms: performance.now() - started, sizes: keptSizes(outDir, hash) };
}

/** The sizes measured for this hash's bundle, or measured now and kept beside it (temp file, then renamed). */
function keptSizes(outDir: string, hash: string): AdminBuild['sizes'] {
  const file = join(outDir, SIZES);
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { hash: string; sizes: AdminBuild['sizes'] };
    if (kept.hash === hash) return kept.sizes;
  } catch {
    // Not measured yet (a bundle built before the sizes were kept).
  }
  const sizes = entrySizes(outDir);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ hash, sizes }));
  renameSync(tmp, file);
  return sizes;
}

/** What a browser downloads for each entry before it runs: its chunk, the chunks it imports, their CSS — gzipped. */
export function entrySizes(outDir: string): AdminBuild['sizes'] {
  const { auth, app } = sizesIn(outDir);
  const editor = existsSync(join(outDir, 'edit/.vite/manifest.json')) ? sizesIn(join(outDir, 'edit')).editor : 0;
  return { auth, app, editor };
}

function sizesIn(outDir: string) {
  const manifest = readManifest(outDir);
  const gz = (html: string) => {
    let total = 0;
    for (const file of filesOfEntry(manifest, entryKey(manifest, html))) total += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    return total;
  };
  return { auth: gz('auth.html'), app: gz('index.html'), editor: gz('admin.html') };
}

export function describeAdminBuild(build: AdminBuild): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const where = relative(process.cwd(), build.outDir) || build.outDir;
  return `✓ Back office app ${build.cached ? 'unchanged, reused' : 'built'} in ${where}/ (${(build.ms / 1000).toFixed(1)} s) · gzip: sign-in ${kb(build.sizes.auth)}, back office ${kb(build.sizes.app)}, site editor ${kb(build.sizes.editor)}`;
}

/**
 * The last step of `npm run build`; returns the line it prints. A site built into another folder
 * (SITE_OUT_DIR: tests, benchmarks) leaves the back office alone unless ADMIN_DIST_DIR names where
 * its bundle goes — many tests build sites in parallel, and none of them needs it.
 */
export async function adminStepOfBuild(env = process.env): Promise<string> {
  if (env.SITE_OUT_DIR && !env.ADMIN_DIST_DIR) return '· Back office app not built: SITE_OUT_DIR is set without ADMIN_DIST_DIR (tsx scripts/build-admin.ts builds it alone).';
  return describeAdminBuild(await buildAdmin());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(describeAdminBuild(await buildAdmin()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
