// What the back office keeps about content between an edit and its publishing (issue "Publish from
// the browser"): drafts of config files, who is editing which file (leases), scheduled publishes, and
// which commit of the content is live. It lives in the same database as the leads and the back office
// (SQLite in DATA_DIR or PostgreSQL), so every instance sees the same drafts, leases and schedule.
// One interface, two implementations (content-store-sqlite.ts, content-store-postgres.ts), held to
// one contract (tests/server/content-store.test.ts). The published content itself lives in git.

/** A config file named relative to the config folder: "site.json", "pages/gst.json". */
export type ContentFile = string;

export interface ContentActor {
  id: string;
  name: string;
  email: string;
}

/** Who made a change to the content (a draft's author or last editor): named in the version it is published in. */
export interface Maker {
  name: string;
  email: string;
}

export interface Draft {
  file: ContentFile;
  /** The edited file's JSON value, as JSON text; null when the draft deletes the file. */
  data: string | null;
  /** The git blob id of the file when the draft began (null: the file did not exist): publishing
   *  is refused when the live file is no longer this one (someone else changed it meanwhile). */
  baseBlob: string | null;
  createdBy: ContentActor;
  createdAt: number;
  updatedBy: ContentActor;
  updatedAt: number;
  /** Set by "Ask for review" (an editor); cleared when the draft changes again or is published. */
  reviewRequestedBy: ContentActor | null;
  reviewRequestedAt: number | null;
}

export interface Lease {
  file: ContentFile;
  holder: ContentActor;
  expiresAt: number;
}

/** A 'running' scheduled publish claimed longer ago than this is claimed again (its instance died). */
export const SCHEDULE_CLAIM_TIMEOUT_MS = 10 * 60_000;

export type ScheduleStatus = 'waiting' | 'running' | 'published' | 'failed' | 'cancelled';

export interface ScheduledPublish {
  id: string;
  /** The drafts as they were when scheduled (they leave the drafts list). */
  drafts: (Pick<Draft, 'file' | 'data' | 'baseBlob'> & { madeBy?: Maker[] })[];
  message: string;
  /** When to publish (epoch ms; the admin enters it in IST). */
  publishAt: number;
  createdBy: ContentActor;
  createdAt: number;
  status: ScheduleStatus;
  /** The commit it published, or why it failed (plain words). */
  result: string | null;
  finishedAt: number | null;
}

export interface ContentStore {
  // Drafts, one per file
  listDrafts(): Promise<Draft[]>;
  draft(file: ContentFile): Promise<Draft | null>;
  /** Creates or replaces the file's draft. A new draft takes `baseBlob`; a later save keeps the first
   *  base, creator and creation time, and clears a review request. */
  saveDraft(file: ContentFile, data: string | null, baseBlob: string | null, actor: ContentActor, now: number): Promise<Draft>;
  deleteDrafts(files: ContentFile[]): Promise<void>;
  /** Marks the drafts as waiting for a publisher's review; false when one of them does not exist. */
  requestReview(files: ContentFile[], actor: ContentActor, now: number): Promise<boolean>;

  // Who is editing a file: a lease renewed while the editor is open
  /** Takes or renews the lease for `actor` unless someone else holds an unexpired one; returns the holder either way. */
  takeLease(file: ContentFile, actor: ContentActor, now: number, ttlMs: number): Promise<Lease>;
  releaseLease(file: ContentFile, actorId: string): Promise<void>;
  /** Unexpired leases. */
  leases(now: number): Promise<Lease[]>;

  // Scheduled publishes
  schedulePublish(entry: Omit<ScheduledPublish, 'id' | 'status' | 'result' | 'finishedAt'>): Promise<ScheduledPublish>;
  listScheduled(): Promise<ScheduledPublish[]>;
  /** Atomically moves one due 'waiting' entry (or a 'running' one claimed over 10 minutes ago: its
   *  instance died) to 'running' and returns it (one instance wins); null when none is due. */
  claimDueSchedule(now: number): Promise<ScheduledPublish | null>;
  finishSchedule(id: string, status: 'published' | 'failed' | 'cancelled', result: string | null, now: number): Promise<boolean>;
  /** Ends every 'waiting' scheduled publish of `authorId` as 'failed' with `result` (why, shown on the
   *  Publishing page) in one statement, and returns them; one already 'running' is left to finish. */
  failWaitingSchedulesOf(authorId: string, result: string, now: number): Promise<ScheduledPublish[]>;
  /** The account of a scheduled publish's author as it is now (the back office's users table, in the
   *  same database), or null when there is none: a schedule runs only while its author may publish. */
  authorNow(authorId: string): Promise<{ status: 'invited' | 'active' | 'disabled'; role: string } | null>;

  // The live version, so every instance serves the same commit
  publishedVersion(): Promise<{ commit: string; at: number } | null>;
  setPublishedVersion(commit: string, at: number): Promise<void>;

  /** Runs `task` while holding the one publish lock of the whole site (a PostgreSQL advisory lock across
   *  instances; within the process for SQLite): one publish at a time. */
  withPublishLock<T>(task: () => Promise<T>): Promise<T>;
}
