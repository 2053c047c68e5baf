// Phase 3: prerender every route (and 404.html) to HTML, reusing cached pages whose inputs did not
// change, and spreading the rest over worker threads. A page's cache key covers everything its HTML
// depends on: the code, the client loader URL, the shared config (every file but the pages — site.json,
// navigation.json, the calendar —, the menus built from every page's "menu" entry and the processed
// pictures) and the page itself — so editing one page re-renders
// that page only, while editing a shared file or the code re-renders every page.
import { Worker } from 'node:worker_threads';
import { buildRouteTable } from '../../engine/routes.tsx';
import { buildMenus } from '../../engine/menus.ts';
import { sha } from './cache.ts';
import type { BuildContext } from './context.ts';
import type { RenderReply, RenderRequest } from './render-worker.ts';

interface Job {
  path: string;
  file: string;
  key: string;
}

export async function renderPhase(ctx: BuildContext) {
  const { config } = ctx;
  const table = buildRouteTable(config);
  const shared = sha('render-v1', ctx.codeHash, ctx.loaderSrc, JSON.stringify({ ...config, pages: undefined, menus: buildMenus(config), images: ctx.images }));
  const jobs: Job[] = table.map((entry) => ({
    path: entry.path,
    file: entry.path === '/' ? 'index.html' : `${entry.path.slice(1)}/index.html`,
    key: sha(shared, entry.path, entry.canonicalPath, JSON.stringify(entry.page)),
  }));
  jobs.push({ path: '/__not-found__', file: '404.html', key: sha(shared, '404') });

  const missing: Job[] = [];
  for (const job of jobs) {
    const cached = ctx.cache.get('pages', job.key);
    if (cached) ctx.outputs.set(job.file, cached);
    else missing.push(job);
  }
  const byPath = new Map(missing.map((job) => [job.path, job]));
  // Each page goes to the cache and the outputs as it arrives; nothing else keeps its HTML.
  await renderInWorkers(ctx, [...byPath.keys()], (path, html) => {
    const job = byPath.get(path)!;
    const data = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
    ctx.cache.set('pages', job.key, data);
    ctx.outputs.set(job.file, data);
  });
  ctx.stats.rendered = missing.length;
  ctx.stats.reused = jobs.length - missing.length;

  ctx.routes = jobs.slice(0, -1).map((job, i) => ({ path: job.path, canonicalPath: table[i]!.canonicalPath, file: job.file }));
  // The route list the server and the tests read: every path answers 200, anything else 404.
  ctx.outputs.set('routes.json', Buffer.from(JSON.stringify({ routes: ctx.routes, notFound: '404.html', apiHost: config.site.apiHost }, null, 2)));
}

/** Renders `paths` on up to `options.workers` threads; each thread builds its renderer once. */
async function renderInWorkers(ctx: BuildContext, paths: string[], done: (path: string, html: Uint8Array) => void): Promise<void> {
  if (!paths.length) return;
  // Starting a thread costs about as much as rendering a few dozen pages; small jobs use fewer.
  const threads = Math.max(1, Math.min(ctx.options.workers, Math.ceil(paths.length / 24)));
  const batchSize = Math.max(1, Math.min(16, Math.ceil(paths.length / (threads * 4))));
  const batches: string[][] = [];
  for (let i = 0; i < paths.length; i += batchSize) batches.push(paths.slice(i, i + batchSize));

  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: threads }, () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { config: ctx.config, loaderSrc: ctx.loaderSrc, images: ctx.images } });
          workers.push(worker);
          let nextId = 1;
          const sendNext = () => {
            const paths = batches.shift();
            if (!paths) return resolve();
            worker.postMessage({ id: nextId++, paths } satisfies RenderRequest);
          };
          worker.on('message', (reply: RenderReply) => {
            if (reply.error) return reject(new Error(reply.error));
            for (const page of reply.pages ?? []) done(page.path, page.html);
            sendNext();
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (code !== 0) reject(new Error(`A render thread stopped with exit code ${code}.`));
          });
        }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
