// The editor's API in the back office (admin/server/drafts/), for editors, publishers and administrators
// ('content.edit'). It mirrors the API of `npm run edit` (editor/app/api.ts) under /admin/api/editor/,
// with drafts in place of files: Save keeps a draft in the content store and never writes the config
// folder; a preview is the draft rendered by the site's own renderer, served at /admin/preview/<id>.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentActor } from '../../../server/db/content-store.ts';
import type { AdminContext } from '../context.ts';
import { signedIn } from '../context.ts';
import { Drafts, RequestError, type Overlay } from '../drafts/drafts.ts';
import { PreviewStore } from '../drafts/previews.ts';
import { previewImage, renderPreview } from '../drafts/preview.ts';
import { adminCsp } from '../pages.ts';
import { InputError } from '../input.ts';

export const DRAFTS_UNAVAILABLE = {
  error: 'drafts_unavailable',
  message: 'Drafts cannot be kept on this server: its content store is not set up. Nothing was changed.',
} as const;

/** A preview is the site's own page: its islands insert styles as the site does ('unsafe-inline' styles, as the public site's CSP has); scripts stay our own files only. */
export function previewCsp(): string {
  return adminCsp(undefined).replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
}

const actorOf = (request: FastifyRequest): ContentActor => {
  const { user } = signedIn(request);
  return { id: user.id, name: user.name, email: user.email };
};

const body = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};

/** The unsaved edits a request sends: an object of file → content (checked against the file pattern by the workspace). */
function overlayOf(value: unknown): Overlay {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new InputError({ files: 'The changed files must be sent as an object of file → content.' });
  return value as Overlay;
}

/** A list of file names (for discard and review). */
function fileListOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 200 || !value.every((f) => typeof f === 'string')) {
    throw new InputError({ files: 'Name at least one file (a list of file names).' });
  }
  return [...new Set(value as string[])];
}

export function registerEditorRoutes(app: FastifyInstance, ctx: AdminContext) {
  const drafts = ctx.content ? new Drafts(ctx.config.configDir, ctx.content, ctx.now) : undefined;
  const previews = new PreviewStore(ctx.now);
  // A page's content is larger than the server's 16 KB limit for forms; the editor sends whole files.
  const edit = { config: { access: 'content.edit' as const }, bodyLimit: 4 * 1024 * 1024 };

  /** Runs a handler with the drafts; a RequestError becomes its status with the message and the validator's problems. */
  const handle = (run: (drafts: Drafts, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!drafts) return reply.code(503).send(DRAFTS_UNAVAILABLE);
    try {
      return await run(drafts, request, reply);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      // A refused file name is the `file` field's problem; other refusals are about the request as a whole.
      const field = error.status === 400 && /may change|is outside/.test(error.message) ? { fields: { file: error.message } } : {};
      const code = error.status === 422 ? 'invalid' : error.status === 409 ? 'conflict' : error.status === 404 ? 'not_found' : 'validation';
      return reply.code(error.status).send({ error: code, message: error.message, problems: error.problems, ...field });
    }
  };

  app.get(
    '/admin/api/editor/files',
    edit,
    handle(async (d, request) => d.files(actorOf(request))),
  );

  app.post(
    '/admin/api/editor/check',
    edit,
    handle(async (d, request) => d.check(overlayOf(body(request).files))),
  );

  app.post(
    '/admin/api/editor/save',
    edit,
    handle(async (d, request) => {
      const { file, data } = body(request);
      const name = await d.fileName(file);
      const saved = await d.save(name, data, actorOf(request));
      await ctx.audit(request, { action: 'draft.save', target: name });
      return saved;
    }),
  );

  app.post(
    '/admin/api/editor/new-page',
    edit,
    handle(async (d, request) => d.newPage(body(request).path, body(request).title)),
  );

  app.post(
    '/admin/api/editor/new-entry',
    edit,
    handle(async (d, request) => d.newEntry(body(request).collection, body(request).title)),
  );

  app.post(
    '/admin/api/editor/delete-page',
    edit,
    handle(async (d, request) => {
      const name = await d.fileName(body(request).file);
      const answer = await d.deletePage(name, actorOf(request));
      await ctx.audit(request, { action: 'draft.delete-page', target: name });
      return answer;
    }),
  );

  app.post(
    '/admin/api/editor/discard',
    edit,
    handle(async (d, request) => {
      const files = fileListOf(body(request).files);
      for (const file of files) await d.draftName(file);
      const answer = await d.discard(files, actorOf(request));
      await ctx.audit(request, { action: 'draft.discard', target: files.join(', ') });
      return answer;
    }),
  );

  app.post(
    '/admin/api/editor/review',
    edit,
    handle(async (d, request) => {
      const files = fileListOf(body(request).files);
      for (const file of files) await d.draftName(file);
      const answer = await d.requestReview(files, actorOf(request));
      await ctx.audit(request, { action: 'draft.review-requested', target: files.join(', ') });
      return answer;
    }),
  );

  // The open editor takes the file's lease and renews it every 30 s; the answer names who holds it.
  app.post(
    '/admin/api/editor/lease',
    edit,
    handle(async (d, request) => d.takeLease(await d.fileName(body(request).file), actorOf(request))),
  );

  app.post(
    '/admin/api/editor/lease/release',
    edit,
    handle(async (d, request) => {
      const name = await d.fileName(body(request).file);
      await d.content.releaseLease(name, actorOf(request).id);
      return { file: name, released: true };
    }),
  );

  app.post(
    '/admin/api/editor/preview',
    edit,
    handle(async (d, request) => {
      const { files, path } = body(request);
      const edits = overlayOf(files);
      const address = path === undefined ? '/' : path;
      if (typeof address !== 'string' || !/^\/[a-z0-9\-/]*$/.test(address) || address.includes('//') || address.length > 200) {
        throw new InputError({ path: 'The page address must start with / and hold lowercase letters, digits, hyphens and slashes.' });
      }
      const ws = await d.workspace();
      const { problems, config } = ws.check({ ...(await d.overlay()), ...edits });
      if (!config) {
        throw new RequestError(
          422,
          'The preview needs valid content: fix the problems first',
          problems.filter((p) => p.severity === 'error'),
        );
      }
      // The workspace's copy: the live pictures plus the drafted ones.
      const page = await renderPreview(config, ws.copy, ctx.live?.current.dir ?? ctx.config.distDir, address);
      return { url: `/admin/preview/${previews.add(page.html)}` };
    }),
  );

  // The pictures of a preview the live site does not have yet (uploaded drafts), for the same people.
  app.get('/admin/preview/images/:name', edit, async (request, reply) => {
    const image = await previewImage((request.params as { name: string }).name);
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, max-age=600');
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('There is no such picture in the previews.');
    return reply.type(image.type).send(image.bytes);
  });

  app.get('/admin/preview/:id', edit, async (request, reply) => {
    const html = previews.get((request.params as { id: string }).id);
    reply.header('x-robots-tag', 'noindex, nofollow');
    if (!html) {
      return reply
        .code(404)
        .header('content-security-policy', previewCsp())
        .type('text/plain; charset=utf-8')
        .send('This preview has expired (previews are kept for 10 minutes) — press Preview in the editor again.');
    }
    return reply.header('content-security-policy', previewCsp()).type('text/html; charset=utf-8').send(html);
  });
}
