// A search's answer as HTML for the search page (blocks/site-search/ gives it its look). Every text is
// escaped: the visitor's words and the site's own (an editor's heading could hold "<").
import type { SearchAnswer, MarkedText } from './query.ts';
import type { SearchKind } from './documents.ts';
import { SEARCH_PARAM } from './page-slots.ts';
import { escapeHtml } from '../html.ts';

export const KIND_WORDS: Record<SearchKind, string> = {
  page: 'Page',
  section: 'Section',
  question: 'Question',
  service: 'Service',
  tool: 'Tool',
  update: 'Update',
  guide: 'Guide',
  deadline: 'Deadline',
};

/** Where "ask us" goes when nothing is found: the enquiry form with the visitor's words in its message. */
export function enquiryHref(query: string): string {
  return `/enquiry?message=${encodeURIComponent(`I searched the site for "${query}" and did not find it.`)}`;
}

export const searchHref = (query: string) => `/search?${SEARCH_PARAM}=${encodeURIComponent(query)}`;

function marked(parts: MarkedText): string {
  return parts.map((p) => (p.mark ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join('');
}

const quote = (query: string) => `“${escapeHtml(query)}”`;

/**
 * The results' HTML. `noResultsExtra` is what the page showed before the search (its popular searches),
 * offered again when nothing is found.
 */
export function resultsHtml(answer: SearchAnswer, noResultsExtra = ''): string {
  const { query, hits } = answer;
  if (!hits.length) {
    const suggestions = answer.suggestions.length
      ? `<p>Did you mean ${answer.suggestions.map((s) => `<a href="${escapeHtml(searchHref(s))}" data-suggestion="">${escapeHtml(s)}</a>`).join(' or ')}?</p>`
      : '';
    return (
      `<h2 data-search-count="0">No results for ${quote(query)}</h2>` +
      suggestions +
      `<p>Check the spelling, try fewer or other words, or <a href="${escapeHtml(enquiryHref(query))}" data-search-enquiry="">ask our experts about ${quote(query)}</a> — we reply within 24 hours.</p>` +
      noResultsExtra
    );
  }
  const count = `${hits.length === 1 ? '1 result' : `${hits.length} results`} for ${quote(query)}`;
  const note = answer.someWords ? `<p>No page has all of your words; these have some of them.</p>` : '';
  const items = hits
    .map((hit) => {
      const meta = [KIND_WORDS[hit.kind], hit.page].filter(Boolean).map(escapeHtml).join(' · ');
      const snippet = hit.snippet.length ? `<p data-hit-snippet="">${marked(hit.snippet)}</p>` : '';
      return `<li data-hit=""><a href="${escapeHtml(hit.url)}">${marked(hit.title)}</a><p data-hit-meta="">${meta}</p>${snippet}</li>`;
    })
    .join('');
  return `<h2 data-search-count="${hits.length}">${count}</h2>${note}<ol>${items}</ol>`;
}
