// The back office's pages: the app built by `npm run build` into ADMIN_DIST_DIR (dist-admin/, never
// part of the public dist/), read into memory at start like the public site.
//
// Two entries: auth.html (sign-in, second factor, setting a password) with the scripts it needs,
// served to anyone; index.html (the back office itself), served — with every script and style only it
// uses — to signed-in users only, each page to the roles allowed to use it. Beside them the site editor
// (editor/app built into edit/): /admin/edit/ and its scripts only to those who may edit the site. Every HTML answer gets a
// fresh CSP nonce for the styles Chakra (Emotion) inserts; scripts come only from /admin/assets.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Access } from './access.ts';
import type { AdminContext } from './context.ts';
import { hashToken, looksLikeToken } from './password-links.ts';
import { pageQuery, params, query } from './route-schemas.ts';
import { contentTypeOf } from '../../server/static-site.ts';
import { entryKey, filesOfEntry, readManifest } from './manifest.ts';
import { Reader } from './input.ts';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface AdminBundle {
  auth: string;
  app: string;
  /** The site editor's page (edit/admin.html); undefined when it was not built. */
  editor: string | undefined;
  /** /admin/assets/… and /admin/edit/assets/… → file, and who may load it. */
  assets: Map<string, { body: Buffer; type: string; access: Access }>;
}

/** Reads the built app; undefined when it has not been built. */
export function loadAdminBundle(dir: string): AdminBundle | undefined {
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath) || !existsSync(join(dir, 'index.html')) || !existsSync(join(dir, 'auth.html'))) return undefined;
  const manifest = readManifest(dir);
  const authEntry = entryKey(manifest, 'auth.html');
  if (!authEntry) return undefined;
  const publicFiles = filesOfEntry(manifest, authEntry, { assets: true });
  const assets: AdminBundle['assets'] = new Map();
  const walk = (folder: string): string[] => readdirSync(folder, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(folder, e.name)) : [join(folder, e.name)]));
  for (const file of walk(join(dir, 'assets'))) {
    const rel = relative(dir, file).split(sep).join('/');
    assets.set(`/admin/${rel}`, { body: readFileSync(file), type: contentTypeOf(file), access: publicFiles.has(rel) ? 'public' : 'signed-in' });
  }
  const editorPage = join(dir, 'edit', 'admin.html');
  const editor = existsSync(editorPage) ? readFileSync(editorPage, 'utf8') : undefined;
  if (editor && existsSync(join(dir, 'edit', 'assets'))) {
    for (const file of walk(join(dir, 'edit', 'assets'))) {
      const rel = relative(dir, file).split(sep).join('/');
      assets.set(`/admin/${rel}`, { body: readFileSync(file), type: contentTypeOf(file), access: 'content.edit' });
    }
  }
  return { auth: readFileSync(join(dir, 'auth.html'), 'utf8'), app: readFileSync(join(dir, 'index.html'), 'utf8'), editor, assets };
}

