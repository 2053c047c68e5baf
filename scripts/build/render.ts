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
import { renderJobs, type LanguageRendering, type RenderedFile } from './render-job.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { renderLanguages } from '../../engine/i18n/alternates.ts';

const IN_PROCESS_MAX = 4;

interface Job {
  path: string;
  file: string;
  key: string;
  /** Which of the languages' renderers writes it (0: the main language). */
  renderer: number;
}

/** "/" → index.html, "/gst" → gst/index.html, "/hi" → hi/index.html. */
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

export async function renderPhase(ctx: BuildContext) {
  const { config } = ctx;
  const languages = renderLanguages(config, ctx.languages);
  const renderings: LanguageRendering[] = [config, ...ctx.languages.map((l) => l.config)].map((c, i) => ({ config: c, language: languages[i]! }));
  const tables = renderings.map((r) => buildRouteTable(r.config));
  const table = tables.flat();
  // The collections' entries are not shared: each page holds what it shows of them in its own blocks.
  const shared = sha(
    'render-v1',
    ctx.codeHash,
    ctx.loaderSrc,
    JSON.stringify({ ...config, pages: undefined, collections: undefined, menus: buildMenus(config), images: ctx.images }),
  );
  // A language's pages also depend on its site, menus and which pages exist in the other languages. Which
  // pages have English left ("partial") matters to each page for itself only (its note): in its own key, so
  // an English edit that leaves one translated page stale re-renders that page, not every page of the language.
  const languageKeys = renderings.map((r, i) => {
    const { partial: _partial, ...language } = r.language;
    return i === 0 ? sha(JSON.stringify(language)) : sha(JSON.stringify({ ...r.config, pages: undefined, collections: undefined }), JSON.stringify(language));
  });
  const jobs: Job[] = tables.flatMap((t, renderer) =>
    t.map((entry) => ({
      path: entry.path,
      file: fileOf(entry.path),
      key: sha(shared, languageKeys[renderer]!, entry.path, entry.canonicalPath, JSON.stringify(entry.page), String(renderings[renderer]!.language.partial.includes(entry.path))),
      renderer,
    })),
  );
  const routeCount = jobs.length;
  // The not-found page of each language: /hi/anything answers with hi/404.html.
  renderings.forEach((r, renderer) =>
    jobs.push({ path: '/__not-found__', file: renderer === 0 ? '404.html' : `${r.language.language.code}/404.html`, key: sha(shared, languageKeys[renderer]!, '404'), renderer }),
  );

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
  const byPath = new Map(missing.map((job) => [`${job.renderer} ${job.path}`, job]));
  // The cost of each language, for the build's summary and bench:build: its routes and its pages' render time.
  const costs = Object.fromEntries(renderings.map((r) => [r.language.language.code, { routes: 0, rendered: 0, renderMs: 0 }]));
  const languageOf = (renderer: number) => costs[renderings[renderer]!.language.language.code]!;
  for (const job of jobs.slice(0, routeCount)) languageOf(job.renderer).routes++;
  ctx.stats.languages = costs;
  // Each page goes to the outputs as it arrives, with its compressed copies, all in the build cache.
  await renderInWorkers(ctx, renderings, missing, (page) => {
    const { file } = byPath.get(`${page.renderer} ${page.path}`)!;
    ctx.outputs.set(file, page.html);
    ctx.outputs.set(`${file}.br`, page.br);
    ctx.outputs.set(`${file}.gz`, page.gz);
    const language = languageOf(page.renderer);
    language.rendered++;
    language.renderMs += page.ms;
    if (page.compressReused) ctx.stats.compressReused++;
    else ctx.stats.compressed++;
  });
  ctx.stats.rendered = missing.length;
  ctx.stats.reused = jobs.length - missing.length;

  ctx.routes = jobs.slice(0, routeCount).map((job, i) => {
    const { canonicalPath, template, page, choice } = table[i]!;
    const language = renderings[job.renderer]!.language.language.code;
    return { path: job.path, canonicalPath, file: job.file, ...(template ? { template } : { shape: pageShape(page) }), ...(choice ? { choice } : {}), language };
  });
  // The route list the server and the tests read: every path answers 200, anything else 404 (in the
  // language of the address: notFoundByLanguage).
  const notFoundByLanguage = Object.fromEntries(renderings.slice(1).map((r) => [`/${r.language.language.code}/`, `${r.language.language.code}/404.html`]));
  ctx.outputs.set('routes.json', Buffer.from(JSON.stringify({ routes: ctx.routes, notFound: '404.html', notFoundByLanguage, apiHost: config.site.apiHost }, null, 2)));
}

/** Renders `jobs` on up to `options.workers` threads; each thread builds its renderer once. */
async function renderInWorkers(ctx: BuildContext, renderings: LanguageRendering[], jobs: Job[], done: (page: RenderedFile) => void): Promise<void> {
  if (!jobs.length) return;
  // A thread starts by loading React, Chakra and the blocks (~1 s of CPU), which the main thread has
  // already loaded (validation imports the blocks): an edit or two renders here.
  if (jobs.length <= IN_PROCESS_MAX) {
    // Imported here: a build whose pages all come from the cache needs no renderer (react-dom/server,
    // Emotion's server, the layout: 0.3–0.5 s of a no-change build's CPU).
    const { createSiteRenderer } = await import('../../renderer/render-page.tsx');
    const renderers = renderings.map((r) => createSiteRenderer(r.config, blockRegistry, { loaderSrc: ctx.loaderSrc, images: ctx.images }, { language: r.language }));
    for (const page of await renderJobs(renderers, ctx.cache, jobs)) done(page);
    return;
  }
  const workerData: RenderWorkerData = { renderings, loaderSrc: ctx.loaderSrc, images: ctx.images, cacheDir: ctx.cache.dir };
  // The live set of a render thread is the renderer plus the config, so the old-generation cap grows
  // with the config (32× its JSON size; 128 MiB at least) to stay far from running out (measured:
  // 2 threads +420 MiB at 300 pages uncapped, +170 MiB capped, same CPU time).
  const configMiB = JSON.stringify(ctx.config).length / 1048576;
  const resourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: Math.max(128, Math.ceil(32 * configMiB)) };
  const plan = planThreads(
    jobs.map(({ path, key, renderer }) => ({ path, key, renderer })),
    ctx.options.workers,
  );
  await runInThreads(new URL('./render-worker.ts', import.meta.url), workerData, resourceLimits, plan, done);
}
