// Phase: the site search's index (engine/search/), from the rendered pages, the menus and the
// calendar, written to .server/search-index.json (never served; the server answers /search from it),
// and the words its answers are written with in each language that has a search page (.server/search-words.json).
// A page's documents are kept in the build cache by the page's own cache entry, so a warm build reads
// only the pages that changed, and the index itself is kept by its documents: a build that changed no
// page's words (a no-change build, a menu's order) reads it instead of indexing again (0.5 s of the site's).
import { buildMenus } from '../../engine/menus.ts';
import { documentsOfPage } from '../../engine/search/extract.ts';
import { buildSearchIndex, SEARCH_INDEX_FILE, type SearchDocument, type SearchKind } from '../../engine/search/documents.ts';
import { deadlineDocuments, serviceDocuments } from '../../engine/search/site-documents.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { SEARCH_WORDS_FILE } from '../../engine/search/results-html.ts';
import { searchWordsFile } from '../../engine/search/search-words.ts';
import { sha } from './cache.ts';
import { outputBytes, type BuildContext } from './context.ts';

const EXTRACT_VERSION = 'search-extract-v1';
const INDEX_VERSION = 'search-index-v1';

export function searchPhase(ctx: BuildContext) {
  const docs: SearchDocument[] = [];
  for (const route of ctx.routes) {
    if (route.path !== route.canonicalPath) continue; // another address of the same page
    const output = ctx.outputs.get(route.file);
    if (!output) continue;
    const kind = kindOf(route.path, route.template);
    // The page's cache entry names its bytes (content-addressed); a page held as bytes is hashed.
    const key = sha(EXTRACT_VERSION, ctx.codeHash, route.path, kind, Buffer.isBuffer(output) ? sha(output) : output.id);
    const cached = ctx.cache.get('outputs', key);
    let pageDocs: SearchDocument[];
    if (cached) pageDocs = JSON.parse(cached.toString('utf8')) as SearchDocument[];
    else {
      pageDocs = documentsOfPage({ path: route.path, html: outputBytes(output).toString('utf8'), kind });
      ctx.cache.set('outputs', key, JSON.stringify(pageDocs));
    }
    docs.push(...pageDocs);
  }
  docs.push(...serviceDocuments(buildMenus(ctx.config)), ...deadlineDocuments(ctx.config, siteToday()));
  const synonyms = ctx.config.searchSynonyms?.synonyms ?? [];
  const indexKey = sha(INDEX_VERSION, ctx.codeHash, JSON.stringify(docs), JSON.stringify(synonyms));
  let index = ctx.cache.get('outputs', indexKey);
  if (!index) {
    index = Buffer.from(JSON.stringify(buildSearchIndex(docs, synonyms)));
    ctx.cache.set('outputs', indexKey, index);
  }
  ctx.outputs.set(SEARCH_INDEX_FILE, index);
  ctx.outputs.set(SEARCH_WORDS_FILE, Buffer.from(JSON.stringify(searchWordsFile(ctx.config, ctx.languages))));
}

function kindOf(path: string, template: string | undefined): SearchKind {
  if (template === 'updates:entry') return 'update';
  if (template === 'guides:entry') return 'guide';
  if (path.startsWith('/tools/')) return 'tool';
  return 'page';
}
