// A language's collections: the updates and guides that have a translation file
// (translations/<code>/updates/<slug>.json …), each at the language's address (/hi/updates/<slug>), and
// the list pages, category pages and feeds made of them, with collections.json's words translated.
// An entry with no translation is not in the language: a Hindi reader who opens /hi/updates expects
// to read what is listed, so the list shows only what can be read in Hindi (the English list, linked
// from every translated page's language links, has all of them).
import type { GuideEntry, Page, SiteLanguage, Translation, UpdateEntry } from '../generated/config.ts';
import type { SiteConfig, PageFile } from '../types.ts';
import type { SchemaObject } from '../config/schema-files.ts';
import type { Collection, Entry } from '../collections/entries.ts';
import { entrySchemaKey } from '../collections/load.ts';
import { headingAnchor } from '../collections/body.ts';
import { collectionPages, ENGLISH_WORDS, type CollectionWords } from '../collections/pages.ts';
import { ENGLISH_FEED, type FeedLanguage } from '../collections/feeds.ts';
import { applyTranslation, FALLBACK_CLOSE, FALLBACK_OPEN, markFallback } from './apply.ts';
import { sourceTexts } from './texts.ts';
import { pathIn } from './languages.ts';

export interface LanguageCollections {
  /** The translated collections at the language's addresses, with only their translated entries (the feeds are made of them). */
  collections: Collection[];
  /** Their pages (entries, lists, categories) at the language's addresses, links not yet put into the language. */
  pages: PageFile[];
  /** English address → the language's, for every page above that has an English version. */
  pathOf: Map<string, string>;
  /** By the English entry's address: its title and summary in the language (lists on translated pages show them). */
  entryTexts: Map<string, { title: string; summary: string }>;
  /** Texts left in English, by the language's page address. */
  fallbacks: Map<string, string[]>;
}

/** "site-config/updates/tds.json" → "updates/tds.json". */
const sourceOfEntry = (entry: Entry) => `${entry.collection}/${entry.file.split('/').pop()}`;

/** The words the collection pages add: English, marked so, until the language has its own. */
export const MARKED_ENGLISH_WORDS: CollectionWords = {
  backTo: (heading) => `${markFallback('Back to')} ${heading}`,
  faqHeading: markFallback(ENGLISH_WORDS.faqHeading),
  all: markFallback(ENGLISH_WORDS.all),
  minutesToRead: (minutes) => markFallback(ENGLISH_WORDS.minutesToRead(minutes)),
  pageNumber: (n) => markFallback(ENGLISH_WORDS.pageNumber(n)),
};

const MARKS = new RegExp(`[${FALLBACK_OPEN}${FALLBACK_CLOSE}]`, 'g');
export const withoutMarks = (text: string) => text.replace(MARKS, '');

/** A language's feeds: its locale, the content's headings in English marked lang="en", marks out of plain texts. */
export function feedLanguage(language: SiteLanguage): FeedLanguage {
  return {
    locale: language.locale,
    whatToDo: markFallback(ENGLISH_FEED.whatToDo),
    source: markFallback(ENGLISH_FEED.source),
    sources: markFallback(ENGLISH_FEED.sources),
    text: withoutMarks,
    html: (html) => html.replaceAll(FALLBACK_OPEN, '<span lang="en">').replaceAll(FALLBACK_CLOSE, '</span>'),
  };
}

