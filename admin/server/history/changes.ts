// What a version changed, in the words of the editor's screens: "Price plans, plan 1 'Basic': Price in
// rupees 1,999 → 2,099", never JSON. Two texts of a config file are compared value by value; lists are
// lined up item by item (an inserted FAQ is one added item, not every later item changed), and the place
// of each change is named with the labels the editor shows (engine/config/field-words.ts, from the schemas).
import type { SchemaFiles } from '../../../engine/config/schema-model.ts';
import { placeOnScreen } from '../../../engine/config/field-words.ts';
import { entrySlug } from '../../../engine/collections/entries.ts';
import type { ChangeLine, FileInWords } from './types.ts';

type JsonPath = (string | number)[];

const MAX_LINES = 200;

/** The schema file a config file names in "$schema" ("../schemas/page.schema.json" → "page.schema.json"). */
function schemaKeyOf(data: unknown): string | undefined {
  const ref = (data as { $schema?: unknown } | undefined)?.$schema;
  return typeof ref === 'string' ? /schemas\/(.+\.schema\.json)$/.exec(ref)?.[1] : undefined;
}

const parse = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The name the editor's lists give a file. */
export function fileTitle(file: string, data: unknown): string {
  const d = data as { paths?: unknown; title?: unknown } | undefined;
  // What the file says of itself is better than its name: a page's address, an entry's title.
  if (file.startsWith('pages/') && Array.isArray(d?.paths) && typeof d.paths[0] === 'string') return `Page ${d.paths[0]}`;
  const kind = KINDS[file.split('/')[0]!];
  if (kind && kind !== 'Page' && kind !== 'Rate table' && typeof d?.title === 'string') return `${kind} '${d.title.length > 60 ? `${d.title.slice(0, 60)}…` : d.title}'`;
  return fileNameInWords(file);
}

const WHOLE_FILES: Record<string, string> = {
  'site.json': 'Site facts',
  'navigation.json': 'Menus',
  'compliance-calendar.json': 'Compliance calendar',
  'collections.json': 'Updates & guides settings',
  'README.md': 'The editors’ guide',
};
const KINDS: Record<string, string> = { pages: 'Page', rules: 'Rate table', updates: 'Update', guides: 'Guide', jobs: 'Job opening', images: 'Picture' };

/** A file named from its name alone (the list of versions does not read every file): "Page gst", "Menus". */
export function fileNameInWords(file: string): string {
  if (WHOLE_FILES[file]) return WHOLE_FILES[file];
  const [folder, ...rest] = file.split('/');
  // A translation, by its language's code and the English file it translates: "Translation (hi) of Page gst".
  if (folder === 'translations' && rest.length > 1) return `Translation (${rest[0]}) of ${fileNameInWords(rest.slice(1).join('/'))}`;
  const name = rest.join('/').replace(/\.json$/, '');
  return rest.length && folder && KINDS[folder] ? `${KINDS[folder]} ${name}` : file;
}

/** A value as the editor shows it: text in quotes, amounts with Indian grouping, Yes/No, a list item by its name, a list by its items. */
export function valueInWords(value: unknown): string {
  if (typeof value === 'string') return `"${value.length > 160 ? `${value.slice(0, 160)}…` : value}"`;
  if (typeof value === 'number') return value.toLocaleString('en-IN');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return listInWords(value);
  return itemInWords(value, 60) ?? 'a group of fields';
}

/** A list of up to 4 items is named item by item; a longer one by its first 3, the rest counted ("'A', 'B', 'C' and 2 more"). */
const NAMED_ITEMS = 3;

/**
 * A list by what its items say, as a person reads it (it said "2 items"): "'Late fee' and 'Interest'",
 * a table's row by its cells, a list of rows or groups by each one's first text; past three, the rest
 * are counted. Items with nothing to show (an empty cell, a group without a text) are counted too.
 */
