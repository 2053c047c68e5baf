// Phase 4: precompress text files (Brotli quality 11 and gzip 9, as shipped) so the server never
// compresses per request. Content-addressed: a file whose bytes were compressed before (any build,
// any path) reuses the cached result; the rest run in parallel on libuv's thread pool.
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';
import { sha } from './cache.ts';
import { COMPRESSIBLE, type BuildContext } from './context.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export async function compressPhase(ctx: BuildContext) {
  const todo: { rel: string; data: Buffer; key: string }[] = [];
  for (const [rel, data] of ctx.outputs) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const key = sha('compress-v1', data);
    const br = ctx.cache.get('compress', `${key}.br`);
    const gzData = br && ctx.cache.get('compress', `${key}.gz`);
    if (br && gzData) {
      ctx.outputs.set(`${rel}.br`, br);
      ctx.outputs.set(`${rel}.gz`, gzData);
      ctx.stats.compressReused++;
    } else todo.push({ rel, data, key });
  }
  // One file per core at a time: the thread pool would run more, but only the cores do the work.
  const parallel = Math.max(1, Math.min(ctx.options.workers, availableParallelism()));
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < todo.length) {
        const { rel, data, key } = todo[next++]!;
        const [br, gzData] = await Promise.all([
          brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz(data, { level: 9 }),
        ]);
        ctx.cache.set('compress', `${key}.br`, br);
        ctx.cache.set('compress', `${key}.gz`, gzData);
        ctx.outputs.set(`${rel}.br`, br);
        ctx.outputs.set(`${rel}.gz`, gzData);
      }
    }),
  );
  ctx.stats.compressed = todo.length;
}
