// Reads a JSON file keeping positions, so every problem can name file:line:column.
import { parseTree, findNodeAtLocation, printParseErrorCode, visit, type JSONPath, type Node, type ParseError } from 'jsonc-parser';
import { samePath } from './page-walk.ts';

export interface SourceFile {
  /** Path as shown to people, relative to the project, e.g. "site-config/pages/gst.json". */
  path: string;
  text: string;
  tree: Node | undefined;
  /** Parsed value; undefined when the file is not valid JSON. */
  data: unknown;
  syntaxError?: { offset: number; message: string };
}

export function readJsonSource(path: string, rawText: string): SourceFile {
  // Some editors (Notepad, Excel exports) start a file with an invisible byte-order mark; it is harmless, so drop it.
  const text = rawText.startsWith(BYTE_ORDER_MARK) ? rawText.slice(1) : rawText;
  // JSON.parse, not the tree's values: those are prototype-less objects, which ajv's uniqueItems cannot compare.
  // Valid JSON (nearly every file) gets its tree of positions only when a problem needs a line.
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const errors: ParseError[] = [];
    const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
    const first = errors[0];
    return { path, text, tree, data: undefined, ...(first ? { syntaxError: describeSyntaxError(text, first) } : {}) };
  }
  let tree: Node | undefined | null = null;
  return {
    path,
    text,
    data,
    get tree() {
      if (tree === null) tree = parseTree(text, [], { allowTrailingComma: false, disallowComments: true });
      return tree;
    },
  };
}

const BYTE_ORDER_MARK = '\uFEFF';

/** Plain-words explanation of a JSON syntax error, with the fix a non-developer needs. */
function describeSyntaxError(text: string, error: ParseError): { offset: number; message: string } {
  const before = text.slice(0, error.offset).trimEnd();
  const next = text.slice(error.offset).trimStart()[0];
  if (before.endsWith(',') && (next === '}' || next === ']')) {
    return { offset: before.length - 1, message: 'there is a comma after the last item — delete that comma (the last item in a list or group has none)' };
  }
  if (before.endsWith(',') && next === ',') {
    return { offset: error.offset, message: 'there are two commas in a row — delete one of them' };
  }
  if (printParseErrorCode(error.error) === 'UnexpectedEndOfString') {
    // The parser points at the opening quote; the missing one belongs at the end of the text on that line.
    const lineEnd = text.indexOf('\n', error.offset);
    const rest = text.slice(error.offset, lineEnd < 0 ? text.length : lineEnd).replace(/\s*,?\s*$/, '');
    return { offset: error.offset + Math.max(rest.length, 1), message: NOT_CLOSED };
  }
  return quoteOrNumberMistake(text, error) ?? missingCloseBrace(text, error) ?? { offset: error.offset, message: syntaxMessage(error) };
}

/** Where the innermost `{` or `[` still open at `end` starts (strings skipped), or undefined. */
function unclosedBracket(text: string, end: number): { offset: number; char: '{' | '[' } | undefined {
  const open: number[] = [];
  for (let i = 0; i < end; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < end && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '{' || c === '[') open.push(i);
    else if (c === '}' || c === ']') open.pop();
  }
  const at = open.at(-1);
  return at === undefined ? undefined : { offset: at, char: text[at] as '{' | '[' };
}

/**
 * A `{` where a property name belongs, a `}` closing a `[`, or the file ending early, means a group was not closed. Name the
 * `{` that is still open, and point at the end of the last value written inside it — where the `}` belongs.
 */
