// The site's languages (site.json "languages"): the first is the main one, at the site's own addresses;
// every other has them under its code (/hi/gst, the home page /hi).
import type { Site, SiteLanguage } from '../generated/config.ts';

/** When site.json names no languages: English (India) only, as before languages existed. */
export const ENGLISH: SiteLanguage = { code: 'en', locale: 'en-IN', name: 'English', linkLabel: 'Read in English', untranslatedNote: 'Some parts of this page are in English.' };

export function siteLanguages(site: Pick<Site, 'languages'>): SiteLanguage[] {
  return site.languages?.length ? site.languages : [ENGLISH];
}

export function isMainLanguage(site: Pick<Site, 'languages'>, code: string): boolean {
  return siteLanguages(site)[0]!.code === code;
}

/**
 * `path` (a main-language address) in the language: "/gst" → "/hi/gst", "/" → "/hi" (no trailing
 * slash, like every address of the site: the server sends /hi/ to /hi); the main language keeps it.
 */
export function pathIn(site: Pick<Site, 'languages'>, code: string, path: string): string {
  if (isMainLanguage(site, code)) return path;
  return path === '/' ? `/${code}` : `/${code}${path}`;
}

/** The language of an address, by its first segment: "/hi/gst" → hi; anything else the main language. */
export function languageOfPath(site: Pick<Site, 'languages'>, path: string): SiteLanguage {
  const languages = siteLanguages(site);
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
  return languages.slice(1).find((l) => l.code === first) ?? languages[0]!;
}

/** The Open Graph locale of a language: "hi-IN" → "hi_IN". */
export const ogLocale = (language: SiteLanguage) => language.locale.replace('-', '_');

/** Kinds of structured data that are written in a language (schema.org CreativeWork and WebSite). */
const WRITTEN = new Set(['FAQPage', 'WebPage', 'WebSite', 'Article', 'NewsArticle', 'BlogPosting', 'HowTo', 'JobPosting']);

/** The page's structured data in `locale`: every "inLanguage" set to it, and added to the kinds that are written in a language. */
export function withInLanguage<T>(items: T[], locale: string): T[] {
  const set = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(set);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'inLanguage' ? locale : set(v)]));
    return value;
  };
  return items.map((item) => {
    const data = set(item) as Record<string, unknown>;
    return (WRITTEN.has(String(data['@type'])) ? { ...data, inLanguage: locale } : data) as T;
  });
}
