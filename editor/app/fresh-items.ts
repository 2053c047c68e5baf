// A list item just added is empty, and every empty field of it is a problem the validator names at once: a
// wall of red before anything was typed. Its problems wait until the person leaves the item (the cursor goes
// to a field outside it, or to the canvas) or presses Save; both kinds of form mark their new items here.
import { useSyncExternalStore } from 'react';
import type { EditorProblem } from './api.ts';

interface FreshItem {
  file: string;
  /** The item's JSON path in the file. */
  path: (string | number)[];
  /** Whether an element (the one the cursor went to) is part of the item. */
  inside: (element: Element) => boolean;
}

let fresh: readonly FreshItem[] = [];
const listeners = new Set<() => void>();
const set = (next: readonly FreshItem[]) => {
  fresh = next;
  for (const l of listeners) l();
};

export function markFresh(item: FreshItem) {
  set([...fresh.filter((f) => !(f.file === item.file && samePath(f.path, item.path))), item]);
}

/** Save: every problem of the file shows again. */
export function clearFresh(file: string) {
  if (fresh.some((f) => f.file === file)) set(fresh.filter((f) => f.file !== file));
}

const samePath = (a: (string | number)[], b: (string | number)[]) => a.length === b.length && a.every((s, i) => String(s) === String(b[i]));
const within = (path: (string | number)[], prefix: (string | number)[]) => path.length >= prefix.length && prefix.every((s, i) => String(s) === String(path[i]));

/** Problems to show now: none of an item still fresh. */
export function shownProblems<P extends EditorProblem>(problems: P[], items: readonly FreshItem[]): P[] {
  if (!items.length) return problems;
  return problems.filter((p) => !items.some((f) => f.file === p.configFile && within(p.path, f.path)));
}

export function useFreshItems(): readonly FreshItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => fresh,
  );
}

// The cursor left an item: after the focus has settled (into another field, the canvas' frame, or nowhere).
if (typeof document !== 'undefined') {
  document.addEventListener('focusout', () => {
    if (!fresh.length) return;
    setTimeout(() => {
      const now = document.activeElement;
      const left = fresh.filter((f) => !now || now === document.body || !f.inside(now));
      if (left.length) set(fresh.filter((f) => !left.includes(f)));
    }, 0);
  });
}
