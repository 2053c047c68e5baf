// The back office's editor on the server: the live config folder (SITE_CONFIG_DIR) with this site's
// drafts from the content store applied, checked by the site's own validator (the same EditorProblem
// messages as `npm run edit`), drafts saved only when they bring in no error, and who is editing which
// file. It never writes the config folder: publishing (admin/server/publish/) turns drafts into a commit.
//
// The workspace, the block registry and the renderer are loaded on first use: a server whose back office
// never edits does not load every block at start.
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Lease, ContentActor, ContentStore, Draft } from '../../../server/db/content-store.ts';
import type { EditorProblem, Overlay, Workspace } from '../../../engine/config/workspace/workspace.ts';
// Not from workspace.ts: that would load the whole validator at start (it loads on first use, below).
import { RequestError } from '../../../engine/config/workspace/request-error.ts';
import { fileTitle } from '../history/changes.ts';
import { PICTURE_FILE, gitBlobId } from '../publish/files.ts';
import type { EditorBackend } from './backend.ts';
import { formatIst } from '../publish/ist.ts';
import { takenOver } from './takeover.ts';
import { checkBase, fileInWords, versionOf, type FileChange } from './versions.ts';

/** The open editor renews its lease every 30 s; a lease not renewed for 90 s lapses. */
export const LEASE_TTL_MS = 90_000;

export { RequestError };
export type { EditorProblem, Overlay };

export interface DraftInfo {
  file: string;
  /** The file's name in the editor's words ("Page /gst", "Site facts"). */
  title: string;
  /** The draft deletes the file. */
  deleted: boolean;
  /** The file does not exist on the live site (a new page or entry). */
  added: boolean;
  updatedBy: string;
  updatedAt: number;
  /** Saved last by the person asking (the Publish dialog chooses their own drafts and those asked for review). */
  mine: boolean;
  reviewRequestedBy: string | null;
  reviewRequestedAt: number | null;
}

/** A file's change waiting in a scheduled publish (it left the drafts list when it was scheduled). */
export interface ScheduledChange {
  file: string;
  /** When it will be published (epoch ms). */
  at: number;
  /** Who scheduled it (their name). */
  by: string;
}

export interface LeaseInfo {
  file: string;
  holder: string;
  mine: boolean;
  /** "Asha is editing this page." — only when someone else holds it. */
  message: string | null;
  /** Someone took the file over from this person (their tab's edits are not saved). */
  takenOver?: boolean;
}

export function leaseMessage(file: string, holder: string): string {
  return `${holder} is editing ${fileInWords(file)}. You can read it; your changes cannot be saved until they close it.`;
}

export function leaseInfo(lease: Lease, actor: ContentActor): LeaseInfo {
  const mine = lease.holder.id === actor.id;
  // Taken over by a publisher (takeover.ts): this tab is told so, once it renews.
  const taken = takenOver(lease.file, actor.id, mine);
  const what = fileInWords(lease.file);
  const message = mine
    ? null
    : taken
      ? `${taken.by} took over ${what} from you on ${formatIst(taken.at)}. Your unsaved edits in this tab were not saved. You can read it; your changes cannot be saved until they close it.`
      : leaseMessage(lease.file, lease.holder.name);
  return { file: lease.file, holder: lease.holder.name, mine, message, ...(taken ? { takenOver: true } : {}) };
}

/** A problem of publishing, for staff: the file as the screens name it, the problem in the editor's words (`text`: the validator's line). */
export interface StaffProblem {
  configFile: string;
  title: string;
  message: string;
  text: string;
}

/** The validator's hints for developers ("add a page with that address in site-config/pages/") in the back office's words. */
export function staffWords(message: string): string {
  return message
    .replace(/add a page with that address in (site-config\/pages\/?|the pages)/g, 'make a page with that address (New page, in Edit the site)')
    .replace(/site-config\/pages\/[\w.-]+\.json/g, 'another page')
    .replace(/\bsite-config\/[\w./-]*/g, 'the site’s content');
}

