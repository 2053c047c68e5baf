// Validation as you edit: the project's validator over the files with the unsaved changes, run on the
// server 350 ms after the last edit (at once when the files were loaded: opening the editor, a save); an
// answer older than the latest request is dropped.
import { useEffect, useRef, useState } from 'react';
import { api, type EditorProblem, type LoadedFile, type Overlay } from './api.ts';

/** How long after the last edit the check runs. */
const EDIT_PAUSE_MS = 350;

export function useLiveCheck(drafts: Overlay, disk: Map<string, LoadedFile> | null) {
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const checkSeq = useRef(0);
  const checkedDisk = useRef<typeof disk>(null);
  useEffect(() => {
    if (!disk) return;
    const seq = ++checkSeq.current;
    setChecking(true);
    // Only typing waits for a pause: new files from the server are checked straight away.
    const loaded = checkedDisk.current !== disk;
    checkedDisk.current = disk;
    const timer = setTimeout(
      () => {
        api
          .check(drafts)
          .then(({ problems }) => {
            if (seq === checkSeq.current) setProblems(problems);
          })
          .catch(() => {})
          .finally(() => {
            if (seq === checkSeq.current) setChecking(false);
          });
      },
      loaded ? 0 : EDIT_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [drafts, disk]);
  return { problems, checking };
}
