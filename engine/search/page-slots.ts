// Where the server writes a search's answer into the prerendered search page (blocks/site-search/):
// the search field's value, and the results between the two markers. Shared by the block, its
// behavior and the server, so the three cannot drift apart.

/** On the search field: the server adds value="…" after it. */
export const SEARCH_INPUT_ATTR = 'data-search-input';
/** On the results' container: the server replaces what is between its opening tag and the end marker. */
export const SEARCH_RESULTS_ATTR = 'data-search-results';
/** An empty <template> right after the results' container. */
export const SEARCH_END_ATTR = 'data-search-end';
/** The search page's address in the main language (another language's is under its code: /hi/search). */
export const SEARCH_PAGE_PATH = '/search';
/** The query parameter of the search page. */
export const SEARCH_PARAM = 'q';
/** With ?part=results the server answers the results' HTML alone (the as-you-type script). */
export const RESULTS_PART = 'results';
