// The block gallery (tests/gallery/gallery.ts), where axe runs every rule once per kind of block
// (tests/e2e/a11y.spec.ts), must hold every kind the registry has and every variant its schema offers:
// a kind missing there would reach the site with no accessibility check of its colours and sizes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { blockRegistry } from '../../blocks/registry.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { allBlocks } from '../../engine/render/structured-data.ts';
import type { Block } from '../../engine/types.ts';
import { GALLERY_PATH, galleryEntries, galleryPage } from '../gallery/gallery.ts';

const config = validateSiteConfig(undefined, blockRegistry).config!;
const page = galleryPage(config);
const blocks = allBlocks(page.blocks as Block[]) as (Block & Record<string, unknown>)[];

test('the gallery shows every kind of block in blocks/registry.ts and in blocks/', () => {
  const kinds = new Set(blocks.map((b) => b.type));
  expect(Object.keys(blockRegistry).filter((kind) => !kinds.has(kind as Block['type']))).toEqual([]);
  // A folder with a definition is a kind too (the registry is generated from the schemas).
  const folders = readdirSync(join(ROOT_DIR, 'blocks'), { withFileTypes: true }).filter(
    (d) => d.isDirectory() && readdirSync(join(ROOT_DIR, 'blocks', d.name)).includes('definition.ts'),
  );
  expect(folders.map((d) => d.name).filter((kind) => !kinds.has(kind as Block['type']))).toEqual([]);
});

test("the gallery shows each value of every kind's enum properties (backgrounds, colours, layouts, the forms)", () => {
  const missing: string[] = [];
  for (const kind of Object.keys(blockRegistry)) {
    const schema = JSON.parse(readFileSync(join(ROOT_DIR, 'schemas', 'blocks', `${kind}.schema.json`), 'utf8')) as { properties: Record<string, { enum?: unknown[] }> };
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!property.enum || name === 'hydrate') continue;
      for (const value of property.enum) if (!blocks.some((b) => b.type === kind && b[name] === value)) missing.push(`${kind} ${name}=${String(value)}`);
    }
  }
  expect(missing).toEqual([]);
});

test('the gallery shows deadline cards in every urgency state, and calendar rows with an update link', () => {
  const urgency = galleryEntries(config).find((e) => e.label === 'deadline-grid urgency');
  expect(urgency, 'a deadline grid with a card past, urgent, soon and upcoming').toBeTruthy();
  expect((urgency!.block as Block & { items: unknown[] }).items).toHaveLength(4);
  expect(
    (config.calendar?.rules ?? []).some((rule) => 'update' in rule),
    'a calendar rule names an update, shown as a link in its rows',
  ).toBe(true);
});

test('no id repeats on the gallery page, and it has its own path', () => {
  const ids = blocks.flatMap((b) => (typeof b.id === 'string' ? [b.id] : []));
  expect(ids.length).toBe(new Set(ids).size);
  expect(page.paths).toEqual([GALLERY_PATH]);
  expect(config.pages.some(({ page }) => page.paths.includes(GALLERY_PATH))).toBe(false);
});
