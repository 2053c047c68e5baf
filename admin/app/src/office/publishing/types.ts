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
  changes: { file: string; title: string; status: string; lines: ChangeLine[] }[];
}

export interface Published {
  commit: string | null;
  message: string;
  pages: string[];
  seconds: number;
}

export interface Refusal {
  problems?: { configFile: string; place: string; message: string }[];
  conflicts?: { file: string; title: string; changedBy: string; changedAt: string; live: string; draft: string }[];
}
