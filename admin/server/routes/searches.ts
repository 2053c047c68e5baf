// "What visitors looked for and did not find": the site search's unfound searches (server/search.ts
// counts them: the words, the day and how many times — nothing about who searched), most often searched
// first, for the people who fill the gaps: sales (what to offer) and publishers (what to write).
import type { FastifyInstance } from 'fastify';
import type { AdminContext } from '../context.ts';
import { Reader } from '../input.ts';
import { query, text } from '../route-schemas.ts';
import { unfoundSearchesFor, type UnfoundSearches } from '../../../server/db/unfound-searches.ts';
import { addDays, indiaToday } from '../../../engine/calendar/dates.ts';
import { searchHref, enquiryHref } from '../../../engine/search/results-html.ts';

export const UNFOUND_PERIODS = ['7', '30', '90', '180'] as const;
export const UNFOUND_LIMIT = 200;

export function registerSearchRoutes(app: FastifyInstance, ctx: AdminContext) {
  let store: Promise<UnfoundSearches> | undefined;
  app.get('/admin/api/searches/unfound', { config: { access: 'searches.read' }, schema: { querystring: query({ days: text(3) }) } }, async (request) => {
    const input = new Reader(request.query);
    const days = Number(input.oneOf('days', 'Period', UNFOUND_PERIODS) ?? '30');
    input.done();
    const today = indiaToday(new Date(ctx.now()));
    const since = addDays(today, -(days - 1));
    store ??= unfoundSearchesFor(ctx.store);
    const { searches, total } = await (await store).list(since, UNFOUND_LIMIT);
    // Where to look: the search page with the words, and the enquiry a visitor would send.
    return { since, today, days, total, searches: searches.map((s) => ({ ...s, searchLink: searchHref(s.query), enquiryLink: enquiryHref(s.query) })) };
  });
}
