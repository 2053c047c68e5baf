// The editor's calls to its server. One editor, one bundle, two hosts of the same routes
// (admin/server/routes/editor.ts); the host names itself in the page, the app never guesses:
// - `npm run edit` (editor/server/app.ts): /api/…, every call with the per-start token from the page;
// - the back office (/admin/edit/, admin/server/routes/editor.ts): /admin/api/editor/…, with the
//   session's cookie and its CSRF token (X-CSRF-Token, read from /admin/api/session like the admin app);
//   Save keeps a draft there, never a file.
import type { EditorProblem, Overlay } from '../../engine/config/workspace/workspace.ts';
import type { CollectionInfo } from '../../engine/config/workspace/entries.ts';

export type { EditorProblem, Overlay, CollectionInfo };

const meta = (name: string) => (typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content);
/** True when the editor runs inside the back office; its host says otherwise in the page (`npm run edit`: <meta name="editor-mode" content="local">). */
export const inOffice = typeof document !== 'undefined' && meta('editor-mode') !== 'local';
/** Where the editor's screens live: "/" locally, "/admin/edit/" in the back office. */
export const BASE = inOffice ? '/admin/edit/' : '/';
const API = inOffice ? '/admin/api/editor' : '/api';

/** An address of the editor's screens ("/?page=/gst") under this mount's base. */
export function at(href: string): string {
  return href.startsWith(BASE) ? href : BASE + href.replace(/^\//, '');
}

const token = meta('editor-token') ?? '';
let csrfToken = '';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly problems: EditorProblem[],
    readonly status = 0,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A call to the back office (or to the local editor's server); a refusal becomes an ApiError with its plain message and problems. */
export async function request<T>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (inOffice) {
    if (body !== undefined) headers['x-csrf-token'] = csrfToken;
  } else headers['x-editor-token'] = token;
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('The server cannot be reached. Check your connection and try again — nothing was lost in this window.', []);
  }
  return answer<T>(response);
}

/** The server's answer; a refusal becomes an ApiError with its plain message (or its fields' messages) and problems. */
async function answer<T>(response: Response): Promise<T> {
  const json = (await response.json().catch(() => ({}))) as { error?: string; message?: string; problems?: EditorProblem[]; fields?: Record<string, string> };
  if (response.status === 401 && inOffice) {
    // The session ended: to sign-in, back here afterwards.
    location.href = `/admin/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`;
    return new Promise<T>(() => {});
  }
  if (!response.ok) {
    const fields = Object.values(json.fields ?? {});
    const message = json.message ?? json.error ?? `The editor's server answered ${response.status}`;
    throw new ApiError(fields.length && !json.problems?.length ? fields.join(' ') : message, json.problems ?? [], response.status, json as Record<string, unknown>);
  }
  return json as T;
}

/**
 * Uploads a picture as a draft of images/<name> (back office only): the file's bytes as the body. The
 * server checks them (PNG, JPEG or WebP, at most 5 MB, no SVG) and answers the name to use in a picture field.
 */
const SENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
export async function uploadPicture(name: string, file: Blob): Promise<{ file: string; src: string; bytes: number }> {
  let response: Response;
  try {
    response = await fetch(`/admin/api/pictures?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      // The server reads the bytes, not the label; a type it does not parse is sent as plain bytes.
      headers: { 'content-type': SENT_TYPES.includes(file.type) ? file.type : 'application/octet-stream', 'x-csrf-token': csrfToken },
      body: file,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('The server cannot be reached. Check your connection and try again — nothing was lost in this window.', []);
  }
  if (response.status === 413) throw new ApiError('The picture is larger than 5 MB; it must be at most 5 MB.', [], 413);
  return answer(response);
}

const call = <T>(path: string, body?: unknown) => request<T>(`${API}${path}`, body);

export interface LoadedFile {
  file: string;
  data: unknown;
  text: string;
  /** The version of the saved file (admin/server/drafts/versions.ts): a save sends back the one its edits were made on. */
  version: string;
}

/** A save refused because the file changed since its edits were loaded (409): the version now, who saved it and when. */
export interface SaveConflict {
  version: string;
  by: string | null;
  at: number | null;
  mine: boolean;
}

/** The conflict of a refused save, when that was the reason. */
export function conflictOf(error: unknown): SaveConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const conflict = error.body.conflict as SaveConflict | undefined;
  return conflict && typeof conflict.version === 'string' ? conflict : undefined;
}

/** A saved draft of a file, and who holds a file (back office only): the drafts API's own types. */
import type { DraftInfo, LeaseInfo, ScheduledChange } from '../../admin/server/drafts/drafts.ts';

export type { DraftInfo, LeaseInfo, ScheduledChange };

export interface FilesAnswer {
  configDir: string;
  files: LoadedFile[];
  collections: CollectionInfo[];
  /** Back office only. */
  drafts?: DraftInfo[];
  leases?: LeaseInfo[];
  scheduled?: ScheduledChange[];
}

export interface OfficeSession {
  csrfToken: string;
  user: { id: string; name: string; email: string; role: string };
  permissions: string[];
  siteName: string;
}

export const api = {
  files: () => call<FilesAnswer>('/files'),
  check: (files: Overlay) => call<{ problems: EditorProblem[] }>('/check', { files }),
  /** `base`: the version the edits were made on ("none" for a new file); a newer one on the server refuses the save (409, conflictOf). */
  save: (file: string, data: unknown, base: string) =>
    call<{ file: string; text: string; version: string; message?: string; draft?: DraftInfo | null }>('/save', { file, data, base }),
  newPage: (path: string, title: string) => call<{ file: string; data: Record<string, unknown> }>('/new-page', { path, title }),
  deletePage: (file: string) => call<{ deleted: string; message?: string }>('/delete-page', { file }),
  newEntry: (collection: string, title: string) => call<{ file: string; data: Record<string, unknown> }>('/new-entry', { collection, title }),
  preview: (files: Overlay, path: string) => call<{ url: string }>('/preview', { files, path }),
  // Back office only.
  discard: (files: string[]) => call<{ message: string }>('/discard', { files }),
  review: (files: string[]) => call<{ message: string }>('/review', { files }),
  lease: (file: string) => call<LeaseInfo>('/lease', { file }),
  release: (file: string) => call<{ released: boolean }>('/lease/release', { file }),
  /** Lets the file go when the tab closes or leaves (a request the browser finishes after the page is gone). */
  releaseOnExit(file: string) {
    void fetch(`${API}/lease/release`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify({ file }),
    }).catch(() => {});
  },
  /** The signed-in person, their permissions and the CSRF token every change must carry. */
  async session(): Promise<OfficeSession> {
    const session = await request<OfficeSession>('/admin/api/session');
    csrfToken = session.csrfToken;
    return session;
  },
};
