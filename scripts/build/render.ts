// Phase 3: prerender every route (and 404.html) to HTML, reusing cached pages whose inputs did not
// change, and spreading the rest over worker threads. A page's cache key covers everything its HTML
// depends on: the code, the client loader URL, the shared config (every file but the pages — site.json,
// navigation.json, the calendar —, the menus built from every page's "menu" entry and the processed
// pictures) and the page itself — so editing one page re-renders
// that page only, while editing a shared file or the code re-renders every page. The render threads
// also store each page in the cache and compress it (compress.ts): only the cache entries' names come
// back to the main thread.
import { buildRouteTable, pageShape } from '../../engine/routes.tsx';
import { buildMenus } from '../../engine/menus.ts';
import { sha } from './cache.ts';
import { compressedPage } from './compress.ts';
import type { BuildContext } from './context.ts';
import type { RenderWorkerData } from './render-worker.ts';
import { planThreads, runInThreads } from './threads.ts';
import { renderJobs, type RenderedFile } from './render-job.ts';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';

const IN_PROCESS_MAX = 4;

interface Job {
  path: string;
  file: string;
  key: string;
}

export async function renderPhase(ctx: BuildContext) {
  const { config } = ctx;
  const table = buildRouteTable(config);
  // The collections' entries are not shared: each page holds what it shows of them in its own blocks.
  const shared = sha(
    'render-v1',
    ctx.codeHash,
    ctx.loaderSrc,
    JSON.stringify({ ...config, pages: undefined, collections: undefined, menus: buildMenus(config), images: ctx.images }),
  );
  const jobs: Job[] = table.map((entry) => ({
    path: entry.path,
    file: entry.path === '/' ? 'index.html' : `${entry.path.slice(1)}/index.html`,
    key: sha(shared, entry.path, entry.canonicalPath, JSON.stringify(entry.page)),
  }));
  jobs.push({ path: '/__not-found__', file: '404.html', key: sha(shared, '404') });

  const missing: Job[] = [];
  for (const job of jobs) {
    const cached = ctx.cache.stored('pages', job.key);
    const compressed = cached && compressedPage(ctx.cache, job.key);
    if (cached && compressed) {
      ctx.outputs.set(job.file, cached);
      ctx.outputs.set(`${job.file}.br`, compressed.br);
      ctx.outputs.set(`${job.file}.gz`, compressed.gz);
      ctx.stats.compressReused++;
    } else missing.push(job);
  }
  const byPath = new Map(missing.map((job) => [job.path, job]));
  // Each page goes to the outputs as it arrives, with its compressed copies, all in the build cache.
  await renderInWorkers(ctx, missing, (page) => {
    const { file } = byPath.get(page.path)!;
    ctx.outputs.set(file, page.html);
    ctx.outputs.set(`${file}.br`, page.br);
    ctx.outputs.set(`${file}.gz`, page.gz);
    if (page.compressReused) ctx.stats.compressReused++;
    else ctx.stats.compressed++;
  });
  ctx.stats.rendered = missing.length;
  ctx.stats.reused = jobs.length - missing.length;

  ctx.routes = jobs.slice(0, -1).map((job, i) => {
    const { canonicalPath, template, page, choice } = table[i]!;
    return { path: job.path, canonicalPath, file: job.file, ...(template ? { template } : { shape: pageShape(page) }), ...(choice ? { choice } : {}) };
  });
  // The route list the server and the tests read: every path answers 200, anything else 404.
  ctx.outputs.set('routes.json', Buffer.from(JSON.stringify({ routes: ctx.routes, notFound: '404.html', apiHost: config.site.apiHost }, null, 2)));
}

/** Renders `jobs` on up to `options.workers` threads; each thread builds its renderer once. */
async function renderInWorkers(ctx: BuildContext, jobs: Job[], done: (page: RenderedFile) => void): Promise<void> {
  if (!jobs.length) return;
  // A thread starts by loading React, Chakra and the blocks (~1 s of CPU), which the main thread has
  // already loaded (validation imports the blocks): an edit or two renders here.
  if (jobs.length <= IN_PROCESS_MAX) {
    const renderer = createSiteRenderer(ctx.config, blockRegistry, { loaderSrc: ctx.loaderSrc, images: ctx.images });
    for (const page of await renderJobs(renderer, ctx.cache, jobs)) done(page);
    return;
  }
  const workerData: RenderWorkerData = { config: ctx.config, loaderSrc: ctx.loaderSrc, images: ctx.images, cacheDir: ctx.cache.dir };
  // The live set of a render thread is the renderer plus the config, so the old-generation cap grows
  // with the config (32× its JSON size; 128 MiB at least) to stay far from running out (measured:
  // 2 threads +420 MiB at 300 pages uncapped, +170 MiB capped, same CPU time).
  const configMiB = JSON.stringify(ctx.config).length / 1048576;
  const resourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: Math.max(128, Math.ceil(32 * configMiB)) };
  const plan = planThreads(
    jobs.map(({ path, key }) => ({ path, key })),
    ctx.options.workers,
  );
  await runInThreads(new URL('./render-worker.ts', import.meta.url), workerData, resourceLimits, plan, done);
}
