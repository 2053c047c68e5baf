// A language's site: the English site (as validated) with its translation applied — site facts, menus
// and footer, and the pages that have a translation file, at their addresses in the language. Pages
// without one are not in the language; links to them go to the English page, and links to pages that
// are translated go to the language's page.
import type { ComplianceCalendar, Page, SiteLanguage, Translation } from '../generated/config.ts';
import type { LocalCalendar } from '../calendar/profile.ts';
import { ENQUIRY_PAGE } from '../calendar/ics.ts';
import type { SiteConfig, PageFile } from '../types.ts';
import type { Menus, MenuLink } from '../menus.ts';
import { buildMenus } from '../menus.ts';
import type { SchemaObject } from '../config/schema-files.ts';
import { factsOf, resolveFactTokens } from '../config/fact-tokens.ts';
import { plansOf, resolvePriceTokens } from '../config/price-tokens.ts';
import { applyTranslation, FALLBACK_OPEN, getAt, markFallback } from './apply.ts';
import { sourceTexts, type SourceText } from './texts.ts';
import { pinQuoteNames } from './identities.ts';
import { pathIn } from './languages.ts';
import { languageCollections, translateListed } from './collections.ts';
import { plainText } from '../markup/inline.ts';
import { INTERFACE_FILE, projectInterfaceWords } from './interface-words.ts';

/** A translation file, read: the English file it translates ("pages/gst.json", relative to site-config/) and its data. */
export interface TranslationFile {
  source: string;
  translation: Translation;
}

/** The English files' own data (as written, before validation filled anything in), by their path in site-config/. */
export type EnglishFiles = Map<string, unknown>;

export interface LanguageSite {
  language: SiteLanguage;
  /** The language's site: translated site.json, and only the translated pages, at the language's addresses. */
  config: SiteConfig;
  menus: Menus;
  /** English page path (first address) → the language's address, for every translated page. */
  pathOf: Map<string, string>;
  /** Texts left in English, by the language's page address ("" for site.json and the menus). */
  fallbacks: Map<string, string[]>;
  /** reviewed: false files, by their English file. */
  unreviewed: string[];
}

const LINK_IN_TEXT = /\]\((\/[^)\s]*)\)/g;

function rewriteLinks<T>(value: T, link: (href: string) => string): T {
  if (typeof value === 'string') {
    if (value.startsWith('/')) return link(value) as T;
    return (value.includes('](/') ? value.replace(LINK_IN_TEXT, (_m, href: string) => `](${link(href)})`) : value) as T;
  }
  if (Array.isArray(value)) return value.map((v) => rewriteLinks(v, link)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteLinks(v, link)])) as T;
  return value;
}

