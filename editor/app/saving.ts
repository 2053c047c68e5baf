// When edits are kept: the browser asks before a tab with unsaved changes closes and keeps them in its
// own storage until they are saved (both mounts), and in the back office the open file is saved as a
// draft as the person works — once nothing has been typed for AUTOSAVE_MS, the live check has finished
// and found no error in it, and this person holds the file (nobody else is editing it). "Save draft"
// does the same at once; while a problem keeps the draft from being saved, the status bar says so.
import { useEffect, useRef } from 'react';
import type { EditorProblem, LeaseInfo, Overlay } from './api.ts';

export const AUTOSAVE_MS = 4000;

export function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);
}

export function useAutosave(options: {
  enabled: boolean;
  file: string | undefined;
  lease: LeaseInfo | null;
  drafts: Overlay;
  problems: EditorProblem[];
  checking: boolean;
  busy: boolean;
  save(file: string, quiet: boolean): Promise<void>;
}) {
  const { enabled, file, lease, drafts, problems, checking, busy, save } = options;
  const waiting = enabled && !!file && file in drafts && lease?.mine === true && !checking && !busy;
  const clean = !problems.some((p) => p.configFile === file && p.severity === 'error');
  const data = file ? drafts[file] : undefined;
  // The latest save function, without restarting the wait on every render.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!waiting || !clean || !file || data === undefined) return;
    const timer = setTimeout(() => void saveRef.current(file, true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // A new edit (a new value of the file) starts the wait again.
  }, [waiting, clean, file, data]);
}

/** Where a browser keeps the unsaved edits of one editor: per person in the back office, apart from a checkout's. */
export const keptKey = (owner: string) => `site-editor:unsaved:${owner}`;

export interface Kept {
  /** When they were last kept (ms since 1970). */
  at: number;
  files: Overlay;
  /** Each file's saved content the edits were made on (JSON), so edits made on an older version are not put back over a newer one. */
  bases: Record<string, string>;
}

/** Reads what this browser kept; nothing (or something unreadable) is undefined. */
export function readKept(owner: string): Kept | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(keptKey(owner)) ?? 'null') as Kept | null;
    return kept && typeof kept.at === 'number' && kept.files && typeof kept.files === 'object' && kept.bases && Object.keys(kept.files).length ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Unsaved edits are kept in this browser (localStorage) as they are made, until they are saved or
 * discarded: a closed tab, a crash or a reload loses nothing, even while a problem keeps them from being
 * saved (a draft is only saved without errors). Once the files have loaded and the owner is known
 * (`owner` set), `restore` gets what an earlier tab kept of files still as they were then, and the names
 * of those changed since (not put back); from then on the kept copy follows `drafts`.
 */
export function useKeptEdits(owner: string | undefined, drafts: Overlay, savedOf: (file: string) => unknown, restore: (kept: Kept, outdated: string[]) => void) {
  const restored = useRef<string | undefined>(undefined);
  const latest = useRef({ restore, savedOf });
  latest.current = { restore, savedOf };
  useEffect(() => {
    if (!owner || restored.current === owner) return;
    restored.current = owner;
    const kept = readKept(owner);
    if (!kept) return;
    const outdated = Object.keys(kept.files).filter((file) => kept.bases[file] !== JSON.stringify(latest.current.savedOf(file) ?? null));
    const files = Object.fromEntries(Object.entries(kept.files).filter(([file]) => !outdated.includes(file)));
    latest.current.restore({ ...kept, files }, outdated);
  }, [owner]);
  useEffect(() => {
    if (!owner || restored.current !== owner) return;
    const timer = setTimeout(() => {
      try {
        const files = Object.keys(drafts);
        if (!files.length) return localStorage.removeItem(keptKey(owner));
        const bases = Object.fromEntries(files.map((file) => [file, JSON.stringify(latest.current.savedOf(file) ?? null)]));
        localStorage.setItem(keptKey(owner), JSON.stringify({ at: Date.now(), files: drafts, bases } satisfies Kept));
      } catch {
        // A full or blocked storage: the leave warning still asks before the tab closes.
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [drafts, owner]);
}

/** What the status bar says when an earlier tab's unsaved edits come back (or could not: `outdated` names those changed since). */
export function keptNotice(kept: Kept, outdated: string[], office: boolean, name: (file: string) => string): string {
  const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(kept.at);
  const count = Object.keys(kept.files).length;
  const back = count
    ? `Your unsaved changes to ${count === 1 ? '1 file' : `${count} files`} from ${when} are back (this browser kept them). They are not saved yet: ${office ? 'Save draft' : 'Save'} keeps them.`
    : '';
  const lost = outdated.length
    ? `Unsaved changes from ${when} to ${outdated.map(name).join(', ')} were not put back: ${outdated.length === 1 ? 'it has' : 'they have'} been changed and saved since.`
    : '';
  return [back, lost].filter(Boolean).join(' ');
}
