// Helpers for tests that edit a copy of the real site-config the way a person would: by typing into the
// text (pasting an item after the last one, changing one value), never by rewriting a whole file.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

export const ROOT = join(import.meta.dirname, '..', '..');
export const GUIDE = join(ROOT, 'site-config', 'README.md');

type JsonPath = (string | number)[];

/** A throwaway copy of the project's site-config/ at <tmp>/site-config (so printed paths read "site-config/…"). */
export function copySiteConfig() {
  const root = mkdtempSync(join(tmpdir(), 'authoring-'));
  const dir = join(root, 'site-config');
  mkdirSync(dir);
  cpSync(join(ROOT, 'site-config'), dir, { recursive: true, filter: (src) => !src.endsWith('.md') });
  const file = (name: string) => join(dir, name);
  return {
    root,
    dir,
    out: join(root, 'dist'),
    read: (name: string) => readFileSync(file(name), 'utf8'),
    write: (name: string, text: string) => writeFileSync(file(name), text),
    json: (name: string) => JSON.parse(readFileSync(file(name), 'utf8')) as Record<string, any>,
    /** Applies a text edit to one file. */
    edit: (name: string, change: (text: string) => string) => writeFileSync(file(name), change(readFileSync(file(name), 'utf8'))),
    /** Turns a path as printed by the validator (relative to the working directory) into "site-config/…". */
    shorten: (printed: string) => printed.replaceAll(relative(process.cwd(), root).split('\\').join('/') + '/', ''),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

export type ConfigCopy = ReturnType<typeof copySiteConfig>;

/** Runs the real build (validate → bundle → prerender) on a copy; returns its log, throws on failure. */
export function buildCopy(copy: ConfigCopy): string {
  return execFileSync(process.execPath, [join(ROOT, 'node_modules/.bin/tsx'), join(ROOT, 'scripts/build.ts')], {
    cwd: ROOT,
    env: { ...process.env, SITE_CONFIG_DIR: copy.dir, SITE_OUT_DIR: copy.out },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

function nodeAt(text: string, path: JsonPath): Node {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, path);
  if (!node) throw new Error(`Nothing at ${JSON.stringify(path)} — has the file's layout changed?`);
  return node;
}

/** The text offset of the value at `path` (where a cursor would be put to change it). */
export function offsetAt(text: string, path: JsonPath): number {
  return nodeAt(text, path).offset;
}

/** The text offset just after the value at `path` (after its closing } or ] or "). */
export function endAt(text: string, path: JsonPath): number {
  const node = nodeAt(text, path);
  return node.offset + node.length;
}

/** Deletes the property at `path` ("name": value) with the comma that separated it from a neighbour. */
export function removeProperty(text: string, path: JsonPath): string {
  const property = nodeAt(text, path).parent!;
  const siblings = property.parent!.children!;
  const i = siblings.indexOf(property);
  const next = siblings[i + 1];
  if (next) return text.slice(0, property.offset) + text.slice(next.offset);
  const previous = siblings[i - 1];
  const start = previous ? previous.offset + previous.length : property.offset;
  return text.slice(0, start) + text.slice(property.offset + property.length);
}

/** Line and column (both from 1) of an offset, as editors and the validator count them. */
export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** Replaces the value at `path` with `raw` text, leaving everything else as it was. */
export function replaceValue(text: string, path: JsonPath, raw: string): string {
  const node = nodeAt(text, path);
  return text.slice(0, node.offset) + raw + text.slice(node.offset + node.length);
}

function indentOf(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** The snippet's lines moved to `indent` (the first line is placed by the caller). */
function reindent(snippet: string, indent: string): string {
  const lines = snippet.replace(/^\n+|\s+$/g, '').split('\n');
  const base = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l, i) => (i === 0 ? '' : indent) + l.slice(base)).join('\n');
}

/**
 * Pastes `snippet` as a new last item of the list at `path`: a comma after the current last item,
 * then the snippet on a new line with the same indentation (or on the same line for a one-line list).
 */
export function pasteAfterLast(text: string, path: JsonPath, snippet: string): string {
  const list = nodeAt(text, path);
  const last = list.children?.at(-1);
  if (!last) throw new Error(`The list at ${JSON.stringify(path)} is empty`);
  const end = last.offset + last.length;
  const oneLine = !text.slice(list.offset, end).includes('\n');
  const addition = oneLine ? `, ${snippet.trim()}` : `,\n${indentOf(text, last.offset)}${reindent(snippet, indentOf(text, last.offset))}`;
  return text.slice(0, end) + addition + text.slice(end);
}

/** Pastes `snippet` as the new first item of the list at `path` (for lists kept newest first). */
export function pasteBeforeFirst(text: string, path: JsonPath, snippet: string): string {
  const list = nodeAt(text, path);
  const first = list.children?.[0];
  if (!first) throw new Error(`The list at ${JSON.stringify(path)} is empty`);
  const indent = indentOf(text, first.offset);
  const oneLine = !text.slice(list.offset, first.offset + first.length).includes('\n');
  const addition = oneLine ? `${snippet.trim()}, ` : `${reindent(snippet, indent)},\n${indent}`;
  return text.slice(0, first.offset) + addition + text.slice(first.offset);
}

/** Index of the first block of `type` on a page (throws when the page has none). */
export function blockIndex(page: Record<string, any>, type: string): number {
  const index = (page.blocks as { type: string }[]).findIndex((b) => b.type === type);
  if (index < 0) throw new Error(`The page has no "${type}" block`);
  return index;
}

/**
 * The JSON snippets of the guide (site-config/README.md), by the name in the HTML comment
 * `<!-- snippet: name -->` right above each ```json block, so tests perform exactly what it shows.
 */
export function guideSnippets(): Map<string, string> {
  const text = readFileSync(GUIDE, 'utf8');
  const snippets = new Map<string, string>();
  for (const match of text.matchAll(/<!-- snippet: ([\w-]+) -->\s*```json\n([\s\S]*?)```/g)) snippets.set(match[1]!, match[2]!);
  return snippets;
}

export function guideSnippet(name: string): string {
  const snippet = guideSnippets().get(name);
  if (snippet === undefined) throw new Error(`site-config/README.md has no snippet "${name}"`);
  return snippet;
}

/** A snippet of property lines ("name": value, …) read as one object. */
export function propertiesOf(snippet: string): Record<string, any> {
  return JSON.parse(`{${snippet.trim().replace(/,$/, '')}}`) as Record<string, any>;
}
