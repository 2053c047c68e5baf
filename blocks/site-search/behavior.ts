// The search page with JavaScript: the results follow the typing, and the address follows the results
// (so Back and a shared link give the same search).
import { SEARCH_PARAM, SEARCH_RESULTS_ATTR } from '../../engine/search/page-slots.ts';
import { letFormsSubmit, searchAsYouType } from '../shared/search-as-you-type.ts';

export default function enhanceSearchPage(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>('form[role=search]');
  const results = root.querySelector<HTMLElement>(`[${SEARCH_RESULTS_ATTR}]`);
  if (!form || !results) return;
  letFormsSubmit(root); // Enter sends the search as HTML: the page with the server's results, counted when it finds nothing
  const initial = results.innerHTML;
  const at = (query: string) => `${location.pathname}${query ? `?${SEARCH_PARAM}=${encodeURIComponent(query)}` : ''}`;
  searchAsYouType(
    form,
    (html, query) => {
      results.innerHTML = html;
      history.replaceState(null, '', at(query));
    },
    () => {
      results.innerHTML = initial;
      history.replaceState(null, '', at(''));
    },
  );
}
