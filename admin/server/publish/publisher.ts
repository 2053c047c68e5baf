// One publish, start to end (this folder's README.md): refuse a draft whose file changed since it
// began → write the files (a journal remembers the old bytes) → build the whole site with them into a
// new release folder (the build validates first: refused → the files are put back, nothing changed) →
// read the new build into memory → git commit with the user as author → switch `current` and the
// served site at once → forget the drafts. Any failure before the switch leaves the old site serving
// and the config folder as it was. One publish at a time across instances (the store's lock).
import type { ContentActor, ContentStore, Draft, Maker } from '../../../server/db/content-store.ts';
import { loadWholeRelease, type LiveSite } from '../../../server/live-site.ts';
import type { writeJsonMinimal } from '../../../engine/config/workspace/json-write.ts';
import { oneAtATime } from '../../../server/db/one-at-a-time.ts';
import { git } from '../../../server/git.ts';
import { fileTitle } from '../history/changes.ts';
import { Journal, PICTURE_FILE, gitBlobId, readConfigFile, writeConfigFile } from './files.ts';
import { BuildFailedError, Releases, type ConfigProblem } from './releases.ts';

/** One file's new content: a JSON value (a draft), bytes (a restored version), or null (removed). */
export interface Change {
  file: string;
  value?: unknown;
  bytes?: Buffer | null;
  /** The blob the draft began from; a change whose file is no longer this one is refused as stale. Undefined: not checked. */
  baseBlob?: string | null;
  /** Who made it (a draft's author and last editor); the version names them besides who published it. */
  madeBy?: Maker[];
}

/** The trailer line of a version's message naming who made its changes ("Changed-by: Asha Rao <asha@…>"), one per person. */
export const CHANGED_BY = 'Changed-by';

export interface Conflict {
  file: string;
  title: string;
  changedBy: string;
  /** ISO date-time. */
  changedAt: string;
  live: string;
  draft: string;
}

export type PublishOutcome =
  | { status: 'published'; commit: string; message: string; pages: string[]; seconds: number; timings: { build: number; load: number; commit: number } }
  | { status: 'unchanged'; message: string }
  | { status: 'invalid'; problems: ConfigProblem[] }
  | { status: 'stale'; conflicts: Conflict[] };

/** The publish could not be finished (git, the disk or the build failed): the old site keeps serving. */
export class PublishFailedError extends Error {}

export interface PublisherOptions {
  configDir: string;
  dataDir: string;
  /** The build cache shared with `npm run build`. */
  cacheDir: string;
  store: ContentStore;
  live: LiveSite | undefined;
  now(): number;
  /** Called under the lock before a publish (fetch CONTENT_REMOTE's commits). */
  beforePublish?(): Promise<void>;
  /** Called after the switch (push to CONTENT_REMOTE). */
  afterPublish?(commit: string): Promise<void>;
}

export class Publisher {
  readonly releases: Releases;
  readonly journal: Journal;

  constructor(private readonly options: PublisherOptions) {
    this.releases = new Releases(options.dataDir);
    this.journal = new Journal(options.dataDir);
  }

  /** The commit the served site was built from (undefined: a build of unknown origin, such as dist/). */
  servedCommit: string | undefined;

  get configDir() {
    return this.options.configDir;
  }

  /**
   * Builds the config folder as it is (after a developer's commit arrived, or to catch up after a crash)
   * and serves it; the caller runs it `exclusive`. Invalid content is not served: its problems are returned.
   */
  async rebuildLocked(): Promise<{ status: 'served'; commit: string } | { status: 'invalid'; problems: ConfigProblem[] }> {
    const commit = (await git(this.options.configDir, ['rev-parse', 'HEAD'])).trim();
    const release = await this.releases.build(this.options.configDir, this.options.cacheDir);
    if (!release.ok) return { status: 'invalid', problems: release.problems.filter((p) => p.severity === 'error') };
    const loaded = await loadWholeRelease(release.dir, this.options.live?.current);
    this.releases.switchTo(release.name, commit, this.options.now());
    this.options.live?.replace(loaded);
    this.servedCommit = commit;
    this.releases.prune();
    return { status: 'served', commit };
  }

