// What the publishing API answers (admin/server/routes/publish.ts), as the app reads it.

export interface PublishStatus {
  servedCommit: string | null;
  published: { commit: string; at: number; atIst: string } | null;
  remote: boolean;
  /** What the last sync with the remote found wrong, in words. */
  problem: string | null;
}

export interface DraftRow {
  file: string;
  title: string;
  change: string;
  updatedBy: string;
  updatedAt: number;
  updatedAtIst: string;
  reviewRequestedBy: string | null;
  /** Where the editor opens it; null for a picture (it has no screen of its own). */
  editHref: string | null;
}

export interface ScheduledRow {
  id: string;
  files: string[];
  message: string;
  publishAt: number;
  publishAtIst: string;
  createdBy: { name: string };
  status: 'waiting' | 'running' | 'published' | 'failed' | 'cancelled';
  result: string | null;
}

export interface ChangeLine {
  kind: 'changed' | 'added' | 'removed';
  field: string;
  before?: string;
  after?: string;
}

export interface Summary {
  message: string;
  changes: { file: string; title: string; status: string; lines: ChangeLine[]; note?: string }[];
  /** Other drafts this one cannot be published without (a menu's link to a page still a draft); null: none. */
  together: Together | null;
}

export interface Together {
  files: { file: string; title: string }[];
  /** A message for the site history naming every change of them all. */
  message: string;
  /** Why publishing it alone would be refused, in the editor's words. */
  problems: string[];
}

export interface Published {
  commit: string | null;
  message: string;
  pages: string[];
  seconds: number;
}

export interface Refusal {
  error?: string;
  problems?: { configFile: string; place: string; message: string; title?: string }[];
  needs?: { file: string; title: string }[];
  conflicts?: { file: string; title: string; changedBy: string; changedAt: string; live: string; draft: string }[];
}