export function languageCollections(
  english: SiteConfig,
  language: SiteLanguage,
  bySource: Map<string, Translation>,
  englishFiles: Map<string, unknown>,
  schemas: Map<string, SchemaObject>,
  site: SiteConfig['site'],
  /** A page's name in the language (its heading), when that page is translated. */
  nameIn: (englishPath: string) => string | undefined,
): LanguageCollections {
  const empty: LanguageCollections = { collections: [], pages: [], pathOf: new Map(), entryTexts: new Map(), fallbacks: new Map() };
  const all = (english.collections ?? []).filter((c) => c.settings.entries === 'update' || c.settings.entries === 'guide');
  if (!all.length) return empty;
  const local = (path: string) => pathIn(english.site, language.code, path);
  const rawSettings = englishFiles.get('collections.json');
  const settingsTexts = rawSettings === undefined ? [] : sourceTexts(rawSettings, schemas, 'collections.schema.json');
  const settings = applyTranslation({ collections: all.map((c) => c.settings) }, settingsTexts, bySource.get('collections.json')).value.collections;
  // Only the texts of the collections kept here (a file's index is the collection's place in the file).
  const fallbacks = new Map<string, string[]>();
  const entryTexts = new Map<string, { title: string; summary: string }>();
  // A collection with no entry translated has no pages in the language.
  const collections: Collection[] = all.map((collection, i) => {
    const entries = collection.entries.flatMap((entry): Entry[] => {
      const source = sourceOfEntry(entry);
      const translation = bySource.get(source);
      const raw = englishFiles.get(source);
      if (!translation || raw === undefined) return [];
      // Headings keep their English anchors: the same #links in every language (and Devanagari makes no address).
      const anchored = {
        ...entry.data,
        body: (entry.data as UpdateEntry | GuideEntry).body.map((part) => (part.type === 'heading' ? { ...part, id: headingAnchor(part) } : part)),
      };
      const applied = applyTranslation(anchored, sourceTexts(raw, schemas, entrySchemaKey(entry.kind)), translation);
      const data = applied.value as UpdateEntry | GuideEntry;
      entryTexts.set(entry.path, { title: data.title, summary: data.summary });
      fallbacks.set(local(entry.path), applied.fallbacks);
      return [{ ...entry, data, title: data.title, path: local(entry.path) }];
    });
    // A category is listed in the language when it has an entry there.
    const categories = settings[i]!.categories?.filter((c) => entries.some((e) => e.category === c.name));
    return { settings: { ...settings[i]!, name: collection.settings.name, path: local(collection.settings.path), ...(categories ? { categories } : {}) }, entries };
  });

  const shown = collections.filter((c) => c.entries.length);
  // Links from an entry to pages and other entries: named in the language where they are, else in English (marked).
  const englishNames = new Map<string, string>();
  for (const { page, template } of english.pages) {
    if (!template?.endsWith(':entry')) continue;
    for (const block of page.blocks as Partial<Record<'services' | 'tools' | 'related', { label: string; href: string }[]>>[])
      for (const link of [...(block.services ?? []), ...(block.tools ?? []), ...(block.related ?? [])]) englishNames.set(link.href, link.label);
  }
  const nameOf = (path: string) => {
    const name = entryTexts.get(path)?.title ?? nameIn(path);
    if (name) return name;
    const en = englishNames.get(path);
    return en === undefined ? undefined : markFallback(en);
  };
  const pages = collectionPages(shown, { site, nameOf, jobListings: new Map(), words: MARKED_ENGLISH_WORDS });
  const englishPaths = new Set(english.pages.map((p) => p.page.paths[0]!));
  const prefix = local('/').length;
  const pathOf = new Map<string, string>();
  for (const { page } of pages) {
    const path = page.paths[0]!;
    const en = path.slice(prefix) || '/';
    if (englishPaths.has(en)) pathOf.set(en, path);
  }
  return { collections: shown, pages: pages.map(withListFallbacks), pathOf, entryTexts, fallbacks };

  /** A list page's own words (collections.json) left in English count as its fallbacks, as an entry's do. */
  function withListFallbacks(file: PageFile): PageFile {
    const path = file.page.paths[0]!;
    if (!fallbacks.has(path)) fallbacks.set(path, hasMarks(file.page) ? ['collections.json'] : []);
    return file;
  }
}

const hasMarks = (page: Page) => JSON.stringify(page).includes(FALLBACK_OPEN);

/**
 * In a translated page, the entries that validation listed there (the home page's news, a service
 * page's guides), given in the language where the entry is translated: its title and summary
 * replace the English (marked or not). Returns the places replaced.
 */
export function translateListed(page: unknown, entryTexts: Map<string, { title: string; summary: string }>): Set<string> {
  const replaced = new Set<string>();
  const walk = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, [...path, i]));
    if (!value || typeof value !== 'object') return;
    const item = value as Record<string, unknown>;
    const texts = typeof item.href === 'string' ? entryTexts.get(item.href) : undefined;
    if (texts && typeof item.title === 'string') {
      item.title = texts.title;
      replaced.add(JSON.stringify([...path, 'title']));
      // A list's card says "summary", the home page's timeline "text".
      for (const field of ['summary', 'text'])
        if (typeof item[field] === 'string') {
          item[field] = texts.summary;
          replaced.add(JSON.stringify([...path, field]));
        }
    }
    for (const [k, v] of Object.entries(item)) walk(v, [...path, k]);
  };
  walk(page, []);
  return replaced;
}
