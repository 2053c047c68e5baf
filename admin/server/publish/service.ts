// Publishing while the server runs: at start, finish what a crash interrupted and serve the newest
// finished build; then, every CONTENT_SYNC_MS, publish what is scheduled and is due, and follow the
// remote (developers' commits) and the other instances' publishes.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentStore } from '../../../server/db/content-store.ts';
import { loadRelease, type LiveSite } from '../../../server/live-site.ts';
import { git } from '../../../server/git.ts';
import { changeOfDraft, Publisher, PublishFailedError, type PublishOutcome } from './publisher.ts';
import { ContentSync } from './sync.ts';
import { formatIst } from './ist.ts';
import { authorCannotPublish, cancelledBecause, draftsBack } from './authors.ts';

/** How often the store is asked whether another instance published and whether a schedule is due. */
const STORE_CHECK_MS = 2000;

export interface PublishingOptions {
  configDir: string;
  dataDir: string;
  distDir: string;
  cacheDir: string;
  content: ContentStore;
  live: LiveSite;
  log: FastifyBaseLogger;
  now(): number;
  remote: string | undefined;
  /** How often the remote is fetched for developers' commits (CONTENT_SYNC_MS). */
  intervalMs: number;
}

export class PublishingService {
  readonly publisher: Publisher;
  readonly sync: ContentSync | undefined;
  /** What the last sync found wrong (shown to publishers), until a sync succeeds. */
  lastSyncProblem: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private refusedCommit: string | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: PublishingOptions) {
    this.sync = options.remote ? new ContentSync(options.configDir, options.remote) : undefined;
    this.publisher = new Publisher({
      configDir: options.configDir,
      dataDir: options.dataDir,
      cacheDir: options.cacheDir,
      store: options.content,
      live: options.live,
      now: options.now,
      beforePublish: async () => {
        // Only fetched and merged here: the publish's own build serves what arrived with it.
        const pulled = await this.sync?.pull();
        if (pulled?.status === 'conflict') this.lastSyncProblem = pulled.message;
      },
      afterPublish: async () => {
        if (!this.sync) return;
        try {
          const pulled = await this.sync.push();
          this.lastSyncProblem = pulled?.status === 'conflict' ? pulled.message : undefined;
        } catch (error) {
          this.lastSyncProblem = `The published version could not be pushed to the remote: ${(error as Error).message}`;
          options.log.error({ err: error }, 'publish: push to CONTENT_REMOTE failed');
        }
      },
    });
  }

  /** Crash recovery, the newest build served, then the periodic checks. */
  async start() {
    const { publisher, options } = this;
    await publisher.exclusive(async () => {
      const pending = publisher.journal.pending();
      if (pending) {
        // The publish stopped before its commit: the files go back to the committed version (its draft is still in the store).
        const dirty = (await git(options.configDir, ['status', '--porcelain', '--', ...pending.keys()]).catch(() => '')).trim();
        if (dirty) publisher.journal.rollBack(options.configDir, pending);
        else publisher.journal.end();
        options.log.warn({ files: [...pending.keys()], rolledBack: !!dirty }, 'publish: finished a publish interrupted by a crash');
      }
      const release = publisher.releases.current();
      const distBuiltAt = mtime(join(options.distDir, 'routes.json'));
      if (release && release.builtAt > distBuiltAt) {
        options.live.replace(await loadRelease(release.dir));
        publisher.servedCommit = release.commit;
      }
      publisher.releases.prune();
      const head = await git(options.configDir, ['log', '--max-count=1', '--format=%H %ct']).catch(() => '');
      const [commit, seconds] = head.trim().split(' ');
      const behind = publisher.servedCommit ? publisher.servedCommit !== commit : Number(seconds) * 1000 > distBuiltAt;
      if (commit && behind) this.background(() => this.rebuild('the served build is older than the content'));
    });
    // The store is asked every 2 s (a publish on another instance is served here within seconds, a due
    // schedule runs on time); the remote is fetched every CONTENT_SYNC_MS (developers' pushes).
    this.timer = setInterval(() => this.background(() => this.tick()), Math.min(STORE_CHECK_MS, options.intervalMs));
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running.catch(() => {});
  }

  /** Runs one task at a time in the background; a failure is logged, never thrown at a request. */
  private background(task: () => Promise<unknown>) {
    this.running = this.running.then(task).catch((error: unknown) => this.options.log.error({ err: error }, 'publishing: background task failed'));
    return this.running;
  }

  /** Due schedules first, then the remote and the other instances. */
  async tick() {
    await this.runDueSchedules();
    await this.follow();
  }

  async runDueSchedules() {
    const { content, now, log } = this.options;
    for (let entry = await content.claimDueSchedule(now()); entry; entry = await content.claimDueSchedule(now())) {
      // It runs as its author: their account is read again now (disabled, or a role that no longer publishes: not run).
      const refused = await authorCannotPublish(content, entry.createdBy);
      if (refused) {
        if (await content.finishSchedule(entry.id, 'failed', cancelledBecause(refused, now()), now())) await draftsBack(content, entry, now());
        log.warn({ schedule: entry.id, author: entry.createdBy.email, reason: refused }, 'scheduled publish not run: its author may no longer publish');
        continue;
      }
      const changes = entry.drafts.map((d) => changeOfDraft(d));
      let outcome: PublishOutcome | undefined;
      let failure: string | undefined;
      try {
        outcome = await this.publisher.publish(changes, entry.message, entry.createdBy);
      } catch (error) {
        if (!(error instanceof PublishFailedError)) log.error({ err: error }, 'scheduled publish failed');
        failure = (error as Error).message;
      }
      const [status, result] =
        outcome?.status === 'published'
          ? (['published', outcome.commit] as const)
          : outcome?.status === 'unchanged'
            ? (['published', 'The live site already showed these changes.'] as const)
            : (['failed', failure ?? describeRefusal(outcome!)] as const);
      await content.finishSchedule(entry.id, status, result, now());
      log.info({ schedule: entry.id, status }, 'scheduled publish ran');
    }
  }

  /** Fetches the remote (when another instance published, or a developer pushed) and serves what arrived. */
  async follow() {
    if (!this.sync) return;
    const published = await this.options.content.publishedVersion();
    // Another instance published something this one does not serve yet, or it is time to look at the remote.
    const behind = published !== null && published.commit !== this.publisher.servedCommit && published.commit !== this.refusedCommit;
    if (!behind && !this.pollDue()) return;
    await this.publisher.exclusive(() => this.pullLocked());
  }

  private lastPoll = 0;
  /** The remote is polled every interval even when no instance published (developers' pushes). */
  private pollDue(): boolean {
    // Real time, not the business clock (which tests may stop).
    const due = Date.now() - this.lastPoll >= this.options.intervalMs;
    if (due) this.lastPoll = Date.now();
    return due;
  }

  /** `POST /admin/api/sync` (a push hook): fetch and serve now. */
  async syncNow(): Promise<string> {
    if (!this.sync) return 'There is no CONTENT_REMOTE to sync with.';
    await this.publisher.exclusive(() => this.pullLocked());
    return this.lastSyncProblem ?? `The site serves ${this.publisher.servedCommit?.slice(0, 12) ?? 'its build'}.`;
  }

  /** Brings in the remote's commits and serves them; content that does not pass the checks is undone and not served. */
  private async pullLocked() {
    const sync = this.sync!;
    const pulled = await sync.pull();
    if (pulled.status === 'conflict') {
      this.lastSyncProblem = pulled.message;
      return;
    }
    const head = await sync.head();
    if (pulled.status === 'unchanged' && head === this.publisher.servedCommit) {
      this.lastSyncProblem = undefined;
      return;
    }
    if (pulled.status === 'updated' && pulled.to === this.refusedCommit) {
      await sync.resetTo(pulled.from);
      return;
    }
    const result = await this.publisher.rebuildLocked();
    if (result.status === 'invalid') {
      if (pulled.status === 'updated') {
        this.refusedCommit = pulled.to;
        await sync.resetTo(pulled.from);
      }
      this.lastSyncProblem = `The remote’s version ${head.slice(0, 12)} was not served, because the site has problems with it: ${result.problems
        .slice(0, 3)
        .map((p) => `${p.configFile}: ${p.message}`)
        .join('; ')}`;
      this.options.log.error({ commit: head }, 'sync: the remote’s content was refused by the validator');
      return;
    }
    this.lastSyncProblem = undefined;
    // A merge made here goes to the remote, and is announced, so the other instances serve it within seconds too.
    if (pulled.status === 'updated') {
      await sync.push().catch((error: unknown) => {
        this.lastSyncProblem = `The merged version could not be pushed to the remote: ${(error as Error).message}`;
      });
    }
    const published = await this.options.content.publishedVersion();
    if (published?.commit !== result.commit && pulled.status === 'updated') await this.options.content.setPublishedVersion(result.commit, this.options.now());
    this.options.log.info({ commit: result.commit }, 'sync: serving the remote’s version');
  }

  private async rebuild(reason: string) {
    await this.publisher.exclusive(async () => {
      const result = await this.publisher.rebuildLocked();
      this.options.log.info({ reason, status: result.status }, 'publishing: rebuilt the site at start');
    });
  }
}

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function describeRefusal(outcome: PublishOutcome): string {
  if (outcome.status === 'stale') {
    return `Not published: ${outcome.conflicts.map((c) => `${c.title} was changed by ${c.changedBy} on ${formatIst(Date.parse(c.changedAt))}`).join('; ')} after this was scheduled.`;
  }
  if (outcome.status === 'invalid')
    return `Not published: ${outcome.problems
      .slice(0, 3)
      .map((p) => p.message)
      .join('; ')}`;
  return 'Not published.';
}
