// The local editor's host (`npm run edit`): a small Fastify app that registers the same editor routes as
// the back office (admin/server/routes/editor.ts) over the files of a checkout (LocalFiles: Save writes
// the file, no sign-in), and serves the same built editor bundle (dist-admin/edit/) the back office
// serves. Loopback only; every API call must carry the token written into the editor page at start,
// and the Host (and an Origin, when sent) must be this server, so another site open in the browser
// cannot read or change the files (CSRF, DNS rebinding).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { blockRegistry } from '../../blocks/registry.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { createWorkspace, type Workspace } from '../../engine/config/workspace/workspace.ts';
import { IMAGE_URL_PREFIX } from '../../engine/images/manifest.ts';
import { IMAGE_CACHE_DIR } from '../../engine/images/process.ts';
import { framePage } from '../../admin/app/page-frame.ts';
import { LocalFiles } from '../../admin/server/drafts/backend.ts';
import { InputError, schemaRefusal } from '../../admin/server/input.ts';
import { registerEditorApi } from '../../admin/server/routes/editor.ts';
import { query, typed } from '../../admin/server/route-schemas.ts';

export interface LocalEditorOptions {
  /** The folder edited (a checkout's site-config/, or a copy). */
  configDir: string;
  /** The port the app will listen on (the Host and Origin it accepts name it). */
  port: number;
  /** The built editor bundle (dist-admin/edit/ — `npm run build`, or buildAdmin()). */
  bundleDir: string;
  /** The built site (dist/): the previews' scripts and pictures. */
  distDir: string;
  /** The token the page carries; random per start unless given. */
  token?: string;
  /** Vite serves the editor page from the sources (EDIT_DEV=1): no bundle is read. */
  devPage?: boolean;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** A file below `dir` named by the rest of an address, or undefined (no "..", no hidden files). */
/** The rest of an address after a route's `*`: a path below a folder (fileBelow refuses one that climbs out). */
const REST_OF_PATH = { type: 'object', properties: { '*': { type: 'string', maxLength: 1000 } }, required: ['*'], additionalProperties: false } as const;

function fileBelow(dir: string, rest: string): string | undefined {
  if (!/^[\w./-]+$/.test(rest) || rest.split('/').some((part) => part === '..' || part.startsWith('.'))) return undefined;
  const file = resolve(dir, rest);
  return file.startsWith(resolve(dir) + sep) && existsSync(file) ? file : undefined;
}

/** The editor page of the bundle for local editing: its mode and the token as meta, no back-office title or nonce. */
export function localEditorPage(bundleDir: string, token: string): string {
  const page = join(bundleDir, 'admin.html');
  if (!existsSync(page)) throw new Error(`The editor is not built: ${page} is missing. Run npm run build (or npm run edit, which builds it).`);
  return asLocalPage(readFileSync(page, 'utf8'), token);
}

/** The editor page for EDIT_DEV=1: the sources' page (editor/app/admin.html) in the back office's frame, made local, its script the sources' for Vite. */
export function devEditorPage(token: string): string {
  const source = join(ROOT_DIR, 'editor/app/admin.html');
  return asLocalPage(framePage(readFileSync(source, 'utf8'), source), token).replace('src="./main.tsx"', 'src="/editor/app/main.tsx"');
}

/** The back office's editor page (framed by admin/app/page-frame.ts) made the local editor's. */
function asLocalPage(html: string, token: string): string {
  return html
    .replace(/\s*<meta name="csp-nonce"[^>]*>/, '')
    .replace('<title>Site editor · Back office</title>', '<title>Site editor</title>')
    .replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    <meta name="editor-mode" content="local" />\n    <meta name="editor-token" content="${token}" />`);
}

export function createLocalEditor(options: LocalEditorOptions): { app: FastifyInstance; workspace: Workspace; token: string } {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const workspace = createWorkspace(options.configDir, blockRegistry);
  const allowedHosts = new Set([`127.0.0.1:${options.port}`, `localhost:${options.port}`]);
  const page = options.devPage ? '' : localEditorPage(options.bundleDir, token);
  // (strictTypes off: the editor's route schemas are outer limits, as in server/app.ts.)
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024, ajv: { customOptions: { strictTypes: false } } });

  app.addHook('onRequest', async (request, reply) => {
    if (!allowedHosts.has(request.headers.host ?? '')) {
      return reply.code(421).type('text/plain; charset=utf-8').send('The editor answers only on its own address.');
    }
    if (!request.url.startsWith('/api/')) return;
    if (request.headers['x-editor-token'] !== token) return reply.code(403).send({ error: 'forbidden', message: 'Missing or wrong editor token — reload the editor page.' });
    const origin = request.headers.origin;
    if (origin && !allowedHosts.has(origin.replace(/^https?:\/\//, ''))) return reply.code(403).send({ error: 'forbidden', message: 'Requests from other sites are refused.' });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', request.url.startsWith('/admin/edit/assets/') ? 'public, max-age=31536000, immutable' : 'no-store');
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof InputError) return reply.code(400).send({ error: 'validation', message: error.message, fields: error.fields });
    if (error.validation) return reply.code(400).send(schemaRefusal(error.validation, request));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send({ error: 'bad_request', message: status === 413 ? 'The request is too large.' : 'The request could not be understood.' });
    console.error(error);
    return reply.code(500).send({ error: 'internal', message: `The editor's server failed: ${error.message}. Nothing was saved.` });
  });

  registerEditorApi(app, new LocalFiles(workspace), {
    api: '/api',
    previews: '/preview',
    config: {},
    actorOf: () => ({ id: 'local', name: 'You', email: '' }),
    distDir: () => options.distDir,
    now: Date.now,
  });

  if (!options.devPage) app.get('/', async (_request, reply) => reply.header('x-frame-options', 'DENY').type('text/html; charset=utf-8').send(page));

  // The editor's scripts and styles, as built for the back office.
  typed(app).get('/admin/edit/assets/*', { schema: { params: REST_OF_PATH, querystring: query({}) } }, async (request, reply) => {
    const file = fileBelow(join(options.bundleDir, 'assets'), request.params['*']);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(TYPES[extname(file)] ?? 'application/octet-stream').send(readFileSync(file));
  });

  // A preview's scripts, styles and pictures: the live build's, and pictures the build has not made yet from its cache.
  typed(app).get('/*', { schema: { params: REST_OF_PATH, querystring: query({}) } }, async (request, reply) => {
    const rest = request.params['*'];
    const file = fileBelow(options.distDir, rest) ?? (`/${rest}`.startsWith(IMAGE_URL_PREFIX) ? fileBelow(IMAGE_CACHE_DIR, `/${rest}`.slice(IMAGE_URL_PREFIX.length)) : undefined);
    if (!file || rest === '' || rest.endsWith('.html')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(TYPES[extname(file)] ?? 'application/octet-stream').send(readFileSync(file));
  });

  return { app, workspace, token };
}
