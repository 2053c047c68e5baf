// Publishing (admin/server/publish/): what a publish would change and its suggested message, publish
// now, publish later (IST), cancel a scheduled one, and restore an earlier version of the site.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadSchemaFiles } from '../../../engine/config/schema-files.ts';
import type { ContentActor, Draft } from '../../../server/db/content-store.ts';
import { signedIn, type AdminContext } from '../context.ts';
import { fileInWords, fileTitle } from '../history/changes.ts';
import { HistoryUnavailableError, VERSION_ID } from '../history/repository.ts';
import { Reader } from '../input.ts';
import { PICTURE_FILE, readConfigFile, isConfigFileName } from '../publish/files.ts';
import { changeOfDraft, makersOf, PublishFailedError, type PublishOutcome, type Publisher } from '../publish/publisher.ts';
import { restoreChanges, suggestMessage } from '../publish/versions.ts';
import { istWallTime, formatIst } from '../publish/ist.ts';
import { draftsNeeded } from '../publish/together.ts';
import { Drafts, LEASE_TTL_MS, staffWords } from '../drafts/drafts.ts';
import { body as bodySchema, list, noBody, params, query as querySchema, text as textSchema, typed } from '../route-schemas.ts';

/** A list of the content's files (the Readers check each name). */
const FILE_LIST = list(250, textSchema(400));
import { takeOver } from '../drafts/takeover.ts';

export const PUBLISH_UNAVAILABLE = {
  error: 'publish_unavailable',
  message: 'Publishing needs the site-config folder in a git repository and the content store; this server has neither set up.',
} as const;

