// What `npm run dev` and `npm run edit` share: a Node HTTP server with Vite in middleware mode, and the
// pictures the build generates served from its cache folder.
import http from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer as createViteServer, type InlineConfig } from 'vite';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { IMAGE_CACHE_DIR } from '../../engine/images/process.ts';
import { IMAGE_URL_PREFIX } from '../../engine/images/manifest.ts';

/**
 * An HTTP server and a Vite dev server rooted at the checkout. Vite's live-reload socket shares the
 * page server's port (its default, 24678, is taken as soon as a second dev server runs on the machine,
 * and then nothing reloads). `options` adds to or overrides the shared settings.
 */
export async function createViteHost(options: InlineConfig = {}) {
  const server = http.createServer();
  const vite = await createViteServer({
    root: ROOT_DIR,
    appType: 'custom',
    ...options,
    server: { middlewareMode: true, hmr: { server }, ...options.server },
  });
  return { server, vite };
}

/**
 * Answers a request for a picture the build generates (content-hashed names in the build's cache
 * folder); false when the URL is not a picture's.
 */
export function serveCachedImage(url: URL, res: http.ServerResponse): boolean {
  if (!url.pathname.startsWith(IMAGE_URL_PREFIX)) return false;
  const file = join(IMAGE_CACHE_DIR, url.pathname.slice(IMAGE_URL_PREFIX.length).replace(/[^\w.-]/g, ''));
  if (existsSync(file)) {
    res.writeHead(200, { 'content-type': `image/${file.split('.').pop()!.replace('jpg', 'jpeg')}` });
    createReadStream(file).pipe(res);
  } else res.writeHead(404).end();
  return true;
}
