// What the history API answers (admin/server/routes/history.ts, admin/server/history/).

export interface VersionSummary {
  id: string;
  author: string;
  email: string;
  at: number;
  message: string;
  files: string[];
  /** The files it changed, named in words ("Page gst", "Menus"). */
  changed: string[];
}

export interface HistoryList {
  versions: VersionSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ChangeLine {
  kind: 'changed' | 'added' | 'removed';
  field: string;
  before?: string;
  after?: string;
}

export interface FileInWords {
  file: string;
  title: string;
  status: 'added' | 'changed' | 'removed';
  lines: ChangeLine[];
  note?: string;
}

export interface VersionDetail {
  version: Omit<VersionSummary, 'changed'>;
  files: FileInWords[];
}

export const versionHref = (id: string) => `/admin/history/${id}`;
