// The words the server writes a search's answer with, in each language that has a search page: the
// interface words' `search` group of the language's site (translated, an untranslated word marked),
// its locale and its addresses. The build writes them to .server/search-words.json (server/search.ts).
import type { SiteConfig } from '../types.ts';
import type { LanguageSite } from '../i18n/site.ts';
import { projectInterfaceWords } from '../i18n/interface-words.ts';
import { pathIn } from '../i18n/languages.ts';
import { ENGLISH_SEARCH, type SearchWordsFile } from './results-html.ts';

/** The main language's words ('') and those of each language whose site has the search page (/hi/search), with its enquiry page where it has one. */
export function searchWordsFile(config: SiteConfig, languages: LanguageSite[]): SearchWordsFile {
  const { searchPath, enquiryPath } = ENGLISH_SEARCH;
  const file: SearchWordsFile = { '': { ...ENGLISH_SEARCH, words: (config.interface ?? projectInterfaceWords()).search } };
  for (const local of languages) {
    const localSearch = local.pathOf.get(searchPath);
    if (!localSearch) continue;
    file[local.language.code] = {
      words: (local.config.interface ?? projectInterfaceWords()).search,
      locale: local.language.locale,
      searchPath: localSearch,
      enquiryPath: local.pathOf.get(enquiryPath) ?? enquiryPath,
      prefix: pathIn(config.site, local.language.code, '/'),
    };
  }
  return file;
}
