// `npm run edit`: the visual editor on http://127.0.0.1:5174 (EDIT_PORT overrides). A development
// tool: it serves the editor app through Vite and a small JSON API over site-config/ (EDIT_CONFIG_DIR
// overrides, e.g. a copy for tests). Only the loopback address is bound; every API call must carry
// the token written into the editor page at start, and the Host must be this server, so another site
// open in the browser cannot read or change the files (CSRF, DNS rebinding).
import type http from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { createSiteRenderer } from '../../engine/render/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import { imagesIn, processImages } from '../../engine/images/process.ts';
import { createViteHost, serveCachedImage } from '../../scripts/dev/vite-host.ts';
import { createWorkspace, RequestError, type Overlay } from '../../engine/config/workspace/workspace.ts';

const port = Number(process.env.EDIT_PORT ?? 5174);
const host = '127.0.0.1';
const configDir = resolve(process.env.EDIT_CONFIG_DIR ?? join(ROOT_DIR, 'site-config'));
const workspace = createWorkspace(configDir, blockRegistry);
const token = randomBytes(24).toString('base64url');
const allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
/** Rendered previews by id: opened in a new tab with a plain GET, so they are kept briefly under an unguessable id. */
const previews = new Map<string, string>();

const { server, vite } = await createViteHost({
  configFile: false,
  plugins: [react()],
  cacheDir: join(ROOT_DIR, 'node_modules/.vite-editor'),
  logLevel: 'warn',
  server: { allowedHosts: ['127.0.0.1', 'localhost'] },
  optimizeDeps: { entries: ['editor/app/main.tsx'] },
});

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 5_000_000) throw new RequestError(413, 'the request is too large');
    chunks.push(chunk as Buffer);
  }
  if (!chunks.length) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new RequestError(400, 'the request body is not valid JSON');
  }
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  if (req.headers['x-editor-token'] !== token) throw new RequestError(403, 'missing or wrong editor token — reload the editor page');
  const origin = req.headers.origin;
  if (origin && !allowedHosts.has(origin.replace(/^https?:\/\//, ''))) throw new RequestError(403, 'requests from other sites are refused');
  const route = `${req.method} ${url.pathname}`;
  const body = req.method === 'GET' ? {} : ((await readBody(req)) as Record<string, unknown>);
  const overlay = (body.files ?? {}) as Overlay;
  switch (route) {
    case 'GET /api/files':
      return send(res, 200, { configDir: workspace.shownDir, files: workspace.load(), collections: workspace.collections() });
    case 'POST /api/check': {
      const { problems } = workspace.check(overlay);
      return send(res, 200, { problems });
    }
    case 'POST /api/save': {
      const { text } = workspace.save(String(body.file), body.data);
      return send(res, 200, { file: body.file, text });
    }
    case 'POST /api/new-page':
      return send(res, 200, workspace.newPage(body.path, body.title));
    case 'POST /api/new-entry':
      return send(res, 200, workspace.newEntry(body.collection, body.title));
    case 'POST /api/delete-page':
      workspace.deletePage(String(body.file));
      return send(res, 200, { deleted: body.file });
    case 'POST /api/preview': {
      const { problems, config } = workspace.check(overlay);
      const errors = problems.filter((p) => p.severity === 'error');
      if (!config) throw new RequestError(422, 'The preview needs valid content: fix the problems first', errors);
      const path = typeof body.path === 'string' ? body.path : '/';
      const images = await processImages(imagesIn(config), workspace.root);
      const page = await createSiteRenderer(config, blockRegistry, { loaderSrc: '/engine/client/loader.ts', images }).render(path);
      const id = randomBytes(16).toString('base64url');
      previews.set(id, await vite.transformIndexHtml(path, page.html));
      if (previews.size > 20) previews.delete(previews.keys().next().value!);
      return send(res, 200, { url: `/preview/${id}` });
    }
    default:
      throw new RequestError(404, `no such editor request: ${route}`);
  }
}

server.on('request', (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!allowedHosts.has(req.headers.host ?? '')) {
    res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' }).end('The editor answers only on its own address.');
    return;
  }
  if (url.pathname.startsWith('/api/')) {
    api(req, res, url).catch((error: unknown) => {
      if (error instanceof RequestError) return send(res, error.status, { error: error.message, problems: error.problems });
      console.error(error);
      send(res, 500, { error: error instanceof Error ? error.message : String(error) });
    });
    return;
  }
  // Pictures of a preview, generated like the build does.
  if (serveCachedImage(url, res)) return;
  const preview = /^\/preview\/([\w-]+)$/.exec(url.pathname);
  if (preview) {
    const html = previews.get(preview[1]!);
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(html ?? 'This preview has expired — press Preview in the editor again.');
    return;
  }
  vite.middlewares(req, res, async () => {
    if (url.pathname !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const template = readFileSync(join(ROOT_DIR, 'editor/app/index.html'), 'utf8').replace('%EDITOR_TOKEN%', token);
    const html = await vite.transformIndexHtml(req.url ?? '/', template);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' }).end(html);
  });
});

server.listen(port, host, () => {
  console.log(`Site editor: http://${host}:${port}/ — editing ${workspace.shownDir}/ (Ctrl+C stops it)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void vite.close();
    server.close(() => process.exit(0));
  });
}
