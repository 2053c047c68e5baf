// The pages of updates and guides as the build renders them from the live site-config: what search
// engines and feed readers read in the <head> (NewsArticle / Article / FAQPage JSON-LD, Open Graph
// article tags, the feed's <link rel="alternate">), the table of contents, and the links both ways
// between entries and service pages.
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import type { GuideEntry, UpdateEntry } from '../../engine/generated/config.ts';
import { elementsWith, text } from './render-helpers.tsx';

type Ld = Record<string, any>;

const config = validateSiteConfig(undefined, blockRegistry, undefined, '2026-11-25').config!;
const renderer = createSiteRenderer(config, blockRegistry);
const SITE = 'https://www.filingbridge.in';
const entriesOf = (name: string) => config.collections!.find((c) => c.settings.name === name)!.entries;

const jsonLd = (html: string): Ld[] => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
const body = (html: string) => html.slice(html.indexOf('<body'));

describe('an update’s page', () => {
  const entry = entriesOf('updates').find((e) => e.slug === 'quarterly-gstr-3b-july-september-2025')!;
  const update = entry.data as UpdateEntry;

  it('is a NewsArticle with its dates, picture, publisher and source, under Home › Compliance Updates', async () => {
    const { status, html } = await renderer.render(entry.path);
    expect(status).toBe(200);
    const [news] = jsonLd(html).filter((d) => d['@type'] === 'NewsArticle');
    expect(news).toMatchObject({
      headline: update.title,
      description: update.summary,
      url: `${SITE}${entry.path}`,
      datePublished: '2025-10-06T00:00:00+05:30',
      dateModified: '2025-10-19T00:00:00+05:30',
      articleSection: 'GST Update',
      image: [meta(html, 'og:image')],
      publisher: { '@type': 'Organization', name: 'FilingBridge', logo: { url: `${SITE}/logo.png` } },
      citation: { name: update.source!.label, url: update.source!.href },
    });
    expect(
      jsonLd(html)
        .find((d) => d['@type'] === 'BreadcrumbList')!
        .itemListElement.map((i: Ld) => [i.name, i.item]),
    ).toEqual([
      ['Home', `${SITE}/`],
      ['Compliance Updates', `${SITE}/updates`],
      [update.title, `${SITE}${entry.path}`],
    ]);
  });

  it('tells Open Graph it is an article and announces the updates feed', async () => {
    const { html } = await renderer.render(entry.path);
    expect([meta(html, 'og:type'), meta(html, 'article:published_time'), meta(html, 'article:modified_time'), meta(html, 'article:section')]).toEqual([
      'article',
      '2025-10-06T00:00:00+05:30',
      '2025-10-19T00:00:00+05:30',
      'GST Update',
    ]);
    expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="FilingBridge compliance updates" href="${SITE}/updates/feed.atom">`);
  });

  it('shows the date, the category linking its list, the text, what to do, the source and the related service', async () => {
    const page = body((await renderer.render(entry.path)).html);
    expect(page).toMatch(/<time dateTime="2025-10-06"[^>]*>06-Oct-2025<\/time>/);
    expect(page).toMatch(/<a href="\/updates\/category\/gst-update" data-category="GST Update" data-category-color="blue"/);
    expect(page).toMatch(/<h1[^>]*>Quarterly GSTR-3B for July–September due on 22 or 24 October<\/h1>/);
    expect(text(elementsWith(page, 'data-what-to-do')[0]!)).toBe(`What you should do ${update.whatToDo!.join(' ')}`);
    expect(page).toContain(`<a href="${update.source!.href}" rel="noopener" class=`);
    expect(page).toContain(`>${update.source!.label}</a>`);
    expect(page).toMatch(/<a href="\/gst"[^>]*>GST Registration<\/a>/);
  });
});

describe('a guide’s page', () => {
  const entry = entriesOf('guides').find((e) => e.slug === 'gst-registration-documents')!;
  const guide = entry.data as GuideEntry;

  it('is an Article by the team, on a WebPage with its reviewer, with the FAQPage of its questions', async () => {
    const items = jsonLd((await renderer.render(entry.path)).html);
    expect(items.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: guide.title,
      datePublished: `${guide.published}T00:00:00+05:30`,
      author: { '@type': 'Organization', name: 'FilingBridge compliance team', url: `${SITE}/about#team`, parentOrganization: { '@id': `${SITE}/#organization` } },
      citation: guide.sources.map((s) => ({ '@type': 'CreativeWork', name: s.label, url: s.href })),
    });
    expect(items.find((d) => d['@type'] === 'WebPage')).toMatchObject({
      reviewedBy: { '@type': 'Organization', name: 'FilingBridge certified professionals', description: 'Chartered accountants and company secretaries' },
      lastReviewed: guide.published,
    });
    expect(items.find((d) => d['@type'] === 'FAQPage')!.mainEntity.map((q: Ld) => q.name)).toEqual(guide.faq!.map((q) => q.question));
  });

  it('shows who wrote and reviewed it, when, the reading time, and a table of contents whose links all land on the page', async () => {
    const page = body((await renderer.render(entry.path)).html);
    const facts = elementsWith(elementsWith(page, 'data-guide')[0]!, 'data-field').map((f) => text(f).replace('( ', '(').replace(' )', ')'));
    expect(facts).toEqual([
      'Written by FilingBridge compliance team',
      'Reviewed by FilingBridge certified professionals (Chartered accountants and company secretaries)',
      'Published 25 November 2026',
      expect.stringMatching(/^Reading time \d+ min$/),
    ]);
    const toc = elementsWith(page, 'data-toc')[0]!;
    const targets = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
    expect(targets).toEqual([...guide.body.flatMap((p) => (p.type === 'heading' && (p.level ?? 2) === 2 ? [expect.any(String)] : [])), 'faq']);
    for (const id of targets) expect(page, `#${id}`).toContain(` id="${id}"`);
  });
});

