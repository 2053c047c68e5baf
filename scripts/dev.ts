// `npm run dev`: renders pages on request from the current site-config with Vite serving the client
// code. Editing a JSON file reloads the open page. Config is validated once at start and again only
// when a file changes (one compiled ajv; unchanged files are not re-checked), so a page view does no
// validation work. With errors, every page that can still be built is shown with a banner of its
// problems; a page that cannot be built shows an overlay with the lines around each error.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { validateSiteConfig, createValidationCache, type ValidationResult } from '../engine/config/validate.ts';
import type { SiteConfig } from '../engine/types.ts';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { CALENDAR_DATA_PATH } from '../engine/calendar/public.ts';
import { siteToday } from '../engine/calendar/dates.ts';
import { collectionFeeds } from '../engine/collections/feeds.ts';
import type { createSiteRenderer as CreateSiteRenderer } from '../renderer/render-page.tsx';
import type { blockRegistry as BlockRegistry } from '../blocks/registry.ts';
import { errorOverlay, planPreview, problemBanner, withBanner } from './dev/preview.ts';
import { imagesIn, processImages } from '../engine/images/process.ts';
import { createViteHost, serveCachedImage } from './dev/vite-host.ts';

const port = Number(process.env.PORT ?? 5173);
const configDir = resolve(process.env.SITE_CONFIG_DIR ?? join(ROOT_DIR, 'site-config'));
const schemasDir = join(ROOT_DIR, 'schemas');
const { server, vite } = await createViteHost();

let cache = createValidationCache();
// Each re-validation is a new version of the site; a served page reports the version it shows (below).
let version = 0;
let state = await revalidate();

async function revalidate(): Promise<{ result: ValidationResult; brokenPages: Map<string, string>; version: number }> {
  // The registry is loaded through Vite, so edited blocks and their checks are picked up without a restart.
  const { blockRegistry } = (await vite.ssrLoadModule('/blocks/registry.ts')) as { blockRegistry: typeof BlockRegistry };
  const result = validateSiteConfig(configDir, blockRegistry, cache);
  // Pages that failed their schema are not in result.partial; remember their paths so a request for
  // one of them shows that file's problems.
  // Only files with errors can be missing (a page with warnings is rendered): at 1,000 pages with a
  // warning each, reading every file with a problem took ~40 ms per edit.
  const brokenPages = new Map<string, string>();
  const rendered = new Set(result.partial?.pages.map((p) => p.file));
  for (const file of new Set(result.problems.filter((p) => p.severity === 'error').map((p) => p.file))) {
    if (rendered.has(file)) continue;
    try {
      const paths = (JSON.parse(readFileSync(resolve(file), 'utf8')) as { paths?: unknown }).paths;
      if (Array.isArray(paths)) for (const path of paths) if (typeof path === 'string') brokenPages.set(path, file);
    } catch {}
  }
  return { result, brokenPages, version: ++version };
}

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + sep);

// Any change under site-config/ or schemas/ (or to a block's code, which may hold its checks)
// re-validates and reloads every open page. Changes are handled one after the other.
const blocksDir = join(ROOT_DIR, 'blocks');
vite.watcher.add([configDir, schemasDir]);
let queue = Promise.resolve();
for (const event of ['change', 'add', 'unlink'] as const) {
  vite.watcher.on(event, (file: string) => {
    if (!inside(configDir, file) && !inside(schemasDir, file) && !inside(blocksDir, file)) return;
    queue = queue.then(() => onChange(file)).catch((error) => console.error(error));
  });
}

async function onChange(file: string) {
  {
    const started = performance.now();
    if (inside(schemasDir, file)) cache = createValidationCache();
    state = await revalidate();
    const errors = state.result.problems.filter((p) => p.severity === 'error').length;
    console.log(
      `↻ ${file.startsWith(ROOT_DIR) ? file.slice(ROOT_DIR.length + 1) : file} changed — checked in ${Math.round(performance.now() - started)} ms${errors ? ` (${errors} error${errors === 1 ? '' : 's'})` : ''}, reloading the browser`,
    );
    vite.ws.send({ type: 'full-reload' });
  }
}

