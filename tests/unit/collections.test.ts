// Collections (engine/collections/): the bad input the issue names — two entries with one slug, a date
// more than a day ahead, an unknown category, a link to a missing entry, HTML or a script in a text —
// each as one file:line:column line, on a copy of the real site-config; and the pages a collection
// makes: list pages with paging, per-category lists, the home timeline filled from the collection and
// its "nothing new" state.
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem, validateSiteConfig } from '../../engine/config/validate.ts';
import { buildRouteTable } from '../../engine/routes.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import type { EntryListBlock, Page, TimelineBlock } from '../../engine/generated/config.ts';
import { copySiteConfig, lineColumnOf, offsetAt, type ConfigCopy } from './config-edit.ts';
import { renderBlocks, elementsWith, text, attrOf } from './render-helpers.tsx';

let copy: ConfigCopy | undefined;
afterEach(() => copy?.remove());

const problems = (c: ConfigCopy, severity: 'error' | 'warning' = 'error', today?: string) =>
  validateSiteConfig(c.dir, blockRegistry, undefined, today)
    .problems.filter((p) => p.severity === severity)
    .map((p) => c.shorten(formatProblem(p)));

/** "site-config/<file>:<line>:<column>" of the value at `path` in the copy's file. */
function at(c: ConfigCopy, file: string, path: (string | number)[]): string {
  const { line, column } = lineColumnOf(c.read(file), offsetAt(c.read(file), path));
  return `site-config/${file}:${line}:${column}`;
}

/** Writes an update file into the copy (the shape of site-config/updates/*.json). */
function writeUpdate(c: ConfigCopy, name: string, fields: Record<string, unknown>) {
  const update = {
    $schema: '../../schemas/collections/update.schema.json',
    title: `Update ${name}`,
    slug: name,
    date: '2026-11-20',
    category: 'TDS',
    summary: `Summary of ${name}.`,
    body: [{ type: 'paragraph', text: `Text of ${name}.` }],
    ...fields,
  };
  c.write(`updates/${name}.json`, `${JSON.stringify(update, null, 2)}\n`);
}

describe('collection entries: bad input is one line with file, line, column and the fix', () => {
  it('two entries with one slug: reported at the later file, naming the first', () => {
    copy = copySiteConfig();
    writeUpdate(copy, 'zz-second', { slug: 'tds-deposit-september-2025' });
    expect(problems(copy)).toEqual([
      `${at(copy, 'updates/zz-second.json', ['slug'])} error: update zz-second: site-config/updates/tds-deposit-september-2025.json already has the address /updates/tds-deposit-september-2025 (the slug "tds-deposit-september-2025") — give one of them another "slug"`,
    ]);
  });

  it('a date more than a day in the future (today and tomorrow in India are fine)', () => {
    copy = copySiteConfig();
    writeUpdate(copy, 'tomorrow', { date: '2026-11-26' });
    writeUpdate(copy, 'next-week', { date: '2026-12-02' });
    expect(problems(copy, 'error', '2026-11-25')).toEqual([
      `${at(copy, 'updates/next-week.json', ['date'])} error: update next-week: the date 02-Dec-2026 is 7 days in the future — write the day it was (or will be) published; to publish later, add the file on that day`,
    ]);
  });

  it('a category not in the collection’s list, with a suggestion', () => {
    copy = copySiteConfig();
    writeUpdate(copy, 'typo', { category: 'GST Updates' });
    expect(problems(copy)).toEqual([
      `${at(copy, 'updates/typo.json', ['category'])} error: update typo: "GST Updates" is not a category of updates — did you mean "GST Update"? — use one of: GST Update, MCA, TDS, Income Tax, or add it to the collection's "categories" in site-config/collections.json`,
    ]);
  });

  it('a link to a missing entry, in the text and in "related"; and "related" that is no entry', () => {
    copy = copySiteConfig();
    writeUpdate(copy, 'links', {
      body: [{ type: 'paragraph', text: 'See [the deposit update](/updates/tds-deposit-september-202).' }],
      related: ['/guides/gst-registration-document', '/gst'],
    });
    expect(problems(copy)).toEqual([
      `${at(copy, 'updates/links.json', ['body', 0, 'text'])} error: update links, part 1 (paragraph): the link "/updates/tds-deposit-september-202" goes to no page — did you mean "/updates/tds-deposit-september-2025"?`,
      `${at(copy, 'updates/links.json', ['related', 0])} error: update links, entry to read next 1: the link "/guides/gst-registration-document" goes to no page — did you mean "/guides/gst-registration-documents"?`,
      `${at(copy, 'updates/links.json', ['related', 1])} error: update links, entry to read next 2: "/gst" is not a guide or an update — "related" names entries to read next; link other pages in the text`,
    ]);
  });

  it('raw HTML or a script in a text is an error (never shown, never run)', () => {
    copy = copySiteConfig();
    writeUpdate(copy, 'html', {
      body: [
        { type: 'paragraph', text: 'Due <b>soon</b>.' },
        { type: 'callout', tone: 'warning', text: 'Click <script>alert(1)</script> here.' },
        { type: 'paragraph', text: 'A [link](javascript:alert(1)).' },
      ],
    });
    expect(problems(copy)).toEqual([
      `${at(copy, 'updates/html.json', ['body', 0, 'text'])} error: update html, part 1 (paragraph): HTML is not allowed in an entry (<b>, </b>) — write the text alone; use **bold**, *italic* and [link text](/page) where formatting is needed`,
      `${at(copy, 'updates/html.json', ['body', 1, 'text'])} error: update html, part 2 (callout): a script is not allowed in an entry (<script>, </script>) — write the text alone; use **bold**, *italic* and [link text](/page) where formatting is needed`,
      `${at(copy, 'updates/html.json', ['body', 2, 'text'])} error: update html, part 3 (paragraph): a script is not allowed in an entry (javascript:) — write the text alone; use **bold**, *italic* and [link text](/page) where formatting is needed`,
    ]);
  });

  it('the schema of the entries, in the same words as for pages: a part of the text of an unknown kind, with a suggestion', () => {
    copy = copySiteConfig();
    writeUpdate(copy, 'part', { body: [{ type: 'paragrap', text: 'x' }] });
    expect(problems(copy)).toEqual([
      `${at(copy, 'updates/part.json', ['body', 0, 'type'])} error: update part, part 1 (paragrap): unknown kind of part "paragrap" — did you mean "paragraph"?`,
    ]);
  });

  it('a table row without a cell per column, and a folder collections.json names but that does not exist', () => {
    copy = copySiteConfig();
    writeUpdate(copy, 'table', { body: [{ type: 'table', caption: 'Dates', columns: ['Form', 'Due'], rows: [['GSTR-9']] }] });
    const settings = copy.json('collections.json');
    settings.collections.push({ name: 'circulars', entries: 'update', path: '/circulars', list: { title: 'Circulars', description: 'Circulars.', heading: 'Circulars' } });
    copy.write('collections.json', JSON.stringify(settings, null, 2));
    expect(problems(copy)).toEqual([
      `${at(copy, 'collections.json', ['collections', 3, 'name'])} error: collections, collection 4: there is no folder site-config/circulars/ for the collection "circulars" — create it (its entries go there, one file each) or correct the name`,
      `${at(copy, 'updates/table.json', ['body', 0, 'rows', 0])} error: update table, part 1 (table), row 1: row 1 has 1 cells, but the table has 2 columns — give every row one text per column`,
    ]);
  });
});