/** `href` to the language's page when that page is translated ("/gst#plans" → "/hi/gst#plans"). */
function linkIn(pathOf: Map<string, string>, canonicalOf: Map<string, string>) {
  return (href: string) => {
    const end = href.search(/[?#]/);
    const path = end < 0 ? href : href.slice(0, end);
    const target = pathOf.get(canonicalOf.get(path) ?? path);
    return target ? target + (end < 0 ? '' : href.slice(end)) : href;
  };
}

/**
 * The language's calendar: its state groups keep the English names (the chooser's values, what the
 * rules and the feed's address match), the translated ones go to `stateNames` for the chooser to show;
 * its deadlines' enquiry links go to the language's enquiry page when it has one.
 */
function localCalendar(english: ComplianceCalendar, translated: ComplianceCalendar, pathOf: Map<string, string>): LocalCalendar {
  const stateNames: Record<string, string> = {};
  english.stateGroups.forEach((group, g) => {
    group.states.forEach((name, s) => {
      stateNames[name] = translated.stateGroups[g]?.states[s] ?? name;
    });
  });
  const enquiryPath = pathOf.get(ENQUIRY_PAGE);
  return {
    ...translated,
    stateGroups: translated.stateGroups.map((group, g) => ({ ...group, states: english.stateGroups[g]!.states })),
    stateNames,
    ...(enquiryPath ? { enquiryPath } : {}),
  };
}

export function buildLanguageSite(
  english: SiteConfig,
  language: SiteLanguage,
  files: TranslationFile[],
  englishFiles: EnglishFiles,
  schemas: Map<string, SchemaObject>,
): LanguageSite {
  const bySource = new Map(files.map((f) => [f.source, f.translation]));
  const fallbacks = new Map<string, string[]>();
  const canonicalOf = new Map(english.pages.flatMap(({ page }) => page.paths.map((p) => [p, page.paths[0]!] as const)));
  const pageFiles = english.pages.filter(({ file, template }) => !template && bySource.has(sourceOf(file)));
  const pathOf = new Map(pageFiles.map(({ page }) => [page.paths[0]!, pathIn(english.site, language.code, page.paths[0]!)]));
  const texts = (source: string, schemaKey: string): SourceText[] => {
    const data = englishFiles.get(source);
    return data === undefined ? [] : sourceTexts(data, schemas, schemaKey);
  };

  const facts = factsOf(english.site);
  const siteApplied = applyTranslation(english.site, texts('site.json', 'site.schema.json'), bySource.get('site.json'), (t) => resolveFactTokens(t, facts));
  const navApplied = applyTranslation(english.navigation, texts('navigation.json', 'navigation.schema.json'), bySource.get('navigation.json'));
  // The forms' messages (engine/form-words.ts): a missing or stale text stays English, marked.
  const messagesApplied = english.formMessages
    ? applyTranslation(english.formMessages, texts('form-messages.json', 'form-messages.schema.json'), bySource.get('form-messages.json'))
    : undefined;
  // The components' words (site-config/interface.json): a word not translated yet shows in English, marked.
  const englishWords = english.interface ?? projectInterfaceWords();
  const wordsApplied = applyTranslation(englishWords, texts(INTERFACE_FILE, 'interface.schema.json'), bySource.get(INTERFACE_FILE));
  const siteFallbacks = [...siteApplied.fallbacks, ...navApplied.fallbacks, ...wordsApplied.fallbacks];
  // The calendar's names (the deadline cards, the calendar page): translated where they are, else English, marked.
  const calendarApplied =
    english.calendar && applyTranslation(english.calendar, texts('compliance-calendar.json', 'compliance-calendar.schema.json'), bySource.get('compliance-calendar.json')).value;

  // The updates and guides that are translated, their lists and feeds; their addresses join the translated pages'.
  const headings = new Map<string, string>();
  for (const { page, file } of pageFiles) {
    const heading = (applyTranslation(page, texts(sourceOf(file), 'page.schema.json'), bySource.get(sourceOf(file))).value.blocks[0] as { heading?: unknown } | undefined)?.heading;
    if (typeof heading === 'string' && !heading.includes(FALLBACK_OPEN)) headings.set(page.paths[0]!, plainText(heading));
  }
  const inLanguage = languageCollections(english, language, bySource, englishFiles, schemas, siteApplied.value, (path) => headings.get(canonicalOf.get(path) ?? path));
  for (const [en, local] of inLanguage.pathOf) pathOf.set(en, local);
  const link = linkIn(pathOf, canonicalOf);

  const pages: PageFile[] = pageFiles.map((pageFile) => {
    const source = sourceOf(pageFile.file);
    const plans = plansOf(pageFile.page);
    const finish = (t: string) => resolveFactTokens(resolvePriceTokens(t, plans), facts);
    const own = texts(source, 'page.schema.json');
    const applied = applyTranslation(pageFile.page, own, bySource.get(source), finish);
    // What validation added to the page (a list's entries from a collection) is English: marked so.
    const raw = englishFiles.get(source);
    const added = sourceTexts(applied.value, schemas, 'page.schema.json').filter(({ path }) => getAt(raw, path) === undefined);
    const page = pinQuoteNames(pageFile.page, structuredClone(applied.value) as Page);
    for (const { path } of added) setString(page, path, (s) => markFallback(s));
    // …but an entry translated into the language is listed with its title and summary in it.
    const listed = translateListed(page, inLanguage.entryTexts);
    const translatedPaths = page.paths.map((p) => pathIn(english.site, language.code, canonicalOf.get(p) === p ? p : p));
    const localized = rewriteLinks({ ...page, paths: translatedPaths }, link);
    fallbacks.set(translatedPaths[0]!, [...applied.fallbacks, ...added.filter((a) => !listed.has(JSON.stringify(a.path))).map((a) => a.key)]);
    return { ...pageFile, page: localized, ...(pageFile.canonicalPath ? { canonicalPath: pathIn(english.site, language.code, pageFile.canonicalPath) } : {}) };
  });
  for (const file of inLanguage.pages) {
    const path = file.page.paths[0]!;
    pages.push({ ...file, page: rewriteLinks(file.page, link) });
    fallbacks.set(path, inLanguage.fallbacks.get(path) ?? []);
  }
  fallbacks.set('', siteFallbacks);

  const site = rewriteLinks({ ...siteApplied.value, languages: english.site.languages }, link);
  const menus = translateMenus(buildMenus(english), english, siteApplied.value, navApplied.value, pages, link, pathOf);
  const unreviewed = files.filter((f) => !f.translation.reviewed).map((f) => f.source);
  // The rule tables' texts (rates' labels, laws cited, legal reasons, notes): translated where they are, else English, marked.
  const rules =
    english.rules &&
    (Object.fromEntries(
      Object.entries(english.rules).map(([name, table]) => {
        const source = `rules/${name}.json`;
        return [name, applyTranslation(table, texts(source, `rules/${name}.schema.json`), bySource.get(source)).value];
      }),
    ) as SiteConfig['rules']);
  const calendar = calendarApplied && localCalendar(english.calendar!, rewriteLinks(calendarApplied, link), pathOf);
  const config: SiteConfig = {
    ...english,
    site,
    navigation: navApplied.value,
    pages,
    collections: inLanguage.collections,
    ...(calendar ? { calendar } : {}),
    ...(rules ? { rules } : {}),
    ...(messagesApplied ? { formMessages: messagesApplied.value } : {}),
    interface: wordsApplied.value,
  };
  return { language, config, menus, pathOf, fallbacks, unreviewed };
}

/** "site-config/pages/gst.json" → "pages/gst.json" (the file's path inside the config folder). */
export function sourceOf(file: string): string {
  const i = file.lastIndexOf('pages/');
  return i < 0 ? file : file.slice(i);
}

function setString(root: unknown, path: (string | number)[], change: (s: string) => string): void {
  const parent = getAt(root, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
  const last = path[path.length - 1]!;
  if (parent && typeof parent[last] === 'string') parent[last] = change(parent[last] as string);
}

/**
 * The menus in the language: the English menus (their addresses and order, which the English names
 * decide: an item named alone links to the section that covers it), each label replaced by its
 * translation where the label is defined — navigation.json, site.json's footer, a page's "menu".
 */
function translateMenus(
  menus: Menus,
  english: SiteConfig,
  site: SiteConfig['site'],
  navigation: SiteConfig['navigation'],
  pages: PageFile[],
  link: (href: string) => string,
  pathOf: Map<string, string>,
): Menus {
  const words = new Map<string, string>();
  const pair = (en: unknown, local: unknown) => {
    if (typeof en === 'string' && typeof local === 'string' && local !== en && !words.has(en)) words.set(en, local);
    else if (Array.isArray(en) && Array.isArray(local)) en.forEach((v, i) => pair(v, local[i]));
    else if (en && local && typeof en === 'object' && typeof local === 'object')
      for (const [k, v] of Object.entries(en)) if (k !== 'href') pair(v, (local as Record<string, unknown>)[k]);
  };
  pair(english.navigation, navigation);
  pair(english.site.footer, site.footer);
  const englishPages = new Map(english.pages.map((p) => [p.page.paths[0]!, p.page]));
  const englishOf = new Map([...pathOf].map(([en, local]) => [local, en]));
  for (const p of pages) pair(englishPages.get(englishOf.get(p.page.paths[0]!) ?? '')?.menu, p.page.menu);
  // An English label with no translation shows in English, marked.
  const label = (en: string) => words.get(en) ?? markFallback(en);
  const item = (l: MenuLink): MenuLink => ({ label: label(l.label), href: link(l.href) });
  return {
    header: {
      links: menus.header.links.map(item),
      dropdowns: menus.header.dropdowns.map((d) => ({ label: label(d.label), href: link(d.href), overviewLabel: label(d.overviewLabel), items: d.items.map(item) })),
    },
    footer: {
      popularServices: menus.footer.popularServices.map(item),
      groups: menus.footer.groups.map((g) => ({ title: label(g.title), links: g.links.map(item) })),
    },
  };
}
