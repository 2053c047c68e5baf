// What the editor's routes (admin/server/routes/editor.ts) edit: a content backend chosen when the host
// starts. Two kinds, one contract:
// - `Drafts` (drafts.ts): the back office — Save keeps a draft in the content store, never a file;
// - `LocalFiles` (below): `npm run edit` on a checkout — Save writes the file (smallest edits), no
//   sign-in, no drafts, leases or reviews.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ContentActor } from '../../../server/db/content-store.ts';
import type { SiteConfig } from '../../../engine/types.ts';
import type { EditorProblem, Overlay, Workspace } from '../../../engine/config/workspace/workspace.ts';
import { checkBase, versionOf, type FileChange } from './versions.ts';

export interface EditorBackend {
  readonly kind: 'drafts' | 'files';
  /** The files with their content (drafts applied in the back office), the collections, and what the backend adds (drafts, leases). */
  files(actor: ContentActor): Promise<object>;
  /** The problems of the site with the backend's content and the editor's unsaved edits applied. */
  check(edits: Overlay): Promise<{ problems: EditorProblem[] }>;
  /** Checks a file name against the editor's pattern (a RequestError 400 with the reason otherwise). */
  fileName(file: unknown): Promise<string>;
  /** Saves the file; `base` is the version the edits were made on (versions.ts): a different one now is refused (409). */
  save(file: string, data: unknown, actor: ContentActor, base: string): Promise<{ text: string }>;
  /** The file's version now (a hash of its saved text; "none" when there is no such file). */
  version(file: string): Promise<string>;
  /** The file's version now, who made it and when (as far as the backend knows). */
  lastChange(file: string, actor: ContentActor): Promise<FileChange>;
  newPage(path: unknown, title: unknown): Promise<object>;
  newEntry(collection: unknown, title: unknown): Promise<object>;
  deletePage(file: string, actor: ContentActor): Promise<object>;
  /** The validated config a preview renders (undefined with the errors when it is not valid) and the folder its pictures are read from. */
  previewConfig(edits: Overlay): Promise<{ config?: SiteConfig; problems: EditorProblem[]; folder: string }>;
}

/** `npm run edit`: the files of a checkout, edited in place (Save writes the file). */
export class LocalFiles implements EditorBackend {
  readonly kind = 'files' as const;

  /** The versions this editor saved, and when: a file whose text is one of them was saved in another tab; any other text was written outside the editor. */
  readonly #saved = new Map<string, { version: string; at: number }>();

  constructor(
    readonly workspace: Workspace,
    readonly now: () => number = Date.now,
  ) {}

  async files() {
    const ws = this.workspace;
    return { configDir: ws.shownDir, files: ws.load(), collections: ws.collections() };
  }

  async check(edits: Overlay) {
    return { problems: this.workspace.check(edits).problems };
  }

  async fileName(file: unknown) {
    this.workspace.pathOf(file);
    return file as string;
  }

  async save(file: string, data: unknown, _actor: ContentActor | undefined, base: string) {
    checkBase(file, base, await this.lastChange(file), this.now());
    const { text } = this.workspace.save(file, data);
    this.#saved.set(file, { version: versionOf(text), at: this.now() });
    return { file, text };
  }

  async version(file: string) {
    return versionOf(this.workspace.readText(file));
  }

  async lastChange(file: string): Promise<FileChange> {
    const version = await this.version(file);
    const saved = this.#saved.get(file);
    if (saved?.version === version) return { version, how: version === 'none' ? 'deleted' : 'saved', by: null, at: saved.at, mine: true };
    let at: number | null = null;
    try {
      at = statSync(this.workspace.pathOf(file)).mtimeMs;
    } catch {}
    return { version, how: 'outside', by: null, at, mine: false };
  }

  async newPage(path: unknown, title: unknown) {
    return this.workspace.newPage(path, title);
  }

  async newEntry(collection: unknown, title: unknown) {
    return this.workspace.newEntry(collection, title);
  }

  async deletePage(file: string) {
    this.workspace.deletePage(file);
    this.#saved.set(file, { version: 'none', at: this.now() });
    return { deleted: file };
  }

  async previewConfig(edits: Overlay) {
    const { problems, config } = this.workspace.check(edits);
    return { config, problems, folder: this.workspace.copy };
  }
}

/** The live build's loader script (dist/.server/site.json), so a preview's interactive parts work. */
export function loaderSrc(distDir: string): string | undefined {
  const file = `${distDir}/.server/site.json`;
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { loaderSrc?: string }).loaderSrc || undefined;
  } catch {
    return undefined;
  }
}
