// The site the server answers with, as one value a publish replaces in a single assignment: the pages
// and files (static-site.ts), the form result pages (form-posts.ts) and the calendar's data
// (calendar.ts), all read from one build folder. Each request takes the release once, when it arrives
// (the first onRequest hook), and uses only that one: no request ever sees a mix of two builds, and a
// release that fails to load is never switched to (the old one keeps serving).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadStaticSite, type StaticSite } from './static-site.ts';
import { formPagesLoader, type FormPagesLoader } from './form-posts.ts';
import { loadCalendarData } from './calendar.ts';
import type { CalendarData } from '../engine/calendar/public.ts';
import { loadSearch, loadSearchWords } from './search.ts';
import { loadFormWords } from './form-language.ts';
import type { FormWordsData } from '../engine/form-words.ts';
import type { SiteSearch } from '../engine/search/query.ts';
import type { SearchWordsFile } from '../engine/search/results-html.ts';

export interface Release {
  /** The build folder it was read from. */
  dir: string;
  site: StaticSite;
  /** Renders pages for form-encoded posts (loaded on first use); absent in builds made before forms worked without JavaScript. */
  formPages: FormPagesLoader | undefined;
  calendar: CalendarData | undefined;
  /** The site search's index, built on first use (server/search.ts); absent in builds made before the search. */
  search?: () => SiteSearch;
  /** The search's words in each language that has a search page (server/search.ts); English only in older builds. */
  searchWords?: SearchWordsFile;
  /** The site's languages and the forms' words in each (server/form-language.ts); English only in older builds. */
  formWords?: FormWordsData;
}

/** Reads a whole build folder into memory (reusing what it shares with `previous`). Throws (and changes nothing) when it is incomplete. */
export async function loadRelease(dir: string, previous?: Release): Promise<Release> {
  const site = loadStaticSite(dir, previous?.site);
  return {
    dir,
    site,
    formPages: formPagesLoader(dir),
    calendar: loadCalendarData(dir),
    search: loadSearch(dir),
    searchWords: loadSearchWords(dir),
    formWords: loadFormWords(dir),
  };
}

/** loadRelease with the form pages and the search index loaded too: a publish switches only to a release that loads whole. */
export async function loadWholeRelease(dir: string, previous?: Release): Promise<Release> {
  const release = await loadRelease(dir, previous);
  release.search?.();
  await release.formPages?.();
  return release;
}

export class LiveSite {
  #current: Release;
  readonly #listeners: ((release: Release) => void)[] = [];

  constructor(release: Release) {
    this.#current = release;
  }

  get current(): Release {
    return this.#current;
  }

  /** From the next request on, every answer comes from `release`. */
  replace(release: Release) {
    this.#current = release;
    for (const listener of this.#listeners) listener(release);
  }

  onReplace(listener: (release: Release) => void) {
    this.#listeners.push(listener);
  }
}

/** Pins each request to the release live when it arrived; register before every other hook. */
export function pinRelease(app: FastifyInstance, live: LiveSite) {
  app.decorateRequest('release', null);
  app.addHook('onRequest', async (request) => {
    request.release = live.current;
  });
}

/** The release a request was pinned to (the live one for requests that never ran the hooks). */
export function releaseOf(request: FastifyRequest, live: LiveSite): Release {
  return request.release ?? live.current;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The build this request is answered from (server/live-site.ts). */
    release: Release | null;
  }
}
