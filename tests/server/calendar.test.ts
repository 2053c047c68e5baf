// The compliance calendar on the server: .ics feeds parsed with a real iCalendar parser (ical.js), and
// the no-JavaScript answers of the calendar page, on a site rendered from the real site-config with
// the build day fixed, served with the server's clock fixed (the same day, and weeks later).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ICAL from 'ical.js';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import { occurrences } from '../../engine/calendar/engine.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { calendarData } from '../../scripts/build/server-pages.ts';
import { makeApp, makeDist, type TestApp } from './helpers.ts';
import { languageRenderers } from '../unit/language-pages.ts';

const BUILD_DAY = new Date('2026-11-23T06:30:00Z'); // noon in India
const { config } = validateSiteConfig();
const calendar = config!.calendar!;
const hindiSite = validateTranslations('site-config', config!).sites.find((s) => s.language.code === 'hi')!;
const hindiCalendar = calendarData(config!, hindiSite)!;
let dist: string;
let clock = BUILD_DAY;
let t: TestApp;

const renderers = { '/compliance-calendar': createSiteRenderer(config!, blockRegistry), '/hi/compliance-calendar': languageRenderers().get('hi')! };
/** A calendar page as a build on `day` (YYYY-MM-DD) renders it: the blocks take the day from SITE_TODAY (engine/calendar/dates.ts siteNow). */
async function renderedOn(day: string, path: keyof typeof renderers) {
  vi.stubEnv('SITE_TODAY', day);
  try {
    return (await renderers[path].render(path)).html;
  } finally {
    vi.unstubAllEnvs();
  }
}

beforeAll(async () => {
  dist = makeDist();
  const page = { html: await renderedOn('2026-11-23', '/compliance-calendar') };
  const hindi = { html: await renderedOn('2026-11-23', '/hi/compliance-calendar') };
  mkdirSync(join(dist, 'compliance-calendar'));
  writeFileSync(join(dist, 'compliance-calendar/index.html'), page.html);
  mkdirSync(join(dist, 'hi/compliance-calendar'), { recursive: true });
  writeFileSync(join(dist, 'hi/compliance-calendar/index.html'), hindi.html);
  // The data files as the build writes them: the main language's, and the Hindi names and words.
  writeFileSync(join(dist, 'compliance-calendar.json'), JSON.stringify(calendarData(config!)));
  writeFileSync(join(dist, 'hi/compliance-calendar.json'), JSON.stringify(calendarData(config!, hindiSite)));
  writeFileSync(
    join(dist, 'routes.json'),
    JSON.stringify({
      routes: [
        { path: '/compliance-calendar', canonicalPath: '/compliance-calendar', file: 'compliance-calendar/index.html' },
        { path: '/hi/compliance-calendar', canonicalPath: '/hi/compliance-calendar', file: 'hi/compliance-calendar/index.html', language: 'hi' },
      ],
      notFound: '404.html',
    }),
  );
  t = await makeApp(dist, {}, { now: () => clock });
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

function events(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      description: event.description,
      trigger: vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString(),
    };
  });
}