export function listInWords(list: unknown[]): string {
  if (list.length === 0) return 'none';
  const words = list.map((v) => itemInWords(v));
  const named = words.filter((w): w is string => w !== undefined).slice(0, list.length <= NAMED_ITEMS + 1 ? NAMED_ITEMS + 1 : NAMED_ITEMS);
  const rest = list.length - named.length;
  if (named.length === 0)
    return list.every((v) => v === '') ? (list.length === 1 ? 'an empty text' : `${list.length} empty texts`) : list.length === 1 ? '1 item' : `${list.length} items`;
  if (rest === 0) return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${named.join(', ')} and ${rest} more`;
}

/** One item of a list in a few words: a text in quotes, an amount, Yes/No, a group by its name or first text, a row by its first cell; undefined when it says nothing. */
function itemInWords(item: unknown, max = 40): string | undefined {
  const quoted = (text: string) => {
    const line = text.replace(/\s+/g, ' ').trim();
    return line ? `'${line.length > max ? `${line.slice(0, max).replace(/\s+\S*$/, '')}…` : line}'` : undefined;
  };
  if (typeof item === 'string') return quoted(item);
  if (typeof item === 'number' || typeof item === 'boolean') return valueInWords(item);
  if (Array.isArray(item)) return item.map((v) => itemInWords(v, max)).find((w) => w !== undefined);
  if (!item || typeof item !== 'object') return undefined;
  const record = item as Record<string, unknown>;
  const texts = Object.entries(record)
    .filter(([k, v]) => k !== 'type' && k !== 'id' && typeof v === 'string' && v.trim())
    .map(([, v]) => v as string);
  // Its name first; else a text of words (a step's description) before a single token (an icon's name, a link).
  const first =
    ['name', 'label', 'title', 'question', 'heading'].map((k) => record[k]).find((v): v is string => typeof v === 'string' && !!v.trim()) ??
    texts.find((v) => /\s/.test(v.trim())) ??
    texts[0];
  return first === undefined ? undefined : quoted(first);
}

type RawChange = { kind: ChangeLine['kind']; path: JsonPath; before?: unknown; after?: unknown };

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every difference between two values, by JSON path; lists lined up by their longest common run of equal items. */
export function rawChanges(before: unknown, after: unknown, path: JsonPath = [], out: RawChange[] = []): RawChange[] {
  if (same(before, after)) return out;
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (key === '$schema') continue;
      if (!(key in before)) out.push({ kind: 'added', path: [...path, key], after: after[key] });
      else if (!(key in after)) out.push({ kind: 'removed', path: [...path, key], before: before[key] });
      else rawChanges(before[key], after[key], [...path, key], out);
    }
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    lineUp(before, after, path, out);
    return out;
  }
  out.push({ kind: 'changed', path, before, after });
  return out;
}

/** Items equal in both lists stay matched; between two matches, items are paired (edited) and the rest added or removed. */
function lineUp(a: unknown[], b: unknown[], path: JsonPath, out: RawChange[]) {
  const keyA = a.map((v) => JSON.stringify(v));
  const keyB = b.map((v) => JSON.stringify(v));
  // Longest common subsequence table (lists here are short: plans, questions, sections, menu items).
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = keyA[i] === keyB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  let i = 0;
  let j = 0;
  const gap = (iEnd: number, jEnd: number) => {
    while (i < iEnd && j < jEnd) rawChanges(a[i++], b[j], [...path, j++], out);
    while (i < iEnd) out.push({ kind: 'removed', path: [...path, i], before: a[i++] });
    while (j < jEnd) out.push({ kind: 'added', path: [...path, j], after: b[j++] });
  };
  while (i < a.length && j < b.length) {
    if (keyA[i] === keyB[j]) {
      i++;
      j++;
      continue;
    }
    // Find the next matched pair, then settle the gap before it.
    let ni = i;
    let nj = j;
    while (ni < a.length && nj < b.length && keyA[ni] !== keyB[nj]) {
      if (lcs[ni + 1]![nj]! >= lcs[ni]![nj + 1]!) ni++;
      else nj++;
    }
    // No further match: the rest of both lists is one gap.
    if (ni === a.length || nj === b.length) break;
    gap(ni, nj);
  }
  gap(a.length, b.length);
}

/** Where a value is, as the editor's screens name it: "Price plans, plan 1 'Basic': Price in rupees". */
export function fieldInWords(schemas: SchemaFiles, data: unknown, path: JsonPath): string {
  const rootKey = schemaKeyOf(data);
  const { place, label } = rootKey ? placeOnScreen(schemas, rootKey, data, path) : { place: '', label: '' };
  const last = path.at(-1);
  const what = typeof last === 'number' ? '' : label || String(last ?? '');
  const words = [place, what].filter(Boolean).join(': ') || 'The whole file';
  return words[0]!.toUpperCase() + words.slice(1);
}

const ENTRY_PATHS: Record<string, string> = { updates: '/updates', guides: '/guides', jobs: '/careers' };

/**
 * What people call a page or an entry, and its address on the site: "GST Registration" at /gst (the
 * hero's heading when short, else the page title before " | "), an update by its title at /updates/<slug>.
 * Undefined for a file that is not a page of its own (site facts, menus, rate tables, pictures).
 */
export function pageOf(file: string, data: unknown): { name: string; address: string | null } | undefined {
  const d = (data ?? {}) as { paths?: unknown; title?: unknown; slug?: unknown; blocks?: unknown };
  const [folder, ...rest] = file.split('/');
  const slug = rest.join('/').replace(/\.json$/, '');
  if (folder === 'pages' && rest.length) {
    const heading = Array.isArray(d.blocks) ? (d.blocks as { heading?: unknown }[]).find((b) => typeof b?.heading === 'string')?.heading : undefined;
    const fromTitle =
      typeof d.title === 'string'
        ? d.title
            .split(' | ')[0]!
            .replace(/\s*(from\s*)?\{[^}]*\}/g, '')
            .trim()
        : '';
    const name = typeof heading === 'string' && heading.length <= 40 ? heading : fromTitle || (typeof heading === 'string' ? heading : slug);
    return { name: cut(name), address: Array.isArray(d.paths) && typeof d.paths[0] === 'string' ? d.paths[0] : null };
  }
  if (folder && ENTRY_PATHS[folder] && rest.length) {
    const title = typeof d.title === 'string' ? d.title : slug;
    // The engine's address of an entry: its "slug", else its title made into one.
    return { name: cut(title), address: `${ENTRY_PATHS[folder]}/${entrySlug({ slug: typeof d.slug === 'string' ? d.slug : undefined, title })}` };
  }
  return undefined;
}

const cut = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** One file of a version in words. */
export function fileInWords(change: { file: string; status: FileInWords['status']; before: string | undefined; after: string | undefined }, schemas: SchemaFiles): FileInWords {
  const before = parse(change.before);
  const after = parse(change.after);
  const title = fileTitle(change.file, after ?? before);
  if (!change.file.endsWith('.json')) {
    const what = change.file.startsWith('images/') ? 'Picture' : 'File';
    const note = change.status === 'added' ? `${what} added` : change.status === 'removed' ? `${what} deleted` : what === 'Picture' ? 'Picture replaced' : 'File changed';
    return { file: change.file, title, status: change.status, lines: [], note };
  }
  if ((change.before !== undefined && before === undefined) || (change.after !== undefined && after === undefined)) {
    return { file: change.file, title, status: change.status, lines: [], note: 'This version of the file is not valid JSON, so its changes cannot be listed.' };
  }
  if (change.status === 'added') return { file: change.file, title, status: 'added', lines: [], note: 'All of it is new.' };
  if (change.status === 'removed') return { file: change.file, title, status: 'removed', lines: [], note: 'All of it was deleted.' };
  const raw = rawChanges(before, after);
  const lines = raw.slice(0, MAX_LINES).map((c): ChangeLine => {
    // The place is read from the side the value is in (a removed item only exists before).
    const field = fieldInWords(schemas, c.kind === 'removed' ? before : after, c.path);
    return {
      kind: c.kind,
      field,
      ...(c.kind !== 'added' ? { before: valueInWords(c.before) } : {}),
      ...(c.kind !== 'removed' ? { after: valueInWords(c.after) } : {}),
    };
  });
  const more = raw.length - lines.length;
  return { file: change.file, title, status: 'changed', lines, ...(more > 0 ? { note: `and ${more} more changes` } : {}) };
}
