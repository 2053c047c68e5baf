// The translations screen's reading (editor/app/translations/): each language's files with what is
// missing, stale and unreviewed, and one file side by side with its English — over the live files with
// the back office's drafts applied (Drafts), or the checkout's files (LocalFiles). Writing goes through
// the editor's ordinary Save: a translation is a file like any other (one draft per file).
import type { EditorBackend } from './backend.ts';
import { LocalFiles } from './backend.ts';
import { RequestError, type Drafts } from './drafts.ts';

// Loaded with the translations screen's first request, not at start: it brings the whole validator.
const translations = () => import('../../../engine/config/workspace/translations.ts');

async function reader(backend: EditorBackend) {
  if (backend instanceof LocalFiles) {
    const ws = backend.workspace;
    return { ws, read: (file: string) => ws.readText(file), files: ws.listFiles() };
  }
  const drafts = backend as Drafts;
  const ws = await drafts.workspace();
  const overlay = await drafts.overlay();
  return {
    ws,
    read: (file: string) => ws.textAfter(file, overlay),
    files: [...new Set([...ws.listFiles(), ...Object.keys(overlay).filter((f) => f.endsWith('.json') && overlay[f] !== null)])],
  };
}

/** Each language of site.json but the main one, with its translatable files: those no person reviewed first. */
export async function translationList(backend: EditorBackend) {
  const { ws, read, files } = await reader(backend);
  const { translationSummary } = await translations();
  return { languages: translationSummary(ws.root, files, read) };
}

/** One translation file's texts beside their English (a 400 in words for a name that is not a translation the editor may write). */
export async function translationFile(backend: EditorBackend, file: string) {
  const { ws, read } = await reader(backend);
  const { translationOf, translationRows } = await translations();
  const of = translationOf(file, ws.root);
  if (typeof of === 'string') throw new RequestError(400, of);
  return translationRows(ws.root, file, read, ws.previousEnglish);
}
