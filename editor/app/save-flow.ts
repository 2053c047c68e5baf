// Saving the open file (the Save / Save draft buttons and the back office's automatic draft saving), with
// the version its edits were made on: a save refused because the file changed since (another tab, a
// colleague; admin/server/drafts/versions.ts) keeps the edits in the form and waits for the person's choice
// — "Reload their version and copy yours in" or "Save yours over theirs" (save-conflicts.tsx).
import { useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { api, ApiError, conflictOf, inOffice, type LoadedFile, type Overlay } from './api.ts';
import { placeOnScreen } from '../../engine/config/field-words.ts';
import { clearFresh } from './fresh-items.ts';
import { schemaFiles, schemaKeyFor } from './schemas.ts';
import { focusProblem, savedName, type Notice } from './screens.tsx';
import { copiedNotice, copyMineIn, useBases } from './save-conflicts.tsx';

export function useSaveFlow(options: {
  latest: RefObject<{ drafts: Overlay; disk: Map<string, LoadedFile> | null }>;
  disk: Map<string, LoadedFile> | null;
  drafts: Overlay;
  reload: () => Promise<Map<string, LoadedFile>>;
  setDrafts: Dispatch<SetStateAction<Overlay>>;
  setNotice: Dispatch<SetStateAction<Notice | null>>;
  /** The open editor starts again from the drafts (after their version is loaded with these changes in it). */
  restartEditor: () => void;
  /** In the back office: whether `file` has a saved draft (saved automatically, perhaps, before Save was pressed). */
  hasDraft?: (file: string) => boolean;
}) {
  const { latest, reload, setDrafts, setNotice, restartEditor } = options;
  const [busy, setBusy] = useState(false);
  // A save refused because the file changed since its edits began; the edits stay.
  const [conflict, setConflict] = useState<{ file: string; message: string; version: string } | null>(null);
  // The saved version each edited file's edits were made on: sent with its save.
  const bases = useBases(options.drafts, options.disk);

  /**
   * `quiet`: saved as the person works (saving.ts) — no problems shown early, a refusal left to the live check.
   * `over`: the newer version this save replaces, chosen with "Save yours over theirs".
   */
  async function save(file: string, quiet = false, over?: string) {
    const { drafts } = latest.current;
    const data = drafts[file];
    if (!(file in drafts)) {
      // After the automatic save, "nothing to save" alone read as "not saved" to a person who had just typed.
      setNotice({
        tone: 'ok',
        text: options.hasDraft?.(file)
          ? 'Nothing new to save — your changes are saved as a draft; visitors do not see it yet.'
          : 'Nothing to save — there are no unsaved changes in this file.',
      });
      return;
    }
    setBusy(true);
    // Save shows every problem, those of a list item just added too.
    if (!quiet) clearFresh(file);
    try {
      const saved = await api.save(file, data, over ?? bases.current[file]?.version ?? latest.current.disk?.get(file)?.version ?? 'none');
      // Edits made while saving were made on the version just saved.
      bases.current[file] = { version: saved.version, data };
      setConflict((c) => (c?.file === file ? null : c));
      await reload();
      // Edits made while saving stay unsaved.
      setDrafts((d) => {
        if (d[file] !== data) return d;
        const { [file]: _saved, ...rest } = d;
        return rest;
      });
      if (quiet) setNotice({ tone: 'ok', text: 'Draft saved automatically — visitors do not see it yet.' });
      else setNotice({ tone: 'ok', text: saved.message ?? `Saved ${savedName(file, data, String(schemaFiles.get(schemaKeyFor(data) ?? '')?.title ?? ''))}.` });
    } catch (e) {
      // Changed since it was opened: said even when saving automatically, and the edits stay in the form.
      const changed = conflictOf(e);
      if (changed) return setConflict({ file, message: (e as Error).message, version: changed.version });
      if (quiet) return;
      setNotice({ tone: 'error', text: e instanceof Error ? e.message : String(e), problems: e instanceof ApiError ? e.problems : undefined });
      // A refused Save takes the person to the first field to fix, not to the top of the form.
      const first = e instanceof ApiError ? (e.problems.find((p) => p.configFile === file && p.severity === 'error') ?? e.problems[0]) : undefined;
      if (first) focusProblem(first);
    } finally {
      setBusy(false);
    }
  }

  /** "Reload their version and copy yours in": their version, with this person's changes put into it — not saved yet. */
  async function copyIntoTheirs(file: string) {
    const mine = latest.current.drafts[file];
    const base = bases.current[file] ?? { version: 'none', data: null };
    setBusy(true);
    try {
      const theirs = (await reload()).get(file);
      const { value, clashes } = copyMineIn(base.data, mine, theirs?.data ?? null);
      bases.current[file] = { version: theirs?.version ?? 'none', data: theirs?.data ?? null };
      setDrafts((d) => ({ ...d, [file]: value }));
      restartEditor(); // the open editor starts again, from the copied-in version
      setConflict(null);
      const rootKey = file.startsWith('pages/') ? 'page.schema.json' : schemaKeyFor(value);
      const named = clashes.map((c) => {
        const { place, label } = rootKey ? placeOnScreen(schemaFiles, rootKey, value, c.path) : { place: '', label: '' };
        return { place: [place, label].filter(Boolean).join(': ') || 'the whole file', theirs: c.theirs };
      });
      setNotice({ tone: named.length ? 'error' : 'info', text: copiedNotice(named, inOffice ? 'Save draft' : 'Save') });
    } catch (e) {
      setNotice({ tone: 'error', text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, conflict, save, copyIntoTheirs };
}
