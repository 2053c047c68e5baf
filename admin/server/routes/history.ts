// The site's published versions (admin/server/history/): for everyone who edits or publishes the site,
// newest first, paged, each named in people's words; one version's changes in the editor's words; what
// restoring a version would take back, said before it is done; and "Undo this change" for publishers
// (one version's own edits, through the publisher, refused in words when a later version changed them).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadSchemaFiles } from '../../../engine/config/schema-files.ts';
import { signedIn, type AdminContext } from '../context.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileInWords, fileNameInWords, fileTitle } from '../history/changes.ts';
import { ContentRepository, HistoryUnavailableError, VERSION_ID } from '../history/repository.ts';
import { restorePreview } from '../history/restore.ts';
import type { UndoDone, VersionDetail } from '../history/types.ts';
import { nameVersion, nameVersions } from '../history/words.ts';
import { Reader } from '../input.ts';
import { noBody, params, query, text, typed } from '../route-schemas.ts';
import { PublishFailedError } from '../publish/publisher.ts';
import { NOTHING_LEFT, undoChanges } from '../publish/undo.ts';
import { PUBLISH_UNAVAILABLE } from './publish.ts';

export const HISTORY_PAGE_SIZE = 20;

const NOT_FOUND = { error: 'not_found', message: 'There is no such version of the site (the address may be cut short).' } as const;

export const HISTORY_UNAVAILABLE = {
  error: 'history_unavailable',
  message: 'The history of the site is kept in git, and this server’s site-config folder is not in a git repository (or git is not installed).',
} as const;

/** The answer of `run`, or 503 in words when there is no git history to read. */
async function orUnavailable<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HistoryUnavailableError) return reply.code(503).send(HISTORY_UNAVAILABLE);
    throw error;
  }
}

export function registerHistoryRoutes(server: FastifyInstance, ctx: AdminContext) {
  const app = typed(server);
  const repository = new ContentRepository(ctx.config.configDir);
  // The schemas name the fields in words; they change only with a deploy, so they are read once.
  let schemas: ReturnType<typeof loadSchemaFiles> | undefined;

  app.get('/admin/api/history', { config: { access: 'content.edit' }, schema: { querystring: query({ page: text(12) }) } }, async (request, reply) => {
    const input = new Reader(request.query);
    const page = input.wholeNumber('page', 'Page', 1, 100_000, 1);
    input.done();
    return orUnavailable(reply, async () => {
      const { versions, total } = await repository.versions((page - 1) * HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE);
      const named = await nameVersions(repository, versions);
      // Each file by what it says of itself today (a page's address, an update's title), as the version's
      // own page names it; a file no longer there by its name ("Update gstr-1-…" said the file name).
      const names = new Map<string, string>();
      const nameOf = (file: string) => {
        if (!names.has(file)) {
          let name: string;
          try {
            name = fileTitle(file, JSON.parse(readFileSync(join(ctx.config.configDir, file), 'utf8')));
          } catch {
            name = fileNameInWords(file);
          }
          names.set(file, name);
        }
        return names.get(file)!;
      };
      return { versions: named.map((v) => ({ ...v, changed: v.files.map(nameOf) })), page, pageSize: HISTORY_PAGE_SIZE, total };
    });
  });

  app.get('/admin/api/history/:id', { config: { access: 'content.edit' }, schema: { params: params('id'), querystring: query({}) } }, async (request, reply) => {
    const { id } = request.params;
    return orUnavailable(reply, async () => {
      const found = await repository.version(id);
      if (!found) return reply.code(404).send(NOT_FOUND);
      schemas ??= loadSchemaFiles();
      const detail: VersionDetail = { version: await nameVersion(repository, found.version), files: found.changes.map((change) => fileInWords(change, schemas!)) };
      // Said before anyone presses "Undo this change": a version whose edits are all gone from the live site.
      if (ctx.publisher && (await undoChanges(repository, ctx.publisher.configDir, id, schemas))?.status === 'nothing-left') detail.nothingToUndo = NOTHING_LEFT;
      return detail;
    });
  });

  // Before a restore: the pages it would remove and bring back, every text it would change, and the later versions (and their authors) it takes back.
  app.get('/admin/api/history/:id/restore', { config: { access: 'content.publish' }, schema: { params: params('id'), querystring: query({}) } }, async (request, reply) => {
    const { id } = request.params;
    if (!VERSION_ID.test(id)) return reply.code(404).send(NOT_FOUND);
    return orUnavailable(reply, async () => {
      schemas ??= loadSchemaFiles();
      const preview = await restorePreview(repository, ctx.config.configDir, id, schemas);
      return preview ?? reply.code(404).send(NOT_FOUND);
    });
  });

  // Undo one version's own edits, as a new version by the person, audited; refused in words when a later version changed the same text.
  app.post('/admin/api/history/:id/undo', { config: { access: 'content.publish' }, schema: { params: params('id'), body: noBody } }, async (request, reply) => {
    const { id } = request.params;
    if (!VERSION_ID.test(id)) return reply.code(404).send(NOT_FOUND);
    const publisher = ctx.publisher;
    if (!publisher || !ctx.content) return reply.code(503).send(PUBLISH_UNAVAILABLE);
    return orUnavailable(reply, async () => {
      schemas ??= loadSchemaFiles();
      const plan = await undoChanges(repository, publisher.configDir, id, schemas);
      if (!plan) return reply.code(404).send(NOT_FOUND);
      if (plan.status === 'refused') return reply.code(409).send({ error: 'changed_again', message: plan.message });
      if (plan.status === 'nothing-left') return { commit: null, message: plan.message, pages: [], seconds: 0 } satisfies UndoDone;
      const { user } = signedIn(request);
      let outcome: Awaited<ReturnType<typeof publisher.publish>>;
      try {
        outcome = await publisher.publish(plan.changes, plan.message, { id: user.id, name: user.name, email: user.email });
      } catch (error) {
        if (!(error instanceof PublishFailedError)) throw error;
        return reply.code(503).send({ error: 'publish_failed', message: `${error.message} The live site still shows the previous version.` });
      }
      switch (outcome.status) {
        case 'published': {
          await ctx.audit(request, { action: 'site.undo', target: outcome.commit, detail: { version: id } });
          const done: UndoDone = { commit: outcome.commit, message: outcome.message, pages: outcome.pages, seconds: Math.round(outcome.seconds * 10) / 10 };
          return done;
        }
        case 'unchanged':
          return { commit: null, message: 'The live site already shows the site without this change; nothing was published.', pages: [], seconds: 0 } satisfies UndoDone;
        case 'invalid':
          return reply
            .code(422)
            .send({ error: 'invalid', message: 'Nothing was undone: the site has problems without this change. Edit it by hand in the editor.', problems: outcome.problems });
        case 'stale':
          return reply
            .code(409)
            .send({ error: 'stale', message: 'Nothing was undone: someone published a change to these pages a moment ago. Open the history again and look before undoing.' });
      }
    });
  });
}