function parseOrUndefined(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function schemaKeyOf(data: unknown, files: Map<string, unknown>): string | undefined {
  const ref = (data as { $schema?: unknown } | null | undefined)?.$schema;
  if (typeof ref !== 'string') return undefined;
  const key = ref.replace(/^(\.\.\/)+schemas\//, '');
  return files.has(key) ? key : undefined;
}

/** Drafts of config files the editor opens (pictures are drafts too: images/…, uploaded on their own). */
const isEditorFile = (file: string) => file.endsWith('.json');

/** A draft's JSON text as a value (null: the draft deletes the file). */
function draftValue(draft: Draft): unknown {
  if (draft.data === null) return null;
  try {
    return JSON.parse(draft.data);
  } catch {
    return draft.data;
  }
}

/** A picture's draft as its bytes (kept as `{"picture": "<base64>"}`), null when it deletes the picture or cannot be read. */
function pictureBytes(draft: Draft): Buffer | null {
  if (draft.data === null) return null;
  try {
    const picture = (JSON.parse(draft.data) as { picture?: unknown }).picture;
    return typeof picture === 'string' ? Buffer.from(picture, 'base64') : null;
  } catch {
    return null;
  }
}

/**
 * One workspace per content store and config folder: the editor's routes and publishing's reviews each
 * hold a Drafts, and share its validator and validation cache (a check re-validates only what changed).
 */
const workspaces = new WeakMap<ContentStore, Map<string, Promise<Workspace>>>();

export class Drafts implements EditorBackend {
  readonly kind = 'drafts' as const;
  #workspace: Promise<Workspace> | undefined;

  constructor(
    readonly configDir: string,
    readonly content: ContentStore,
    readonly now: () => number,
  ) {}

  workspace(): Promise<Workspace> {
    if (this.#workspace) return this.#workspace;
    const byDir = workspaces.get(this.content) ?? new Map<string, Promise<Workspace>>();
    workspaces.set(this.content, byDir);
    let workspace = byDir.get(this.configDir);
    if (!workspace) {
      workspace = (async () => {
        const [{ createWorkspace }, { blockRegistry }] = await Promise.all([import('../../../engine/config/workspace/workspace.ts'), import('../../../blocks/registry.ts')]);
        return createWorkspace(this.configDir, blockRegistry);
      })();
      byDir.set(this.configDir, workspace);
    }
    this.#workspace = workspace;
    return workspace;
  }

  /**
   * Loads the validator and checks the live site once (the slow first check: seconds, tens of seconds on a
   * busy machine), so the first review or save after a start takes as long as any later one.
   */
  async warm(): Promise<void> {
    await this.workspace();
    // A turn of the event loop between loading and checking: requests waiting meanwhile are answered first.
    await new Promise((resolve) => setImmediate(resolve));
    await this.errorsWithOnly([]);
  }

  /** The drafts of the site as an overlay on the live files; a drafted picture is its bytes (checks and previews see it before it is published). */
  async overlay(except?: string): Promise<Overlay> {
    const overlay: Overlay = {};
    for (const draft of await this.content.listDrafts()) {
      if (draft.file === except) continue;
      if (isEditorFile(draft.file)) overlay[draft.file] = draftValue(draft);
      else if (PICTURE_FILE.test(draft.file)) overlay[draft.file] = pictureBytes(draft);
    }
    return overlay;
  }

  /** Checks a file name against the editor's pattern (400 with the reason otherwise). */
  async fileName(file: unknown): Promise<string> {
    (await this.workspace()).pathOf(file);
    return file as string;
  }

  /** A draft's name for discard and review: an editor's file, or an uploaded picture (images/…). */
  async draftName(file: unknown): Promise<string> {
    if (typeof file === 'string' && PICTURE_FILE.test(file)) return file;
    return this.fileName(file);
  }

  /** The bytes of the live file, or undefined when it does not exist. */
  liveBytes(ws: Workspace, file: string): Buffer | undefined {
    // A picture's name was checked when it was uploaded (publish/files.ts); the editor's files by the workspace.
    const abs = isEditorFile(file) ? ws.pathOf(file) : resolve(this.configDir, file);
    if (!abs.startsWith(resolve(this.configDir) + sep)) return undefined;
    return existsSync(abs) ? readFileSync(abs) : undefined;
  }

  info(ws: Workspace, draft: Draft, actor: ContentActor): DraftInfo {
    const live = this.liveBytes(ws, draft.file);
    let data: unknown;
    try {
      data = JSON.parse(draft.data ?? (live ? live.toString('utf8') : 'null'));
    } catch {}
    return {
      file: draft.file,
      title: fileTitle(draft.file, data),
      deleted: draft.data === null,
      added: live === undefined,
      updatedBy: draft.updatedBy.name,
      updatedAt: draft.updatedAt,
      mine: draft.updatedBy.id === actor.id,
      reviewRequestedBy: draft.reviewRequestedBy?.name ?? null,
      reviewRequestedAt: draft.reviewRequestedAt,
    };
  }

  /** The live files with the drafts applied (a draft deleting a file leaves it out), the drafts, the leases. */
  async files(actor: ContentActor) {
    const ws = await this.workspace();
    const [drafts, leases, schedules] = await Promise.all([this.content.listDrafts(), this.content.leases(this.now()), this.content.listScheduled()]);
    const byFile = new Map(drafts.map((d) => [d.file, d]));
    const names = new Set([...ws.listFiles(), ...[...byFile.keys()].filter(isEditorFile)]);
    const files: { file: string; data: unknown; text: string }[] = [];
    for (const file of [...names].sort()) {
      const draft = byFile.get(file);
      if (draft && draft.data === null) continue;
      const text = draft ? draft.data! : ws.readText(file);
      if (text === undefined) continue;
      let data: unknown = null;
      try {
        data = JSON.parse(text);
      } catch {}
      files.push({ file, data, text });
    }
    return {
      configDir: ws.shownDir,
      files,
      collections: ws.collections(),
      drafts: drafts.map((d) => this.info(ws, d, actor)),
      leases: leases.map((l) => leaseInfo(l, actor)),
      scheduled: schedules.filter((s) => s.status === 'waiting').flatMap((s) => s.drafts.map((d): ScheduledChange => ({ file: d.file, at: s.publishAt, by: s.createdBy.name }))),
    };
  }

  /**
   * The errors of the live site with only these drafts applied (the other drafts left out, as a publish
   * of these alone would build it), each worded as the editor's screens word it, for staff.
   */
  async errorsWithOnly(files: string[]): Promise<StaffProblem[]> {
    const ws = await this.workspace();
    const chosen = new Set(files);
    const overlay: Overlay = {};
    for (const draft of await this.content.listDrafts()) {
      if (!chosen.has(draft.file)) continue;
      if (isEditorFile(draft.file)) overlay[draft.file] = draftValue(draft);
      else if (PICTURE_FILE.test(draft.file)) overlay[draft.file] = pictureBytes(draft);
    }
    const { problems } = ws.check(overlay);
    const { loadSchemaFiles } = await import('../../../engine/config/schema-files.ts');
    const { editorWording } = await import('../../../engine/config/field-words.ts');
    this.#schemas ??= loadSchemaFiles();
    return problems
      .filter((p) => p.severity === 'error')
      .map((p) => {
        const data = p.configFile in overlay ? overlay[p.configFile] : parseOrUndefined(ws.readText(p.configFile));
        const rootKey = p.configFile.startsWith('pages/') ? 'page.schema.json' : schemaKeyOf(data, this.#schemas!);
        const words = editorWording(p, this.#schemas!, rootKey, data);
        return { configFile: p.configFile, title: fileTitle(p.configFile, data), message: staffWords(words.full), text: p.text };
      });
  }
  #schemas: Map<string, import('../../../engine/config/schema-model.ts').SchemaObject> | undefined;

  /** The problems of the site with the drafts and the editor's unsaved edits applied. */
  async check(edits: Overlay): Promise<{ problems: EditorProblem[] }> {
    const ws = await this.workspace();
    const { problems } = ws.check({ ...(await this.overlay()), ...edits });
    return { problems };
  }

  /** The site with the drafts and the editor's unsaved edits applied, for a preview; its pictures are the workspace copy's (live and drafted). */
  async previewConfig(edits: Overlay) {
    const ws = await this.workspace();
    const { problems, config } = ws.check({ ...(await this.overlay()), ...edits });
    return { config, problems, folder: ws.copy };
  }

  /** Refuses a change to a file someone else is editing (409 with their name). */
  async takeLease(file: string, actor: ContentActor): Promise<LeaseInfo> {
    const lease = await this.content.takeLease(file, actor, this.now(), LEASE_TTL_MS);
    return leaseInfo(lease, actor);
  }

  async ensureLease(file: string, actor: ContentActor) {
    const lease = await this.takeLease(file, actor);
    if (!lease.mine) throw new RequestError(409, `Not saved: ${lease.message}`);
  }

  /** The file's version: its draft's text, or the live text when there is no draft. */
  async version(file: string): Promise<string> {
    const draft = await this.content.draft(file);
    return draft ? versionOf(draft.data) : versionOf((await this.workspace()).readText(file));
  }

  async lastChange(file: string, actor: ContentActor): Promise<FileChange> {
    const draft = await this.content.draft(file);
    if (!draft) return { version: versionOf((await this.workspace()).readText(file)), how: 'live', by: null, at: null, mine: false };
    return {
      version: versionOf(draft.data),
      how: draft.data === null ? 'deleted' : 'saved',
      by: draft.updatedBy.name,
      at: draft.updatedAt,
      mine: draft.updatedBy.id === actor.id,
    };
  }

  /**
   * Saves `data` as the file's draft when it brings in no error; a draft equal to the live file is removed.
   * Refused while someone else holds the file (409), and when `base` is not the version now (409, versions.ts).
   */
  async save(file: string, data: unknown, actor: ContentActor, base: string) {
    const ws = await this.workspace();
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new RequestError(400, 'The content to save must be a whole file (a JSON object).');
    await this.ensureLease(file, actor);
    checkBase(file, base, await this.lastChange(file, actor), this.now());
    const errors = ws.newErrors({ [file]: data }, await this.overlay(file));
    if (errors.length) throw new RequestError(422, `Not saved: ${errors.length} problem${errors.length === 1 ? '' : 's'} to fix first`, errors);
    const text = ws.textOf(file, data);
    const live = this.liveBytes(ws, file);
    if (live && live.toString('utf8') === text) {
      await this.content.deleteDrafts([file]);
      return { file, text, draft: null, message: 'No changes from the live site: there is no draft of this any more.' };
    }
    const draft = await this.content.saveDraft(file, text, gitBlobId(live ?? null), actor, this.now());
    return { file, text, draft: this.info(ws, draft, actor), message: 'Saved as a draft — visitors do not see it yet.' };
  }

  /** A new page by the `new-page` rules; like `npm run edit`, not saved until its texts are written. */
  async newPage(path: unknown, title: unknown) {
    const ws = await this.workspace();
    const page = ws.newPage(path, title);
    if (await this.content.draft(page.file))
      throw new RequestError(409, `A draft of a page at ${String(path)} already exists — open it from the list of pages, or pick another address.`);
    return page;
  }

  async newEntry(collection: unknown, title: unknown) {
    const ws = await this.workspace();
    const entry = ws.newEntry(collection, title);
    if (await this.content.draft(entry.file)) throw new RequestError(409, 'A draft with this title already exists — open it from the list, or give the new entry another title.');
    return entry;
  }

  /** Deleting a page is a draft too (data null); refused while anything links to the page. */
  async deletePage(file: string, actor: ContentActor) {
    const ws = await this.workspace();
    const live = this.liveBytes(ws, file);
    const draft = await this.content.draft(file);
    if (!file.startsWith('pages/') || (!live && !draft?.data)) throw new RequestError(404, 'There is no such page.');
    await this.ensureLease(file, actor);
    const errors = ws.newErrors({ [file]: null }, await this.overlay(file));
    if (errors.length) {
      throw new RequestError(
        409,
        `Not deleted: ${errors.length} place${errors.length === 1 ? '' : 's'} still link${errors.length === 1 ? 's' : ''} to this page — change them first`,
        errors,
      );
    }
    if (!live) {
      // A page that was only a draft: nothing to delete on the live site.
      await this.content.deleteDrafts([file]);
      return { deleted: file, message: 'The new page is discarded.' };
    }
    await this.content.saveDraft(file, null, gitBlobId(live), actor, this.now());
    return { deleted: file, message: 'Deleting the page is saved as a draft — it stays on the live site until the change is published.' };
  }

  /** Discards drafts — not one of a file someone else has open (409 with their name). */
  async discard(files: string[], actor: ContentActor) {
    const busy = (await this.content.leases(this.now())).find((l) => files.includes(l.file) && l.holder.id !== actor.id);
    if (busy) throw new RequestError(409, `Not discarded: ${leaseMessage(busy.file, busy.holder.name)}`);
    const existing = new Set((await this.content.listDrafts()).map((d) => d.file));
    const missing = files.filter((f) => !existing.has(f));
    if (missing.length)
      throw new RequestError(
        404,
        `There is no draft of ${missing.length === 1 ? 'this file' : `${missing.length} of these files`} (it may have been published or discarded already).`,
      );
    await this.content.deleteDrafts(files);
    return { discarded: files, message: `Draft discarded: ${files.length === 1 ? 'the live version is' : 'the live versions are'} shown again.` };
  }

  async requestReview(files: string[], actor: ContentActor) {
    if (!(await this.content.requestReview(files, actor, this.now()))) {
      throw new RequestError(404, 'There is no saved draft to review: save your changes first.');
    }
    return { files, message: 'A publisher has been asked to review your draft. It is not on the live site yet.' };
  }
}