describe('links to entries from other files', () => {
  it('a calendar rule naming an update that does not exist', () => {
    copy = copySiteConfig();
    copy.edit('compliance-calendar.json', (t) => t.replaceAll('"href": "/updates/gstr-9-and-9c-fy-2025-26"', '"href": "/updates/gstr-9-and-9c-fy-2025-27"'));
    const text = copy.read('compliance-calendar.json');
    const rules = JSON.parse(text).rules as { id: string }[];
    const [nine, nineC] = ['gstr-9', 'gstr-9c'].map((id) => rules.findIndex((r) => r.id === id));
    expect(problems(copy)).toEqual(
      [nine!, nineC!].map(
        (i) =>
          `${at(copy!, 'compliance-calendar.json', ['rules', i, 'update', 'href'])} error: compliance calendar, rule ${i + 1}: the link "/updates/gstr-9-and-9c-fy-2025-27" goes to no page — did you mean "/updates/gstr-9-and-9c-fy-2025-26"?`,
      ),
    );
  });
});

describe('the pages a collection makes', () => {
  const listOf = (page: Page) => page.blocks[0] as EntryListBlock;

  it('list pages of "pageSize" entries, newest first, at <path>, <path>/page/2 …, and a list per category', () => {
    copy = copySiteConfig();
    const settings = copy.json('collections.json');
    settings.collections[0].list.pageSize = 3;
    copy.write('collections.json', JSON.stringify(settings, null, 2));
    const config = validateSiteConfig(copy.dir, blockRegistry).config!;
    const table = buildRouteTable(config);
    const lists = table.filter((r) => r.template === 'updates:list');
    expect(lists.map((r) => r.path)).toEqual(['/updates', '/updates/page/2', '/updates/page/3']);
    const updates = config.collections!.find((c) => c.settings.name === 'updates')!.entries;
    expect(lists.flatMap((r) => listOf(r.page).items.map((i) => i.href))).toEqual(updates.map((e) => e.path));
    expect(lists.map((r) => listOf(r.page).pagination)).toEqual(lists.map((_, i) => ({ page: i + 1, hrefs: ['/updates', '/updates/page/2', '/updates/page/3'] })));
    expect(lists.map((r) => [r.parentPath, r.page.title])).toEqual([
      [undefined, 'Compliance Updates: GST, MCA, TDS & Income Tax | FilingBridge'],
      ['/updates', 'Compliance updates – page 2 | FilingBridge'],
      ['/updates', 'Compliance updates – page 3 | FilingBridge'],
    ]);
    // Dates never go up from one entry to the next, across pages.
    const dates = lists.flatMap((r) => listOf(r.page).items.map((i) => i.date));
    expect([...dates].sort().reverse()).toEqual(dates);
    const gst = table.filter((r) => r.path.startsWith('/updates/category/gst-update'));
    expect(gst.map((r) => r.path)).toEqual(['/updates/category/gst-update', '/updates/category/gst-update/page/2']);
    expect(gst.flatMap((r) => listOf(r.page).items.map((i) => i.category))).toEqual(['GST Update', 'GST Update', 'GST Update', 'GST Update']);
    expect(listOf(gst[0]!.page).categories!.filter((c) => c.current)).toEqual([{ label: 'GST Update', href: '/updates/category/gst-update', current: true }]);
    expect(listOf(gst[0]!.page).feed).toEqual({ href: '/updates/category/gst-update/feed.atom', title: 'FilingBridge compliance updates: GST Update' });
  });

  it('renders a list page: category links (the current one marked), the entries as cards, the pages of the list with the current one marked', () => {
    const html = renderBlocks(
      [
        {
          type: 'entry-list',
          heading: 'Compliance updates',
          collection: 'updates',
          items: [{ title: 'A & B', href: '/updates/a', date: '2026-11-20', summary: 'Summary.', category: 'TDS', color: 'purple' }],
          categories: [
            { label: 'All', href: '/updates' },
            { label: 'TDS', href: '/updates/category/tds', current: true },
          ],
          pagination: { page: 2, hrefs: ['/updates', '/updates/page/2', '/updates/page/3'] },
          feed: { href: '/updates/feed.atom', title: 'Updates' },
        },
      ],
      '/updates/page/2',
    );
    expect(elementsWith(html, 'data-entry').map(text)).toEqual(['20-Nov-2026 TDS A & B Summary.']);
    expect(html).toMatch(/<h2[^>]*><a href="\/updates\/a"[^>]*>A &amp; B<\/a><\/h2>/);
    expect(html).toMatch(/<a href="\/updates\/category\/tds" aria-current="page"/);
    const pages = html.slice(html.indexOf('aria-label="Pages of this list"'));
    expect([...pages.matchAll(/<a href="([^"]+)"([^>]*)>/g)].map((m) => [m[1], /aria-current="page"/.test(m[2]!), /rel="(\w+)"/.exec(m[2]!)?.[1]])).toEqual([
      ['/updates', false, 'prev'],
      ['/updates', false, undefined],
      ['/updates/page/2', true, undefined],
      ['/updates/page/3', false, undefined],
      ['/updates/page/3', false, 'next'],
      ['/updates/feed.atom', false, undefined],
    ]);
  });

  it('the home timeline names the collection and shows its newest entries, each linking its page, with the categories’ colours', () => {
    const config = validateSiteConfig(undefined, blockRegistry, undefined, '2026-11-25').config!;
    const home = config.pages.find(({ page }) => page.paths[0] === '/')!.page;
    const timeline = home.blocks.find((b): b is TimelineBlock => b.type === 'timeline')!;
    const updates = config.collections!.find((c) => c.settings.name === 'updates')!.entries;
    expect(timeline.items!.map((i) => [i.date, i.title, i.href])).toEqual(updates.slice(0, 6).map((e) => [e.date, e.title, e.path]));
    expect(timeline.categoryColors).toEqual({ 'GST Update': 'blue', MCA: 'green', TDS: 'purple', 'Income Tax': 'brand' });
    expect([timeline.stale, timeline.moreHref]).toEqual([undefined, '/updates']);
  });

  it('when the newest update is older than staleAfterDays, the home says so (and links all updates) and the build warns', () => {
    const day = '2027-01-25'; // 61 days after the newest update (25-Nov-2026)
    const config = validateSiteConfig(undefined, blockRegistry, undefined, day).config!;
    const timeline = config.pages.find(({ page }) => page.paths[0] === '/')!.page.blocks.find((b): b is TimelineBlock => b.type === 'timeline')!;
    expect(timeline.stale).toBe(true);
    const html = renderBlocks([{ type: 'hero', heading: 'Home' }, timeline]);
    const [notice] = elementsWith(html, 'data-timeline-stale');
    expect(text(notice!)).toBe('No updates in the last 60 days — see all updates');
    expect(attrOf(notice!, 'href')).toBe('/updates');
    expect(html).not.toContain('data-timeline-all');
    copy = copySiteConfig();
    // (The live rule tables' not-yet-checked entries warn too; only the home page's warnings are this test's.)
    const homeWarnings = (today: string) => problems(copy!, 'warning', today).filter((p) => p.startsWith('site-config/pages/home.json'));
    expect(homeWarnings(day)).toEqual([
      `${at(copy, 'pages/home.json', ['blocks', 3, 'staleAfterDays'])} warning: page /, block 4 (timeline): the newest entry of updates is dated 25-Nov-2026, 61 days ago (staleAfterDays is 60) — the page now says so; add a recent entry to site-config/updates/`,
    ]);
    // One day earlier: nothing stale, no warning, the usual link to all updates.
    expect(homeWarnings('2027-01-24')).toEqual([]);
  });
});
