// The compliance calendar on the server: the iCalendar feeds and the no-JavaScript answer of the
// calendar page's profile chooser. Both are computed per request from the rules the build copied to
// dist/compliance-calendar.json, with the shared engine (engine/calendar/), so a subscribed calendar
// and a page served long after its build still start today. Answers are cached per India day + profile.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { occurrences } from '../engine/calendar/engine.ts';
import { addDays, addMonthsIso, indiaToday, siteNow } from '../engine/calendar/dates.ts';
import { appliesTo, parseProfile, profileQuery, PROFILE_FIELDS, type LocalCalendar, type Profile } from '../engine/calendar/profile.ts';
import { buildIcs } from '../engine/calendar/ics.ts';
import { escapeHtml } from '../engine/html.ts';
import { countText } from '../engine/calendar/texts.ts';
import { fill } from '../engine/calendar/words.ts';
import { CALENDAR_DATA_PATH, CALENDAR_FEED_PATH, CALENDAR_PAGE_PATH, calendarDataPath, feedLinks, type CalendarData, type FeedLinkKind } from '../engine/calendar/public.ts';
import { pickEncoding, type StaticSite } from './static-site.ts';
import { builtDay, listForDay } from './calendar-rows.ts';

/** How far ahead a feed reaches: the next 12 months, like the page. */
export const FEED_MONTHS = 12;
const CACHE_LIMIT = 500;

export interface CalendarOptions {
  /** The clock (tests fix it). */
  now?: () => Date;
}

export function loadCalendarData(distDir: string): CalendarData | undefined {
  const file = join(distDir, CALENDAR_DATA_PATH.slice(1));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CalendarData) : undefined;
}

/** What a release's calendar answers are made from, worked out once per release. */
interface CalendarState {
  data: CalendarData;
  cache: Map<string, Variants>;
  /** The prerendered calendar page of each language (its address); undefined where the build has none. */
  pages: Map<string, CalendarPage | undefined>;
  site: StaticSite;
  /** The calendar data of each language by its code ('' the main one): its names and words (/hi/compliance-calendar.json). */
  languages: Map<string, CalendarData>;
}
/** A prerendered calendar page: its HTML and the day it was rendered for (data-built). */
type CalendarPage = { template: string; built: string | undefined };

/** The calendar page's address in the site's main language or another one: /compliance-calendar, /hi/compliance-calendar. */
const CALENDAR_PAGE_IN_LANGUAGE = new RegExp(`^(?:/([a-z]{2,3}))?${CALENDAR_PAGE_PATH}$`);
/** The feed in another language than the main one: /hi/compliance-calendar.ics. */
const FEED_IN_LANGUAGE = `/:language${CALENDAR_FEED_PATH}`;

/** The data of a language ('' the main one): the file the build wrote for it, else the main language's. */
function dataOf(state: CalendarState, code: string): CalendarData | undefined {
  if (!code) return state.data;
  if (!state.languages.has(code)) {
    const file = state.site.files.get(calendarDataPath(code));
    if (file) state.languages.set(code, JSON.parse(file.variants.identity.body.toString('utf8')) as CalendarData);
  }
  return state.languages.get(code);
}

/** Registers the feed and the page answer; each request uses the calendar of its release (none: the feed is a 404, the page is served as it is). */
/** What the calendar needs of a published release (live-site.ts's Release has it): its built pages and calendar data. */
export interface CalendarRelease {
  site: StaticSite;
  calendar: CalendarData | undefined;
}

export function registerCalendar(app: FastifyInstance, releaseOf: (request: FastifyRequest) => CalendarRelease, options: CalendarOptions = {}) {
  const now = options.now ?? siteNow;
  const states = new WeakMap<CalendarRelease, CalendarState | null>();
  const stateOf = (request: FastifyRequest): CalendarState | null => {
    const release = releaseOf(request);
    let state = states.get(release);
    if (state === undefined) {
      state = release.calendar ? { data: release.calendar, cache: new Map(), pages: new Map(), site: release.site, languages: new Map() } : null;
      states.set(release, state);
    }
    return state;
  };
  const remember = (state: CalendarState, key: string, make: () => Variants) => {
    let hit = state.cache.get(key);
    if (!hit) {
      if (state.cache.size >= CACHE_LIMIT) state.cache.delete(state.cache.keys().next().value!);
      hit = make();
      state.cache.set(key, hit);
    }
    return hit;
  };
  const origin = (request: FastifyRequest, data: CalendarData) => data.site.siteUrl || `${request.protocol}://${request.host}`;

  // The feed of the main language, and of another (/hi/compliance-calendar.ics: the events in Hindi).
  const feed = (request: FastifyRequest, reply: FastifyReply, code: string) => {
    const state = stateOf(request);
    const data = state && /^([a-z]{2,3})?$/.test(code) ? dataOf(state, code) : undefined;
    if (!state || !data) return reply.callNotFound();
    const parsed = parseProfile(queryOf(request), data.calendar);
    if (!parsed.ok) {
      return reply.code(400).send({ error: 'bad_request', message: 'The calendar address has values it does not know; fix or remove them.', fields: parsed.errors });
    }
    const today = indiaToday(now());
    const query = profileQuery(parsed.profile);
    const body = remember(state, `ics|${code}|${today}|${query}`, () => {
      const items = occurrences(data.calendar, { from: today, to: lastDay(today), profile: parsed.profile, language: data.words });
      return compressed(
        buildIcs(items, {
          name: fill(data.words.words.feedName, { brand: data.site.name }),
          baseUrl: origin(request, data),
          now: now(),
          words: data.words,
          enquiryPage: (data.calendar as LocalCalendar).enquiryPath,
        }),
      );
    });
    // Calendar apps poll the feed; an hour keeps the load negligible and extensions arrive the same day.
    return send(request, reply.header('cache-control', 'public, max-age=3600'), body, 'text/calendar; charset=utf-8');
  };
  app.get(CALENDAR_FEED_PATH, (request, reply) => feed(request, reply, ''));
  app.get<{ Params: { language: string } }>(FEED_IN_LANGUAGE, (request, reply) => feed(request, reply, request.params.language));

  // The page: without JavaScript the chooser submits ?entity=…&gst=…; the prerendered page is answered
  // with that profile applied (rows of other profiles and past dates get `hidden`, the choices stay
  // selected, the count and the feed links follow). On a later day than the build's the list is that
  // day's (calendar-rows.ts). Without a query on the build's own day, the prerendered file is served as it is.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const match = CALENDAR_PAGE_IN_LANGUAGE.exec(path);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !match) return;
    const state = stateOf(request);
    if (!state) return;
    const language = dataOf(state, match[1] ?? '') ?? state.data;
    // Each language's page answers its own chooser (its words, its links); the rows are the same rules.
    if (!state.pages.has(path)) state.pages.set(path, pageOf(state.site, path));
    const page = state.pages.get(path);
    if (!page) return;
    const { data } = state;
    const parsed = parseProfile(queryOf(request), data.calendar);
    // A hand-edited address with unknown values shows everything rather than an error page.
    const profile: Profile = parsed.ok ? parsed.profile : {};
    const today = indiaToday(now());
    const query = profileQuery(profile);
    if (!query && page.built === today) return; // the static file is exactly right
    const body = remember(state, `page|${path}|${today}|${query}`, () => compressed(applyProfile(page.template, language, profile, today, origin(request, data))));
    return send(request, reply.header('cache-control', 'no-cache'), body, 'text/html; charset=utf-8');
  });
}

