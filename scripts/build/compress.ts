// Phase 4: precompress what the server sends (Brotli and gzip 9) so it never compresses per request.
// Brotli's quality follows what it buys (brotliQuality): 10 for HTML pages, 11 for the few shared files. Content-addressed: a file whose bytes were compressed before (any build,
// any path) reuses the cached result. Pages are compressed by the render threads as they render them
// (compressPage, below), and a page reused from the cache comes with its copies (compressedPage); this
// phase does the rest — the client bundle, the sitemap, the calendar data — in parallel on libuv's
// thread pool.
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants } from 'node:zlib';
import { sha, type BuildCache, type StoredFile } from './cache.ts';
import { COMPRESSIBLE, type BuildContext, outputBytes } from './context.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const GZIP = { level: 9 };

/**
 * Brotli quality by what it buys. Measured on five of our pages: quality 11 took 66 ms a page for
 * 58.6 KB in all, quality 10 24.5 ms for 59.9 KB (+2 %) — at 1,000 pages that is ~40 s of CPU for 2 %.
 * Pages are many and each is fetched once per visit; the scripts, styles, feeds and calendar data are
 * few and shared by every page (or fetched again and again), so they keep 11.
 */
export function brotliQuality(rel: string): 10 | 11 {
  // The sitemap too: it changes with every edit (a page's lastmod) and only crawlers read it; at 1,000
  // pages quality 11 took 0.15 s of each warm build for 7 % (133 bytes) less than 10.
  return rel.endsWith('.html') || rel === 'sitemap.xml' ? 10 : 11;
}

const brotliOptions = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

/**
 * Files the server sends to browsers and so needs compressed copies of. It never serves dot folders
 * (.server/: the form renderer and its 1–4 MB config copy) nor routes.json (server/static-site.ts), so
 * compressing them was Brotli 11 work for nothing — on every build that changed a page.
 */
export function isServedCompressible(rel: string): boolean {
  return COMPRESSIBLE.test(rel) && rel !== 'routes.json' && !rel.split('/').some((part) => part.startsWith('.'));
}

export interface Compressed {
  br: StoredFile;
  gz: StoredFile;
  reused: boolean;
}

/** Content-addressed by the bytes and the Brotli quality, so a change of quality never reuses old copies. */
function lookup(cache: BuildCache, data: Uint8Array, quality: number): { key: string; hit?: Compressed } {
  const key = sha(`compress-v2-q${quality}`, data);
  return { key, hit: byKey(cache, key) };
}

function byKey(cache: BuildCache, key: string): Compressed | undefined {
  const br = cache.stored('compress', `${key}.br`);
  const gzFile = br && cache.stored('compress', `${key}.gz`);
  return br && gzFile ? { br, gz: gzFile, reused: true } : undefined;
}

/**
 * The compressed copies of a rendered page, from a pointer stored beside the page (`pages/<key>.compressed`):
 * a warm build finds them without reading and hashing every reused page again.
 */
export function compressedPage(cache: BuildCache, pageKey: string): Compressed | undefined {
  const key = cache.get('pages', `${pageKey}.compressed`)?.toString();
  return key ? byKey(cache, key) : undefined;
}

/** Compresses a page where it was rendered and stores the pointer that `compressedPage` follows. */
export function compressPage(cache: BuildCache, pageKey: string, html: Uint8Array): Compressed {
  const quality = brotliQuality('index.html');
  const { key, hit } = lookup(cache, html, quality);
  const compressed = hit ?? store(cache, key, brotliCompressSync(html, brotliOptions(quality)), gzipSync(html, GZIP));
  cache.set('pages', `${pageKey}.compressed`, key);
  return compressed;
}

function store(cache: BuildCache, key: string, br: Buffer, gzData: Buffer): Compressed {
  return { br: cache.store('compress', `${key}.br`, br), gz: cache.store('compress', `${key}.gz`, gzData), reused: false };
}

export async function compressPhase(ctx: BuildContext) {
  const todo: { rel: string; data: Buffer; key: string; quality: number }[] = [];
  const add = (rel: string, { br, gz: gzFile, reused }: Compressed) => {
    ctx.outputs.set(`${rel}.br`, br);
    ctx.outputs.set(`${rel}.gz`, gzFile);
    if (reused) ctx.stats.compressReused++;
    else ctx.stats.compressed++;
  };
  for (const [rel, output] of ctx.outputs) {
    // Pages rendered in this build arrive with their compressed copies.
    if (!isServedCompressible(rel) || ctx.outputs.has(`${rel}.br`)) continue;
    const data = outputBytes(output);
    const quality = brotliQuality(rel);
    const { key, hit } = lookup(ctx.cache, data, quality);
    if (hit) add(rel, hit);
    else todo.push({ rel, data, key, quality });
  }
  // One file per core at a time: the thread pool would run more, but only the cores do the work.
  const parallel = Math.max(1, Math.min(ctx.options.workers, availableParallelism()));
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < todo.length) {
        const { rel, data, key, quality } = todo[next++]!;
        const [br, gzData] = await Promise.all([brotli(data, brotliOptions(quality)), gz(data, GZIP)]);
        add(rel, store(ctx.cache, key, br, gzData));
      }
    }),
  );
}