export function registerPublishRoutes(server: FastifyInstance, ctx: AdminContext) {
  const app = typed(server);
  let schemas: ReturnType<typeof loadSchemaFiles> | undefined;
  const actorOf = (request: Parameters<typeof signedIn>[0]): ContentActor => {
    const { user } = signedIn(request);
    return { id: user.id, name: user.name, email: user.email };
  };
  let editorDrafts: Drafts | undefined;
  const draftsOfSite = () => (editorDrafts ??= new Drafts(ctx.config.configDir, ctx.content!, ctx.now));
  // The first review after a start would wait for the validator to load and check the whole site (38 s on a
  // busy machine, 0.2 s afterwards): that is done in the background when the back office is first opened on
  // a listening server (its sign-in page, say; staff take seconds to sign in and reach the editor). The
  // answer is not delayed; a request arriving during the check waits for it, as it would behind a first
  // review. A server whose back office nobody opens never loads the validator (0.75 s of CPU and its
  // memory); one closed meanwhile skips it; one that never listens (tests through inject) checks on first use.
  let closing = false;
  let warming = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (warming || !ctx.content || !app.server.listening) return;
    warming = true;
    setImmediate(() => {
      if (closing) return;
      draftsOfSite()
        .warm()
        .catch((error: unknown) => app.log.warn({ err: error }, 'back office: the validator could not be loaded ahead of the first review'));
    });
  });
  const titleOf = (tools: { publisher: Publisher }, file: string, drafts: Draft[]) => {
    const draft = drafts.find((d) => d.file === file);
    const live = readConfigFile(tools.publisher.configDir, file);
    let value: unknown;
    try {
      value = JSON.parse(draft?.data ?? live?.toString('utf8') ?? 'null');
    } catch {}
    return fileTitle(file, PICTURE_FILE.test(file) ? undefined : value);
  };
  const ready = (reply: FastifyReply): { publisher: Publisher; content: NonNullable<AdminContext['content']> } | undefined => {
    if (ctx.publisher && ctx.content) return { publisher: ctx.publisher, content: ctx.content };
    reply.code(503).send(PUBLISH_UNAVAILABLE);
    return undefined;
  };

  /** The drafts named by `files` (a list of config file names); a 400 per missing one. */
  async function draftsOf(input: Reader, files: string[] | undefined): Promise<Draft[]> {
    const drafts: Draft[] = [];
    for (const file of files ?? []) {
      const draft = await ctx.content!.draft(file);
      if (draft) drafts.push(draft);
      else input.problem('files', `There is no draft of ${file} (it may have been published or discarded meanwhile); reload the editor.`);
    }
    input.done();
    return drafts;
  }

  // Every draft waiting to be published (those an editor asked to have reviewed first), for the Publishing page.
  app.get('/admin/api/publish/drafts', { config: { access: 'content.edit' }, schema: { querystring: querySchema({}) } }, async (_request, reply) => {
    const tools = ready(reply);
    if (!tools) return reply;
    const drafts = await tools.content.listDrafts();
    return {
      drafts: drafts
        .map((draft) => {
          const picture = PICTURE_FILE.test(draft.file);
          const value = draft.data === null || picture ? undefined : (JSON.parse(draft.data) as { paths?: string[] });
          const live = readConfigFile(tools.publisher.configDir, draft.file);
          const title = fileTitle(draft.file, value ?? (live && !picture ? JSON.parse(live.toString('utf8')) : undefined));
          const path = draft.file.startsWith('pages/') ? value?.paths?.[0] : undefined;
          return {
            file: draft.file,
            title,
            change: draft.data === null ? 'Deletes it' : live === null ? 'New' : 'Changes it',
            updatedBy: draft.updatedBy.name,
            updatedAt: draft.updatedAt,
            updatedAtIst: formatIst(draft.updatedAt),
            reviewRequestedBy: draft.reviewRequestedBy?.name ?? null,
            // A picture has no screen of its own in the editor: it is named, not linked.
            editHref: picture ? null : path ? `/admin/edit/?page=${encodeURIComponent(path)}` : `/admin/edit/?file=${encodeURIComponent(draft.file)}`,
          };
        })
        .sort((a, b) => Number(b.reviewRequestedBy !== null) - Number(a.reviewRequestedBy !== null) || b.updatedAt - a.updatedAt),
    };
  });

  app.get('/admin/api/publish/summary', { config: { access: 'content.edit' }, schema: { querystring: querySchema({ files: textSchema(20_000) }) } }, async (request, reply) => {
    const tools = ready(reply);
    if (!tools) return reply;
    const input = new Reader(request.query);
    const files = input.value('files');
    const drafts = await draftsOf(input, readFiles(input, typeof files === 'string' ? files.split(',') : files));
    schemas ??= loadSchemaFiles();
    const inWords = (list: Draft[]) =>
      list.map((draft) => {
        const liveBytes = readConfigFile(tools.publisher.configDir, draft.file);
        const status = liveBytes === null ? 'added' : draft.data === null ? 'removed' : 'changed';
        // A picture is named, not compared (its note says so); a JSON file's fields are compared in words.
        if (PICTURE_FILE.test(draft.file)) return fileInWords({ file: draft.file, status, before: undefined, after: undefined }, schemas!);
        const after = draft.data === null ? undefined : `${JSON.stringify(JSON.parse(draft.data), null, 2)}\n`;
        const words = fileInWords({ file: draft.file, status, before: liveBytes?.toString('utf8'), after }, schemas!);
        // A new file is read field by field too: what it will say, not only "New file".
        if (status === 'added' && after) return { ...fileInWords({ file: draft.file, status: 'changed', before: '{}', after }, schemas!), status: 'added' as const };
        return words;
      });
    const changes = inWords(drafts);
    // Drafts this one cannot be published without (a menu's link to a page that is still a draft).
    const together = await draftsNeeded(
      draftsOfSite(),
      drafts.map((d) => d.file),
    );
    let both: { files: { file: string; title: string }[]; message: string; problems: string[] } | null = null;
    if (together.needs.length) {
      const needed = (await Promise.all(together.needs.map((f) => tools.content.draft(f)))).filter((d): d is Draft => !!d);
      both = {
        files: needed.map((d) => ({ file: d.file, title: titleOf(tools, d.file, needed) })),
        message: suggestMessage([...changes, ...inWords(needed)]).slice(0, 500),
        problems: together.problems.map((p) => `${p.title}, ${p.message}`),
      };
    }
    return { message: suggestMessage(changes), changes, together: both };
  });

  app.post(
    '/admin/api/publish',
    { config: { access: 'content.publish' }, schema: { body: bodySchema({ files: FILE_LIST, overwrite: FILE_LIST, message: textSchema(2000) }) } },
    async (request, reply) => {
      const tools = ready(reply);
      if (!tools) return reply;
      const input = new Reader(request.body);
      const files = readFiles(input, input.value('files'));
      const overwrite = input.value('overwrite') === undefined ? [] : (readFiles(input, input.value('overwrite'), 'overwrite') ?? []);
      const message = input.text('message', 'The message', { required: true, max: 500, multiline: true });
      const drafts = await draftsOf(input, files);
      // Refused before any build when these drafts need others that are still drafts: said in words, with them named.
      const together = await draftsNeeded(
        draftsOfSite(),
        drafts.map((d) => d.file),
      );
      if (together.needs.length) {
        const needed = await Promise.all(together.needs.map(async (f) => ({ file: f, title: titleOf(tools, f, [(await tools.content.draft(f))!].filter(Boolean)) })));
        const chosen = drafts.map((d) => titleOf(tools, d.file, drafts)).join(', ');
        return reply.code(422).send({
          error: 'needs_drafts',
          message: `Nothing was published: ${chosen} needs ${needed.map((n) => n.title).join(', ')}, which ${needed.length === 1 ? 'is' : 'are'} still a draft. Publish them together.`,
          problems: together.problems.map((p) => ({ ...p, severity: 'error', place: '' })),
          needs: needed,
        });
      }
      const changes = drafts.map((d) => changeOfDraft(d, !overwrite.includes(d.file)));
      const outcome = await answer(reply, () =>
        tools.publisher.publish(
          changes,
          message!,
          actorOf(request),
          drafts.map((d) => d.file),
        ),
      );
      if (outcome?.status === 'published') await ctx.audit(request, { action: 'site.publish', target: outcome.commit, detail: { files: drafts.map((d) => d.file) } });
      return reply.sent ? reply : send(reply, outcome!);
    },
  );

  // A publisher takes over a file someone else has open (a tab left open renews its lease for ever); audited.
  app.post('/admin/api/publish/take-over', { config: { access: 'content.publish' }, schema: { body: bodySchema({ file: textSchema(200) }) } }, async (request, reply) => {
    const tools = ready(reply);
    if (!tools) return reply;
    const input = new Reader(request.body);
    const file = input.text('file', 'The file', { required: true, max: 200 });
    if (file !== undefined && (!isConfigFileName(file) || !file.endsWith('.json'))) input.problem('file', 'Name a file of the site’s content to take over.');
    input.done();
    const outcome = await takeOver(tools.content, file!, actorOf(request), ctx.now(), LEASE_TTL_MS);
    if (outcome.status === 'free') return reply.code(409).send({ error: 'not_taken', message: 'Nobody else is editing it now: open it and edit.' });
    if (outcome.status === 'mine') return { file, message: 'You are already the one editing it.' };
    await ctx.audit(request, { action: 'draft.take-over', target: file!, detail: { from: outcome.from.name, fromId: outcome.from.id } });
    return { file, message: `You took over from ${outcome.from.name}: you can edit it now. Their unsaved edits in their tab were not saved.` };
  });

  app.post('/admin/api/history/:id/restore', { config: { access: 'content.publish' }, schema: { params: params('id'), body: noBody } }, async (request, reply) => {
    const tools = ready(reply);
    if (!tools) return reply;
    const { id } = request.params;
    if (!VERSION_ID.test(id)) return reply.code(404).send({ error: 'not_found', message: 'There is no such version of the site (the address may be cut short).' });
    let restore: Awaited<ReturnType<typeof restoreChanges>>;
    try {
      restore = await restoreChanges(tools.publisher.configDir, id);
    } catch (error) {
      if (error instanceof HistoryUnavailableError) return reply.code(503).send(PUBLISH_UNAVAILABLE);
      throw error;
    }
    if (!restore) return reply.code(404).send({ error: 'not_found', message: 'There is no such version of the site (the address may be cut short).' });
    const message = `Restore the version of ${formatIst(restore.at)} by ${restore.author}: ${restore.message}`.slice(0, 500);
    const outcome = await answer(reply, () => tools.publisher.publish(restore.changes, message, actorOf(request)));
    if (outcome?.status === 'published') await ctx.audit(request, { action: 'site.restore', target: outcome.commit, detail: { version: id } });
    return reply.sent ? reply : send(reply, outcome!);
  });

  app.get('/admin/api/publish/schedule', { config: { access: 'content.edit' }, schema: { querystring: querySchema({}) } }, async (_request, reply) => {
    const tools = ready(reply);
    if (!tools) return reply;
    const entries = await tools.content.listScheduled();
    return { scheduled: entries.map(({ drafts, ...entry }) => ({ ...entry, files: drafts.map((d) => d.file), publishAtIst: formatIst(entry.publishAt) })) };
  });

  app.post(
    '/admin/api/publish/schedule',
    { config: { access: 'content.publish' }, schema: { body: bodySchema({ files: FILE_LIST, message: textSchema(2000), at: textSchema(40) }) } },
    async (request, reply) => {
      const tools = ready(reply);
      if (!tools) return reply;
      const input = new Reader(request.body);
      const files = readFiles(input, input.value('files'));
      const message = input.text('message', 'The message', { required: true, max: 500, multiline: true });
      const at = istWallTime(input.value('at'));
      const now = ctx.now();
      if (at === undefined) input.problem('at', 'Publish at must be a date and time like 2027-04-01T09:00 (India time).');
      else if (at <= now + 60_000) input.problem('at', `Publish at must be later than now (${formatIst(now)}, India time).`);
      else if (at > now + 400 * 86_400_000) input.problem('at', 'Publish at must be within about a year from now.');
      const drafts = await draftsOf(input, files);
      const entry = await tools.content.schedulePublish({
        drafts: drafts.map((d) => ({ file: d.file, data: d.data, baseBlob: d.baseBlob, madeBy: makersOf(d) })),
        message: message!,
        publishAt: at!,
        createdBy: actorOf(request),
        createdAt: now,
      });
      await tools.content.deleteDrafts(drafts.map((d) => d.file));
      await ctx.audit(request, { action: 'site.schedule', target: entry.id, detail: { files: files, at: entry.publishAt } });
      return reply.code(201).send({ scheduled: { ...entry, drafts: undefined, files: drafts.map((d) => d.file), publishAtIst: formatIst(entry.publishAt) } });
    },
  );

  app.delete('/admin/api/publish/schedule/:id', { config: { access: 'content.publish' }, schema: { params: params('id'), body: noBody } }, async (request, reply) => {
    const tools = ready(reply);
    if (!tools) return reply;
    const { id } = request.params;
    const entry = (await tools.content.listScheduled()).find((e) => e.id === id && e.status === 'waiting');
    if (!entry || !(await tools.content.finishSchedule(id, 'cancelled', null, ctx.now()))) {
      return reply.code(404).send({ error: 'not_found', message: 'There is no waiting scheduled publish with this id (it may have run or been cancelled).' });
    }
    // Its drafts come back to the drafts list, unless someone has started a newer draft of the file.
    for (const draft of entry.drafts) {
      if (!(await tools.content.draft(draft.file))) await tools.content.saveDraft(draft.file, draft.data, draft.baseBlob, actorOf(request), ctx.now());
    }
    await ctx.audit(request, { action: 'site.schedule.cancel', target: id });
    return { cancelled: id };
  });
}