function pageOf(site: StaticSite, path: string): CalendarPage | undefined {
  const page = site.routes.get(path);
  if (!page) return undefined;
  const template = page.variants.identity.body.toString('utf8');
  return { template, built: builtDay(template) };
}

function queryOf(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
  // Only the profile's own fields; anything else (utm_source…) is ignored.
  return new URLSearchParams([...params].filter(([key]) => (PROFILE_FIELDS as readonly string[]).includes(key)));
}

function lastDay(today: string): string {
  return addDays(addMonthsIso(today, FEED_MONTHS), -1);
}

/** The prerendered calendar page with a profile and a day applied (string edits on markers the block renders); `data` is the page's language's (its words). */
export function applyProfile(html: string, data: CalendarData, profile: Profile, today: string, origin: string): string {
  const months = Number(/data-calendar-root="" data-months="(\d+)"/.exec(html)?.[1] ?? FEED_MONTHS);
  const until = addDays(addMonthsIso(today, months), -1);
  // On a later day than the build's, the list is that day's: its last weeks added, its urgency labels moved on.
  const built = builtDay(html);
  if (built && built !== today) html = listForDay(html, data, today, until);
  const rules = new Map(data.calendar.rules.map((r) => [r.id, r]));
  let visible = 0;
  // The row inside <template> is what the behavior clones; it is not part of the list.
  const templateAt = html.indexOf('<template data-calendar-template=""');
  const [before, after] = templateAt < 0 ? [html, ''] : [html.slice(0, templateAt), html.slice(templateAt)];
  let out =
    before.replace(/<li data-occ="" data-rule="([^"]+)" data-date="([^"]+)"/g, (tag, ruleId: string, date: string) => {
      const rule = rules.get(ruleId);
      const show = !!rule && date >= today && date <= until && appliesTo(rule, profile, data.calendar);
      if (show) visible++;
      return show ? tag : `${tag} hidden=""`;
    }) + after;
  // The chooser shows the profile it answers.
  const chosen: Record<string, string> = {
    entity: profile.entity ?? '',
    gst: profile.gst ?? '',
    state: profile.state ?? '',
    employees: profile.employees === undefined ? '' : profile.employees ? 'yes' : 'no',
  };
  out = out.replace(/(<select\b[^>]*\bname="(\w+)"[^>]*>)([\s\S]*?)(<\/select>)/g, (_m, open: string, name: string, options: string, close: string) => {
    const value = chosen[name] ?? '';
    const cleared = options.replace(/ selected=""/g, '');
    return open + cleared.replace(`<option value="${escapeHtml(value)}"`, `<option value="${escapeHtml(value)}" selected=""`) + close;
  });
  out = out.replace(
    /(<p data-calendar-count=""[^>]*>)[\s\S]*?(<\/p>)/,
    (_m, open: string, close: string) => open + escapeHtml(countText(visible, today, until, data.words)) + close,
  );
  const links = feedLinks(origin, profile, fill(data.words.words.feedName, { brand: data.site.name }), data.feedPath);
  out = out.replace(/(data-feed-link="(\w+)" href=")[^"]*"/g, (_m, start: string, kind: string) => `${start}${escapeHtml(links[kind as FeedLinkKind] ?? '')}"`);
  return out;
}

interface Variants {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function compressed(text: string): Variants {
  const identity = Buffer.from(text, 'utf8');
  return {
    identity,
    // Quality 5: a few milliseconds, once per day and profile (the answer is cached).
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

function send(request: FastifyRequest, reply: FastifyReply, body: Variants, contentType: string) {
  const fake = { contentType, cacheControl: '', variants: { identity: { body: body.identity, etag: '' }, br: { body: body.br, etag: '' }, gzip: { body: body.gzip, etag: '' } } };
  const encoding = pickEncoding(request.headers['accept-encoding'], fake);
  reply.code(200).header('content-type', contentType).header('vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body[encoding]);
}