  /** Publishes `changes` as one commit by `actor`; `draftFiles` are the drafts it fulfils (deleted once live). */
  async publish(changes: Change[], message: string, actor: ContentActor, draftFiles: string[] = []): Promise<PublishOutcome> {
    return this.options.store.withPublishLock(() =>
      this.exclusive(async () => {
        // Other instances' and developers' commits first: a draft is compared with the newest content.
        await this.options.beforePublish?.();
        return this.publishLocked(changes, message, actor, draftFiles);
      }),
    );
  }

  /**
   * Runs `task` alone among everything that touches this instance's config folder and releases (a
   * publish, a sync, a rebuild). Publishes also hold the store's lock, across instances; a sync or a
   * rebuild changes only this instance's own clone, so another instance never waits for it.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return oneAtATime(this, task);
  }

  async publishLocked(changes: Change[], message: string, actor: ContentActor, draftFiles: string[]): Promise<PublishOutcome> {
    const started = performance.now();
    const { configDir } = this.options;
    const originals = new Map(changes.map((c) => [c.file, readConfigFile(configDir, c.file)]));

    const conflicts: Conflict[] = [];
    for (const change of changes) {
      if (change.baseBlob === undefined || gitBlobId(originals.get(change.file)!) === change.baseBlob) continue;
      conflicts.push(await this.conflict(change, originals.get(change.file)!));
    }
    if (conflicts.length) return { status: 'stale', conflicts };

    // The JSON writer (jsonc-parser) is loaded with the first publish, not at start.
    const { writeJsonMinimal } = await import('../../../engine/config/workspace/json-write.ts');
    const next = new Map(changes.map((c) => [c.file, bytesOf(c, originals.get(c.file)!, writeJsonMinimal)]));
    const changed = [...next].filter(([file, bytes]) => !sameBytes(bytes, originals.get(file)!));
    if (!changed.length) {
      await this.options.store.deleteDrafts(draftFiles);
      return { status: 'unchanged', message: 'The live site already shows exactly this; nothing was published.' };
    }

    const timings = { build: 0, load: 0, commit: 0 };
    this.journal.begin(new Map(changed.map(([file]) => [file, originals.get(file)!])));
    const putBack = () => this.journal.rollBack(configDir, new Map(changed.map(([file]) => [file, originals.get(file)!])));
    let release: Awaited<ReturnType<Releases['build']>>;
    try {
      for (const [file, bytes] of changed) writeConfigFile(configDir, file, bytes);
      const buildStarted = performance.now();
      release = await this.releases.build(configDir, this.options.cacheDir);
      timings.build = performance.now() - buildStarted;
    } catch (error) {
      putBack();
      throw new PublishFailedError(error instanceof BuildFailedError ? error.message : `The new files could not be written: ${(error as Error).message}`);
    }
    if (!release.ok) {
      putBack();
      return { status: 'invalid', problems: release.problems.filter((p) => p.severity === 'error') };
    }

    let commit: string;
    let commitStarted = 0;
    let loaded: Awaited<ReturnType<typeof loadWholeRelease>>;
    try {
      const loadStarted = performance.now();
      loaded = await loadWholeRelease(release.dir, this.options.live?.current);
      timings.load = performance.now() - loadStarted;
      commitStarted = performance.now();
      commit = await this.commit(
        changed.map(([file]) => file),
        message,
        actor,
        changes.filter((c) => changed.some(([file]) => file === c.file)).flatMap((c) => c.madeBy ?? []),
      );
    } catch (error) {
      putBack();
      this.releases.discard(release.name);
      throw new PublishFailedError(`Nothing was published: ${(error as Error).message}`);
    }
    timings.commit = performance.now() - commitStarted;
    this.journal.end();
    const before = this.options.live?.current;
    this.releases.switchTo(release.name, commit, this.options.now());
    this.options.live?.replace(loaded);
    this.servedCommit = commit;
    // Pushed before it is announced: another instance that sees the new version can fetch it at once.
    await this.options.afterPublish?.(commit).catch(() => {});
    await this.options.store.setPublishedVersion(commit, this.options.now());
    await this.options.store.deleteDrafts(draftFiles);
    this.releases.prune();
    const pages = [...loaded.site.routes].filter(([path, file]) => before?.site.routes.get(path)?.variants.identity.etag !== file.variants.identity.etag).map(([path]) => path);
    return { status: 'published', commit, message, pages, seconds: (performance.now() - started) / 1000, timings };
  }

  /**
   * Commits `files` as `actor` (who published). Who made the changes (`madeBy`: the drafts' authors) are
   * trailer lines of the message, so the site's history says whose changes a restore would take back.
   */
  private async commit(files: string[], message: string, actor: ContentActor, madeBy: Maker[] = []): Promise<string> {
    const { configDir } = this.options;
    const name = oneLine(actor.name) || 'Back office';
    const email = oneLine(actor.email) || 'back-office@localhost';
    const env = { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
    const makers = [...new Map(madeBy.map((m) => [oneLine(m.email).toLowerCase(), `${CHANGED_BY}: ${oneLine(m.name) || oneLine(m.email)} <${oneLine(m.email)}>`])).values()];
    await git(configDir, ['add', '--all', '--', ...files]);
    // A line of the message itself never passes for one of these.
    const own = message.replace(new RegExp(`^${CHANGED_BY}\\s*:`, 'gim'), 'Changed by:');
    const full = makers.length ? `${own.trimEnd()}\n\n${makers.join('\n')}` : own;
    await git(configDir, ['commit', '--no-verify', '--quiet', `--message=${full}`, '--', ...files], { env });
    return (await git(configDir, ['rev-parse', 'HEAD'])).trim();
  }

  private async conflict(change: Change, live: Buffer | null): Promise<Conflict> {
    const { configDir } = this.options;
    const last = (await git(configDir, ['log', '--max-count=1', '--format=%an%x00%cI', '--', change.file]).catch(() => '')).trim();
    const dirty = (await git(configDir, ['status', '--porcelain', '--', change.file]).catch(() => '')).trim();
    const [author, at] = last.split('\0');
    const liveText = live?.toString('utf8') ?? '';
    return {
      file: change.file,
      title: titleOf(change.file, liveText),
      changedBy: dirty || !author ? 'someone on the server, outside the back office' : author,
      changedAt: dirty || !at ? new Date(this.options.now()).toISOString() : new Date(at).toISOString(),
      live: liveText,
      draft: change.value === undefined ? (change.bytes?.toString('utf8') ?? '') : `${JSON.stringify(change.value, null, 2)}\n`,
    };
  }
}

function bytesOf(change: Change, original: Buffer | null, writeJson: typeof writeJsonMinimal): Buffer | null {
  if (change.value !== undefined) return change.value === null ? null : Buffer.from(writeJson(original?.toString('utf8'), change.value));
  return change.bytes ?? null;
}

function sameBytes(a: Buffer | null, b: Buffer | null): boolean {
  return a === null || b === null ? a === b : a.equals(b);
}

function oneLine(text: string): string {
  return text.replace(/[<>\r\n\0]/g, ' ').trim();
}

/** Who made a draft: its author and whoever changed it last. */
export function makersOf(draft: Pick<Draft, 'createdBy' | 'updatedBy'>): Maker[] {
  const people = [draft.createdBy, draft.updatedBy].map(({ name, email }) => ({ name, email }));
  return people[0]!.email === people[1]!.email ? [people[0]!] : people;
}

function titleOf(file: string, text: string): string {
  try {
    return fileTitle(file, JSON.parse(text));
  } catch {
    return fileTitle(file, undefined);
  }
}

/** A stored draft as a change to publish: a picture's bytes (kept as base64 in the draft), or a JSON value. */
export function changeOfDraft(
  draft: { file: string; data: string | null; baseBlob: string | null; madeBy?: Maker[] } & Partial<Pick<Draft, 'createdBy' | 'updatedBy'>>,
  checkBase = true,
): Change {
  const baseBlob = checkBase ? draft.baseBlob : undefined;
  const madeBy = draft.madeBy ?? (draft.createdBy && draft.updatedBy ? makersOf({ createdBy: draft.createdBy, updatedBy: draft.updatedBy }) : undefined);
  if (draft.data === null) return { file: draft.file, value: null, baseBlob, madeBy };
  const value = JSON.parse(draft.data) as unknown;
  if (PICTURE_FILE.test(draft.file)) return { file: draft.file, bytes: Buffer.from((value as { picture: string }).picture, 'base64'), baseBlob, madeBy };
  return { file: draft.file, value, baseBlob, madeBy };
}
