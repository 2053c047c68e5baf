// The editor's API, one set of routes for both hosts of the one editor app:
// - the back office (`registerEditorRoutes`, for editors, publishers and administrators — 'content.edit'):
//   /admin/api/editor/… over the drafts (admin/server/drafts/), Save keeps a draft in the content store
//   and never writes the config folder; previews at /admin/preview/<id>;
// - `npm run edit` (editor/server/app.ts): /api/… over the files of a checkout (LocalFiles), no sign-in.
// Every body is declared as JSON Schema (lengths, counts, depth); a refusal is a 400 with field messages.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ContentActor } from '../../../server/db/content-store.ts';
import type { AdminContext } from '../context.ts';
import { signedIn } from '../context.ts';
import type { EditorBackend } from '../drafts/backend.ts';
import { Drafts, RequestError, type Overlay } from '../drafts/drafts.ts';
import { linksIntoPreview, PreviewStore } from '../drafts/previews.ts';
import { pageAddresses, previewImage, previewSites, renderPreview, siteOf, type PreviewSite } from '../drafts/preview.ts';
import { adminCsp } from '../pages.ts';
import { InputError, tooDeep, MAX_JSON_DEPTH } from '../input.ts';
import { params, query, typed } from '../route-schemas.ts';
import { registerTranslationRoutes } from './editor-translations.ts';
import { oneAtATime, versionOf } from '../drafts/versions.ts';

export const DRAFTS_UNAVAILABLE = {
  error: 'drafts_unavailable',
  message: 'Drafts cannot be kept on this server: its content store is not set up. Nothing was changed.',
} as const;

/** A preview is the site's own page: its islands insert styles as the site does ('unsafe-inline' styles, as the public site's CSP has); scripts stay our own files only. */
export function previewCsp(): string {
  return adminCsp(undefined).replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
}

/** Where one host serves the editor's API, and who acts. */
export interface EditorHost {
  /** The API's prefix: "/admin/api/editor" in the back office, "/api" in `npm run edit`. */
  api: string;
  /** Where previews are served: "/admin/preview" / "/preview". */
  previews: string;
  /** Added to every route's options (the back office's access rule). */
  config: Record<string, unknown>;
  actorOf(request: FastifyRequest): ContentActor;
  audit?(request: FastifyRequest, entry: { action: string; target: string }): Promise<void>;
  /** The live build (its loader script and pictures). */
  distDir(): string;
  now(): number;
}

// The bodies the editor sends. A config file is at most a few hundred KB; a whole site's unsaved edits a few files.
const FILE_NAME = { type: 'string', minLength: 1, maxLength: 200 } as const;
const OVERLAY = { type: 'object', maxProperties: 300, propertyNames: { maxLength: 200 } } as const;
const TEXT = { type: 'string', maxLength: 300 } as const;
const bodyOf = (properties: Record<string, object>, required: string[] = []) => ({
  body: { type: 'object', properties, required, additionalProperties: false },
});
const SCHEMAS = {
  check: bodyOf({ files: OVERLAY }),
  // A whole file: its own fields are few (14 at most today), what is inside them is the validator's to check.
  // `base`: the version the edits were made on (versions.ts), required: a save without it (a script's) would
  // replace a newer version unchecked.
  save: bodyOf({ file: FILE_NAME, data: { type: 'object', maxProperties: 200 }, base: { type: 'string', minLength: 1, maxLength: 64 } }, ['file', 'data', 'base']),
  newPage: bodyOf({ path: TEXT, title: TEXT }),
  newEntry: bodyOf({ collection: TEXT, title: TEXT }),
  file: bodyOf({ file: FILE_NAME }, ['file']),
  files: bodyOf({ files: { type: 'array', minItems: 1, maxItems: 200, items: FILE_NAME } }, ['files']),
  preview: bodyOf({ files: OVERLAY, path: { type: 'string', maxLength: 200, pattern: '^/[a-z0-9\\-/]*$' } }),
};

/** The fields' own sentences when a schema refuses them. */
const MESSAGES = {
  files: 'The changed files must be sent as an object of file → content.',
  path: 'The page address must start with / and hold lowercase letters, digits, hyphens and slashes.',
  file: "Name the file (its name in the site's folder, e.g. pages/gst.json).",
  data: 'The content to save must be a whole file (a JSON object).',
  base: 'Base must be the version of the file the changes were made on, as the editor was given it with the file ("none" for a new file): without it a save could replace a newer version unseen.',
};

const FILE_LIST_MESSAGES = { ...MESSAGES, files: 'Name at least one file (a list of file names).' };

