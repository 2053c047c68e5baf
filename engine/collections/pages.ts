// The pages a collection makes, from config alone (so the validator, the build, the dev server and the
// form server know the same routes): a page per entry at <path>/<slug>, the list pages (<path>,
// <path>/page/2 …) and a list per category (<path>/category/<category>, and its further pages). Each is
// an ordinary page of blocks — "update-article", "guide-article" (+ "faq"), "job-posting",
// "entry-list" — rendered like any other, so its HTML depends on its own data only.
import type {
  EntryListBlock,
  EntryListBlockItem,
  FaqBlock,
  GuideArticleBlock,
  GuideEntry,
  Link,
  Page,
  RichBody,
  Site,
  UpdateArticleBlock,
  UpdateEntry,
} from '../generated/config.ts';
import type { PageFile } from '../types.ts';
import { bodyTexts, headingAnchor, readingMinutes, tableOfContents } from './body.ts';
import { categoryColor, categoryLabel, categoryPath, feedPath, listPagePath, newestModified, type Collection, type CollectionSettings, type Entry } from './entries.ts';
import { jobPage, type JobListing } from './jobs.ts';

export const FAQ_ANCHOR = 'faq';
export const FAQ_HEADING = 'Frequently asked questions';

export interface PageContext {
  site: Site;
  /** A page's name for links to it (its title without the brand), or undefined when no page has the address. */
  nameOf: (path: string) => string | undefined;
  /** The job-openings section that lists each collection of openings, by collection name. */
  jobListings: Map<string, JobListing>;
  /** The words the pages add around the entries' own (a language's site passes its own). */
  words?: CollectionWords;
}

/** What the pages say around the entries' texts. */
export interface CollectionWords {
  backTo: (heading: string) => string;
  faqHeading: string;
  all: string;
  minutesToRead: (minutes: number) => string;
  pageNumber: (n: number) => string;
}

export const ENGLISH_WORDS: CollectionWords = {
  backTo: (heading) => `Back to ${heading}`,
  faqHeading: FAQ_HEADING,
  all: 'All',
  minutesToRead: (minutes) => `${minutes} min read`,
  pageNumber: (n) => ` – page ${n}`,
};

/** Which kind of page a generated page is ("updates:entry", "guides:list", …): the browser tests check one of each kind. */
export type PageTemplate = `${string}:${'entry' | 'list' | 'category'}`;

/** Every page the collections make, entries first, with the file each comes from (for messages and its last change). */
export function collectionPages(collections: Collection[], context: PageContext): PageFile[] {
  return collections.flatMap((collection) => [...entryPages(collection, context), ...listPages(collection, context)]);
}

function entryPages({ settings, entries }: Collection, context: PageContext): PageFile[] {
  return entries.flatMap((entry): PageFile[] => {
    const page = entryPage(settings, entry, context);
    if (!page) return [];
    return [
      {
        file: entry.file,
        page,
        parentPath: settings.path,
        template: `${settings.name}:entry`,
        ...(entry.kind !== 'job' && entry.modified ? { lastmod: entry.modified } : {}),
      },
    ];
  });
}

function entryPage(settings: CollectionSettings, entry: Entry, context: PageContext): Page | undefined {
  const brand = context.site.brand.name;
  const words = context.words ?? ENGLISH_WORDS;
  if (entry.kind === 'job') {
    const listing = context.jobListings.get(settings.name);
    return listing ? jobPage(entry as Entry<'job'>, listing, context.site) : undefined;
  }
  const links = (paths: string[] | undefined): Link[] => (paths ?? []).map((href) => ({ label: context.nameOf(href) ?? href, href }));
  const shared = {
    ...(entry.category ? { color: categoryColor(settings, entry.category), categoryHref: categoryPath(settings, entry.category), ...labelOf(settings, entry.category) } : {}),
    backLink: { label: words.backTo(settings.list?.heading ?? settings.name), href: settings.path },
    ...(settings.feed ? { feed: { href: feedPath(settings.path), title: settings.feed.title } } : {}),
  };
  const page = (blocks: Page['blocks'], summary: string): Page => ({ paths: [entry.path], title: `${entry.title} | ${brand}`, description: summary, blocks });
  if (entry.kind === 'update') {
    const update = withAnchors(entry.data as UpdateEntry);
    const block: UpdateArticleBlock = { type: 'update-article', update, ...shared, services: links(update.services), related: links(update.related) };
    return page([block], update.summary);
  }
  const guide = withAnchors(entry.data as GuideEntry);
  const faq: FaqBlock | undefined = guide.faq ? { type: 'faq', id: FAQ_ANCHOR, heading: words.faqHeading, items: guide.faq } : undefined;
  const block: GuideArticleBlock = {
    type: 'guide-article',
    guide,
    ...shared,
    readingMinutes: guideReadingMinutes(guide),
    toc: [...tableOfContents(guide.body), ...(faq ? [{ label: words.faqHeading, href: `#${FAQ_ANCHOR}` }] : [])],
    services: links(guide.services),
    tools: links(guide.tools),
    related: links(guide.related),
  };
  return page(faq ? [block, faq] : [block], guide.summary);
}

