// Atom feeds (RFC 4287) of the collections that have "feed" in collections.json: one of the newest
// entries at <path>/feed.atom, and one per category. Every link is absolute and every text escaped;
// an entry's content is its text as HTML made from the schema's parts (body.ts), never typed HTML.
import type { GuideEntry, Site, UpdateEntry } from '../generated/config.ts';
import { escapeHtml } from '../html.ts';
import { bodyHtml, inlineHtml } from './body.ts';
import { categoryPath, feedPath, type Collection, type Entry } from './entries.ts';

export interface FeedFile {
  /** Where the feed is served, e.g. "/updates/feed.atom". */
  path: string;
  xml: string;
}

const DEFAULT_SIZE = 20;

/** A day (YYYY-MM-DD) as an RFC 3339 date-time: the day starts in India. */
function dateTime(day: string): string {
  return `${day}T00:00:00+05:30`;
}

/** A feed's language and the words its entries' content adds (a language's site passes its own). */
export interface FeedLanguage {
  /** xml:lang, e.g. "hi-IN". */
  locale: string;
  whatToDo: string;
  source: string;
  sources: string;
  /** A text as the feed shows it (a language's site turns its marks for English into plain text). */
  text?: (text: string) => string;
  /** The content's HTML as the feed carries it (… into <span lang="en">). */
  html?: (html: string) => string;
}

export const ENGLISH_FEED: FeedLanguage = { locale: 'en-IN', whatToDo: 'What you should do', source: 'Source:', sources: 'Sources' };

/** Every feed of every collection (none for collections without "feed"). `today` dates a feed with no entries yet. */
export function collectionFeeds(collections: Collection[], site: Site, today: string, language: FeedLanguage = ENGLISH_FEED): FeedFile[] {
  return collections.flatMap((collection) => {
    const { settings, entries } = collection;
    if (!settings.feed) return [];
    const all = { path: feedPath(settings.path), xml: atomFeed(collection, entries, site, today, undefined, language) };
    const perCategory = (settings.categories ?? []).map((category) => {
      const base = categoryPath(settings, category.name);
      return {
        path: feedPath(base),
        xml: atomFeed(
          collection,
          entries.filter((e) => e.category === category.name),
          site,
          today,
          { name: category.name, page: base },
          language,
        ),
      };
    });
    return [all, ...perCategory];
  });
}

/** One Atom feed document: the newest entries of `listed`, newest first. */
export function atomFeed(
  { settings }: Collection,
  listed: Entry[],
  site: Site,
  today: string,
  category?: { name: string; page: string },
  language: FeedLanguage = ENGLISH_FEED,
): string {
  const feed = settings.feed!;
  const text = language.text ?? ((t: string) => t);
  const base = site.siteUrl ?? '';
  const absolute = (href: string) => (href.startsWith('/') ? base + href : href);
  const page = category?.page ?? settings.path;
  const shown = listed.slice(0, feed.size ?? DEFAULT_SIZE);
  const updated = shown.reduce((max, e) => (e.modified && e.modified > max ? e.modified : max), '') || today;
  const title = text(category ? `${feed.title}: ${category.name}` : feed.title);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(language.locale)}">`,
    `  <id>${escapeHtml(absolute(page))}</id>`,
    `  <title>${escapeHtml(title)}</title>`,
    ...(feed.subtitle ? [`  <subtitle>${escapeHtml(text(feed.subtitle))}</subtitle>`] : []),
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(absolute(feedPath(page)))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(absolute(page))}"/>`,
    `  <updated>${dateTime(updated)}</updated>`,
    `  <author><name>${escapeHtml(site.brand.name)}</name><uri>${escapeHtml(absolute('/'))}</uri></author>`,
    `  <icon>${escapeHtml(absolute('/favicon.ico'))}</icon>`,
    `  <logo>${escapeHtml(absolute('/logo.png'))}</logo>`,
    `  <rights>© ${escapeHtml(site.brand.name)}</rights>`,
    ...shown.map((entry) => atomEntry(entry, settings.path, absolute, language)),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}

function atomEntry(entry: Entry, collectionPath: string, absolute: (href: string) => string, language: FeedLanguage): string {
  const url = absolute(entry.path);
  const text = language.text ?? ((t: string) => t);
  const html = language.html ?? ((h: string) => h);
  const data = entry.data as UpdateEntry | GuideEntry;
  const author = entry.kind === 'guide' ? `\n    <author><name>${escapeHtml(text((data as GuideEntry).author.name))}</name></author>` : '';
  const category = entry.category
    ? `\n    <category term="${escapeHtml(entry.category)}" label="${escapeHtml(entry.category)}" scheme="${escapeHtml(absolute(`${collectionPath}/category/`))}"/>`
    : '';
  return [
    '  <entry>',
    `    <id>${escapeHtml(url)}</id>`,
    `    <title type="text">${escapeHtml(text(entry.title))}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeHtml(url)}"/>`,
    `    <published>${dateTime(entry.date!)}</published>`,
    `    <updated>${dateTime(entry.modified ?? entry.date!)}</updated>${author}${category}`,
    `    <summary type="text">${escapeHtml(text(data.summary))}</summary>`,
    `    <content type="html">${escapeHtml(html(contentHtml(entry, absolute, language)))}</content>`,
    '  </entry>',
  ].join('\n');
}

/** The entry's text as HTML: the body, then what to do and the source (an update) or the sources (a guide). */
function contentHtml(entry: Entry, absolute: (href: string) => string, words: FeedLanguage): string {
  const link = (s: { label: string; href: string }) => `<a href="${escapeHtml(absolute(s.href))}">${escapeHtml(s.label)}</a>`;
  if (entry.kind === 'update') {
    const update = entry.data as UpdateEntry;
    return (
      bodyHtml(update.body, absolute) +
      (update.whatToDo ? `<h2>${escapeHtml(words.whatToDo)}</h2><ol>${update.whatToDo.map((step) => `<li>${inlineHtml(step, absolute)}</li>`).join('')}</ol>` : '') +
      (update.source ? `<p>${escapeHtml(words.source)} ${link(update.source)}</p>` : '')
    );
  }
  const guide = entry.data as GuideEntry;
  return bodyHtml(guide.body, absolute) + `<h2>${escapeHtml(words.sources)}</h2><ul>${guide.sources.map((s) => `<li>${link(s)}</li>`).join('')}</ul>`;
}
