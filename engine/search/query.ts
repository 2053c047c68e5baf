// Answers a query from the index the build wrote (documents.ts): the visitor's words and their
// rewordings (synonyms.ts), typos forgiven, titles, service names and headings ranked above body text,
// each hit with a snippet whose matched words are marked.
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, indexedTerm, SEARCH_INDEX_VERSION, type SearchDocument, type SearchIndexFile, type SearchKind } from './documents.ts';
import { queryVariants, type SynonymGroup } from './synonyms.ts';
import { normalizeWord, wordSpans, words } from './text.ts';
import { Scores, type Scored, type WordQuery } from './scores.ts';

/** A text cut into plain and matched parts (escaped when written as HTML: results-html.ts). */
export type MarkedText = { text: string; mark: boolean }[];

export interface SearchHit {
  url: string;
  kind: SearchKind;
  title: MarkedText;
  /** The page the hit is on ("" for a page itself). */
  page: string;
  snippet: MarkedText;
  score: number;
}

export interface SearchAnswer {
  /** The query as searched (trimmed, at most MAX_QUERY_LENGTH characters). */
  query: string;
  hits: SearchHit[];
  /** True when no page has all the words, so the hits have some of them. */
  someWords: boolean;
  /** Words to try instead when there is no hit. */
  suggestions: string[];
}

export const MAX_QUERY_LENGTH = 100;
const MAX_WORDS = 10;
const SNIPPET_LENGTH = 180;

// Titles and service names first, then headings, then the page a section is on, then body text.
const BOOST = { title: 5, headings: 2.5, page: 1.5, body: 1 };
// A deadline's title repeats its form's name ("ITR — income-tax return …"): one per obligation, they
// would crowd the page about the service out of a search for it.
const KIND_BOOST: Record<SearchKind, number> = { service: 1.5, page: 1.3, tool: 1.3, question: 1.1, section: 1, update: 1, guide: 1, deadline: 0.6 };

/** Typos forgiven in a word the site does not have: one letter in a word of 4–6 letters ("gts"… is too short to guess), two from 7 ("trademrk" → trademark). */
export function fuzziness(term: string): number {
  const length = [...term].length;
  return length >= 7 ? 2 : length >= 4 ? 1 : 0;
}

export class SiteSearch {
  readonly #index: MiniSearch;
  readonly #docs: SearchDocument[];
  readonly #synonyms: SynonymGroup[];
  readonly #scores: Scores;

  constructor(file: SearchIndexFile) {
    if (file.version !== SEARCH_INDEX_VERSION)
      throw new Error(`The search index is version ${file.version}; this server reads version ${SEARCH_INDEX_VERSION}. Build the site again.`);
    this.#docs = file.docs;
    this.#synonyms = file.synonyms;
    this.#index = MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
    this.#scores = new Scores(this.#index, { fields: BOOST, document: (id) => KIND_BOOST[this.#docs[id]!.kind] });
  }

  static fromJson(text: string): SiteSearch {
    return new SiteSearch(JSON.parse(text) as SearchIndexFile);
  }

  get documentCount(): number {
    return this.#docs.length;
  }

