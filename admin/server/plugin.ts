// The back office at /admin, on the production server (same Fastify app and process; ADMIN=off
// leaves it out). Registered by server/app.ts with the stores it already has open.
//
// For every /admin request: noindex, no caching of answers, no referrer, its own strict CSP
// (admin/server/pages.ts); the access check of admin/server/guard.ts before every handler; errors
// as JSON with plain messages — bad input 400 with a message per field, a store that cannot write 503,
// never a stack trace. A route that does not say who may use it stops the server at start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../server/config.ts';
import type { BackOfficeStore } from '../../server/db/back-office.ts';
import { StoreUnavailableError, type LeadStore } from '../../server/db/store.ts';
import type { MailSwitch } from '../../server/mail-settings.ts';
import type { AdminContext } from './context.ts';
import type { Access } from './access.ts';
import { createGuard } from './guard.ts';
import { InputError, MAX_JSON_DEPTH, schemaRefusal, tooDeep } from './input.ts';
import { adminCsp, loadAdminBundle, plainPage, registerAdminPages } from './pages.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerUserRoutes } from './routes/users.ts';
import { registerLeadRoutes } from './routes/leads.ts';
import { registerAuditRoutes } from './routes/audit.ts';
import { registerSearchRoutes } from './routes/searches.ts';
import { registerSettingsRoutes } from './routes/settings.ts';
import { registerHistoryRoutes } from './routes/history.ts';
import type { LiveSite } from '../../server/live-site.ts';
import type { ContentStore } from '../../server/db/content-store.ts';
import { PublishingService } from './publish/service.ts';
import { registerPublishRoutes, registerSyncRoutes } from './routes/publish.ts';
import { registerPictureRoutes } from './routes/pictures.ts';
import { registerEditorRoutes } from './routes/editor.ts';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from './auth/sessions.ts';
import { unboundedParts, undeclared, type RouteShape } from './route-schemas.ts';

export interface AdminOptions {
  config: ServerConfig;
  store: LeadStore;
  office: BackOfficeStore;
  /** The mail server in use (the environment's or the one set on the settings page); `current` is undefined while none is set. */
  mail: MailSwitch;
  now?: () => number;
  /** The site being served, which publishing replaces (absent in tests of the back office alone). */
  live?: LiveSite;
  /** Drafts, leases and the schedule, in the same database. */
  content?: ContentStore;
}

/** Every admin route and who may use it (the role × route test walks this list). */
export interface AdminRoute {
  method: string;
  url: string;
  access: Access;
  /** What it declares it takes (its schemas, uploads or a push payload). */
  shape: RouteShape;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminRoutes?: AdminRoute[];
  }
}

export const STORE_DOWN = {
  error: 'store_unavailable',
  message: 'The back office cannot write to its database right now, so nothing was done. Try again in a minute.',
} as const;

/** The site's name as site.json has it (the build copies the config into dist/.server/). */
function siteNameOf(distDir: string): string {
  try {
    const site = JSON.parse(readFileSync(join(distDir, '.server', 'site.json'), 'utf8')) as { site?: { brand?: { name?: string } }; brand?: { name?: string } };
    return site.site?.brand?.name ?? site.brand?.name ?? 'FilingBridge';
  } catch {
    return 'FilingBridge';
  }
}