/** The back office's Content-Security-Policy: scripts from our files only, styles with this answer's nonce. */
export function adminCsp(nonce: string | undefined): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** A page without the app: for a link that no longer works, a page someone may not see, or an app that is not built. */
export function plainPage(reply: FastifyReply, status: number, title: string, text: string, link = { href: '/admin/sign-in', label: 'Go to sign-in' }) {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${esc(title)} · Back office</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#1a202c}a{color:#1d4ed8}</style></head>
<body><main><h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="${esc(link.href)}">${esc(link.label)}</a></p></main></body></html>`;
  return reply.code(status).header('content-security-policy', adminCsp(nonce)).type('text/html; charset=utf-8').send(html);
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The app's pages and who may open each (the API behind each page checks again). */
export const APP_PAGES: { path: string; access: Access }[] = [
  { path: '/admin', access: 'signed-in' },
  { path: '/admin/leads', access: 'leads.read' },
  { path: '/admin/leads/:id', access: 'leads.read' },
  { path: '/admin/users', access: 'users.manage' },
  { path: '/admin/history', access: 'content.edit' },
  { path: '/admin/history/:id', access: 'content.edit' },
  { path: '/admin/publishing', access: 'content.edit' },
  { path: '/admin/audit', access: 'audit.read' },
  { path: '/admin/searches', access: 'searches.read' },
  { path: '/admin/settings', access: 'settings.manage' },
  { path: '/admin/account', access: 'signed-in' },
];
/** Pages of the sign-in app: the first three for anyone, the last for a session waiting for its second factor. */
export const AUTH_PAGES: { path: string; access: Access }[] = [
  { path: '/admin/sign-in', access: 'public' },
  { path: '/admin/forgot-password', access: 'public' },
  { path: '/admin/set-password', access: 'public' },
  { path: '/admin/second-factor', access: 'pending' },
];

export function registerAdminPages(app: FastifyInstance, ctx: AdminContext, bundle: AdminBundle | undefined) {
  function sendHtml(reply: FastifyReply, template: string) {
    const nonce = randomBytes(16).toString('base64');
    return reply.header('content-security-policy', adminCsp(nonce)).type('text/html; charset=utf-8').send(template.split(NONCE_PLACEHOLDER).join(nonce));
  }
  const notBuilt = (reply: FastifyReply) =>
    plainPage(reply, 503, 'The back office is not built', 'This server has no built back-office app. Run npm run build, then restart the server.', {
      href: '/',
      label: 'Go to the website',
    });

  for (const { path, access } of APP_PAGES) {
    // The app reads its own address (/admin/leads/:id); the server only serves the page, so an id is any short text.
    const schema = path.includes('/:id') ? { params: params('id'), querystring: pageQuery } : { querystring: pageQuery };
    app.get(path, { config: { access }, schema }, async (_request, reply) => (bundle ? sendHtml(reply, bundle.app) : notBuilt(reply)));
  }
  // "/admin/" as people type it (and as some links write it): the back office's own address, which checks who may open it.
  app.get('/admin/', { config: { access: 'public' }, schema: { querystring: pageQuery } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply
      .code(308)
      .header('location', `/admin${query < 0 ? '' : request.url.slice(query)}`)
      .send();
  });
  // The site editor, for those who may edit the site; /admin/edit/?page=/gst opens that page.
  app.get('/admin/edit', { config: { access: 'content.edit' }, schema: { querystring: pageQuery } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply
      .code(308)
      .header('location', `/admin/edit/${query < 0 ? '' : request.url.slice(query)}`)
      .send();
  });
  app.get('/admin/edit/', { config: { access: 'content.edit' }, schema: { querystring: pageQuery } }, async (_request, reply) => {
    if (!bundle) return notBuilt(reply);
    if (!bundle.editor)
      return plainPage(reply, 503, 'The site editor is not built', 'This server has the back office but not its site editor. Run npm run build, then restart the server.', {
        href: '/admin',
        label: 'Back to the back office',
      });
    return sendHtml(reply, bundle.editor);
  });
  for (const { path, access } of AUTH_PAGES) {
    app.get(path, { config: { access }, schema: { querystring: pageQuery } }, async (request, reply) => {
      if (!bundle) return notBuilt(reply);
      if (path === '/admin/set-password') {
        const token = new Reader(request.query).value('token');
        const link = looksLikeToken(token) ? await ctx.office.peekPasswordToken(hashToken(token), ctx.now()) : null;
        if (!link) {
          return plainPage(
            reply,
            410,
            'This link no longer works',
            'Links to choose a password work once, for 24 hours. This one has expired, was already used, or was copied incompletely. Ask an administrator of the back office to send you a new one; if you already chose a password, sign in with it.',
          );
        }
      }
      return sendHtml(reply, bundle.auth);
    });
  }
  // Scripts and styles: those of the sign-in app for anyone, the editor's to those who may edit, the rest to signed-in users only.
  for (const [path, asset] of bundle?.assets ?? []) {
    app.get(path, { config: { access: asset.access }, schema: { querystring: query({}) } }, async (_request, reply) =>
      reply.header('cache-control', 'private, max-age=31536000, immutable').type(asset.type).send(asset.body),
    );
  }
}
