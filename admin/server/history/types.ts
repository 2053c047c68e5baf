// What the history API answers: shared by the server (repository.ts, changes.ts, routes/history.ts) and
// the back-office app (admin/app/src/office/history/), which imports these types only.

export interface Version {
  /** The commit id (40 hex digits). */
  id: string;
  author: string;
  email: string;
  /** When it was committed, ms since 1970. */
  at: number;
  message: string;
  /** The files it changed, relative to the config folder ("pages/gst.json"). */
  files: string[];
}

export interface ChangeLine {
  kind: 'changed' | 'added' | 'removed';
  /** Where, and which field: "Price plans, plan 1 'Basic': Price in rupees". */
  field: string;
  before?: string;
  after?: string;
}

export interface FileInWords {
  file: string;
  /** The file as the editor names it: "Page /gst", "Site facts", "Menus", "Update 'New GST rates …'". */
  title: string;
  status: 'added' | 'changed' | 'removed';
  lines: ChangeLine[];
  /** A file that is not JSON (a picture) or whose text could not be read as JSON. */
  note?: string;
}

/** GET /admin/api/history */
export interface HistoryList {
  versions: (Version & { changed: string[] })[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /admin/api/history/:id */
export interface VersionDetail {
  version: Version;
  files: FileInWords[];
}
