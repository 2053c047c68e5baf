// A search's answer as HTML for the search page (blocks/site-search/ gives it its look), in the page's
// language: its words are the interface words' `search` group (site-config/interface.json, translated
// like any other file), which the build writes for the server (.server/search-words.json). Every text
// is escaped: the visitor's words and the site's own (an editor's heading could hold "<").
import type { SearchAnswer, MarkedText } from './query.ts';
import type { SearchKind } from './documents.ts';
import type { Interface } from '../generated/config.ts';
import { SEARCH_PARAM } from './page-slots.ts';
import { escapeHtml } from '../html.ts';
import { fill, plural } from '../i18n/words.ts';
import { fallbackMarksToHtml, withoutFallbackMarks } from '../i18n/fallback-html.ts';

export type SearchWords = Interface['search'];

/** What the results are written with in one language: its words, its locale and its addresses. */
export interface SearchLanguage {
  /** The interface words' `search` group; a word not translated yet is English between the fallback marks. */
  words: SearchWords;
  /** "hi-IN": chooses the word form of the count. */
  locale: string;
  /** The language's search page ("/search", "/hi/search"): where "Did you mean" links. */
  searchPath: string;
  /** The language's enquiry page ("/enquiry", "/hi/enquiry"; the English one where it has none). */
  enquiryPath: string;
  /** Another language than the main one: its addresses' start ("/hi"). A hit elsewhere is a page in the main language, marked lang="en". */
  prefix?: string;
}

/** The words by language code ('' the main language), for each language that has a search page, as the build writes them (.server/search-words.json). */
export type SearchWordsFile = Record<string, SearchLanguage>;
export const SEARCH_WORDS_FILE = '.server/search-words.json';

/** The main language's words: what a build without search-words.json answers with (site-config/interface.json's English; tests keep them equal). */
export const ENGLISH_SEARCH: SearchLanguage = {
  words: {
    seeAll: 'See all results',
    count: { one: '{count} result for {query}', other: '{count} results for {query}' },
    noResults: 'No results for {query}',
    someWords: 'No page has all of your words; these have some of them.',
    didYouMean: 'Did you mean {suggestions}?',
    or: 'or',
    tryAgain: 'Check the spelling, try fewer or other words, or {link} — we reply within 24 hours.',
    askExperts: 'ask our experts about {query}',
    enquiryMessage: 'I searched the site for "{query}" and did not find it.',
    kinds: { page: 'Page', section: 'Section', question: 'Question', service: 'Service', tool: 'Tool', update: 'Update', guide: 'Guide', deadline: 'Deadline' },
  },
  locale: 'en-IN',
  searchPath: '/search',
  enquiryPath: '/enquiry',
};

/** Where "ask us" goes when nothing is found: the enquiry form with the visitor's words in its message. */
export function enquiryHref(query: string, language: SearchLanguage = ENGLISH_SEARCH): string {
  const message = fill(withoutFallbackMarks(language.words.enquiryMessage), { query });
  return `${language.enquiryPath}?message=${encodeURIComponent(message)}`;
}

export const searchHref = (query: string, searchPath = ENGLISH_SEARCH.searchPath) => `${searchPath}?${SEARCH_PARAM}=${encodeURIComponent(query)}`;

const isUnder = (url: string, prefix: string) => url.startsWith(prefix) && (url.length === prefix.length || '/?#'.includes(url[prefix.length]!));

function marked(parts: MarkedText): string {
  return parts.map((p) => (p.mark ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join('');
}

const quote = (query: string) => `“${escapeHtml(query)}”`;

/** A word as HTML: escaped, and inside <span lang="en"> where it is not translated yet; its {tokens} are filled with HTML. */
const html = (word: string, values: Record<string, string | number> = {}) => fill(fallbackMarksToHtml(escapeHtml(word)).html, values);

/**
 * The results' HTML in `language` (the main language's by default). `noResultsExtra` is what the page
 * showed before the search (its popular searches), offered again when nothing is found.
 */
export function resultsHtml(answer: SearchAnswer, noResultsExtra = '', language: SearchLanguage = ENGLISH_SEARCH): string {
  const { query, hits } = answer;
  const { words, locale } = language;
  if (!hits.length) {
    const links = answer.suggestions.map((s) => `<a href="${escapeHtml(searchHref(s, language.searchPath))}" data-suggestion="">${escapeHtml(s)}</a>`);
    const suggestions = links.length ? `<p>${html(words.didYouMean, { suggestions: links.join(` ${html(words.or)} `) })}</p>` : '';
    const ask = `<a href="${escapeHtml(enquiryHref(query, language))}" data-search-enquiry="">${html(words.askExperts, { query: quote(query) })}</a>`;
    return `<h2 data-search-count="0">${html(words.noResults, { query: quote(query) })}</h2>${suggestions}<p>${html(words.tryAgain, { link: ask })}</p>${noResultsExtra}`;
  }
  const count = html(plural(words.count, hits.length, locale), { count: hits.length, query: quote(query) });
  const note = answer.someWords ? `<p>${html(words.someWords)}</p>` : '';
  const items = hits
    .map((hit) => {
      // On another language's page, a page found only in English says so to screen readers and search engines.
      const english = language.prefix !== undefined && !isUnder(hit.url, language.prefix);
      const lang = english ? ' lang="en"' : '';
      const page = hit.page && (english ? `<span lang="en">${escapeHtml(hit.page)}</span>` : escapeHtml(hit.page));
      const meta = [html(words.kinds[hit.kind as SearchKind]), page].filter(Boolean).join(' · ');
      const snippet = hit.snippet.length ? `<p data-hit-snippet=""${lang}>${marked(hit.snippet)}</p>` : '';
      return `<li data-hit=""><a href="${escapeHtml(hit.url)}"${lang}>${marked(hit.title)}</a><p data-hit-meta="">${meta}</p>${snippet}</li>`;
    })
    .join('');
  return `<h2 data-search-count="${hits.length}">${count}</h2>${note}<ol>${items}</ol>`;
}
