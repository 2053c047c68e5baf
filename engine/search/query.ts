// Answers a query from the index the build wrote (documents.ts): the visitor's words and their
// rewordings (synonyms.ts), typos forgiven, titles, service names and headings ranked above body text,
// each hit with a snippet whose matched words are marked.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { INDEX_OPTIONS, SEARCH_INDEX_VERSION, type SearchDocument, type SearchIndexFile, type SearchKind } from './documents.ts';
import { queryVariants, type SynonymGroup } from './synonyms.ts';
import { normalizeWord, wordSpans, words } from './text.ts';

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
  /** Every word the site has: a word the visitor typed that is one of them is taken as typed, not as a typo. */
  readonly #vocabulary = new Set<string>();

  constructor(file: SearchIndexFile) {
    if (file.version !== SEARCH_INDEX_VERSION)
      throw new Error(`The search index is version ${file.version}; this server reads version ${SEARCH_INDEX_VERSION}. Build the site again.`);
    this.#docs = file.docs;
    this.#synonyms = file.synonyms;
    this.#index = MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
    for (const doc of file.docs) for (const text of [doc.title, doc.headings, doc.page, doc.body]) for (const word of words(text)) this.#vocabulary.add(word);
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
      .filter((w) => INDEX_OPTIONS.processTerm!(w) !== null)
      .slice(0, MAX_WORDS);
    if (!queryWords.length) return { query, hits: [], someWords: false, suggestions: [] };
    const variants = queryVariants(queryWords, this.#synonyms);
    let someWords = false;
    let results = this.#run(variants, 'AND');
    if (!results.length && queryWords.length > 1) {
      results = this.#run(variants, 'OR');
      someWords = results.length > 0;
    }
    const hits: SearchHit[] = [];
    const seen = new Set<string>();
    for (const result of results) {
      const doc = this.#docs[result.id as number]!;
      // One hit per place, but questions, services and deadlines that share a place are each their own.
      const key = doc.kind === 'question' || doc.kind === 'service' || doc.kind === 'deadline' ? `${doc.url}|${doc.title}` : doc.url;
      if (seen.has(key)) continue;
      seen.add(key);
      const matched = new Set(result.terms);
      hits.push({ url: doc.url, kind: doc.kind, title: markWords(doc.title, matched), page: doc.page, snippet: snippetOf(doc, matched), score: result.score });
      if (hits.length >= limit) break;
    }
    return { query, hits, someWords, suggestions: hits.length ? [] : this.#suggest(query) };
  }

  #run(variants: string[][], combineWith: 'AND' | 'OR'): SearchResult[] {
    // The visitor's own words: typos forgiven, the last word also as the start of a longer one (as the
    // visitor types). A rewording by the synonyms is the site's own words: exact, and counted a little less.
    const queries: Query[] = variants.map((variant, i) =>
      i === 0
        ? {
            queries: variant,
            combineWith,
            // Near spellings of every word cost most of a search at 1,000 pages: only a word the site does not have is taken for a typo.
            fuzzy: (term: string) => (this.#vocabulary.has(term) ? false : fuzziness(term)),
            prefix: (term: string, at: number, terms: string[]) => at === terms.length - 1 && [...term].length >= 3,
          }
        : { queries: variant, combineWith, fuzzy: false, prefix: false, boostTerm: () => 0.8 },
    );
    return this.#index.search({ queries, combineWith: 'OR' }, { boost: BOOST, maxFuzzy: 2, boostDocument: (id) => KIND_BOOST[this.#docs[id as number]!.kind] });
  }

  /** Indexed words close to the query's ("registraton" → "registration"), as whole queries to try. */
  #suggest(query: string): string[] {
    return this.#index
      .autoSuggest(query, { fuzzy: (term) => Math.max(1, fuzziness(term)), prefix: true, combineWith: 'OR' })
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
  const first = wordSpans(body).find((s) => matched.has(s.word));
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
