// Sections of ordinary pages that show a collection get its entries written into them at validation:
// a timeline that names a collection (the home page's "Latest Compliance Updates"), the careers page's
// job-openings and a service page's related-entries. The page's blocks then hold everything its HTML
// depends on, so the build's cache re-renders it exactly when what it shows changes — an entry added,
// or the newest entry growing older than "staleAfterDays" — and never for other edits.
import type { Page, RelatedEntriesBlock, TimelineBlock } from '../generated/config.ts';
import type { Block } from '../types.ts';
import { daysBetween } from '../calendar/dates.ts';
import { compareEntries, type Collection, type Entry } from './entries.ts';
import type { JobListing } from './jobs.ts';
import { listItem } from './pages.ts';

export const DEFAULT_TIMELINE_COUNT = 6;
export const DEFAULT_RELATED_COUNT = 6;

/** The page with its collection sections filled in; the same object when it has none. */
export function resolvePage(page: Page, collections: Map<string, Collection>, today: string): Page {
  let changed = false;
  const fill = (blocks: Block[]): Block[] =>
    blocks.map((block) => {
      const filled = fillBlock(block, page, collections, today, fill);
      if (filled !== block) changed = true;
      return filled;
    });
  const blocks = fill(page.blocks);
  return changed ? { ...page, blocks } : page;
}

function fillBlock(block: Block, page: Page, collections: Map<string, Collection>, today: string, fill: (blocks: Block[]) => Block[]): Block {
  if (block.type === 'tabs') {
    const panels = block.panels.map((panel) => {
      const blocks = fill(panel.blocks as Block[]);
      return blocks.some((b, i) => b !== panel.blocks[i]) ? { ...panel, blocks } : panel;
    });
    return panels.some((p, i) => p !== block.panels[i]) ? ({ ...block, panels } as Block) : block;
  }
  if (block.type === 'timeline' && block.collection) {
    const collection = collections.get(block.collection);
    return collection ? fillTimeline(block, collection, today) : block;
  }
  if (block.type === 'job-openings') {
    const collection = collections.get(block.collection);
    return collection ? { ...block, jobs: collection.entries.map((e) => (e as Entry<'job'>).data), jobsPath: collection.settings.path } : block;
  }
  if (block.type === 'related-entries') return fillRelated(block, page, collections);
  return block;
}

/** Whole days since the newest entry, when that is more than the block allows; else undefined. */
export function staleAge(block: Pick<TimelineBlock, 'staleAfterDays'>, collection: Collection, today: string): { age: number; newest: Entry } | undefined {
  const newest = collection.entries.find((e) => e.date);
  if (!block.staleAfterDays || !newest?.date) return undefined;
  const age = daysBetween(newest.date, today);
  return age > block.staleAfterDays ? { age, newest } : undefined;
}

function fillTimeline(block: TimelineBlock, collection: Collection, today: string): TimelineBlock {
  const { settings, entries } = collection;
  const shown = entries.slice(0, block.count ?? DEFAULT_TIMELINE_COUNT);
  const stale = staleAge(block, collection, today) !== undefined || entries.length === 0;
  return {
    ...block,
    items: shown.map((entry) => {
      const item = listItem(settings, entry);
      return { date: item.date, title: item.title, text: item.summary, href: item.href, ...(item.category ? { category: item.category } : {}) };
    }),
    categoryColors: Object.fromEntries((settings.categories ?? []).map((c) => [c.name, c.color ?? 'brand'])),
    ...(settings.list ? { moreHref: settings.path } : {}),
    ...(stale ? { stale: true } : {}),
  };
}

/** The entries that name this page among their services, newest first. */
function fillRelated(block: RelatedEntriesBlock, page: Page, collections: Map<string, Collection>): RelatedEntriesBlock {
  const found = block.collections.flatMap((name) => {
    const collection = collections.get(name);
    if (!collection) return [];
    return collection.entries.filter((e) => servicesOf(e).some((href) => page.paths.includes(href))).map((entry) => ({ entry, settings: collection.settings }));
  });
  found.sort((a, b) => compareEntries(a.entry, b.entry));
  return { ...block, items: found.slice(0, block.count ?? DEFAULT_RELATED_COUNT).map(({ entry, settings }) => listItem(settings, entry)) };
}

/** The service pages an entry names ("services"). */
export function servicesOf(entry: Entry): string[] {
  return entry.kind === 'job' ? [] : ((entry.data as { services?: string[] }).services ?? []);
}

/** For each collection of openings, the first job-openings section that lists it, on the page at the collection's address. */
export function jobListings(pages: Page[], collections: Map<string, Collection>): Map<string, JobListing> {
  const found = new Map<string, JobListing>();
  const visit = (blocks: Block[], page: Page) => {
    for (const block of blocks) {
      if (block.type === 'tabs') for (const panel of block.panels) visit(panel.blocks as Block[], page);
      if (block.type !== 'job-openings' || found.has(block.collection)) continue;
      const collection = collections.get(block.collection);
      if (collection?.settings.entries === 'job' && page.paths.includes(collection.settings.path)) found.set(block.collection, { block, listingPath: collection.settings.path });
    }
  };
  for (const page of pages) visit(page.blocks, page);
  return found;
}
