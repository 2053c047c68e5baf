// Validation as you edit: the project's validator over the files with the unsaved changes, run on the
// server 350 ms after the last edit; an answer older than the latest request is dropped.
import { useEffect, useRef, useState } from 'react';
import { api, type EditorProblem, type LoadedFile, type Overlay } from './api.ts';

export function useLiveCheck(drafts: Overlay, disk: Map<string, LoadedFile> | null) {
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const checkSeq = useRef(0);
  useEffect(() => {
    if (!disk) return;
    const seq = ++checkSeq.current;
    setChecking(true);
    const timer = setTimeout(() => {
      api
        .check(drafts)
        .then(({ problems }) => {
          if (seq === checkSeq.current) setProblems(problems);
        })
        .catch(() => {})
        .finally(() => {
          if (seq === checkSeq.current) setChecking(false);
        });
    }, 350);
    return () => clearTimeout(timer);
  }, [drafts, disk]);
  return { problems, checking };
}
