// The Atom feeds (RFC 4287) of the collections, read back by a real feed parser
// (@rowanmanning/feed-parser) after a strict XML well-formedness check: absolute links, dates, the
// newest entries first, categories, and text that survives escaping.
import { afterEach, describe, expect, it } from 'vitest';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { collectionFeeds } from '../../engine/collections/feeds.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { copySiteConfig, type ConfigCopy } from './config-edit.ts';

const TODAY = '2026-11-25';
let copy: ConfigCopy | undefined;
afterEach(() => copy?.remove());

function feedsOf(dir?: string) {
  const config = validateSiteConfig(dir, blockRegistry, undefined, TODAY).config!;
  const feeds = new Map(collectionFeeds(config.collections!, config.site, TODAY).map((f) => [f.path, f.xml]));
  return { config, feeds };
}

describe('Atom feeds', () => {
  it('one per collection with "feed", and one per category; all well-formed XML', () => {
    const { feeds } = feedsOf();
    expect([...feeds.keys()]).toEqual([
      '/updates/feed.atom',
      '/updates/category/gst-update/feed.atom',
      '/updates/category/mca/feed.atom',
      '/updates/category/tds/feed.atom',
      '/updates/category/income-tax/feed.atom',
      '/guides/feed.atom',
      '/guides/category/company-registration/feed.atom',
      '/guides/category/gst/feed.atom',
      '/guides/category/income-tax/feed.atom',
    ]);
    for (const [path, xml] of feeds) expect(XMLValidator.validate(xml), path).toBe(true);
  });

  it('the updates feed: title, absolute self and page links, the newest entries first with absolute ids, links, dates and categories', () => {
    const { config, feeds } = feedsOf();
    const updates = config.collections!.find((c) => c.settings.name === 'updates')!;
    const feed = parseFeed(feeds.get('/updates/feed.atom')!);
    expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
    expect(feed.title).toBe(updates.settings.feed!.title);
    expect(feed.description).toBe(updates.settings.feed!.subtitle);
    expect(feed.url).toBe('https://www.filingbridge.in/updates');
    expect(feed.self).toBe('https://www.filingbridge.in/updates/feed.atom');
    expect(feed.language).toBe('en-IN');
    expect(feed.updated?.toISOString()).toBe(new Date(`${updates.entries[0]!.modified}T00:00:00+05:30`).toISOString());
    expect(feed.items.map((i) => [i.id, i.url, i.title])).toEqual(
      updates.entries.map((e) => [`https://www.filingbridge.in${e.path}`, `https://www.filingbridge.in${e.path}`, e.title]),
    );
    expect(feed.items.map((i) => i.published?.toISOString())).toEqual(updates.entries.map((e) => new Date(`${e.date}T00:00:00+05:30`).toISOString()));
    expect(feed.items.map((i) => i.categories.map((c) => c.term))).toEqual(updates.entries.map((e) => [e.category]));
    expect(feed.items.map((i) => i.description)).toEqual(updates.entries.map((e) => (e.data as { summary: string }).summary));
    // The content is the update as HTML; its links point at this site in full, and at the official source.
    const gst = feed.items.find((i) => i.url === 'https://www.filingbridge.in/updates/gstr-9-and-9c-fy-2025-26')!;
    expect(gst.content).toContain('<strong>31 December 2026</strong>');
    expect(gst.content).toContain('<table><caption>Who files what for FY 2025-26</caption>');
    expect(gst.content).toContain('<a href="https://taxinformation.cbic.gov.in/content-page/explore-notification">');
    const category = parseFeed(feeds.get('/updates/category/tds/feed.atom')!);
    expect(category.title).toBe(`${updates.settings.feed!.title}: TDS`);
    expect(category.url).toBe('https://www.filingbridge.in/updates/category/tds');
    expect(category.items.map((i) => i.url)).toEqual(updates.entries.filter((e) => e.category === 'TDS').map((e) => `https://www.filingbridge.in${e.path}`));
  });

  it('the guides feed names each guide’s author and makes the links of its text absolute', () => {
    const { feeds } = feedsOf();
    const feed = parseFeed(feeds.get('/guides/feed.atom')!);
    expect(feed.items.length).toBe(3);
    expect(new Set(feed.items.flatMap((i) => i.authors.map((a) => a.name)))).toEqual(new Set(['FilingBridge compliance team']));
    const company = feed.items.find((i) => i.url === 'https://www.filingbridge.in/guides/register-a-private-limited-company')!;
    expect(company.content).toContain('<a href="https://www.filingbridge.in/incorporation">our incorporation services</a>');
    expect(company.content).not.toMatch(/href="\//);
  });

  it('text with &, <, >, quotes and apostrophes arrives exactly as written', () => {
    copy = copySiteConfig();
    const title = `R&D cess "explained" — what's > 5% & why`;
    const summary = `Costs <5 lakh & 'small' businesses.`;
    copy.write(
      'updates/escaping.json',
      JSON.stringify({
        $schema: '../../schemas/collections/update.schema.json',
        title,
        slug: 'escaping',
        date: TODAY,
        category: 'TDS',
        summary,
        body: [{ type: 'paragraph', text: 'Tom & Jerry say 2 > 1 and **"bold"**.' }],
      }),
    );
    const { feeds } = feedsOf(copy.dir);
    const xml = feeds.get('/updates/feed.atom')!;
    expect(XMLValidator.validate(xml)).toBe(true);
    const item = parseFeed(xml).items.find((i) => i.url === 'https://www.filingbridge.in/updates/escaping')!;
    expect([item.title, item.description]).toEqual([title, summary]);
    // The HTML of the text is escaped once as HTML and once as XML; the parser undoes the XML layer
    // (and, leniently, the entities of the HTML too).
    expect(xml).toContain('<content type="html">&lt;p&gt;Tom &amp;amp; Jerry say 2 &amp;gt; 1 and &lt;strong&gt;&amp;quot;bold&amp;quot;&lt;/strong&gt;.&lt;/p&gt;</content>');
    expect(item.content).toBe('<p>Tom & Jerry say 2 > 1 and <strong>"bold"</strong>.</p>');
  });
});
