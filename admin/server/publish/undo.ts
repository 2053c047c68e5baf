// "Undo this change": takes back one version's own edits and nothing else (a `git revert` of that
// version's change to the config folder, worked out value by value on the JSON so the live file keeps
// every later edit). When a later version changed the same text again, nothing is undone: the refusal
// names the text, who changed it and when ("…was changed again by Ravi Kumar on 27 Nov 2026; undo that
// change first or edit it by hand"). Never a partial undo. The changes go through the publisher like
// any publish (checks, build, commit as the person, switch); each is checked against the live file it
// was worked out from (baseBlob), so a publish in between is refused as stale rather than overwritten.
// A file whose edits are already gone from the live site (deleted again, back as it was) needs nothing;
// when no file needs anything the plan is 'nothing-left', said on the version's page before anyone asks.
import type { SchemaFiles } from '../../../engine/config/schema-model.ts';
import { fieldInWords, fileTitle, rawChanges } from '../history/changes.ts';
import type { Commit, ContentRepository } from '../history/repository.ts';
import { joinAnd, nameVersion } from '../history/words.ts';
import type { Version } from '../history/types.ts';
import { gitBlobId, readConfigFile } from './files.ts';
import { formatIst } from './ist.ts';
import type { Change } from './publisher.ts';

type JsonPath = (string | number)[];

export type UndoPlan =
  | { status: 'ready'; version: Version; changes: Change[]; message: string }
  | { status: 'refused'; message: string }
  /** None of the version's edits is on the live site any more: undone, restored or changed back later. */
  | { status: 'nothing-left'; message: string };

export const NOTHING_LEFT = 'Nothing to undo: none of this version’s edits is on the live site any more (they were undone or changed back later).';

/** What undoing version `id` writes, or why it cannot be undone; undefined when `id` is not a version of the site. */
export async function undoChanges(repository: ContentRepository, configDir: string, id: string, schemas: SchemaFiles): Promise<UndoPlan | undefined> {
  const found = await repository.version(id);
  if (!found) return undefined;
  const version = await nameVersion(repository, found.version);
  const when = formatIst(version.at);
  if ((await repository.parentOf(id)) === undefined) {
    return { status: 'refused', message: 'This is the first version of the site: there is nothing before it to go back to.' };
  }
  const later = await repository.laterThan(id);
  const changes: Change[] = [];
  for (const change of found.changes) {
    const liveBytes = readConfigFile(configDir, change.file);
    const baseBlob = gitBlobId(liveBytes);
    const json = change.file.endsWith('.json');
    const atVersion = json ? change.after : await bytesAt(repository, id, change.file, change.status !== 'removed');
    const beforeVersion = json ? change.before : await bytesAt(repository, `${id}^`, change.file, change.status !== 'added');
    const title = fileTitle(change.file, parse(change.after ?? change.before));
    const liveText = liveBytes?.toString('utf8');

    if (change.status === 'added') {
      // Undone by deleting the file, if it is still as this version made it; already gone: nothing to do there.
      if (liveBytes === null) continue;
      if (!sameContent(json, liveText, atVersion, liveBytes))
        return refuse(await changedAgain(repository, schemas, later, change.file, title, parse(atVersion as string), parse(liveText)));
      changes.push({ file: change.file, value: null, baseBlob });
      continue;
    }
    if (change.status === 'removed') {
      // Undone by bringing the file back, if nobody has made a new one at its place; back as it was: nothing to do.
      if (liveBytes !== null && sameContent(json, liveText, beforeVersion, liveBytes)) continue;
      if (liveBytes !== null) return refuse(`${title} was made again later by ${await whoChanged(repository, later, change.file, [])}; undo that change first or edit it by hand.`);
      changes.push(json ? { file: change.file, value: parse(beforeVersion as string), baseBlob } : { file: change.file, bytes: beforeVersion as Buffer, baseBlob });
      continue;
    }
    if (liveBytes === null) return refuse(`${title} was deleted later by ${await whoChanged(repository, later, change.file, [])}; there is nothing left to undo there.`);
    if (!json) {
      if ((beforeVersion as Buffer).equals(liveBytes)) continue;
      if (!(atVersion as Buffer).equals(liveBytes))
        return refuse(`${title} was replaced again by ${await whoChanged(repository, later, change.file, [])}; undo that change first or replace it by hand.`);
      changes.push({ file: change.file, bytes: beforeVersion as Buffer, baseBlob });
      continue;
    }
    const base = parse(atVersion as string);
    const live = parse(liveText);
    const merged = merge3(base, live, parse(beforeVersion as string), []);
    if ('conflict' in merged) {
      const field = fieldInWords(schemas, has(live, merged.conflict) ? live : base, merged.conflict);
      return refuse(`“${field}” on ${title} was changed again by ${await whoChanged(repository, later, change.file, merged.conflict)}; undo that change first or edit it by hand.`);
    }
    if (!same(merged.value, live)) changes.push({ file: change.file, value: merged.value, baseBlob });
  }
  if (!changes.length) return { status: 'nothing-left', message: NOTHING_LEFT };
  const message = `Undo the change of ${when} by ${joinAnd(version.changedBy)}: ${version.title}`.slice(0, 500);
  return { status: 'ready', version, changes, message };

  function refuse(reason: string): UndoPlan {
    return { status: 'refused', message: `Nothing was undone: ${reason}` };
  }
}

