// Serves the built site (DIST_DIR) from memory.
//
// The build output is small, so every servable file of a build is read once (at start, and when a
// publish switches to a new build: server/live-site.ts), with the brotli/gzip siblings the build wrote, and a strong
// ETag per variant. No request path ever reaches the file system, so there is no path traversal to
// guard against: a path is either in the table or it is a 404.
//
//   routes.json paths  → their prerendered HTML, 200 (`/gst/` → 301 `/gst`, query kept)
//   a choice in the query → 303 to the page made for it (`/company-registration?state=kerala` →
//                        `/company-registration/kerala`: the state forms, engine/config/state-variants.ts)
//   /assets/*, /images/* → content-hashed bundles and pictures, cached for a year (immutable)
//   other files        → favicon.svg, robots.txt, sitemap.xml…, cached for an hour
//   anything else      → 404.html with status 404
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative, extname, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';
interface Variant {
  body: Buffer;
  etag: string;
}
export interface StaticFile {
  contentType: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** The files it was read from, by device and inode: a later build that hard-links the same files reuses it. */
  source?: string;
}
export interface StaticSite {
  /** URL path → page, from routes.json. */
  routes: Map<string, StaticFile>;
  /** URL path → every other servable file (assets, favicon, robots.txt…). */
  files: Map<string, StaticFile>;
  notFound: StaticFile;
  /** The not-found page of each language but the main one, by its address prefix ("/hi/" → hi/404.html). */
  languageNotFound?: Map<string, StaticFile>;
  /** The API origin the built pages' forms post to, when it is not this server. */
  apiHost: string;
  /** URL path → query parameter → value → the path of the page made for that choice (a state's page). */
  choices: Map<string, Map<string, Map<string, string>>>;
}

interface RouteTable {
  routes: { path: string; canonicalPath: string; file: string; choice?: { param: string; value: string } }[];
  notFound: string;
  /** Address prefix of a language → its not-found page (engine/i18n/; scripts/build/render.ts). */
  notFoundByLanguage?: Record<string, string>;
  /** Where the built forms post ("" = this server); written by scripts/build.ts. */
  apiHost?: string;
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_SHORT = 'public, max-age=3600';

/** The Content-Type a file is served with, by its ending (the site's files and the back office's assets). */
export const contentTypeOf = (path: string): string => CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/**
 * Reads DIST_DIR once. Throws a plain message when the site has not been built. With `previous` (the
 * site served until now), a file that is the very same file on disk (a publish's release hard-links
 * unchanged files from the build cache) is taken from it instead of being read and hashed again.
 */
export function loadStaticSite(distDir: string, previous?: StaticSite): StaticSite {
  const tablePath = join(distDir, 'routes.json');
  if (!existsSync(tablePath)) {
    throw new Error(`No built site in ${distDir} (routes.json is missing). Run \`npm run build\` first, or set DIST_DIR.`);
  }
  const table = JSON.parse(readFileSync(tablePath, 'utf8')) as RouteTable;
  const known = new Map<string, StaticFile>();
  for (const file of previous ? [...previous.routes.values(), ...previous.files.values(), previous.notFound] : []) if (file.source) known.set(file.source, file);
  const load = (file: string, cacheControl: string) => {
    const source = sourceOf(join(distDir, file));
    const same = known.get(source);
    return same && same.cacheControl === cacheControl ? same : { ...loadFile(join(distDir, file), cacheControl), source };
  };

  const routes = new Map<string, StaticFile>();
  const choices: StaticSite['choices'] = new Map();
  for (const route of table.routes) {
    routes.set(route.path, load(route.file, CACHE_REVALIDATE));
    if (!route.choice) continue;
    const params = choices.get(route.canonicalPath) ?? new Map<string, Map<string, string>>();
    const values = params.get(route.choice.param) ?? new Map<string, string>();
    values.set(route.choice.value, route.path);
    params.set(route.choice.param, values);
    choices.set(route.canonicalPath, params);
  }
  const notFound = load(table.notFound, CACHE_REVALIDATE);
  const languageNotFound = new Map(Object.entries(table.notFoundByLanguage ?? {}).map(([prefix, file]) => [prefix, load(file, CACHE_REVALIDATE)] as const));

  // Everything else the build wrote, except the route pages, compressed siblings, the route table
  // and dot-folders (.vite holds the bundler manifest, which browsers never need).
  const skip = new Set([...table.routes.map((r) => r.file), table.notFound, ...Object.values(table.notFoundByLanguage ?? {}), 'routes.json']);
  const files = new Map<string, StaticFile>();
  for (const file of listFiles(distDir)) {
    const rel = relative(distDir, file).split(sep).join('/');
    if (skip.has(rel) || rel.endsWith('.br') || rel.endsWith('.gz')) continue;
    // Bundles and pictures have content-hashed names: a changed file gets a new name.
    const cache = rel.startsWith('assets/') || rel.startsWith('images/') ? CACHE_IMMUTABLE : extname(rel) === '.html' ? CACHE_REVALIDATE : CACHE_SHORT;
    files.set('/' + rel, load(rel, cache));
  }
  return { routes, files, notFound, languageNotFound, apiHost: table.apiHost ?? '', choices };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : entry.isFile() ? [full] : [];
  });
}