function missingCloseBrace(text: string, error: ParseError): { offset: number; message: string } | undefined {
  const code = printParseErrorCode(error.error);
  const next = text[error.offset];
  const groupStartsHere = code === 'PropertyNameExpected' && (next === '{' || next === '[');
  const open = unclosedBracket(text, error.offset);
  if (!open) return undefined;
  // A } where the open group is a [ (or the reverse): the inner group was not closed.
  const wrongCloser = (next === '}' && open.char === '[') || (next === ']' && open.char === '{');
  if (!groupStartsHere && !wrongCloser && code !== 'CloseBraceExpected' && code !== 'CloseBracketExpected') return undefined;
  const close = open.char === '{' ? '}' : ']';
  const { line, column } = lineColumn(text, open.offset);
  const lastValueEnd = text.slice(0, error.offset).replace(/[\s,]*$/, '').length;
  return { offset: lastValueEnd, message: `a ${close} is missing — the ${open.char} at line ${line}, column ${column} is not closed; add ${close} after its last item` };
}

const NOT_CLOSED = 'a text value is not closed — add the missing " at the end of the text';

/**
 * The usual causes of "invalid character" are a missing or extra " and a number written like text
 * (1,999 or ₹1999). The parser notices them one word late, so point at the place to fix instead.
 */
function quoteOrNumberMistake(text: string, error: ParseError): { offset: number; message: string } | undefined {
  const code = printParseErrorCode(error.error);
  const char = text[error.offset] ?? '';
  const lineBefore = text.slice(text.lastIndexOf('\n', error.offset - 1) + 1, error.offset);
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && /\d/.test(char) && /\d,$/.test(lineBefore)) {
    const written = /\d[\d,]*$/.exec(lineBefore)![0] + /^[\d,]*/.exec(text.slice(error.offset))![0];
    const number = written.replace(/,+$/, '');
    return { offset: error.offset - /[\d,]*$/.exec(lineBefore)![0].length, message: `numbers are written without commas — write ${number.replace(/,/g, '')} instead of ${number}` };
  }
  if (code !== 'InvalidSymbol') return undefined;
  // Word processors and phones turn " into curly quotes; JSON only accepts the straight one.
  if ('“”„‟″'.includes(char)) return { offset: error.offset, message: 'curly quotes — replace “ ” with " (straight double quotes)' };
  if ("'‘’".includes(char)) return { offset: error.offset, message: 'single quotes — text is written between double quotes, "like this", not \'like this\'' };
  if (char === '₹') {
    const written = /^₹\s*\d[\d,]*/.exec(text.slice(error.offset))?.[0].replace(/,+$/, '');
    const fix = written ? `write ${written.replace(/[₹\s,]/g, '')} instead of ${written}` : 'write 1999, not ₹1,999';
    return { offset: error.offset, message: `numbers are written without the ₹ sign or commas — ${fix} (the site adds the ₹ sign itself)` };
  }
  const word = /^[\p{L}\p{N}_]+/u.exec(text.slice(error.offset))?.[0];
  if (!word) return undefined;
  if (/^(true|false|null)$/i.test(word)) return { offset: error.offset, message: `write ${word.toLowerCase()} in small letters, without quotes` };
  // A word glued to a " : that quote ended the text before it, so a " is missing there, or is one too many.
  const glued = /"((?:[^"\\\n]|\\.)*)"$/.exec(lineBefore);
  if (glued) {
    const content = glued[1]!;
    const contentStart = error.offset - 1 - content.length;
    const separator = /\s*[,:]\s*$/.exec(content);
    if (separator) return { offset: contentStart + separator.index, message: NOT_CLOSED };
    return { offset: error.offset - 1, message: 'a " inside the text ends it too early — remove it, write it as \\" or use other quote marks (‘ ’)' };
  }
  return { offset: error.offset, message: 'this text has no " at its start — text is written between double quotes, "like this"' };
}

function syntaxMessage(error: ParseError): string {
  const code = printParseErrorCode(error.error);
  switch (code) {
    case 'UnexpectedEndOfString':
      return NOT_CLOSED;
    case 'CommaExpected':
      return 'a comma is missing — put a comma between this item and the one before it';
    case 'ColonExpected':
      return 'a colon is missing — write "name": value';
    case 'PropertyNameExpected':
      return 'expected a property name in double quotes, like "title"';
    case 'ValueExpected':
      return 'a value is missing or not valid here — text needs double quotes ("like this"), numbers have no quotes';
    case 'CloseBraceExpected':
      return 'a } is missing — every { needs a matching }';
    case 'CloseBracketExpected':
      return 'a ] is missing — every [ needs a matching ]';
    case 'InvalidSymbol':
      return 'this character is not valid JSON — text needs double quotes ("like this")';
    case 'EndOfFileExpected':
      return 'there is more text after the end of the file’s main { } — remove it';
    case 'InvalidCommentToken':
      return 'comments (// or /* */) are not allowed in these files — remove the comment';
    default:
      return `the file is not valid JSON (${code})`;
  }
}

