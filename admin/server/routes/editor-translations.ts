// The translations screen's two reads, on both hosts of the editor (registered by registerEditorApi):
// GET <api>/translations — each language's files, translated or not, reviewed or not, texts missing and
// stale, the unreviewed first; POST <api>/translation { file } — one file's texts beside their English.
// Saving a translation is the editor's ordinary Save (a draft in the back office, the file locally).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { EditorBackend } from '../drafts/backend.ts';
import { translationFile, translationList } from '../drafts/translations.ts';

type Handle = <B>(
  run: (backend: EditorBackend, body: B, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const FILE_BODY = {
  body: { type: 'object', properties: { file: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['file'], additionalProperties: false },
};
const FILE_MESSAGES = { file: 'Name the translation file (translations/<language code>/<the English file>, e.g. translations/hi/pages/gst.json).' };

export function registerTranslationRoutes(
  app: FastifyInstance,
  api: string,
  options: (schema: object, messages?: Record<string, string>) => RouteShorthandOptions,
  handle: Handle,
) {
  app.get(
    `${api}/translations`,
    options({ querystring: { type: 'object', additionalProperties: false } }),
    handle(async (b) => translationList(b)),
  );
  app.post(
    `${api}/translation`,
    options(FILE_BODY, FILE_MESSAGES),
    // With the file's version, which its Save sends back (a save made from an older one is refused).
    handle<{ file: string }>(async (b, { file }) => ({ ...(await translationFile(b, file)), version: await b.version(file) })),
  );
}
