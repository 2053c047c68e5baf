// The content store's contract (server/db/content-store.ts) in memory, for the editor's API tests: drafts,
// review requests and leases behave as the interface says (a later save keeps the first base and
// creator and clears a review; a lease held by someone else is not taken).
import type { ContentActor, ContentStore, Draft, Lease, ScheduledPublish } from '../../server/db/content-store.ts';

export function memoryContentStore(): ContentStore & { drafts: Map<string, Draft> } {
  const drafts = new Map<string, Draft>();
  const leases = new Map<string, Lease>();
  const schedule: ScheduledPublish[] = [];
  let version: { commit: string; at: number } | null = null;
  let lock = Promise.resolve();
  return {
    drafts,
    async listDrafts() {
      return [...drafts.values()].sort((a, b) => a.file.localeCompare(b.file));
    },
    async draft(file) {
      return drafts.get(file) ?? null;
    },
    async saveDraft(file, data, baseBlob, actor, now) {
      const before = drafts.get(file);
      const draft: Draft = {
        file,
        data,
        baseBlob: before ? before.baseBlob : baseBlob,
        createdBy: before?.createdBy ?? actor,
        createdAt: before?.createdAt ?? now,
        updatedBy: actor,
        updatedAt: now,
        reviewRequestedBy: null,
        reviewRequestedAt: null,
      };
      drafts.set(file, draft);
      return draft;
    },
    async deleteDrafts(files) {
      for (const file of files) drafts.delete(file);
    },
    async requestReview(files, actor: ContentActor, now) {
      if (!files.every((f) => drafts.has(f))) return false;
      for (const f of files) drafts.set(f, { ...drafts.get(f)!, reviewRequestedBy: actor, reviewRequestedAt: now });
      return true;
    },
    async takeLease(file, actor, now, ttlMs) {
      const held = leases.get(file);
      if (held && held.expiresAt > now && held.holder.id !== actor.id) return held;
      const lease = { file, holder: actor, expiresAt: now + ttlMs };
      leases.set(file, lease);
      return lease;
    },
    async releaseLease(file, actorId) {
      if (leases.get(file)?.holder.id === actorId) leases.delete(file);
    },
    async leases(now) {
      return [...leases.values()].filter((l) => l.expiresAt > now);
    },
    async schedulePublish(entry) {
      const scheduled: ScheduledPublish = { ...entry, id: String(schedule.length + 1), status: 'waiting', result: null, finishedAt: null };
      schedule.push(scheduled);
      return scheduled;
    },
    async listScheduled() {
      return [...schedule];
    },
    async claimDueSchedule(now) {
      const due = schedule.find((s) => s.status === 'waiting' && s.publishAt <= now);
      if (!due) return null;
      due.status = 'running';
      return due;
    },
    async finishSchedule(id, status, result, now) {
      const entry = schedule.find((s) => s.id === id);
      if (!entry) return false;
      Object.assign(entry, { status, result, finishedAt: now });
      return true;
    },
    async publishedVersion() {
      return version;
    },
    async setPublishedVersion(commit, at) {
      version = { commit, at };
    },
    async withPublishLock(task) {
      const run = lock.then(task);
      lock = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
}
