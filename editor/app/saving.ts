// When edits are kept: the browser asks before a tab with unsaved changes closes (both mounts), and in
// the back office the open file is saved as a draft as the person works — once nothing has been typed
// for AUTOSAVE_MS, the live check has finished and found no error in it, and this person holds the
// file (nobody else is editing it). "Save draft" does the same at once.
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
