// Each page's versions in the site's languages: hreflang alternates (reciprocal, x-default to the
// main language, only versions that exist) and the language links shown on the page. Plain data, so
// the build can send it to its render threads.
import type { SiteLanguage } from '../generated/config.ts';
import type { SiteConfig } from '../types.ts';
import type { Menus } from '../menus.ts';
import { siteLanguages } from './languages.ts';
import type { LanguageSite } from './site.ts';

export interface Version {
  /** hreflang: the language's locale ("hi-IN"), or "x-default". */
  hreflang: string;
  path: string;
}

export interface LanguageLink {
  href: string;
  hreflang: string;
  /** The link's own language (its words are in it): lang="hi". */
  lang: string;
  label: string;
}

/** What a renderer of one language needs beyond its site: plain data. */
export interface RenderLanguage {
  language: SiteLanguage;
  /** The language's menus (site.ts); the main language's are built from its config as always. */
  menus?: Menus;
  /** By page address in this language: every version of the page, this one included, then x-default. */
  versions: Record<string, Version[]>;
  /** By page address: links to the page in the other languages it exists in. */
  links: Record<string, LanguageLink[]>;
  /** Addresses whose page has texts left in English (it shows the language's note). */
  partial: string[];
}

/** One RenderLanguage per language, the main one first. */
export function renderLanguages(english: SiteConfig, sites: LanguageSite[]): RenderLanguage[] {
  const languages = siteLanguages(english.site);
  const main = languages[0]!;
  // For each English page (first address): its address in each language that has it.
  const groups = english.pages.map(({ page, canonicalPath }) => {
    const first = page.paths[0]!;
    const byLanguage = new Map<string, string>([[main.code, first]]);
    if (!canonicalPath) for (const site of sites) if (site.pathOf.has(first)) byLanguage.set(site.language.code, site.pathOf.get(first)!);
    return { paths: page.paths, byLanguage, own: !canonicalPath };
  });
  const infoFor = (language: SiteLanguage, partial: string[], menus?: Menus): RenderLanguage => {
    const versions: Record<string, Version[]> = {};
    const links: Record<string, LanguageLink[]> = {};
    for (const { byLanguage, own, paths } of groups) {
      const here = byLanguage.get(language.code);
      if (!here || !own || byLanguage.size < 2) continue;
      versions[here] = [
        ...languages.filter((l) => byLanguage.has(l.code)).map((l) => ({ hreflang: l.locale, path: byLanguage.get(l.code)! })),
        { hreflang: 'x-default', path: byLanguage.get(main.code)! },
      ];
      const others = languages
        .filter((l) => l.code !== language.code && byLanguage.has(l.code))
        .map((l) => ({ href: byLanguage.get(l.code)!, hreflang: l.locale, lang: l.code, label: l.linkLabel }));
      // A main-language page's other addresses (/gst-registration for /gst) show the same links as the page.
      for (const path of language.code === main.code ? paths : [here]) links[path] = others;
    }
    return { language, ...(menus ? { menus } : {}), versions, links, partial };
  };
  return [
    infoFor(main, []),
    ...sites.map((site) =>
      infoFor(
        site.language,
        [...site.fallbacks].filter(([path, keys]) => path && keys.length).map(([path]) => path),
        site.menus,
      ),
    ),
  ];
}
