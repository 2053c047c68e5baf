// Collections for the validator: from the loaded entries, the pages they make (added to the addresses
// the rules know, so links to them resolve), the filling-in of the page sections that show them, and
// their own checks.
import type { Page, Site } from '../generated/config.ts';
import type { PageFile } from '../types.ts';
import type { Problem } from '../config/problems.ts';
import type { ValidPage } from '../config/rules.ts';
import type { SchemaObject } from '../config/schema-files.ts';
import type { SourceFile } from '../config/source.ts';
import type { Collection } from './entries.ts';
import type { LoadedCollections } from './load.ts';
import { collectionPages } from './pages.ts';
import { jobListings, resolvePage } from './resolve.ts';
import { collectionProblems } from './rules.ts';
import { plainText } from '../markup/inline.ts';

export { loadCollections } from './load.ts';
export type { Collection, Entry } from './entries.ts';

export interface SiteCollections {
  /** The pages the collections make, in order: each entry's, then the lists. */
  pages: PageFile[];
  /** A page with its collection sections filled in. */
  resolve: (page: Page) => Page;
  problems: (pathsUnknown: boolean) => Problem[];
}

/**
 * Adds the collections' pages to `pageByPath` (an address a page file has stays the file's: the rules
 * report the clash at the entry or in collections.json).
 */
export function collectionsOf(
  loaded: LoadedCollections,
  validPages: ValidPage[],
  pageByPath: Map<string, ValidPage>,
  site: Site | undefined,
  schemas: Map<string, SchemaObject>,
  today: string,
): SiteCollections {
  const byName = new Map<string, Collection>(loaded.collections.map((c) => [c.settings.name, c]));
  const listings = jobListings(
    validPages.map((v) => v.page),
    byName,
  );
  const entryTitles = new Map(loaded.sources.map(({ entry }) => [entry.path, entry.title]));
  // A page is named as it names itself: its main heading (the title may hold price tokens and the brand).
  const nameOf = (path: string) => {
    const page = pageByPath.get(path)?.page;
    const heading = (page?.blocks[0] as { heading?: unknown } | undefined)?.heading;
    return entryTitles.get(path) ?? (typeof heading === 'string' ? plainText(heading) : page?.title.split(/ [|–] /)[0]);
  };
  const pages = site ? collectionPages(loaded.collections, { site, nameOf, jobListings: listings }) : [];
  const sourceOf = new Map<string, SourceFile>(loaded.sources.map(({ entry, source }) => [entry.file, source]));
  const generated = new Set<string>();
  for (const file of pages) {
    const path = file.page.paths[0]!;
    const source = sourceOf.get(file.file) ?? loaded.file;
    if (!source || pageByPath.has(path)) continue;
    pageByPath.set(path, { source, page: file.page });
    generated.add(path);
  }
  return {
    pages: pages.filter((file) => generated.has(file.page.paths[0]!)),
    resolve: (page) => (byName.size ? resolvePage(page, byName, today) : page),
    problems: (pathsUnknown) => collectionProblems({ loaded, pages: validPages, pageByPath, generated, pathsUnknown, schemas, site, jobListings: listings, today }),
  };
}