/** The identity of a file and its compressed siblings on disk ("" parts for missing ones). */
function sourceOf(path: string): string {
  return [path, `${path}.br`, `${path}.gz`]
    .map((p) => {
      const st = statSync(p, { throwIfNoEntry: false, bigint: true });
      return st ? `${st.dev}:${st.ino}:${st.size}` : '';
    })
    .join('|');
}

function loadFile(path: string, cacheControl: string): StaticFile {
  const identity = readFileSync(path);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const variants: StaticFile['variants'] = { identity: { body: identity, etag: `"${hash}"` } };
  // Strong ETags must differ per encoding (RFC 9110 §8.8.3).
  if (existsSync(path + '.br')) variants.br = { body: readFileSync(path + '.br'), etag: `"${hash}-br"` };
  if (existsSync(path + '.gz')) variants.gzip = { body: readFileSync(path + '.gz'), etag: `"${hash}-gz"` };
  return { contentType: contentTypeOf(path), cacheControl, variants };
}

/** The best encoding the client accepts that we have (brotli, then gzip, then none), honouring q=0. */
export function pickEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  if (!acceptEncoding || (!file.variants.br && !file.variants.gzip)) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (file.variants.br && ok('br')) return 'br';
  if (file.variants.gzip && (ok('gzip') || ok('x-gzip'))) return 'gzip';
  return 'identity';
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends one file (GET and HEAD), choosing the precompressed variant and answering 304 when the ETag matches. */
export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
  const encoding = pickEncoding(request.headers['accept-encoding'], file);
  const variant = file.variants[encoding] ?? file.variants.identity;
  reply.code(status).header('content-type', file.contentType).header('cache-control', file.cacheControl).header('etag', variant.etag);
  if (file.variants.br || file.variants.gzip) reply.header('vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (status === 200 && etagMatches(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
  return reply.send(variant.body);
}

/**
 * Answers GET (and HEAD) for every page and file of the request's release, and the trailing-slash
 * redirects; anything else goes to `notFound`. One catch-all route, not a route per page: a publish
 * adds and removes pages while the server runs.
 */
export function registerStaticSite(app: FastifyInstance, siteOf: (request: FastifyRequest) => StaticSite, notFound: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  app.get('*', (request, reply) => {
    const site = siteOf(request);
    const query = request.url.indexOf('?');
    const path = query === -1 ? request.url : request.url.slice(0, query);
    const choice = query === -1 ? undefined : chosenPage(site, path, request.url.slice(query + 1));
    if (choice) return reply.redirect(choice, 303);
    const file = site.routes.get(path) ?? site.files.get(path);
    if (file) return sendStaticFile(request, reply, file);
    const bare = path.slice(0, -1);
    if (path.endsWith('/') && bare && site.routes.has(bare)) return reply.redirect(query === -1 ? bare : bare + request.url.slice(query), 301);
    // An address in a language (/hi/…) that has no page: that language's not-found page.
    for (const [prefix, page] of site.languageNotFound ?? []) if (path.startsWith(prefix)) return sendStaticFile(request, reply, page, 404);
    return notFound(request, reply);
  });
}

/**
 * The page made for a choice in the query (`?state=kerala` on /company-registration → /company-registration/kerala),
 * or undefined: no such choice on this page, an empty choice ("All states") or a value with no page, which
 * get the page itself.
 */
export function chosenPage(site: Pick<StaticSite, 'choices'>, path: string, query: string): string | undefined {
  const params = site.choices.get(path);
  if (!params) return undefined;
  const search = new URLSearchParams(query);
  for (const [param, values] of params) {
    const value = search.get(param);
    if (value) return values.get(value);
  }
  return undefined;
}
