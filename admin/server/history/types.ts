// What the history API answers: shared by the server (repository.ts, changes.ts, routes/history.ts) and
// the back-office app (admin/app/src/office/history/), which imports these types only.

export interface Version {
  /** The commit id (40 hex digits). */
  id: string;
  /** Who committed it: in the back office, who published it. */
  author: string;
  email: string;
  /** Who made its changes: the authors of the drafts it published (their names), else its author. */
  changedBy: string[];
  /** When it was committed, ms since 1970. */
  at: number;
  /** What its author wrote (a developer's words, or git's "Merge branch …"). */
  message: string;
  /** The files it changed, relative to the config folder ("pages/gst.json"). */
  files: string[];
  /**
   * The version in people's words: the author's message when it was written for people (in the back
   * office, or a developer's plain sentence), else what it changed: "Changed 3 pages: GST Registration, Contact, Home".
   */
  title: string;
  /** True when `title` was made from the changes (the message is a merge's or in a developer's words). */
  described: boolean;
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
  /** Set when none of the version's edits is on the live site any more (undone or changed back later): why there is nothing to undo. */
  nothingToUndo?: string;
}

/** A page or an entry of the site by its name and address (null: it has no address of its own). */
export interface PageRef {
  name: string;
  address: string | null;
}

/** GET /admin/api/history/:id/restore — what restoring this version would do to the live site. */
export interface RestorePreview {
  version: Version;
  /** The versions after it, newest first: every one of them is taken back by a restore. */
  later: Version[];
  /** Who made the changes of those later versions (the drafts' authors, not who published them), most recent first, each once. */
  authors: string[];
  /** Pages and entries that exist now and would be gone (visitors get "not found"). */
  pagesRemoved: PageRef[];
  /** Pages and entries deleted since that would come back. */
  pagesBack: PageRef[];
  /** Every file that would change, from the live site to the restored one, in the editor's words. */
  files: FileInWords[];
}

/** POST /admin/api/history/:id/undo (refusals are 409 with a message). */
export interface UndoDone {
  commit: string | null;
  message: string;
  pages: string[];
  seconds: number;
}