describe('GET /compliance-calendar.ics', () => {
  it('is RFC 5545 iCalendar with one all-day event per due date of the next 12 months, each with a reminder', async () => {
    clock = BUILD_DAY;
    const res = await get('/compliance-calendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const list = events(res.body);
    const expected = occurrences(calendar, { from: '2026-11-23', to: '2027-11-22' });
    expect(list).toHaveLength(expected.length);
    expect(list.map((e) => e.start)).toEqual(expected.map((o) => o.due));
    expect(new Set(list.map((e) => e.uid)).size).toBe(list.length);
    expect(list.every((e) => e.allDay && e.start >= '2026-11-23' && e.start <= '2027-11-22' && e.trigger === '-P3D')).toBe(true);
    const gstr3b = list.find((e) => e.uid === 'gstr-3b-monthly-2026-11@www.filingbridge.in')!;
    expect(gstr3b).toMatchObject({ start: '2026-12-20', end: '2026-12-21', summary: 'GSTR-3B — monthly summary return and tax payment for November 2026' });
    expect(gstr3b.description).toBe(
      "Summary of the month's sales, purchases and input tax credit, with the tax payment.\nWho must file: GST-registered businesses filing monthly.\nGet it filed: https://www.filingbridge.in/gst\nEnquire: https://www.filingbridge.in/enquiry?service=GST+Return+Filing",
    );
  });

  it('filters by the profile in the query: QRMP in Delhi files GSTR-3B by the 24th, never monthly', async () => {
    clock = BUILD_DAY;
    const list = events((await get('/compliance-calendar.ics?gst=qrmp&state=delhi&entity=llp&employees=no')).body);
    const forms = list.filter((e) => e.summary!.startsWith('GSTR-3B'));
    expect(forms.map((e) => `${e.start} ${e.summary}`)).toEqual([
      '2027-01-24 GSTR-3B — quarterly summary return for October–December 2026',
      '2027-04-24 GSTR-3B — quarterly summary return for January–March 2027',
      '2027-07-24 GSTR-3B — quarterly summary return for April–June 2027',
      '2027-10-24 GSTR-3B — quarterly summary return for July–September 2027',
    ]);
    expect(list.some((e) => /^(PF|ESI|AOC-4|Form 16)/.test(e.summary!))).toBe(false);
    expect(list.some((e) => e.summary!.startsWith('LLP Form 11'))).toBe(true);
  });

  it('keeps UIDs stable: a later feed gives the same occurrence the same UID, date and summary', async () => {
    clock = BUILD_DAY;
    const first = events((await get('/compliance-calendar.ics')).body);
    clock = new Date('2027-01-10T06:30:00Z');
    const later = events((await get('/compliance-calendar.ics')).body);
    expect(later[0]!.start).toBe('2027-01-11');
    const byUid = new Map(first.map((e) => [e.uid, e]));
    const common = later.filter((e) => byUid.has(e.uid));
    expect(common.length).toBeGreaterThan(90);
    for (const e of common) expect([e.start, e.summary]).toEqual([byUid.get(e.uid)!.start, byUid.get(e.uid)!.summary]);
  });

  it("has a Hindi feed at /hi/compliance-calendar.ics: the calendar's name, each event's sentence, period, lines and reminder in Hindi", async () => {
    clock = BUILD_DAY;
    const res = await get('/hi/compliance-calendar.ics?gst=qrmp&state=delhi');
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(new ICAL.Component(ICAL.parse(res.body)).getFirstPropertyValue('x-wr-calname')).toBe('FilingBridge कंप्लायंस कैलेंडर');
    const list = events(res.body);
    const expected = occurrences(hindiCalendar.calendar, { from: '2026-11-23', to: '2027-11-22', profile: { gst: 'qrmp', state: 'delhi' } });
    expect(list.map((e) => e.uid)).toEqual(expected.map((o) => `${o.id.replace('/', '-')}@www.filingbridge.in`));
    const quarter = list.find((e) => e.uid === 'gstr-3b-qrmp-24-2026-27-Q3@www.filingbridge.in')!;
    expect(quarter).toMatchObject({ start: '2027-01-24', summary: 'GSTR-3B — तिमाही सारांश रिटर्न (अक्टूबर–दिसंबर 2026)' });
    expect(quarter.description).toContain('\nहमसे फ़ाइल कराएँ: https://www.filingbridge.in/hi/gst\nपूछताछ: https://www.filingbridge.in/hi/enquiry?service=GST+Return+Filing');
    // The reminder (the VALARM's description), lines unfolded.
    expect(res.body.replaceAll('\r\n ', '')).toContain('DESCRIPTION:GSTR-3B — तिमाही सारांश रिटर्न (अक्टूबर–दिसंबर 2026) की अंतिम तारीख़ 3 दिन बाद है\r\n');
    // The English feed stays English; an address in no language with a feed is not found.
    expect(events((await get('/compliance-calendar.ics?gst=qrmp&state=delhi')).body).find((e) => e.uid === quarter.uid)!.summary).toBe(
      'GSTR-3B — quarterly summary return for October–December 2026',
    );
    expect((await get('/xx/compliance-calendar.ics')).statusCode).toBe(404);
  });

  it('answers unknown profile values with 400 and a message per field', async () => {
    const res = await get('/compliance-calendar.ics?entity=trust&employees=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: 'The calendar address has values it does not know; fix or remove them.',
      fields: {
        entity: 'entity must be one of: individual, proprietorship, partnership, llp, company (or empty for any)',
        employees: 'employees must be yes or no (or empty for any)',
      },
    });
  });
});

