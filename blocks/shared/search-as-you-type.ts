// Results as you type, for the search page (blocks/site-search/behavior.ts) and the header's search
// field (layout/header-search/behavior.ts): after a short pause in typing, asks the server for the
// results' HTML (/search?q=…&part=results — the same answer the page gets without JavaScript, escaped by
// the server) and hands it to `show`. An older answer arriving late never replaces a newer one.
// Previews are not counted as searches that found nothing; the form's own submit is.
import { RESULTS_PART, SEARCH_PARAM } from '../../engine/search/page-slots.ts';

export function searchAsYouType(form: HTMLFormElement, show: (html: string, query: string) => void, clear: () => void) {
  const input = form.querySelector<HTMLInputElement>(`input[name="${SEARCH_PARAM}"]`);
  if (!input) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // What the page already shows results for (the server wrote them for the field's value).
  let asked = input.defaultValue.trim();
  let latest = 0;
  const run = async () => {
    const query = input.value.trim();
    if (query === asked) return;
    asked = query;
    const ticket = ++latest;
    if (!query) return clear();
    try {
      const response = await fetch(`${form.getAttribute('action') ?? '/search'}?${SEARCH_PARAM}=${encodeURIComponent(query)}&part=${RESULTS_PART}`, {
        headers: { accept: 'text/html' },
      });
      if (response.ok && ticket === latest) show(await response.text(), query);
    } catch {
      // Offline or the server is away: the form still submits as a plain search.
    }
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, 180);
  });
  // Typed before this script arrived (it loads on the first touch of the form).
  if (input.value.trim() !== asked) void run();
  return input;
}

/**
 * Lets the search forms inside `root` submit as plain HTML (a full page with the server's results):
 * stops a submit before the loader's held-submit listeners (engine/client/held-submit.ts), which are
 * for blocks whose code sends their own forms. Its default action, the browser's submission, stays.
 */
export function letFormsSubmit(root: HTMLElement) {
  window.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement && event.target.getAttribute('role') === 'search' && root.contains(event.target)) event.stopPropagation();
    },
    true,
  );
}
