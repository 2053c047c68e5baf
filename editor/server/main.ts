// `npm run edit`: the visual editor on http://127.0.0.1:5174 (EDIT_PORT overrides) over site-config/
// (EDIT_CONFIG_DIR overrides, e.g. a copy for tests). The host is editor/server/app.ts: the back office's
// editor routes over the checkout's files, and the built editor bundle (dist-admin/edit/, built here
// first when missing or stale — `npm run build` builds the same). Only the loopback address is bound.
//
// EDIT_DEV=1 serves the editor app's sources through Vite's development server instead (for people
// working on the editor itself: a change shows on reload, no build); the API is the same.
import type http from 'node:http';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadSchemaFiles, ROOT_DIR } from '../../engine/config/schema-files.ts';
import { buildAdmin } from '../../scripts/build-admin.ts';
import { formValidatorsPlugin } from '../app/form-validators-code.ts';
import { createLocalEditor, devEditorPage } from './app.ts';

const port = Number(process.env.EDIT_PORT ?? 5174);
const host = '127.0.0.1';
const dev = process.env.EDIT_DEV === '1';
const configDir = resolve(process.env.EDIT_CONFIG_DIR ?? join(ROOT_DIR, 'site-config'));
const adminDir = resolve(process.env.ADMIN_DIST_DIR ?? join(ROOT_DIR, 'dist-admin'));
const distDir = resolve(process.env.DIST_DIR ?? join(ROOT_DIR, 'dist'));

if (!dev) {
  const built = await buildAdmin({ outDir: adminDir });
  if (!built.cached) console.log(`Built the editor in ${(built.ms / 1000).toFixed(1)} s.`);
}
const { app, workspace, token } = createLocalEditor({ configDir, port, bundleDir: join(adminDir, 'edit'), distDir, devPage: dev });

if (dev) {
  // Vite serves the sources (editor/app/admin.html in its frame, and what it imports); everything else goes to the app.
  const react = (await import('@vitejs/plugin-react')).default;
  const { createViteHost } = await import('../../scripts/dev/vite-host.ts');
  const { server, vite } = await createViteHost({
    configFile: false,
    plugins: [react(), formValidatorsPlugin(loadSchemaFiles)],
    cacheDir: join(ROOT_DIR, 'node_modules/.vite-editor'),
    logLevel: 'warn',
    server: { allowedHosts: ['127.0.0.1', 'localhost'] },
    optimizeDeps: { entries: ['editor/app/main.tsx'] },
  });
  await app.ready();
  // The repository's folders of sources (editor/, engine/, blocks/, schemas/, node_modules/ …) are Vite's; the API,
  // previews and the built site's files are the app's.
  const sourceFolders = new Set(
    readdirSync(ROOT_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('dist'))
      .map((entry) => entry.name),
  );
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const top = path.split('/')[1] ?? '';
    if (path !== '/' && !top.startsWith('@') && !sourceFolders.has(top)) {
      app.routing(req, res);
      return;
    }
    vite.middlewares(req, res, async () => {
      const template = devEditorPage(token);
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' })
        .end(await vite.transformIndexHtml(req.url ?? '/', template));
    });
  });
  server.listen(port, host, () => console.log(`Site editor (development): http://${host}:${port}/ — editing ${workspace.shownDir}/ (Ctrl+C stops it)`));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void vite.close().then(() => server.close(() => process.exit(0))));
} else {
  await app.listen({ port, host });
  console.log(`Site editor: http://${host}:${port}/ — editing ${workspace.shownDir}/ (Ctrl+C stops it)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
}