/** The offsets where the lines of the last text asked about start (many problems in one file ask in turn). */
let linesOf: { text: string; starts: number[] } | undefined;

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  if (linesOf?.text !== text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    linesOf = { text, starts };
  }
  const { starts } = linesOf;
  const at = Math.max(0, Math.min(offset, text.length));
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 };
}

/** How often each file was searched by scanning; past a few, its tree is built once and used instead. */
const scans = new WeakMap<SourceFile, number>();
const SCANS_BEFORE_TREE = 8;

/** Offset of the value at a JSON path; for `key: true`, the offset of the property's name instead. */
export function offsetOf(file: SourceFile, path: (string | number)[], key = false): number {
  // Most problems name a value that exists: find it by scanning up to it, without the file's whole tree
  // (a thousand pages with a warning each spent 0.2 s building trees). A file with many problems (an
  // editor's paste, hundreds of refused values) builds its tree once instead of scanning for each.
  const count = (scans.get(file) ?? 0) + 1;
  scans.set(file, count);
  if (file.data !== undefined && !(count > SCANS_BEFORE_TREE && file.tree)) {
    const found = scanTo(file.text, path, key);
    if (found !== undefined) return found;
  }
  if (!file.tree) return 0;
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(file.tree, path.slice(0, depth));
    if (!node) continue;
    if (key && depth === path.length && node.parent?.type === 'property') return node.parent.offset;
    return node.offset;
  }
  return file.tree.offset;
}

const FOUND = Symbol('found');

/** The offset of the value at `path` (of its property's name with `key`), scanning only up to it; undefined when it is not there. */
function scanTo(text: string, path: (string | number)[], key: boolean): number | undefined {
  if (path.length === 0) return undefined;
  let depth = 0;
  let offsetFound: number | undefined;
  const atValue = (offset: number, pathSupplier: () => JSONPath) => {
    if (depth === path.length && samePath(pathSupplier(), path)) {
      offsetFound = offset;
      throw FOUND;
    }
  };
  try {
    visit(
      text,
      {
        onObjectBegin: (offset, _l, _sl, _sc, pathSupplier) => {
          if (!key) atValue(offset, pathSupplier);
          depth++;
        },
        onObjectEnd: () => {
          depth--;
        },
        onArrayBegin: (offset, _l, _sl, _sc, pathSupplier) => {
          if (!key) atValue(offset, pathSupplier);
          depth++;
        },
        onArrayEnd: () => {
          depth--;
        },
        onLiteralValue: (_v, offset, _l, _sl, _sc, pathSupplier) => {
          if (!key) atValue(offset, pathSupplier);
        },
        onObjectProperty: (property, offset, _l, _sl, _sc, pathSupplier) => {
          // The property's own path is its object's path and its name.
          if (key && depth === path.length && property === path[path.length - 1] && samePath([...pathSupplier(), property], path)) {
            offsetFound = offset;
            throw FOUND;
          }
        },
      },
      { disallowComments: true, allowTrailingComma: false },
    );
  } catch (error) {
    if (error !== FOUND) throw error;
  }
  return offsetFound;
}

/** Offset of a property's name inside the object at `objectPath`. */
export function offsetOfKey(file: SourceFile, objectPath: (string | number)[], name: string): number {
  const obj = file.tree && findNodeAtLocation(file.tree, objectPath);
  const prop = obj?.children?.find((p) => p.children?.[0]?.value === name);
  return prop?.offset ?? offsetOf(file, objectPath);
}
