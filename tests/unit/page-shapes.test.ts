// The growth rule of the browser tests (issue 36): checks of how blocks combine visit one page of each
// shape (tests/e2e/routes.ts oneOfEachShape over routes.json's `shape`), so a thousand service pages made
// from the site's own pages add no browser visit — only a new kind of page does.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import type { Page } from '../../engine/generated/config.ts';
import { buildRouteTable, pageShape } from '../../engine/routes.tsx';
import { addSyntheticPages } from '../../scripts/bench-site.ts';
import { oneOfEachShape, type BuiltRoute } from '../e2e/routes.ts';

const page = (name: string) => JSON.parse(readFileSync(join(ROOT_DIR, 'site-config/pages', name), 'utf8')) as Page;

/** The routes a build of `dir` lists (scripts/build/render.ts): canonical paths, each with its template or shape. */
function routesOf(dir: string): BuiltRoute[] {
  const { config, problems } = validateSiteConfig(dir);
  expect(problems.filter((p) => p.severity === 'error').map((p) => p.message)).toEqual([]);
  return buildRouteTable(config!)
    .filter((r) => r.path === r.canonicalPath)
    .map((r) => ({ path: r.path, canonicalPath: r.canonicalPath, file: '', ...(r.template ? { template: r.template } : { shape: pageShape(r.page) }) }));
}

const work = mkdtempSync(join(tmpdir(), 'page-shapes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a page's shape", () => {
  it('is its blocks’ kinds in order with their variants and nested parts; words, prices and paths do not change it', () => {
    const gst = page('gst.json');
    const copy = structuredClone(gst);
    copy.paths = ['/another'];
    copy.title = 'Another page';
    (copy.blocks[0] as { heading?: string }).heading = 'Another heading';
    expect(pageShape(copy)).toBe(pageShape(gst));
    expect(pageShape(gst).split(' ').slice(0, 1)).toEqual([gst.blocks[0]!.type + ('variant' in gst.blocks[0]! ? `:${String(gst.blocks[0].variant)}` : '')]);
    // Another block, another order or a nested part makes another shape.
    expect(pageShape({ ...gst, blocks: [...gst.blocks].reverse() })).not.toBe(pageShape(gst));
    expect(pageShape({ ...gst, blocks: gst.blocks.slice(1) })).not.toBe(pageShape(gst));
    expect(pageShape({ ...gst, blocks: [{ type: 'tabs', tabs: [{ label: 'A', blocks: [{ type: 'faq', items: [] }] }] }] as unknown as Page['blocks'] })).toBe('tabs faq');
  });

  it('1,000 synthetic service pages add no page to the browser checks of one page per shape', () => {
    const dir = join(work, 'site-config');
    cpSync(join(ROOT_DIR, 'site-config'), dir, { recursive: true });
    const before = routesOf(dir);
    addSyntheticPages(dir, 1000);
    const after = routesOf(dir);
    expect(after.length).toBe(before.length + 1000);
    const kinds = (routes: BuiltRoute[]) => oneOfEachShape(routes).map((r) => r.template ?? r.shape);
    expect(kinds(after).sort()).toEqual(kinds(before).sort());
    // Fewer visits than pages already today: pages built from one template share a shape.
    expect(oneOfEachShape(before).length).toBeLessThan(before.length);
  });
});
