// The content tables' rows (migration 3, the same columns on SQLite and PostgreSQL) as the content
// store's values. PostgreSQL returns bigint columns as strings, SQLite as numbers: both go through Number.
import type { ContentActor, Draft, Lease, ScheduledPublish } from './content-store.ts';

type Int = number | string;
const int = (v: Int | null): number | null => (v === null ? null : Number(v));

export interface DraftRow {
  file: string;
  data: string | null;
  base_blob: string | null;
  created_by_id: string;
  created_by_name: string;
  created_by_email: string;
  created_at: Int;
  updated_by_id: string;
  updated_by_name: string;
  updated_by_email: string;
  updated_at: Int;
  review_requested_by_id: string | null;
  review_requested_by_name: string | null;
  review_requested_by_email: string | null;
  review_requested_at: Int | null;
}

export const toDraft = (r: DraftRow): Draft => ({
  file: r.file,
  data: r.data,
  baseBlob: r.base_blob,
  createdBy: { id: r.created_by_id, name: r.created_by_name, email: r.created_by_email },
  createdAt: Number(r.created_at),
  updatedBy: { id: r.updated_by_id, name: r.updated_by_name, email: r.updated_by_email },
  updatedAt: Number(r.updated_at),
  reviewRequestedBy: r.review_requested_by_id === null ? null : { id: r.review_requested_by_id, name: r.review_requested_by_name ?? '', email: r.review_requested_by_email ?? '' },
  reviewRequestedAt: int(r.review_requested_at),
});

export interface LeaseRow {
  file: string;
  holder_id: string;
  holder_name: string;
  holder_email: string;
  expires_at: Int;
}

export const toLease = (r: LeaseRow): Lease => ({
  file: r.file,
  holder: { id: r.holder_id, name: r.holder_name, email: r.holder_email },
  expiresAt: Number(r.expires_at),
});

export interface ScheduleRow {
  id: string;
  drafts: string;
  message: string;
  publish_at: Int;
  created_by_id: string;
  created_by_name: string;
  created_by_email: string;
  created_at: Int;
  status: ScheduledPublish['status'];
  claimed_at: Int | null;
  result: string | null;
  finished_at: Int | null;
}

export const toScheduled = (r: ScheduleRow): ScheduledPublish => ({
  id: r.id,
  drafts: JSON.parse(r.drafts) as ScheduledPublish['drafts'],
  message: r.message,
  publishAt: Number(r.publish_at),
  createdBy: { id: r.created_by_id, name: r.created_by_name, email: r.created_by_email },
  createdAt: Number(r.created_at),
  status: r.status,
  result: r.result,
  finishedAt: int(r.finished_at),
});

/** The drafts of a scheduled publish as the JSON text stored in content_schedule.drafts. */
export const scheduleDraftsJson = (drafts: ScheduledPublish['drafts']): string =>
  JSON.stringify(drafts.map((d) => ({ file: d.file, data: d.data, baseBlob: d.baseBlob, ...(d.madeBy ? { madeBy: d.madeBy } : {}) })));

/** An actor as the three column values (id, name, e-mail). */
export const actorColumns = (a: ContentActor): [string, string, string] => [a.id, a.name, a.email];
