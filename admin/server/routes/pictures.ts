// Uploading a picture for the site (editors and up): the bytes as the request body, the name in the
// address (?name=team/priya-sharma.jpg, as pages name it in "src"). It becomes a draft of
// site-config/images/<name>, published and versioned in git with the rest of the content.
import type { FastifyInstance } from 'fastify';
import { signedIn, type AdminContext } from '../context.ts';
import { Reader } from '../input.ts';
import { query, text } from '../route-schemas.ts';
import { PICTURE_FILE, gitBlobId, readConfigFile } from '../publish/files.ts';
import { cleanPicture, PictureError, PICTURE_MAX_BYTES } from '../publish/pictures.ts';

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/octet-stream'];

export function registerPictureRoutes(app: FastifyInstance, ctx: AdminContext) {
  // Raw bytes, whatever type the browser claims: the content is checked, not the label.
  app.addContentTypeParser(PICTURE_TYPES, { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/admin/api/pictures',
    { config: { access: 'content.edit', uploads: true }, bodyLimit: PICTURE_MAX_BYTES, schema: { querystring: query({ name: text(240) }) } },
    async (request, reply) => {
      if (!ctx.content || !ctx.publisher)
        return reply.code(503).send({ error: 'publish_unavailable', message: 'Pictures are kept with the published content, which this server cannot publish.' });
      const input = new Reader(request.query);
      const name = input.text('name', 'The picture’s name', { required: true, max: 120 });
      const file = `images/${name ?? ''}`;
      if (name !== undefined && !PICTURE_FILE.test(file)) {
        input.problem('name', 'The picture’s name must be lower-case letters, digits and dashes, at most one folder, ending in .png, .jpg or .webp (like team/priya-sharma.jpg).');
      }
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) input.problem('file', 'Choose a picture to upload.');
      input.done();
      let clean: Buffer;
      try {
        clean = await cleanPicture(request.body as Buffer, file);
      } catch (error) {
        if (error instanceof PictureError) return reply.code(422).send({ error: 'validation', message: error.message, fields: { file: error.message } });
        throw error;
      }
      const { user } = signedIn(request);
      const live = readConfigFile(ctx.publisher.configDir, file);
      const existing = await ctx.content.draft(file);
      await ctx.content.saveDraft(
        file,
        JSON.stringify({ picture: clean.toString('base64') }),
        existing ? existing.baseBlob : gitBlobId(live),
        { id: user.id, name: user.name, email: user.email },
        ctx.now(),
      );
      await ctx.audit(request, { action: 'picture.upload', target: file, detail: { bytes: clean.length } });
      return reply.code(201).send({ file, src: name, bytes: clean.length });
    },
  );
}
