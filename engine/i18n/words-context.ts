// The page's words, for components: set by the page renderer (renderer/render-page.tsx) for the
// language it writes, read by every block and the layout through useWords() (engine/block-api.tsx).
import { createContext, useContext } from 'react';
import type { PageWords } from './words.ts';

export const WordsContext = /* @__PURE__ */ createContext<PageWords | undefined>(undefined);

/** The island prop that carries the groups of words an island declares (engine/render/block-list.tsx → engine/client/hydrate.tsx). */
export const ISLAND_WORDS_PROP = 'pageWords';

let fallback: (() => PageWords) | undefined;

/**
 * The words of a component rendered outside a page render (a test rendering one block): on the server
 * engine/i18n/interface-words.ts registers the project's English words; in a browser there are none.
 */
export function setFallbackWords(read: () => PageWords): void {
  fallback = read;
}

/** The words of the page being rendered, in its language, and its locale. */
export function useWords(): PageWords {
  const words = useContext(WordsContext) ?? fallback?.();
  if (!words) throw new Error('A component asked for its words outside the page renderer: wrap it in WordsContext (renderer/render-page.tsx sets it per language).');
  return words;
}
