// The block gallery: one page with every kind of block in blocks/registry.ts and every variant a block's
// schema offers (each value of its top-level enum properties: backgrounds, columns, table layouts, the six
// forms, a deadline grid from items or from the calendar), plus the deadline cards in each urgency state.
// The blocks are the live site's own (site-config/, the first block of each kind and variant, nested
// ones included), so the texts and links are real; a variant no page uses yet is the first block of its
// kind with that value set. The page is rendered by the build's own renderer (createSiteRenderer: the
// same layout, theme and critical CSS) with the built loader script from dist/, so in a browser served
// by the production server it looks and behaves as a built page would (tests/e2e/a11y.spec.ts runs axe
// on it with every rule). tests/unit/gallery.test.ts keeps its list of kinds complete.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockRegistry } from '../../blocks/registry.ts';
import { addDays, siteToday } from '../../engine/calendar/dates.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { imagesIn, processImages } from '../../engine/images/process.ts';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { allBlocks } from '../../engine/render/structured-data.ts';
import type { Page } from '../../engine/generated/config.ts';
import type { Block, SiteConfig } from '../../engine/types.ts';

export const GALLERY_PATH = '/__block-gallery';

/** Properties whose values change how a block behaves, not how it looks. */
const NOT_VISUAL = new Set(['hydrate']);

type AnyBlock = Block & Record<string, unknown>;

/** Each top-level enum property of a block kind's schema with its values. */
function enumProperties(type: string): [string, unknown[]][] {
  const schema = JSON.parse(readFileSync(join(ROOT_DIR, 'schemas', 'blocks', `${type}.schema.json`), 'utf8')) as { properties?: Record<string, { enum?: unknown[] }> };
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => (property.enum && !NOT_VISUAL.has(name) ? [[name, property.enum] as [string, unknown[]]] : []));
}

export interface GalleryEntry {
  /** "card-grid", "card-grid variant=subtle", "deadline-grid urgency" … */
  label: string;
  block: Block;
}

/** The schema's first example of a deadline's field (the schemas carry examples for the editor). */
function deadlineExample(field: string): string {
  const schema = JSON.parse(readFileSync(join(ROOT_DIR, 'schemas', 'blocks', 'deadline-grid.schema.json'), 'utf8'));
  return schema.properties.items.items.properties[field].examples[0];
}

/**
 * Blocks a kind needs beyond its enum values, shown right after its first block. The deadline cards'
 * urgency colours: one card a day past, and one inside each of Urgent, Soon and Upcoming — the live
 * site's cards when a page lists them ("source": "items"), else the schema's example card.
 */
const EXTRAS: Record<string, (first: AnyBlock, live: AnyBlock[]) => GalleryEntry[]> = {
  'deadline-grid': (first, live) => {
    const listed = live.find((b) => b.type === 'deadline-grid' && Array.isArray(b.items)) as (AnyBlock & { items: object[] }) | undefined;
    const cards = listed?.items ?? [{ task: deadlineExample('task'), note: deadlineExample('note') }];
    const today = siteToday();
    const items = [-1, 3, 10, 40].map((days, i) => ({ ...cards[i % cards.length]!, date: addDays(today, days) }));
    return [{ label: 'deadline-grid urgency', block: { ...(listed ?? first), source: 'items', items } as Block }];
  },
};

/** The gallery's blocks, in registry order: each kind, then each of its variants not already shown. */
export function galleryEntries(config: SiteConfig): GalleryEntry[] {
  const live = allBlocks(config.pages.flatMap(({ page }) => page.blocks as Block[])) as AnyBlock[];
  const entries: GalleryEntry[] = [];
  const shown = (type: string, name: string, value: unknown) => entries.some(({ block }) => allBlocks([block]).some((b) => b.type === type && (b as AnyBlock)[name] === value));
  for (const type of Object.keys(blockRegistry)) {
    const ofType = live.filter((b) => b.type === type);
    const first = ofType[0];
    if (!first) throw new Error(`no page of site-config/ has a ${type} block: the gallery takes its example from there`);
    entries.push({ label: type, block: first }, ...(EXTRAS[type]?.(first, live) ?? []));
    for (const [name, values] of enumProperties(type)) {
      for (const value of values) {
        if (shown(type, name, value)) continue;
        const block = ofType.find((b) => b[name] === value) ?? ({ ...first, [name]: value } as AnyBlock);
        entries.push({ label: `${type} ${name}=${String(value)}`, block });
      }
    }
  }
  return entries;
}

/** The blocks as one page's list: copies, with any id that would repeat made unique (id-2, id-3 …). */
export function galleryPage(config: SiteConfig): Page {
  const blocks = structuredClone(galleryEntries(config).map(({ block }) => block));
  const seen = new Map<string, number>();
  for (const block of allBlocks(blocks) as AnyBlock[]) {
    if (typeof block.id !== 'string') continue;
    const n = (seen.get(block.id) ?? 0) + 1;
    seen.set(block.id, n);
    if (n > 1) block.id = `${block.id}-${n}`;
  }
  return { paths: [GALLERY_PATH], title: 'Block gallery', description: 'Every kind of block and variant, for the accessibility checks.', blocks } as Page;
}

/** The gallery as a built page: the build's renderer, the built loader script and pictures (run `npm run build` first). */
export async function renderGallery(distDir: string): Promise<string> {
  const loaded = validateSiteConfig(undefined, blockRegistry);
  if (!loaded.config) throw new Error(`site-config/ does not validate: run npm run validate\n${loaded.problems.map((p) => p.message).join('\n')}`);
  const config: SiteConfig = { ...loaded.config, pages: [...loaded.config.pages, { file: 'tests/gallery/gallery.ts', page: galleryPage(loaded.config) }] };
  const built = readFileSync(join(distDir, 'compliance-calendar', 'index.html'), 'utf8');
  const loaderSrc = /<script type="module" src="([^"]+)"><\/script><\/body>/.exec(built)?.[1];
  if (!loaderSrc) throw new Error(`no loader script in ${distDir}/compliance-calendar/index.html: run npm run build`);
  const images = await processImages(imagesIn(config), join(ROOT_DIR, 'site-config'));
  const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc, images });
  return (await renderer.render(GALLERY_PATH)).html;
}
