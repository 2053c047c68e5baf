// Updates, guides and the calendar in Hindi in the built site (dist/): a translated update's Hindi page
// with hreflang to its English page and back (and the same in the sitemap), the Hindi Atom feed of the
// updates with the Hindi titles at Hindi addresses, and the calendar's Hindi names on the Hindi home
// page's deadline cards and in the Hindi copy of the calendar data. `npm test` builds first; alone,
// run `npm run build` before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { attr, builtDocument, builtHtml, builtRoutes, DIST_DIR, elementsIn, textOf } from '../e2e/routes.ts';
import type { CalendarData } from '../../engine/calendar/public.ts';

const routes = builtRoutes();
const siteUrl = (JSON.parse(readFileSync('site-config/site.json', 'utf8')) as { siteUrl: string }).siteUrl;
const route = (path: string) => routes.find((r) => r.path === path)!;
const hindi = (source: string) => (JSON.parse(readFileSync(join('site-config/translations/hi', source), 'utf8')) as { texts: Record<string, { text: string }> }).texts;
const UPDATES = ['tds-deposit-september-2025', 'gstr-9-and-9c-fy-2025-26', 'new-gst-rates-from-22-september-2025'];

function alternatesOf(path: string) {
  return elementsIn(builtDocument(route(path)), (el) => el.tagName === 'link' && attr(el, 'rel') === 'alternate' && !!attr(el, 'hreflang')).map((el) => ({
    hreflang: attr(el, 'hreflang')!,
    href: attr(el, 'href')!,
  }));
}

test('a translated update has its Hindi page, in Hindi, with hreflang to its English page and back, the same in the sitemap', () => {
  const sitemap = readFileSync(join(DIST_DIR, 'sitemap.xml'), 'utf8');
  for (const slug of UPDATES) {
    const en = `/updates/${slug}`;
    const hi = `/hi/updates/${slug}`;
    expect(route(hi), hi).toMatchObject({ language: 'hi', template: 'updates:entry', canonicalPath: hi });
    const versions = [
      { hreflang: 'en-IN', href: siteUrl + en },
      { hreflang: 'hi-IN', href: siteUrl + hi },
      { hreflang: 'x-default', href: siteUrl + en },
    ];
    expect(alternatesOf(hi), hi).toEqual(versions);
    expect(alternatesOf(en), en).toEqual(versions);
    for (const path of [en, hi]) {
      const entry = new RegExp(`<url><loc>${siteUrl}${path}</loc>.*?</url>`).exec(sitemap)?.[0];
      const links = [...(entry ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({ hreflang: m[1], href: m[2] }));
      expect(links, `sitemap ${path}`).toEqual(versions);
    }
    const html = builtHtml(route(hi));
    const title = hindi(`updates/${slug}.json`).title!.text;
    expect(html).toContain('<html lang="hi-IN">');
    expect(textOf(elementsIn(builtDocument(route(hi)), (el) => el.tagName === 'h1')[0]!)).toBe(title);
    expect(html).toContain(`<title>${title} | FilingBridge</title>`);
    // The structured data says it is written in Hindi.
    const article = elementsIn(builtDocument(route(hi)), (el) => el.tagName === 'script' && attr(el, 'type') === 'application/ld+json')
      .map((el) => JSON.parse(textOf(el)) as { '@type': string; inLanguage?: string; headline?: string })
      .find((item) => item['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ inLanguage: 'hi-IN', headline: title });
  }
  // The Hindi list of updates and of guides exist, with the other language's version each.
  expect(alternatesOf('/hi/updates').map((a) => a.href)).toEqual([`${siteUrl}/updates`, `${siteUrl}/hi/updates`, `${siteUrl}/updates`]);
  expect(alternatesOf('/hi/guides').map((a) => a.href)).toEqual([`${siteUrl}/guides`, `${siteUrl}/hi/guides`, `${siteUrl}/guides`]);
});

test('the Hindi Atom feed of updates has the Hindi titles, at the Hindi addresses, and says it is in Hindi', () => {
  const xml = readFileSync(join(DIST_DIR, 'hi/updates/feed.atom'), 'utf8');
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="hi-IN">');
  expect(xml).not.toMatch(/[\uE000\uE001]/);
  const feed = parseFeed(xml);
  expect(feed.title).toBe(hindi('collections.json')['collections[updates].feed.title']!.text);
  expect(feed.self).toBe(`${siteUrl}/hi/updates/feed.atom`);
  const titles = new Map(feed.items.map((item) => [item.url, item.title]));
  for (const slug of UPDATES) expect(titles.get(`${siteUrl}/hi/updates/${slug}`), slug).toBe(hindi(`updates/${slug}.json`).title!.text);
  expect(feed.items.every((item) => item.url?.startsWith(`${siteUrl}/hi/updates/`))).toBe(true);
  // The English feed is unchanged: English titles at English addresses.
  const english = parseFeed(readFileSync(join(DIST_DIR, 'updates/feed.atom'), 'utf8'));
  expect(english.items.find((i) => i.url === `${siteUrl}/updates/tds-deposit-september-2025`)?.title).toBe('Deposit tax deducted in September by 7 October');
  // The guides have their Hindi feed too.
  expect(readFileSync(join(DIST_DIR, 'hi/guides/feed.atom'), 'utf8')).toContain(`<title type="text">${hindi('guides/which-itr-form-to-file.json').title!.text}</title>`);
});

test('the Hindi home page shows the deadline cards with the calendar’s Hindi names, and the browser gets them from /hi/compliance-calendar.json', () => {
  const names = hindi('compliance-calendar.json');
  const data = JSON.parse(readFileSync(join(DIST_DIR, 'hi/compliance-calendar.json'), 'utf8')) as CalendarData;
  const english = JSON.parse(readFileSync(join(DIST_DIR, 'compliance-calendar.json'), 'utf8')) as CalendarData;
  expect(JSON.stringify(data)).not.toMatch(/[\uE000\uE001]/);
  for (const rule of data.calendar.rules) {
    expect(rule.title, rule.id).toBe(names[`rules[${rule.id}].title`]!.text);
    expect(rule.appliesTo.who, rule.id).toBe(names[`rules[${rule.id}].appliesTo.who`]!.text);
  }
  // Only the names differ: the dates, ids and forms are the English file's.
  const shape = (d: CalendarData) => JSON.stringify(d.calendar.rules.map((r) => [r.id, r.form, r.recurrence.type, r.service.href.replace(/^\/hi/, '')]));
  expect(shape(data)).toBe(shape(english));
  const cards = elementsIn(builtDocument(route('/hi')), (el) => attr(el, 'data-task') !== undefined).map(textOf);
  expect(cards.length).toBeGreaterThan(0);
  // "GSTR-1 — बिक्री का मासिक रिटर्न for November 2026": the form as the portal writes it, then the Hindi name
  // (which may itself hold a code: "ESI अंशदान").
  const forms = new Set(data.calendar.rules.map((r) => r.form));
  for (const card of cards) {
    const [form, name] = card.split(' — ');
    expect(forms.has(form!), card).toBe(true);
    expect(name, card).toMatch(/[\u0900-\u097F]/);
  }
  expect(builtHtml(route('/hi'))).not.toContain(english.calendar.rules.find((r) => r.id === 'gstr-1-monthly')!.appliesTo.who);
});