/** Registers the editor's routes of `host` over `backend` (undefined: a back office without a content store answers 503). */
export function registerEditorApi(server: FastifyInstance, backend: EditorBackend | undefined, host: EditorHost) {
  const app = typed(server);
  const previews = new PreviewStore(host.now);
  const saving = oneAtATime();
  // A page's content is larger than the server's 16 KB limit for forms; the editor sends whole files.
  const options = (schema: object, messages: Record<string, string> = MESSAGES): RouteShorthandOptions => ({
    config: { ...host.config, messages },
    bodyLimit: 4 * 1024 * 1024,
    schema,
    // Before the schema: a body nested deeper than any config file is refused in words (a 6,000-deep array overflowed the writer's stack).
    preValidation: async (request) => {
      if (tooDeep(request.body, MAX_JSON_DEPTH)) {
        const message = `The content is nested more than ${MAX_JSON_DEPTH} levels deep; no file of the site is. Nothing was changed.`;
        throw new InputError({ body: message }, message);
      }
    },
  });
  const audit = (request: FastifyRequest, action: string, target: string) => host.audit?.(request, { action, target });

  /** Runs a handler with the backend; a RequestError becomes its status with the message and the validator's problems. */
  const handle =
    <B>(run: (backend: EditorBackend, body: B, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!backend) return reply.code(503).send(DRAFTS_UNAVAILABLE);
      try {
        return await run(backend, (request.body ?? {}) as B, request, reply);
      } catch (error) {
        if (!(error instanceof RequestError)) throw error;
        // A refused file name is the `file` field's problem; other refusals are about the request as a whole.
        const field = error.status === 400 && /may change|is outside/.test(error.message) ? { fields: { file: error.message } } : {};
        const code = error.status === 422 ? 'invalid' : error.status === 409 ? 'conflict' : error.status === 404 ? 'not_found' : 'validation';
        // A save made from an older version also says which version it would replace, who made it and when.
        const details = 'details' in error ? (error.details as object) : {};
        return reply.code(error.status).send({ error: code, message: error.message, problems: error.problems, ...field, ...details });
      }
    };

  const api = host.api;
  // Each file with its version: the editor sends it back with a save of that file.
  app.get(
    `${api}/files`,
    options({ querystring: { type: 'object', additionalProperties: false } }),
    handle(async (b, _body, request) => {
      const answer = (await b.files(host.actorOf(request))) as { files: { text: string }[] };
      return { ...answer, files: answer.files.map((f) => ({ ...f, version: versionOf(f.text) })) };
    }),
  );

  app.post(
    `${api}/check`,
    options(SCHEMAS.check),
    handle<{ files?: Overlay }>(async (b, body) => b.check(body.files ?? {})),
  );

  app.post(
    `${api}/save`,
    options(SCHEMAS.save),
    handle<{ file: string; data: object; base: string }>(async (b, { file, data, base }, request) => {
      const name = await b.fileName(file);
      // One save of a file at a time: two saves made from the same version cannot both pass its check.
      const saved = await saving(name, () => b.save(name, data, host.actorOf(request), base));
      await audit(request, 'draft.save', name);
      return { ...saved, version: versionOf(saved.text) };
    }),
  );

  registerTranslationRoutes(app, api, options, handle);

  app.post(
    `${api}/new-page`,
    options(SCHEMAS.newPage),
    handle<{ path?: string; title?: string }>(async (b, { path, title }) => b.newPage(path, title)),
  );

  app.post(
    `${api}/new-entry`,
    options(SCHEMAS.newEntry),
    handle<{ collection?: string; title?: string }>(async (b, { collection, title }) => b.newEntry(collection, title)),
  );

  app.post(
    `${api}/delete-page`,
    options(SCHEMAS.file),
    handle<{ file: string }>(async (b, { file }, request) => {
      const name = await b.fileName(file);
      const answer = await b.deletePage(name, host.actorOf(request));
      await audit(request, 'draft.delete-page', name);
      return answer;
    }),
  );

  app.post(
    `${api}/preview`,
    options(SCHEMAS.preview),
    handle<{ files?: Overlay; path?: string }>(async (b, { files, path = '/' }) => {
      if (path.includes('//')) throw new InputError({ path: 'The page address must start with / and hold lowercase letters, digits, hyphens and slashes.' });
      const { problems, config, folder } = await b.previewConfig(files ?? {});
      if (!config) {
        throw new RequestError(
          422,
          'The preview needs valid content: fix the problems first',
          problems.filter((p) => p.severity === 'error'),
        );
      }
      // The live pictures plus the drafted ones (the workspace's copy); its links to the site's pages stay in the preview.
      const paths = pageAddresses(config);
      // A page in another language (/hi/gst, the Translations screen): the languages' sites, made once for this preview.
      let sites: Promise<PreviewSite[]> | undefined;
      const id = previews.add(path, (id) => async (at) => {
        if (!paths.has(at)) sites ??= previewSites(config, folder);
        const site = paths.has(at) ? undefined : siteOf(await sites!, at);
        if (!paths.has(at) && !site) return undefined;
        const page = await renderPreview(config, folder, host.distDir(), at, `${host.previews}/images/`, site);
        return linksIntoPreview(page.html, site ? pageAddresses(site.config) : paths, `${host.previews}/${id}`);
      });
      if ((await previews.page(id)) === undefined) throw new InputError({ path: `No page has the address ${path}.` });
      return { url: `${host.previews}/${id}` };
    }),
  );

  // The pictures of a preview the live site does not have yet (uploaded drafts), for the same people.
  app.get(`${host.previews}/images/:name`, { config: host.config, schema: { params: params('name'), querystring: query({}) } }, async (request, reply) => {
    const image = await previewImage(request.params.name);
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, max-age=600');
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('There is no such picture in the previews.');
    return reply.type(image.type).send(image.bytes);
  });

  // A preview's start page, and its other pages (the links inside it).
  const servePreview = async (reply: FastifyReply, id: string, path?: string) => {
    const html = await previews.page(id, path);
    reply.header('x-robots-tag', 'noindex, nofollow').header('content-security-policy', previewCsp());
    if (html === 'expired') {
      return reply.code(404).type('text/plain; charset=utf-8').send('This preview has expired (previews are kept for 10 minutes) — press Preview in the editor again.');
    }
    if (html === undefined) return reply.code(404).type('text/plain; charset=utf-8').send(`The drafts previewed here have no page at ${path}.`);
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get(`${host.previews}/:id`, { config: host.config, schema: { params: params('id'), querystring: query({}) } }, async (request, reply) =>
    servePreview(reply, request.params.id),
  );
  app.get(
    `${host.previews}/:id/*`,
    {
      config: host.config,
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 100 }, '*': { type: 'string', maxLength: 200 } },
          required: ['id'],
          additionalProperties: false,
        } as const,
        querystring: query({}),
      },
    },
    async (request, reply) => {
      const { id, '*': rest = '' } = request.params;
      return servePreview(reply, id, `/${rest}`.replace(/\/+$/, '') || '/');
    },
  );

  if (!(backend instanceof Drafts)) return;
  // Drafts only: discarding, asking for review, and who has a file open.
  const drafts = backend;
  /** A step on a list of drafts (each must be one): done for who asks, then written to the audit log. */
  const onDrafts = (path: string, action: string, step: (files: string[], actor: ContentActor) => Promise<unknown>) =>
    app.post(
      `${api}/${path}`,
      options(SCHEMAS.files, FILE_LIST_MESSAGES),
      handle<{ files: string[] }>(async (_b, body, request) => {
        const files = [...new Set(body.files)];
        for (const file of files) await drafts.draftName(file);
        const answer = await step(files, host.actorOf(request));
        await audit(request, action, files.join(', '));
        return answer;
      }),
    );
  onDrafts('discard', 'draft.discard', (files, actor) => drafts.discard(files, actor));
  onDrafts('review', 'draft.review-requested', (files, actor) => drafts.requestReview(files, actor));

  // The open editor takes the file's lease and renews it every 30 s; the answer names who holds it.
  app.post(
    `${api}/lease`,
    options(SCHEMAS.file),
    handle<{ file: string }>(async (_b, { file }, request) => drafts.takeLease(await drafts.fileName(file), host.actorOf(request))),
  );

  app.post(
    `${api}/lease/release`,
    options(SCHEMAS.file),
    handle<{ file: string }>(async (_b, { file }, request) => {
      const name = await drafts.fileName(file);
      await drafts.content.releaseLease(name, host.actorOf(request).id);
      return { file: name, released: true };
    }),
  );
}

/** The back office's editor: drafts in the content store, for those who may edit the site. */
export function registerEditorRoutes(app: FastifyInstance, ctx: AdminContext) {
  registerEditorApi(app, ctx.content ? new Drafts(ctx.config.configDir, ctx.content, ctx.now) : undefined, {
    api: '/admin/api/editor',
    previews: '/admin/preview',
    config: { access: 'content.edit' },
    actorOf(request) {
      const { user } = signedIn(request);
      return { id: user.id, name: user.name, email: user.email };
    },
    audit: (request, entry) => ctx.audit(request, entry),
    distDir: () => ctx.live?.current.dir ?? ctx.config.distDir,
    now: ctx.now,
  });
}
