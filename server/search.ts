// GET /search?q=… (and /hi/search?q=… in another language) — the site search (engine/search/), answered from the release's own index (built with
// the site into .server/search-index.json, so every instance answers alike and a publish swaps it with
// the pages). The results go into the prerendered search page (blocks/site-search/), so the page works
// without JavaScript; ?part=results answers the results alone for the as-you-type script. A language's
// search page (/hi/search) is answered with its words (the interface words' `search` group, written by
// the build to .server/search-words.json): "… के लिए 3 नतीजे", its enquiry link to /hi/enquiry.
// A search that finds nothing is counted (its words and the day, nothing about the visitor) for the
// back office's list "What visitors looked for and did not find".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEARCH_INDEX_FILE } from '../engine/search/documents.ts';
import { SiteSearch, type SearchAnswer } from '../engine/search/query.ts';
import { ENGLISH_SEARCH, resultsHtml, SEARCH_WORDS_FILE, type SearchLanguage, type SearchWordsFile } from '../engine/search/results-html.ts';
import { escapeHtml } from '../engine/html.ts';
import { RESULTS_PART, SEARCH_PAGE_PATH, SEARCH_END_ATTR, SEARCH_INPUT_ATTR, SEARCH_PARAM, SEARCH_RESULTS_ATTR } from '../engine/search/page-slots.ts';
import { indiaToday } from '../engine/calendar/dates.ts';
import { pickEncoding, sendStaticFile, type StaticFile, type StaticSite } from './static-site.ts';

export const SEARCH_PATH = SEARCH_PAGE_PATH;

/**
 * The release's index, or undefined for a build made before the search. The file is read now and the
 * index built from it by the first search, not at every start (a sixth of a second; most servers in the
 * tests never search); a publish builds it at once (loadWholeRelease, live-site.ts).
 */
export function loadSearch(distDir: string): (() => SiteSearch) | undefined {
  const file = join(distDir, SEARCH_INDEX_FILE);
  if (!existsSync(file)) return undefined;
  const json = readFileSync(file, 'utf8');
  let search: SiteSearch | undefined;
  return () => (search ??= SiteSearch.fromJson(json));
}

/** The search's words of each language (the build's .server/search-words.json); undefined for a build made before them: English only. */
export function loadSearchWords(distDir: string): SearchWordsFile | undefined {
  const file = join(distDir, SEARCH_WORDS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SearchWordsFile) : undefined;
}

/** Where searches that found nothing are counted (server/db/unfound-searches.ts). */
export interface UnfoundSearchCounter {
  count(query: string, day: string): Promise<void>;
}

interface SearchRelease {
  site: StaticSite;
  search?: () => SiteSearch;
  searchWords?: SearchWordsFile;
}

/** The search page cut where the server writes: before the field's value, before the results, the page's own results part, after it. */
interface SearchTemplate {
  head: string;
  beforeValue: string;
  beforeResults: string;
  initial: string;
  after: string;
}
const templates = new WeakMap<StaticFile, SearchTemplate | null>();

function templateOf(page: StaticFile): SearchTemplate | null {
  if (templates.has(page)) return templates.get(page)!;
  const html = page.variants.identity.body.toString('utf8');
  const input = html.indexOf(`${SEARCH_INPUT_ATTR}=""`);
  const open = new RegExp(`<div[^>]*${SEARCH_RESULTS_ATTR}=""[^>]*>`).exec(html);
  const end = html.indexOf(`</div><template ${SEARCH_END_ATTR}=""></template>`);
  const headEnd = html.indexOf('</head>');
  const template =
    input < 0 || !open || end < open.index || headEnd < 0 || headEnd > input
      ? null
      : {
          head: html.slice(0, headEnd),
          beforeValue: html.slice(headEnd, input + SEARCH_INPUT_ATTR.length + 3),
          beforeResults: html.slice(input + SEARCH_INPUT_ATTR.length + 3, open.index + open[0].length),
          initial: html.slice(open.index + open[0].length, end),
          after: html.slice(end),
        };
  templates.set(page, template);
  return template;
}
/** The search page with `answer` written in (noindex: result pages are not for search engines). */
export function searchPageHtml(template: SearchTemplate, answer: SearchAnswer, language: SearchLanguage = ENGLISH_SEARCH): string {
  const head = template.head
    .replace(/<title>/, `<title>${escapeHtml(answer.query)} — `)
    .replace(/<meta name="robots"[^>]*>/, '')
    .concat('<meta name="robots" content="noindex">');
  return `${head}${template.beforeValue} value="${escapeHtml(answer.query)}"${template.beforeResults}${resultsHtml(answer, template.initial, language)}${template.after}`;
}

export function registerSearch(
  app: FastifyInstance,
  releaseOf: (request: FastifyRequest) => SearchRelease,
  options: { counter?: UnfoundSearchCounter; now?: () => Date; notFound: (request: FastifyRequest, reply: FastifyReply) => unknown },
) {
  const querystring = {
    type: 'object',
    properties: { [SEARCH_PARAM]: { type: 'string', maxLength: 1000 }, part: { type: 'string', enum: [RESULTS_PART] } },
  } as const;
  const answer = async (request: FastifyRequest<{ Querystring: { q?: string; part?: string } }>, reply: FastifyReply, code: string) => {
    const release = releaseOf(request);
    const path = code ? `/${code}${SEARCH_PATH}` : SEARCH_PATH;
    const page = release.site.routes.get(path);
    if (!page) return options.notFound(request, reply);
    // The language's words ('' the main language's; an older build has none: English).
    const language = release.searchWords?.[code];
    const query = (request.query.q ?? '').trim();
    const template = templateOf(page);
    if (!release.search || !template || (code && !language) || (!query && request.query.part !== RESULTS_PART)) {
      // No words yet (or a build without the search, or a page of that name that is no language's search page): the prerendered page as it is.
      return sendStaticFile(request, reply, page);
    }
    const found = release.search().search(query);
    const preview = request.query.part === RESULTS_PART;
    // A search the visitor sent (not a preview while typing) that found nothing is counted.
    if (!preview && found.query && !found.hits.length && options.counter) {
      const day = indiaToday(options.now?.() ?? new Date());
      // Counting must never cost the visitor the page: a store that is down is logged, not shown.
      await options.counter.count(found.query, day).catch((error: unknown) => request.log.error({ err: error }, 'could not count an unfound search'));
    }
    request.logFields = { searchHits: found.hits.length };
    const words = language ?? ENGLISH_SEARCH;
    const html = preview ? (found.query ? resultsHtml(found, template.initial, words) : template.initial) : searchPageHtml(template, found, words);
    return sendHtml(request, reply, html);
  };
  app.get<{ Querystring: { q?: string; part?: string } }>(SEARCH_PATH, { schema: { querystring } }, (request, reply) => answer(request, reply, ''));
  // Another language's search page: /hi/search.
  app.get<{ Params: { language: string }; Querystring: { q?: string; part?: string } }>(`/:language${SEARCH_PATH}`, { schema: { querystring } }, (request, reply) =>
    answer(request, reply, request.params.language),
  );
}

/** A page made for this request, compressed as the client accepts (fast settings: it is made every time). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const body = Buffer.from(html);
  const encoding = pickEncoding(request.headers['accept-encoding'], {
    contentType: '',
    cacheControl: '',
    variants: { identity: { body, etag: '' }, br: { body, etag: '' }, gzip: { body, etag: '' } },
  });
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'Accept-Encoding');
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}