describe('lists and service pages', () => {
  it('the updates list is no article, announces its feed and links every update', async () => {
    const { html } = await renderer.render('/updates');
    expect(meta(html, 'og:type')).toBe('website');
    expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="FilingBridge compliance updates" href="${SITE}/updates/feed.atom">`);
    const links = [...body(html).matchAll(/<h2[^>]*><a href="(\/updates\/[^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(entriesOf('updates').map((e) => e.path));
  });

  it('a service page lists the guides and updates that name it, newest first; each of them links back to it', async () => {
    const named = [...entriesOf('guides'), ...entriesOf('updates')]
      .filter((e) => ((e.data as { services?: string[] }).services ?? []).includes('/gst'))
      .sort((a, b) => (a.date! < b.date! ? 1 : a.date! > b.date! ? -1 : a.title.localeCompare(b.title)));
    expect(named.length).toBeGreaterThanOrEqual(4);
    const page = body((await renderer.render('/gst')).html);
    const section = page.slice(page.indexOf('id="guides-and-updates"'));
    expect([...section.matchAll(/<h3[^>]*><a href="([^"]+)"/g)].map((m) => m[1])).toEqual(named.slice(0, 6).map((e) => e.path));
    for (const entry of named.slice(0, 2)) expect(body((await renderer.render(entry.path)).html)).toMatch(/<a href="\/gst"[^>]*>GST Registration<\/a>/);
  });
});

describe('the calendar names the update about a due date', () => {
  it('beside each deadline of a rule with an "update", on the calendar page and the home page cards', async () => {
    const rule = config.calendar!.rules.find((r) => r.id === 'gstr-9')!;
    expect(rule.update).toEqual({ label: 'Who files GSTR-9 for FY 2025-26', href: '/updates/gstr-9-and-9c-fy-2025-26' });
    const calendarPage = body((await renderer.render('/compliance-calendar')).html);
    const rows = elementsWith(calendarPage, 'data-occ').filter((row) => row.includes('data-rule="gstr-9"'));
    expect(rows.length).toBeGreaterThan(0); // 31 December falls within any twelve months
    for (const row of rows) expect(row).toContain(`<a data-field="update" href="${rule.update!.href}">${rule.update!.label}</a>`);
    const others = elementsWith(calendarPage, 'data-occ').filter((row) => row.includes('data-rule="gstr-1-monthly"'));
    expect(others.every((row) => !row.includes('data-field="update"'))).toBe(true);
  });
});
