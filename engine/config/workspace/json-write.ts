// Writes a changed JSON value back into the file's existing text with the smallest edits, so a
// reviewer's diff shows only what the editor changed — even in files whose short lists are written
// on one line. New values are formatted with 2-space indentation. Falls back to a full reformat only
// if the edited text would not parse back to exactly the new value.
import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions, type JSONPath, type Node } from 'jsonc-parser';

const formatting: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/** Equal content: the same value (NaN equals NaN), or lists and objects holding equal content. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b || Object.is(a, b)) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => deepEqual(v, (b as unknown[])[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b as object, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Same content and the same key order everywhere. */
function sameText(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** One-line style used in these files for short groups: { "label": "About", "href": "/about" } and ["a", "b"]. */
function compact(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(compact).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${compact(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

function lineStart(text: string, offset: number) {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function isOneLine(text: string, node: Node) {
  return !text.slice(node.offset, node.offset + node.length).includes('\n');
}

/** `value` as text for a place whose line starts at `lineOffset`: pretty with that line's indentation, or on one line. */
function render(text: string, lineOffset: number, value: unknown, oneLine: boolean): string {
  if (oneLine || value === null || typeof value !== 'object') return compact(value);
  const indent = /^[ \t]*/.exec(text.slice(lineOffset))![0];
  return JSON.stringify(value, null, 2)
    .split('\n')
    .join('\n' + indent);
}

function nodeAt(text: string, path: JSONPath): Node | undefined {
  const tree = parseTree(text);
  return tree && findNodeAtLocation(tree, path);
}

function replace(text: string, path: JSONPath, value: unknown): string {
  const node = nodeAt(text, path);
  if (!node) return applyEdits(text, modify(text, path, value, { formattingOptions: formatting }));
  const rendered = render(text, lineStart(text, node.offset), value, isOneLine(text, node));
  return text.slice(0, node.offset) + rendered + text.slice(node.offset + node.length);
}

const PLACEHOLDER = '\u0000editor-insert\u0000';

/** Inserts a property or array item (jsonc-parser places it), then writes the value in the style of its siblings. */
function insert(
  text: string,
  path: JSONPath,
  value: unknown,
  siblingOneLine: boolean,
  options: { isArrayInsertion?: boolean; getInsertionIndex?: (props: string[]) => number },
  raw?: string,
): string {
  const withPlaceholder = applyEdits(text, modify(text, path, PLACEHOLDER, { formattingOptions: formatting, ...options }));
  const quoted = JSON.stringify(PLACEHOLDER);
  const at = withPlaceholder.indexOf(quoted);
  if (at < 0) return applyEdits(text, modify(text, path, value, { formattingOptions: formatting, ...options }));
  const written = raw ?? render(withPlaceholder, lineStart(withPlaceholder, at), value, siblingOneLine);
  return withPlaceholder.slice(0, at) + written + withPlaceholder.slice(at + quoted.length);
}

function remove(text: string, path: JSONPath): string {
  return applyEdits(text, modify(text, path, undefined, { formattingOptions: formatting }));
}

function childOneLine(text: string, container: Node | undefined): boolean {
  const kids = (container?.children ?? []).map((c) => (c.type === 'property' ? c.children?.[1] : c)).filter((c): c is Node => !!c && (c.type === 'object' || c.type === 'array'));
  return kids.length > 0 && kids.every((c) => isOneLine(text, c));
}

function update(text: string, path: JSONPath, before: unknown, after: unknown): string {
  if (sameText(before, after)) return text;
  const node = nodeAt(text, path);
  const bothObjects = isObject(before) && isObject(after);
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  // A group written on one line is rewritten on one line: that is a one-line change anyway.
  if (!node || !(bothObjects || bothArrays) || isOneLine(text, node)) return replace(text, path, after);
  if (bothObjects) {
    const common = Object.keys(after).filter((k) => k in before);
    const beforeOrder = Object.keys(before).filter((k) => k in after);
    // Moving keys around cannot be done key by key; rewrite this group.
    if (common.join('\0') !== beforeOrder.join('\0')) return replace(text, path, after);
    for (const k of Object.keys(before)) if (!(k in after)) text = remove(text, [...path, k]);
    const keys = Object.keys(after);
    keys.forEach((k, i) => {
      if (k in before) {
        text = update(text, [...path, k], before[k], after[k]);
      } else {
        // Insert after the key that precedes it in the new value (already written), so the file follows the new order.
        const previous = keys[i - 1];
        const oneLine = childOneLine(text, nodeAt(text, path));
        text = insert(text, [...path, k], after[k], oneLine, { getInsertionIndex: (props) => (previous ? props.indexOf(previous) + 1 : 0) });
      }
    });
    return text;
  }
  return updateArray(text, path, before as unknown[], after as unknown[]);
}

/** Longest common subsequence of equal items; items between matches are edited in place, removed or inserted. */
function updateArray(text: string, path: JSONPath, before: unknown[], after: unknown[]): string {
  // A moved item is written back exactly as it was (same layout), not reformatted.
  const node = nodeAt(text, path);
  const originalText = (value: unknown) => {
    const i = before.findIndex((b) => sameText(b, value));
    const child = i >= 0 ? node?.children?.[i] : undefined;
    return child ? text.slice(child.offset, child.offset + child.length) : undefined;
  };
  const moved = after.map(originalText);
  const n = before.length;
  const m = after.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = sameText(before[i], after[j]) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  let i = 0;
  let j = 0;
  let at = 0; // index in the array as currently written
  let newGapStart = 0;
  const flushGap = (oldGap: unknown[], newGap: unknown[]) => {
    const paired = Math.min(oldGap.length, newGap.length);
    for (let k = 0; k < paired; k++) text = update(text, [...path, at++], oldGap[k], newGap[k]);
    for (let k = paired; k < oldGap.length; k++) text = remove(text, [...path, at]);
    for (let k = paired; k < newGap.length; k++)
      text = insert(text, [...path, at++], newGap[k], childOneLine(text, nodeAt(text, path)), { isArrayInsertion: true }, moved[newGapStart + k]);
  };
  let oldGap: unknown[] = [];
  let newGap: unknown[] = [];
  while (i < n || j < m) {
    if (i < n && j < m && sameText(before[i], after[j])) {
      flushGap(oldGap, newGap);
      oldGap = [];
      newGap = [];
      i++;
      j++;
      at++;
      newGapStart = j;
    } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      oldGap.push(before[i++]);
    } else {
      newGap.push(after[j++]);
    }
  }
  flushGap(oldGap, newGap);
  return text;
}

/** The new text of a JSON file whose current text is `oldText`, holding `value`. */
export function writeJsonMinimal(oldText: string | undefined, value: unknown): string {
  if (oldText === undefined) return formatJson(value);
  let before: unknown;
  try {
    before = JSON.parse(oldText);
  } catch {
    return formatJson(value); // the file on disk is broken; write it cleanly
  }
  try {
    const text = update(oldText, [], before, value);
    if (sameText(JSON.parse(text), value)) return text.endsWith('\n') ? text : text + '\n';
  } catch {
    // fall through to a clean rewrite
  }
  return formatJson(value);
}