describe('GET /compliance-calendar without JavaScript', () => {
  // The list only: the <template> row the behavior clones is not a deadline shown to anyone.
  const rows = (html: string) =>
    [...html.slice(0, html.indexOf('<template data-calendar-template')).matchAll(/<li data-occ="" data-rule="([^"]+)" data-date="([^"]+)"( hidden="")?/g)].map((m) => ({
      rule: m[1]!,
      date: m[2]!,
      hidden: !!m[3],
    }));
  const selected = (html: string) => [...html.matchAll(/<select[^>]*name="(\w+)"[\s\S]*?<option value="([^"]*)" selected=""/g)].map((m) => `${m[1]}=${m[2]}`);

  it("answers the chooser: the profile stays selected, other profiles' rows are hidden, the count and feed links follow", async () => {
    clock = BUILD_DAY;
    const res = await get('/compliance-calendar?entity=company&gst=monthly&state=tamil-nadu&employees=no');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(selected(res.body)).toEqual(['entity=company', 'gst=monthly', 'state=tamil-nadu', 'employees=no']);
    const all = rows(res.body);
    const shown = all.filter((r) => !r.hidden);
    const expected = occurrences(calendar, { from: '2026-11-23', to: '2027-11-22', profile: { entity: 'company', gst: 'monthly', state: 'tamil-nadu', employees: false } });
    expect(shown.map((r) => `${r.date} ${r.rule}`)).toEqual(expected.map((o) => `${o.due} ${o.rule.id}`));
    expect(shown.some((r) => ['pf', 'esi', 'llp-form-11', 'gstr-3b-qrmp-22', 'itr-individual'].includes(r.rule))).toBe(false);
    expect(res.body).toContain(`${expected.length} deadlines from 23-Nov-2026 to 22-Nov-2027.</p>`);
    expect(res.body).toContain('data-feed-link="download" href="/compliance-calendar.ics?entity=company&amp;gst=monthly&amp;state=tamil-nadu&amp;employees=no"');
    expect(res.body).toContain(
      'data-feed-link="webcal" href="webcal://www.filingbridge.in/compliance-calendar.ics?entity=company&amp;gst=monthly&amp;state=tamil-nadu&amp;employees=no"',
    );
  });

  it('answers the chooser of the Hindi calendar page on the Hindi page: its form sends there, the profile applies, the page stays Hindi', async () => {
    clock = BUILD_DAY;
    const plain = await get('/hi/compliance-calendar');
    expect(plain.body).toMatch(/<form data-calendar-form=""[^>]*action="\/hi\/compliance-calendar"/);
    const res = await get('/hi/compliance-calendar?entity=company&gst=monthly&state=tamil-nadu&employees=no');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN">');
    expect(selected(res.body)).toEqual(['entity=company', 'gst=monthly', 'state=tamil-nadu', 'employees=no']);
    const expected = occurrences(calendar, { from: '2026-11-23', to: '2027-11-22', profile: { entity: 'company', gst: 'monthly', state: 'tamil-nadu', employees: false } });
    expect(
      rows(res.body)
        .filter((r) => !r.hidden)
        .map((r) => `${r.date} ${r.rule}`),
    ).toEqual(expected.map((o) => `${o.due} ${o.rule.id}`));
    // Its count in Hindi, with Hindi dates, and feed links to the Hindi feed.
    expect(res.body).toContain(`>23 नवंबर 2026 से 22 नवंबर 2027 तक ${expected.length} अंतिम तारीख़ें।</p>`);
    expect(res.body).toContain('data-feed-link="download" href="/hi/compliance-calendar.ics?entity=company&amp;gst=monthly&amp;state=tamil-nadu&amp;employees=no"');
    expect(res.body).toContain('name=FilingBridge%20%E0%A4%95%E0%A4%82');
    // The English page's answer is its own (cached apart).
    expect((await get('/compliance-calendar?entity=company&gst=monthly&state=tamil-nadu&employees=no')).body).toContain('<html lang="en-IN">');
  });

  // The list of a page: from its list's opening tag to the <template> (the row the browser and the server copy).
  const listOf = (html: string) => html.slice(html.indexOf('<div data-calendar-list=""'), html.indexOf('<template data-calendar-template'));
  it("lists that day's deadlines when the page is served weeks after its build: the list a build that day writes, urgency labels and all", async () => {
    const later = new Date('2027-01-10T06:30:00Z');
    clock = later;
    for (const path of ['/compliance-calendar', '/hi/compliance-calendar'] as const) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      const all = rows(res.body);
      // Nothing past is left in the page, and the weeks after the build's 12 months are in it.
      expect(all.filter((r) => r.date < '2027-01-10')).toEqual([]);
      expect(all.filter((r) => r.hidden)).toEqual([]);
      expect(all.filter((r) => r.date > '2027-11-22').length).toBeGreaterThan(5);
      expect(all.map((r) => `${r.date} ${r.rule}`)).toEqual(occurrences(calendar, { from: '2027-01-10', to: '2028-01-09' }).map((o) => `${o.due} ${o.rule.id}`));
      // Byte for byte the list a build on that day renders: months, dates, urgency labels, texts, links.
      expect(listOf(res.body)).toBe(listOf(await renderedOn('2027-01-10', path)));
      // The browser need not draw it again: the page says which day it is for.
      expect(res.body).toContain('data-built="2027-01-10"');
    }
    expect((await get('/compliance-calendar')).body).toMatch(/\d+ deadlines from 10-Jan-2027 to 09-Jan-2028\.<\/p>/);
    // The chooser's answer on that day hides the other profiles' rows of that day's list.
    const chosen = rows((await get('/compliance-calendar?entity=company&gst=monthly&employees=yes')).body);
    expect(chosen.filter((r) => !r.hidden).map((r) => `${r.date} ${r.rule}`)).toEqual(
      occurrences(calendar, { from: '2027-01-10', to: '2028-01-09', profile: { entity: 'company', gst: 'monthly', employees: true } }).map((o) => `${o.due} ${o.rule.id}`),
    );
  });

  it("the day after its build, the page is that day's list even when no deadline fell on the build day", async () => {
    // 24 Nov 2026: nothing fell due on 23 Nov, so no row of the page has passed; the window still moved on a day.
    clock = new Date('2026-11-24T06:30:00Z');
    const res = await get('/compliance-calendar');
    expect(res.body).toContain('data-built="2026-11-24"');
    expect(rows(res.body).map((r) => `${r.date} ${r.rule}`)).toEqual(occurrences(calendar, { from: '2026-11-24', to: '2027-11-23' }).map((o) => `${o.due} ${o.rule.id}`));
  });

  it('serves the prerendered file itself on its build day without a query, and ignores unknown values', async () => {
    clock = BUILD_DAY;
    const plain = await get('/compliance-calendar');
    expect(plain.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(rows(plain.body).some((r) => r.hidden)).toBe(false);
    const odd = await get('/compliance-calendar?entity=trust&utm_source=mail');
    expect(odd.statusCode).toBe(200);
    expect(selected(odd.body)).toEqual(['entity=', 'gst=', 'state=', 'employees=']);
  });
});
