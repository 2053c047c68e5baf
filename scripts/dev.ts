// `npm run dev`: renders pages on request from the current site-config with Vite serving the client
// code. Editing a JSON file reloads the open page; invalid config shows the problems as an overlay.
import http from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { validateSiteConfig, formatProblem } from '../engine/config/validate.ts';
import { escapeHtml } from '../engine/render/head.ts';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { CALENDAR_DATA_PATH } from '../engine/calendar/public.ts';
import type { createSiteRenderer as CreateSiteRenderer } from '../engine/render/render-page.tsx';
import type { blockRegistry as BlockRegistry } from '../blocks/registry.ts';
import { IMAGE_CACHE_DIR, imagesIn, processImages } from '../engine/images/process.ts';
import { IMAGE_URL_PREFIX } from '../engine/images/manifest.ts';

const port = Number(process.env.PORT ?? 5173);
const configDir = resolve(process.env.SITE_CONFIG_DIR ?? join(ROOT_DIR, 'site-config'));
const vite = await createViteServer({ root: ROOT_DIR, server: { middlewareMode: true }, appType: 'custom' });

// Any change under site-config/ or schemas/ reloads every open page.
vite.watcher.add([configDir, join(ROOT_DIR, 'schemas')]);
for (const event of ['change', 'add', 'unlink'] as const) {
  vite.watcher.on(event, (file: string) => {
    if (file.startsWith(configDir) || file.startsWith(join(ROOT_DIR, 'schemas'))) {
      console.log(`↻ ${file.slice(ROOT_DIR.length + 1)} changed — reloading the browser`);
      vite.ws.send({ type: 'full-reload' });
    }
  });
}

export function errorOverlay(problems: string[]): string {
  const items = problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('');
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Site config has problems</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:rgba(15,23,42,.85);min-height:100vh}
.box{max-width:60rem;margin:5vh auto;background:#fff;border-radius:12px;padding:24px 28px;border-top:6px solid #b91c1c}
h1{margin:0 0 8px;color:#991b1b;font-size:1.4rem}ul{padding-left:1.2em}li{margin:.6em 0;font-family:ui-monospace,monospace;font-size:14px;white-space:pre-wrap}
p{color:#334155}</style></head><body><div class="box" role="alert"><h1>The site can’t be shown: site-config has ${problems.length} problem${problems.length === 1 ? '' : 's'}</h1>
<p>Fix the lines below and save — this page reloads by itself.</p><ul>${items}</ul></div></body></html>`;
}

const server = http.createServer((req, res) => {
  vite.middlewares(req, res, async () => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Pictures are generated into the build's cache folder (content-hashed names) and served from there.
    if (url.pathname.startsWith(IMAGE_URL_PREFIX)) {
      const file = join(IMAGE_CACHE_DIR, url.pathname.slice(IMAGE_URL_PREFIX.length).replace(/[^\w.-]/g, ''));
      if (existsSync(file)) {
        res.writeHead(200, { 'content-type': `image/${file.split('.').pop()!.replace('jpg', 'jpeg')}` });
        createReadStream(file).pipe(res);
      } else res.writeHead(404).end();
      return;
    }
    try {
      // Loaded through Vite on each request, so edited blocks and their checks are picked up without a restart.
      const { blockRegistry } = (await vite.ssrLoadModule('/blocks/registry.ts')) as { blockRegistry: typeof BlockRegistry };
      const { problems, config } = validateSiteConfig(configDir, blockRegistry);
      const errors = problems.filter((p) => p.severity === 'error');
      let status: number;
      let html: string;
      if (config?.calendar && url.pathname === CALENDAR_DATA_PATH) {
        // What the build writes to dist/, so the calendar behaviors recompute in the preview too.
        const { $schema: _schema, ...calendar } = config.calendar;
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ calendar, site: { name: config.site.brand.name, siteUrl: '' } }));
        return;
      }
      if (!config || errors.length) {
        status = 500;
        html = errorOverlay(errors.map(formatProblem));
      } else {
        const { createSiteRenderer } = (await vite.ssrLoadModule('/engine/render/render-page.tsx')) as { createSiteRenderer: typeof CreateSiteRenderer };
        const images = await processImages(imagesIn(config), configDir);
        const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc: '/engine/client/loader.ts', images });
        const page = await renderer.render(url.pathname.replace(/(.)\/$/, '$1'));
        status = page.status;
        html = page.html;
      }
      // Adds Vite's client (live reload) and React's refresh preamble.
      html = await vite.transformIndexHtml(url.pathname, html);
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(await vite.transformIndexHtml(url.pathname, errorOverlay([message])));
    }
  });
});
server.listen(port, () => console.log(`Dev server: http://localhost:${port} (edit site-config/*.json and the page reloads)`));