/** Every heading with its anchor written out, so links to it are checked like links to a section. */
function withAnchors<T extends { body: RichBody }>(data: T): T {
  return { ...data, body: data.body.map((part) => (part.type === 'heading' ? { ...part, id: headingAnchor(part) } : part)) };
}

/** Minutes to read a guide: its summary, text and questions. */
export function guideReadingMinutes(guide: GuideEntry): number {
  return readingMinutes([guide.summary, ...bodyTexts(guide.body, []).map((t) => t.text), ...(guide.faq ?? []).flatMap((q) => [q.question, q.answer])]);
}

function listPages({ settings, entries }: Collection, context: PageContext): PageFile[] {
  const { list } = settings;
  if (!list) return [];
  const brand = context.site.brand.name;
  const words = context.words ?? ENGLISH_WORDS;
  const pages: PageFile[] = [];
  const listFile = `site-config/collections.json`;
  const categoryLinks = (current?: string) =>
    settings.categories?.length
      ? [
          { label: words.all, href: settings.path, ...(current === undefined ? { current: true } : {}) },
          ...settings.categories.map((c) => ({ label: c.label ?? c.name, href: categoryPath(settings, c.name), ...(current === c.name ? { current: true } : {}) })),
        ]
      : undefined;
  const paged = (base: string, listed: Entry[], titleOf: (n: number) => string, description: string, category?: string) => {
    const size = list.pageSize ?? 10;
    const count = Math.max(1, Math.ceil(listed.length / size));
    const hrefs = Array.from({ length: count }, (_, i) => listPagePath(base, i + 1));
    for (let n = 1; n <= count; n++) {
      const onPage = listed.slice((n - 1) * size, n * size);
      const categories = categoryLinks(category);
      const block: EntryListBlock = {
        type: 'entry-list',
        heading: category ? `${categoryLabel(settings, category)}: ${list.heading}` : list.heading,
        ...(list.intro && n === 1 ? { intro: list.intro } : {}),
        collection: settings.name,
        items: onPage.map((entry) => listItem(settings, entry, words)),
        ...(categories ? { categories } : {}),
        ...(count > 1 ? { pagination: { page: n, hrefs } } : {}),
        ...(settings.feed ? { feed: { href: feedPath(base), title: category ? `${settings.feed.title}: ${categoryLabel(settings, category)}` : settings.feed.title } } : {}),
      };
      const lastmod = newestModified(onPage);
      pages.push({
        file: listFile,
        page: {
          paths: [hrefs[n - 1]!],
          title: titleOf(n),
          description,
          ...(n === 1 && !category && list.menu ? { menu: list.menu } : {}),
          blocks: [block],
        },
        ...(n > 1 ? { parentPath: base } : category ? { parentPath: settings.path } : {}),
        template: `${settings.name}:${category ? 'category' : 'list'}`,
        ...(lastmod ? { lastmod } : {}),
      });
    }
  };
  const pageSuffix = (n: number) => (n > 1 ? words.pageNumber(n) : '');
  paged(settings.path, entries, (n) => (n === 1 ? list.title : `${list.heading}${pageSuffix(n)} | ${brand}`), list.description);
  for (const category of settings.categories ?? []) {
    paged(
      categoryPath(settings, category.name),
      entries.filter((e) => e.category === category.name),
      (n) => `${categoryLabel(settings, category.name)}: ${list.heading}${pageSuffix(n)} | ${brand}`,
      category.description ?? list.description,
      category.name,
    );
  }
  return pages;
}

/** The category's label for its badge, when the collection gives one (else the badge shows the name). */
const labelOf = (settings: CollectionSettings, category: string) => (categoryLabel(settings, category) === category ? {} : { categoryLabel: categoryLabel(settings, category) });

/** An entry as lists show it (the list pages, the home page's timeline, a service page's guides and updates). */
export function listItem(settings: CollectionSettings, entry: Entry, words: CollectionWords = ENGLISH_WORDS): EntryListBlockItem {
  const summary = (entry.data as { summary?: string; description?: string }).summary ?? (entry.data as { description?: string }).description ?? '';
  return {
    title: entry.title,
    href: entry.path,
    date: entry.date ?? '',
    summary,
    ...(entry.category ? { category: entry.category, color: categoryColor(settings, entry.category), ...labelOf(settings, entry.category) } : {}),
    ...(entry.kind === 'guide' ? { meta: words.minutesToRead(guideReadingMinutes(entry.data as GuideEntry)) } : {}),
  };
}