function readFiles(input: Reader, raw: unknown, field = 'files'): string[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 200) {
    input.problem(field, 'Name the drafts to publish (a list of one to 200 files).');
    return undefined;
  }
  const bad = raw.filter((f) => !isConfigFileName(f));
  if (bad.length) {
    input.problem(field, `These are not files of the site's content: ${bad.slice(0, 3).map(String).join(', ').slice(0, 200)}.`);
    return undefined;
  }
  return [...new Set(raw as string[])];
}

/** Runs a publish; a failure that leaves the old site serving is a 503 in words. */
async function answer(reply: FastifyReply, run: () => Promise<PublishOutcome>): Promise<PublishOutcome | undefined> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PublishFailedError)) throw error;
    reply.code(503).send({ error: 'publish_failed', message: `${error.message} The live site still shows the previous version.` });
    return undefined;
  }
}

function send(reply: FastifyReply, outcome: PublishOutcome) {
  switch (outcome.status) {
    case 'published':
      return {
        commit: outcome.commit,
        message: outcome.message,
        pages: outcome.pages,
        seconds: Math.round(outcome.seconds * 10) / 10,
        // Where the time went, in ms (the build is a child process; loading reads the new build into memory).
        timings: { build: Math.round(outcome.timings.build), load: Math.round(outcome.timings.load), commit: Math.round(outcome.timings.commit) },
      };
    case 'unchanged':
      return { commit: null, message: outcome.message, pages: [], seconds: 0 };
    case 'invalid':
      return reply.code(422).send({
        error: 'invalid',
        message: 'Nothing was published: the site has problems with these changes. Fix them in the editor first.',
        // The validator's hints for developers ("…in site-config/pages/") in the back office's words.
        problems: outcome.problems.map((p) => ({ ...p, message: staffWords(p.message) })),
      });
    case 'stale':
      return reply.code(409).send({
        error: 'stale',
        message: 'Nothing was published: someone else changed these files after your draft began. Compare the versions and choose.',
        conflicts: outcome.conflicts,
      });
  }
}

/** The push hook of CONTENT_REMOTE (no session: a git host calls it with the shared secret), and what publishers see of the sync. */
export function registerSyncRoutes(app: FastifyInstance, ctx: AdminContext) {
  app.post('/admin/api/sync', { config: { access: 'public', anyBody: true } }, async (request, reply) => {
    const token = ctx.config.contentSyncToken;
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!token || !ctx.publishing || !sameSecret(sent, token)) {
      return reply.code(403).send({ error: 'forbidden', message: 'This address takes a push hook with the CONTENT_SYNC_TOKEN secret.' });
    }
    return { message: await ctx.publishing.syncNow() };
  });

  app.get('/admin/api/publish/status', { config: { access: 'content.edit' }, schema: { querystring: querySchema({}) } }, async (_request, reply) => {
    if (!ctx.publishing || !ctx.content) return reply.code(503).send(PUBLISH_UNAVAILABLE);
    const published = await ctx.content.publishedVersion();
    return {
      servedCommit: ctx.publishing.publisher.servedCommit ?? null,
      published: published ? { commit: published.commit, at: published.at, atIst: formatIst(published.at) } : null,
      remote: !!ctx.config.contentRemote,
      problem: ctx.publishing.lastSyncProblem ?? null,
    };
  });
}

function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