  search(rawQuery: string, limit = 20): SearchAnswer {
    const query = rawQuery.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
    const queryWords = words(query)
      .filter((w) => indexedTerm(w) !== null)
      .slice(0, MAX_WORDS);
    if (!queryWords.length) return { query, hits: [], someWords: false, suggestions: [] };
    const variants = queryVariants(queryWords, this.#synonyms);
    let someWords = false;
    let results = this.#run(variants, 'AND');
    if (!results.ids.length && queryWords.length > 1) {
      results = this.#run(variants, 'OR');
      someWords = results.ids.length > 0;
    }
    const hits: SearchHit[] = [];
    const seen = new Set<string>();
    for (const id of results.ids) {
      const doc = this.#docs[id]!;
      // One hit per place, but questions, services and deadlines that share a place are each their own.
      const key = doc.kind === 'question' || doc.kind === 'service' || doc.kind === 'deadline' ? `${doc.url}|${doc.title}` : doc.url;
      if (seen.has(key)) continue;
      seen.add(key);
      const matched = results.termsOf(id);
      hits.push({ url: doc.url, kind: doc.kind, title: markWords(doc.title, matched), page: doc.page, snippet: snippetOf(doc, matched), score: results.score(id) });
      if (hits.length >= limit) break;
    }
    return { query, hits, someWords, suggestions: hits.length ? [] : this.#suggest(query) };
  }

  #run(variants: string[][], combineWith: 'AND' | 'OR'): Scored {
    // The visitor's own words: typos forgiven, and each word of 3+ letters also as the start of a longer
    // one (as the visitor types, and "fee" finds "fees"; MiniSearch asked about the start of each word on
    // its own, so this was every word, not only the last). A rewording by the synonyms is the site's own
    // words: exact, and counted a little less. Scored as MiniSearch scores (scores.ts).
    const queries: WordQuery[][] = variants.map((variant, i) =>
      variant.map((word) => {
        const term = indexedTerm(word);
        return i === 0
          ? // Near spellings only of a word the site does not have.
            { term, fuzzy: term === null || this.#scores.has(term) ? 0 : fuzziness(term), prefix: [...word].length >= 3, boost: 1 }
          : { term, fuzzy: 0, prefix: false, boost: 0.8 };
      }),
    );
    return this.#scores.search(queries, combineWith);
  }

  /**
   * Indexed words close to the query's ("registraton" → "registration"), as whole queries to try. A word
   * is taken as the start of a longer one only from 3 letters, as in the search: "se" started every word
   * from "section" to "september" (strings like "see sections section sell …", 10–27 ms at 1,000 pages).
   */
  #suggest(query: string): string[] {
    return this.#index
      .autoSuggest(query, { fuzzy: (term) => Math.max(1, fuzziness(term)), prefix: (term) => [...term].length >= 3, combineWith: 'OR' })
      .map((s) => s.suggestion)
      .filter((s) => s !== normalizeWord(query))
      .slice(0, 3);
  }
}

/** `text` with the words in `matched` marked. */
export function markWords(text: string, matched: Set<string>): MarkedText {
  const out: MarkedText = [];
  let at = 0;
  for (const span of wordSpans(text)) {
    if (!matched.has(span.word)) continue;
    if (span.start > at) out.push({ text: text.slice(at, span.start), mark: false });
    out.push({ text: text.slice(span.start, span.end), mark: true });
    at = span.end;
  }
  if (at < text.length) out.push({ text: text.slice(at), mark: false });
  return out;
}

/** About SNIPPET_LENGTH characters of the body around its first matched word (its start when only the title matched). */
export function snippetOf(doc: Pick<SearchDocument, 'body'>, matched: Set<string>): MarkedText {
  const body = doc.body;
  if (!body) return [];
  let first: { start: number; end: number } | undefined;
  for (const span of wordSpans(body))
    if (matched.has(span.word)) {
      first = span;
      break;
    }
  let start = first ? Math.max(0, first.start - 60) : 0;
  let end = Math.min(body.length, start + SNIPPET_LENGTH);
  if (end - start < SNIPPET_LENGTH) start = Math.max(0, end - SNIPPET_LENGTH);
  // Whole words at both ends.
  if (start > 0) {
    const space = body.indexOf(' ', start);
    start = space < 0 || space > (first?.start ?? end) ? start : space + 1;
  }
  if (end < body.length) {
    const space = body.lastIndexOf(' ', end);
    if (space > (first?.end ?? start)) end = space;
  }
  const marked = markWords(body.slice(start, end), matched);
  if (start > 0) marked.unshift({ text: '… ', mark: false });
  if (end < body.length) marked.push({ text: ' …', mark: false });
  return marked;
}
