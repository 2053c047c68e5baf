// GET /search?q=… — the site search (engine/search/), answered from the release's own index (built with
// the site into .server/search-index.json, so every instance answers alike and a publish swaps it with
// the pages). The results go into the prerendered search page (blocks/site-search/), so the page works
// without JavaScript; ?part=results answers the results alone for the as-you-type script.
// A search that finds nothing is counted (its words and the day, nothing about the visitor) for the
// back office's list "What visitors looked for and did not find".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEARCH_INDEX_FILE } from '../engine/search/documents.ts';
import { SiteSearch, type SearchAnswer } from '../engine/search/query.ts';
import { resultsHtml } from '../engine/search/results-html.ts';
import { escapeHtml } from '../engine/html.ts';
import { RESULTS_PART, SEARCH_END_ATTR, SEARCH_INPUT_ATTR, SEARCH_PARAM, SEARCH_RESULTS_ATTR } from '../engine/search/page-slots.ts';
import { indiaToday } from '../engine/calendar/dates.ts';
import { pickEncoding, sendStaticFile, type StaticFile, type StaticSite } from './static-site.ts';

export const SEARCH_PATH = '/search';

/** The release's index, or undefined for a build made before the search. */
export function loadSearch(distDir: string): SiteSearch | undefined {
  const file = join(distDir, SEARCH_INDEX_FILE);
  return existsSync(file) ? SiteSearch.fromJson(readFileSync(file, 'utf8')) : undefined;
}

/** Where searches that found nothing are counted (server/db/unfound-searches.ts). */
export interface UnfoundSearchCounter {
  count(query: string, day: string): Promise<void>;
}

interface SearchRelease {
  site: StaticSite;
  search?: SiteSearch;
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
export function searchPageHtml(template: SearchTemplate, answer: SearchAnswer): string {
  const head = template.head
    .replace(/<title>/, `<title>${escapeHtml(answer.query)} — `)
    .replace(/<meta name="robots"[^>]*>/, '')
    .concat('<meta name="robots" content="noindex">');
  return `${head}${template.beforeValue} value="${escapeHtml(answer.query)}"${template.beforeResults}${resultsHtml(answer, template.initial)}${template.after}`;
}

export function registerSearch(
  app: FastifyInstance,
  releaseOf: (request: FastifyRequest) => SearchRelease,
  options: { counter?: UnfoundSearchCounter; now?: () => Date; notFound: (request: FastifyRequest, reply: FastifyReply) => unknown },
) {
  app.get<{ Querystring: { q?: string; part?: string } }>(
    SEARCH_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { [SEARCH_PARAM]: { type: 'string', maxLength: 1000 }, part: { type: 'string', enum: [RESULTS_PART] } },
        },
      },
    },
    async (request, reply) => {
      const release = releaseOf(request);
      const page = release.site.routes.get(SEARCH_PATH);
      if (!page) return options.notFound(request, reply);
      const query = (request.query.q ?? '').trim();
      const template = templateOf(page);
      if (!release.search || !template || (!query && request.query.part !== RESULTS_PART)) {
        // No words yet (or a build without the search): the prerendered page as it is.
        return sendStaticFile(request, reply, page);
      }
      const answer = release.search.search(query);
      const preview = request.query.part === RESULTS_PART;
      // A search the visitor sent (not a preview while typing) that found nothing is counted.
      if (!preview && answer.query && !answer.hits.length && options.counter) {
        const day = indiaToday(options.now?.() ?? new Date());
        // Counting must never cost the visitor the page: a store that is down is logged, not shown.
        await options.counter.count(answer.query, day).catch((error: unknown) => request.log.error({ err: error }, 'could not count an unfound search'));
      }
      request.logFields = { searchHits: answer.hits.length };
      const html = preview ? (answer.query ? resultsHtml(answer, template.initial) : template.initial) : searchPageHtml(template, answer);
      return sendHtml(request, reply, html);
    },
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
