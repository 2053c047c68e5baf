// The editor's calls to its server. Every call carries the per-start token from the page.
import type { EditorProblem, Overlay } from '../../engine/config/workspace/workspace.ts';
import type { CollectionInfo } from '../../engine/config/workspace/entries.ts';

export type { EditorProblem, Overlay, CollectionInfo };

const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly problems: EditorProblem[],
  ) {
    super(message);
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-editor-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { error?: string; problems?: EditorProblem[] };
  if (!response.ok) throw new ApiError(json.error ?? `The editor's server answered ${response.status}`, json.problems ?? []);
  return json as T;
}

export interface LoadedFile {
  file: string;
  data: unknown;
  text: string;
}

export const api = {
  files: () => call<{ configDir: string; files: LoadedFile[]; collections: CollectionInfo[] }>('/api/files'),
  check: (files: Overlay) => call<{ problems: EditorProblem[] }>('/api/check', { files }),
  save: (file: string, data: unknown) => call<{ file: string; text: string }>('/api/save', { file, data }),
  newPage: (path: string, title: string) => call<{ file: string; data: Record<string, unknown> }>('/api/new-page', { path, title }),
  deletePage: (file: string) => call<{ deleted: string }>('/api/delete-page', { file }),
  newEntry: (collection: string, title: string) => call<{ file: string; data: Record<string, unknown> }>('/api/new-entry', { collection, title }),
  preview: (files: Overlay, path: string) => call<{ url: string }>('/api/preview', { files, path }),
};