async function bytesAt(repository: ContentRepository, commit: string, file: string, exists: boolean): Promise<Buffer | null> {
  return exists ? ((await repository.bytesAt(commit, file)) ?? null) : null;
}

function sameContent(json: boolean, liveText: string | undefined, atVersion: string | Buffer | null | undefined, liveBytes: Buffer): boolean {
  if (!json) return Buffer.isBuffer(atVersion) && atVersion.equals(liveBytes);
  return same(parse(liveText), parse(atVersion as string | undefined));
}

/** "Ravi Kumar on 27 Nov 2026, 4:10 pm": the newest later version that changed `path` of `file` (or the file). */
async function whoChanged(repository: ContentRepository, later: Commit[], file: string, path: JsonPath): Promise<string> {
  const touching = later.filter((v) => v.files.includes(file));
  for (const v of touching) {
    if (!path.length || !file.endsWith('.json')) break;
    const raw = rawChanges(parse(await repository.textAt(`${v.id}^`, file)), parse(await repository.textAt(v.id, file)));
    if (raw.some((c) => related(c.path, path))) return `${joinAnd(v.changedBy)} on ${formatIst(v.at)}`;
  }
  const newest = touching[0];
  return newest ? `${joinAnd(newest.changedBy)} on ${formatIst(newest.at)}` : 'someone on the server, outside the back office';
}

async function changedAgain(repository: ContentRepository, schemas: SchemaFiles, later: Commit[], file: string, title: string, base: unknown, live: unknown): Promise<string> {
  const first = rawChanges(base, live)[0];
  const field = first ? `“${fieldInWords(schemas, first.kind === 'removed' ? base : live, first.path)}” on ` : '';
  return `${field}${title} was changed again by ${await whoChanged(repository, later, file, first?.path ?? [])}; undo that change first or edit it by hand.`;
}

/** One path inside the other (a changed price is inside a changed plan, and a whole plan holds its price). */
function related(a: JsonPath, b: JsonPath): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

function has(data: unknown, path: JsonPath): boolean {
  let value = data;
  for (const step of path) {
    if (value === null || typeof value !== 'object' || !(step in (value as object))) return false;
    value = (value as Record<string | number, unknown>)[step];
  }
  return true;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A three-way merge of JSON values: `base` is the version being undone, `ours` the live value, `theirs`
 * the value before that version. Where the live value is still the version's, the value before it is
 * taken; where the version did not touch a value, the live one is kept; anything changed on both sides
 * is a conflict at its path. Lists are merged item by item only when all three have the same length
 * (an item added or removed on both sides is a conflict: the list is named).
 */
export function merge3(base: unknown, ours: unknown, theirs: unknown, path: JsonPath): { value: unknown } | { conflict: JsonPath } {
  if (same(ours, base)) return { value: theirs };
  if (same(theirs, base)) return { value: ours };
  if (same(ours, theirs)) return { value: ours };
  if (isObject(base) && isObject(ours) && isObject(theirs)) {
    const value: Record<string, unknown> = {};
    // The live file's order first, then keys only the older version had.
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs), ...Object.keys(base)])) {
      const merged = merge3(base[key], ours[key], theirs[key], [...path, key]);
      if ('conflict' in merged) return merged;
      if (merged.value !== undefined) value[key] = merged.value;
    }
    return { value };
  }
  if (Array.isArray(base) && Array.isArray(ours) && Array.isArray(theirs) && base.length === ours.length && base.length === theirs.length) {
    const value: unknown[] = [];
    for (let i = 0; i < base.length; i++) {
      const merged = merge3(base[i], ours[i], theirs[i], [...path, i]);
      if ('conflict' in merged) return merged;
      value.push(merged.value);
    }
    return { value };
  }
  return { conflict: path };
}

function parse(text: string | undefined | null): unknown {
  try {
    return text === undefined || text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