// A reload sent while a page's socket is down (that page was itself reloading, after an earlier save)
// never reaches it, and it would keep showing the older version. So each page reports, once its socket
// is up, the version it was rendered from; an older one is reloaded.
vite.ws.on('dev:shown', (data: { version?: unknown }, client) => {
  if (data?.version !== state.version) client.send({ type: 'full-reload' });
});
const versionReport = (shown: number) =>
  `<script type="module">import{createHotContext}from"/@vite/client";createHotContext("/@dev-version").send("dev:shown",{version:${shown}})</script>`;

// One renderer per config and per version of the rendering code (Vite reloads changed modules).
let rendererFor: { config: SiteConfig; create: unknown; renderer: ReturnType<typeof CreateSiteRenderer> } | undefined;
async function rendererOf(config: SiteConfig) {
  const { createSiteRenderer } = (await vite.ssrLoadModule('/renderer/render-page.tsx')) as { createSiteRenderer: typeof CreateSiteRenderer };
  const { blockRegistry } = (await vite.ssrLoadModule('/blocks/registry.ts')) as { blockRegistry: typeof BlockRegistry };
  if (rendererFor?.config !== config || rendererFor.create !== createSiteRenderer) {
    // Pictures once per config, not per request (sharp reads each file); a missing file is already a
    // config error, listed in the banner — the page renders without it.
    const images = await processImages(
      imagesIn(config).filter((src) => existsSync(join(configDir, 'images', src))),
      configDir,
    );
    rendererFor = { config, create: createSiteRenderer, renderer: createSiteRenderer(config, blockRegistry, { loaderSrc: '/engine/client/loader.ts', images }) };
  }
  return rendererFor.renderer;
}

const readText = (file: string) => {
  try {
    return readFileSync(resolve(file), 'utf8');
  } catch {
    return undefined;
  }
};

server.on('request', (req, res) => {
  vite.middlewares(req, res, async () => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/(.)\/$/, '$1');
    if (serveCachedImage(url, res)) return;
    try {
      const { result, brokenPages, version: shown } = state;
      const plan = planPreview(path, result, brokenPages);
      let status: number;
      let html: string;
      const calendarConfig = result.partial?.calendar;
      if (calendarConfig && url.pathname === CALENDAR_DATA_PATH) {
        // What the build writes to dist/, so the calendar behaviors recompute in the preview too.
        const { $schema: _schema, ...calendar } = calendarConfig;
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ calendar, site: { name: result.partial!.site.brand.name, siteUrl: '' } }));
        return;
      }
      // The collections' Atom feeds, as the build writes them (engine/collections/feeds.ts).
      const feed =
        url.pathname.endsWith('/feed.atom') &&
        result.partial?.collections &&
        collectionFeeds(result.partial.collections, result.partial.site, siteToday()).find((f) => f.path === url.pathname);
      if (feed) {
        res.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' }).end(feed.xml);
        return;
      }
      if (plan.kind === 'overlay') {
        status = 500;
        html = errorOverlay(plan.title, plan.own, plan.others, readText);
      } else {
        const page = await (await rendererOf(result.partial!)).render(path);
        status = page.status;
        html = withBanner(page.html, problemBanner(plan.own, plan.others));
      }
      // Adds Vite's client (live reload) and React's refresh preamble.
      html = (await vite.transformIndexHtml(url.pathname, html)).replace('</body>', `${versionReport(shown)}</body>`);
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      res
        .writeHead(500, { 'content-type': 'text/html; charset=utf-8' })
        .end(await vite.transformIndexHtml(url.pathname, errorOverlay('This page could not be rendered', [message])));
    }
  });
});
server.listen(port, () => console.log(`Dev server: http://localhost:${port} (edit site-config/*.json and the page reloads)`));
