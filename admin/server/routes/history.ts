// The site's published versions (admin/server/history/): for everyone who edits or publishes the site,
// newest first, paged; one version's changes in the editor's words.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadSchemaFiles } from '../../../engine/config/schema-files.ts';
import type { AdminContext } from '../context.ts';
import { fileInWords, fileNameInWords } from '../history/changes.ts';
import { ContentRepository, HistoryUnavailableError } from '../history/repository.ts';
import { Reader } from '../input.ts';

export const HISTORY_PAGE_SIZE = 20;

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

export function registerHistoryRoutes(app: FastifyInstance, ctx: AdminContext) {
  const repository = new ContentRepository(ctx.config.configDir);
  // The schemas name the fields in words; they change only with a deploy, so they are read once.
  let schemas: ReturnType<typeof loadSchemaFiles> | undefined;

  app.get('/admin/api/history', { config: { access: 'content.edit' } }, async (request, reply) => {
    const input = new Reader(request.query);
    const page = input.wholeNumber('page', 'Page', 1, 100_000, 1);
    input.done();
    return orUnavailable(reply, async () => {
      const { versions, total } = await repository.versions((page - 1) * HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE);
      return { versions: versions.map((v) => ({ ...v, changed: v.files.map(fileNameInWords) })), page, pageSize: HISTORY_PAGE_SIZE, total };
    });
  });

  app.get('/admin/api/history/:id', { config: { access: 'content.edit' } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    return orUnavailable(reply, async () => {
      const found = await repository.version(id);
      if (!found) return reply.code(404).send({ error: 'not_found', message: 'There is no such version of the site (the address may be cut short).' });
      schemas ??= loadSchemaFiles();
      return { version: found.version, files: found.changes.map((change) => fileInWords(change, schemas!)) };
    });
  });
}