export async function registerAdmin(root: FastifyInstance, options: AdminOptions) {
  const { config, store, office, mail } = options;
  const now = options.now ?? Date.now;
  const ctx: AdminContext = {
    config,
    store,
    office,
    mail,
    // The mailer while one is set (an administrator may set or switch it off while the server runs).
    get mailer() {
      return mail.current && mail;
    },
    now,
    live: options.live,
    content: options.content,
    publisher: undefined,
    siteName: siteNameOf(config.distDir),
    async audit(request, { action, target = null, detail = null, actor }) {
      const who = actor ?? (request?.admin ? { id: request.admin.user.id, name: request.admin.user.email } : { id: null, name: 'anonymous' });
      await office.appendAudit({ at: now(), actorId: who.id, actor: who.name, action, target, detail, ip: request?.ip ?? null });
    },
  };
  // Publishing from the browser needs the content store and the served site (both absent in tests of the back office alone).
  const publishing =
    options.content && options.live
      ? new PublishingService({
          configDir: config.configDir,
          dataDir: config.dataDir,
          distDir: config.distDir,
          cacheDir: config.buildCacheDir,
          content: options.content,
          live: options.live,
          log: root.log,
          now,
          remote: config.contentRemote,
          intervalMs: config.contentSyncMs,
        })
      : undefined;
  ctx.publisher = publishing?.publisher;
  ctx.publishing = publishing;
  if (publishing) {
    root.addHook('onReady', () => publishing.start());
    root.addHook('onClose', () => publishing.stop());
  }
  const bundle = loadAdminBundle(config.adminDistDir);
  if (!bundle) root.log.warn({ dir: config.adminDistDir }, 'the back-office app is not built (npm run build): /admin pages answer 503');

  const routes: AdminRoute[] = [];
  root.decorate('adminRoutes', routes);
  await root.register(async (app) => {
    app.decorateRequest('admin', null);
    app.addHook('onRoute', (route) => {
      if (!route.config?.access) throw new Error(`The admin route ${route.method} ${route.url} does not say who may use it (config.access).`);
      // What it takes is declared (admin/server/route-schemas.ts): a change's body, the address's parts, an API's query.
      const shape: RouteShape = { method: route.method, url: route.url, schema: route.schema as RouteShape['schema'], config: route.config as RouteShape['config'] };
      const missing = undeclared(shape);
      const methods = [route.method].flat();
      if (missing.length)
        throw new Error(`The admin route ${methods.join(',')} ${route.url} does not declare its ${missing.join(', ')} (schema in its options; admin/server/route-schemas.ts).`);
      // …with limits: no text, list or object of unbounded size.
      const open = unboundedParts(shape);
      if (open.length) throw new Error(`The admin route ${methods.join(',')} ${route.url} leaves sizes unbounded: ${open.join('; ')} (admin/server/route-schemas.ts).`);
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config.access, shape });
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply
        .header('x-robots-tag', 'noindex, nofollow')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', adminCsp(undefined));
    });
    // Who may ask comes first: before a body is checked against a route's schema (an anonymous request with a
    // wrong body is a 401, not a lesson in the route's fields).
    app.addHook('preValidation', createGuard(ctx));
    // Any body nested deeper than the site's files ever are is refused in words before a schema or a handler walks it.
    app.addHook('preValidation', async (request) => {
      if (tooDeep(request.body, MAX_JSON_DEPTH)) {
        const message = `The request is nested more than ${MAX_JSON_DEPTH} levels deep. Nothing was changed.`;
        throw new InputError({ body: message }, message);
      }
    });
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof InputError) return reply.code(400).send({ error: 'validation', message: error.message, fields: error.fields });
      if (error.validation) return reply.code(400).send(schemaRefusal(error.validation, request));
      if (error instanceof StoreUnavailableError) {
        request.log.error({ store: store.kind, reason: error.reason }, 'back office: store unavailable');
        return reply.code(503).header('retry-after', String(error.retryAfter)).send(STORE_DOWN);
      }
      const status = error.statusCode ?? 500;
      if (status === 413) {
        const picture = request.url.startsWith('/admin/api/pictures');
        return reply.code(413).send({ error: 'payload_too_large', message: picture ? 'The picture is larger than 5 MB; it must be at most 5 MB.' : 'The request is too large.' });
      }
      if (status >= 400 && status < 500) return reply.code(status).send({ error: 'bad_request', message: 'The request could not be understood.' });
      request.log.error({ err: error }, 'back office request failed');
      return reply.code(500).send({ error: 'internal', message: 'Something went wrong on our side and nothing was changed. Please try again.' });
    });

    registerAuthRoutes(app, ctx);
    registerUserRoutes(app, ctx);
    registerLeadRoutes(app, ctx);
    registerAuditRoutes(app, ctx);
    registerSearchRoutes(app, ctx);
    registerSettingsRoutes(app, ctx);
    registerHistoryRoutes(app, ctx);
    registerEditorRoutes(app, ctx);
    registerPublishRoutes(app, ctx);
    registerSyncRoutes(app, ctx);
    registerPictureRoutes(app, ctx);
    registerAdminPages(app, ctx, bundle);
  });

  // Expired sessions are removed now and then (an expired one is also refused and deleted when used).
  const prune = setInterval(() => void office.pruneSessions(now() - IDLE_TIMEOUT_MS, now() - ABSOLUTE_TIMEOUT_MS).catch(() => {}), 10 * 60_000);
  prune.unref();
  root.addHook('onClose', async () => clearInterval(prune));
}

/** Unknown /admin addresses: a JSON 404 for the API, a plain page otherwise (never the public site's 404). */
export function adminNotFound(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.url.split('?')[0]!;
  if (path !== '/admin' && !path.startsWith('/admin/')) return false;
  reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
  if (path.startsWith('/admin/api/')) reply.code(404).send({ error: 'not_found', message: 'There is no back-office API at this address.' });
  else plainPage(reply, 404, 'Page not found', 'There is no back-office page at this address.', { href: '/admin', label: 'Back to the back office' });
  return true;
}

/** An /admin address with a part that is no text (`%FF`): a 400 in words (never Fastify's "is not a valid url component"). */
export function adminBadAddress(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.url.split('?')[0]!;
  if (path !== '/admin' && !path.startsWith('/admin/')) return false;
  reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  const message = 'This address holds characters that are not text (such as %FF); check the link.';
  if (path.startsWith('/admin/api/')) reply.code(400).send({ error: 'bad_address', message });
  else plainPage(reply, 400, 'This address is not valid', message, { href: '/admin', label: 'Back to the back office' });
  return true;
}
