// Which version of a file an edit was made on, so a save made from an older one is refused instead of
// silently replacing the newer (issue 38: two tabs, one file, the last save won without a word). A file's
// version is a hash of its saved text as the editor was given it — the draft's text in the back office, the
// file's text in `npm run edit` — so both hosts compare the same way. Every save carries the version its
// edits were loaded from (`base`); a different one now is a 409 that says who saved it and when, and an
// explicit "Save yours over theirs" sends the newer version as its base.
import { createHash } from 'node:crypto';
import { formatIst } from '../publish/ist.ts';
import { RequestError } from '../../../engine/config/workspace/request-error.ts';

/** The version of a file whose saved text is `text` (undefined or null: there is no such file, or its draft deletes it). */
export function versionOf(text: string | null | undefined): string {
  return text == null ? 'none' : createHash('sha256').update(text).digest('hex').slice(0, 20);
}

/** What the file is now and, where known, how it got so. */
export interface FileChange {
  version: string;
  /** saved: a draft (or, locally, a save through this editor); deleted: a draft deleting it; live: no draft any more
   *  (published or discarded); outside: the file was changed by something other than this editor. */
  how: 'saved' | 'deleted' | 'live' | 'outside';
  /** Who made it (null when the host does not know people: `npm run edit`). */
  by: string | null;
  at: number | null;
  /** Made by the person saving now (in another tab). */
  mine: boolean;
}

const IST_MS = 330 * 60_000;
const istDay = (at: number) => Math.floor((at + IST_MS) / 86_400_000);

/** "at 4:05 pm IST" the same day in India, "on 26 Nov 2026 at 4:05 pm IST" before. */
export function whenInWords(at: number, now: number): string {
  const [day, time] = formatIst(at).split(', ') as [string, string];
  return istDay(at) === istDay(now) ? `at ${time} IST` : `on ${day} at ${time} IST`;
}

/** "this page", "this translation", "this part of the site": the file as the editor's messages name it. */
export function fileInWords(file: string): string {
  return file.startsWith('pages/') ? 'this page' : file.startsWith('translations/') ? 'this translation' : 'this part of the site';
}

/** "This page changed since you opened it: saved by Ravi Kumar at 4:05 pm IST in another tab." */
export function conflictMessage(file: string, change: FileChange, now: number): string {
  const when = change.at === null ? '' : ` ${whenInWords(change.at, now)}`;
  const by = change.by ? ` by ${change.by}` : '';
  const where = change.mine ? ' in another tab' : '';
  const what =
    change.how === 'saved'
      ? `saved${by}${when}${where}`
      : change.how === 'deleted'
        ? `deleted${by}${when}${where} (a draft until it is published)`
        : change.how === 'live'
          ? 'the draft it was opened from has been published or discarded since'
          : `its file was changed outside the editor${when}`;
  const name = fileInWords(file);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} changed since you opened it: ${what}.`;
}

/** A save made from an older version: 409 with the version it would replace (sent back as `base` to save over it). */
export class VersionConflict extends RequestError {
  constructor(
    message: string,
    readonly change: FileChange,
  ) {
    super(409, message);
  }

  /** What the answer carries besides the message: the version now, who made it and when. */
  get details() {
    return { conflict: { version: this.change.version, by: this.change.by, at: this.change.at, mine: this.change.mine } };
  }
}

/** Refuses a save whose `base` is not the file's version now. */
export function checkBase(file: string, base: string, change: FileChange, now: number): void {
  if (base === change.version) return;
  throw new VersionConflict(conflictMessage(file, change, now), change);
}

/** Runs one save of a file at a time in this process, so two saves from the same version cannot both pass the check. */
export function oneAtATime() {
  const running = new Map<string, Promise<unknown>>();
  return async <T>(file: string, run: () => Promise<T>): Promise<T> => {
    const before = running.get(file) ?? Promise.resolve();
    const next = before.catch(() => {}).then(run);
    running.set(file, next);
    try {
      return await next;
    } finally {
      if (running.get(file) === next) running.delete(file);
    }
  };
}
