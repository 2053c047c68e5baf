// A language's version of an English config value: each translated text put in place of its English,
// every other value (figures, prices, dates, links, ids) kept from the English. A text with no
// translation, or whose English changed since it was translated, stays English and is marked, so the
// page can say it is English (lang="en") — see markFallback.
import type { JsonPath } from '../config/places.ts';
import { fingerprint } from './fingerprint.ts';
import type { SourceText } from './texts.ts';
import type { Translation } from '../generated/config.ts';

/** Private-use characters around a text left in English; the renderer turns them into <span lang="en"> (fallback-html.ts). */
export const FALLBACK_OPEN = '\uE000';
export const FALLBACK_CLOSE = '\uE001';
export const markFallback = (text: string) => FALLBACK_OPEN + text + FALLBACK_CLOSE;

export type TextState = 'translated' | 'missing' | 'stale';

export interface TextStatus {
  key: string;
  state: TextState;
}

/** Whether each text of the English file has a current translation. */
export function textStates(texts: SourceText[], translation: Translation | undefined): TextStatus[] {
  return texts.map(({ key, english }) => {
    const entry = translation?.texts[key];
    return { key, state: !entry ? 'missing' : entry.fingerprint === fingerprint(english) ? 'translated' : 'stale' };
  });
}

function setAt(root: unknown, path: JsonPath, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) {
    node = node?.[seg] as Record<string | number, unknown>;
    if (!node || typeof node !== 'object') return;
  }
  const last = path[path.length - 1]!;
  if (node && typeof node === 'object' && last in node) node[last] = value;
}

/** The value at `path` in `root`, or undefined. */
export function getAt(root: unknown, path: JsonPath): unknown {
  let node = root;
  for (const seg of path) node = (node as Record<string | number, unknown> | undefined)?.[seg];
  return node;
}

export interface Applied<T> {
  value: T;
  /** Keys of the texts left in English (missing or stale). */
  fallbacks: string[];
}

/**
 * `target` (the English value as the site uses it: a copy is made) with the translation's texts in
 * place. `texts` are the English file's texts (texts.ts), read from the file itself; `finish` turns a
 * translated text into what the site shows (fills in {lowest-price}, {phone}…, as the English is).
 * A fallback keeps `target`'s English at that place, marked.
 */
export function applyTranslation<T>(target: T, texts: SourceText[], translation: Translation | undefined, finish: (text: string) => string = (t) => t): Applied<T> {
  const value = structuredClone(target);
  const fallbacks: string[] = [];
  for (const { key, path, english } of texts) {
    const entry = translation?.texts[key];
    if (entry && entry.fingerprint === fingerprint(english)) {
      setAt(value, path, finish(entry.text));
      continue;
    }
    const shown = getAt(value, path);
    if (typeof shown === 'string') {
      setAt(value, path, markFallback(shown));
      fallbacks.push(key);
    }
  }
  return { value, fallbacks };
}
