// What the search finds: one document per page, per section of a page (an element with an id and a
// heading), per FAQ question, per service named in the menus and per deadline of the compliance
// calendar. The build writes them, with the index over them, into dist/.server/search-index.json.
import MiniSearch, { type Options } from 'minisearch';
import { words } from './text.ts';
import type { SynonymGroup } from './synonyms.ts';

export type SearchKind = 'page' | 'section' | 'question' | 'service' | 'tool' | 'update' | 'guide' | 'deadline';

export interface SearchDocument {
  /** Where the result links, with the section's #anchor when it is one. */
  url: string;
  kind: SearchKind;
  /** The result's heading: a page's or a section's heading, a question, a service's name. */
  title: string;
  /** The page it is on (its main heading), shown under the title; empty for a page itself. */
  page: string;
  /** The headings inside it (plans, cards, steps). */
  headings: string;
  /** Its text, NFC-normalised with single spaces (snippets are cut from it). */
  body: string;
}

/** The build's output, read by the server (engine/search/query.ts). */
export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  synonyms: SynonymGroup[];
  docs: SearchDocument[];
  /** MiniSearch's own serialisation of the index over `docs` (ids are positions in `docs`). */
  index: unknown;
}

export const SEARCH_INDEX_VERSION = 1;
/** Inside the build folder; dot-folders are never served (server/static-site.ts). */
export const SEARCH_INDEX_FILE = '.server/search-index.json';

// Little words that say nothing about what is looked for: left out of the index and of queries, so
// "how to file an ITR" needs only "file" and "itr".
const STOP_WORDS = new Set(
  'a an the of and or for to in on at by with from is are be my i me we you your our how what do does can about this that it as का की के है में और से को'.split(' '),
);

/** A word as the index keeps it, or null for a little word it leaves out. */
export const indexedTerm = (word: string): string | null => (STOP_WORDS.has(word) ? null : word);

/** The index's options: the build and the server must use the same ones. */
export const INDEX_OPTIONS: Options<SearchDocument & { id: number }> = {
  idField: 'id',
  fields: ['title', 'headings', 'page', 'body'],
  storeFields: [],
  tokenize: (text) => words(text),
  processTerm: indexedTerm,
};

/** Builds the index file's content (the same documents give the same bytes). */
export function buildSearchIndex(docs: SearchDocument[], synonyms: SynonymGroup[]): SearchIndexFile {
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(docs.map((doc, id) => ({ ...doc, id })));
  return { version: SEARCH_INDEX_VERSION, synonyms, docs, index: index.toJSON() };
}
