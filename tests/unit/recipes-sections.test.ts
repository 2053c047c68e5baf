// The guide's recipes for plans and sections (site-config/README.md, recipes 9–11, and the skeleton of
// every kind of section in docs/blocks.md, which gen-types writes), performed on a copy of site-config with the guide's own snippets, then built.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, validateSiteConfig } from '../../engine/config/validate.ts';
import { loadSchemaFiles } from '../../engine/config/schema-files.ts';
import { blockSkeletons } from '../../engine/config/skeletons.ts';
import { BLOCK_REFERENCE, ROOT, blockIndex, buildCopy, copySiteConfig, guideSnippet, pasteAfterLast } from './config-edit.ts';

const schemas = loadSchemaFiles();
// Sections the site makes by itself (a collection's lists and entries: "readOnly" at the schema's root) are never inserted by hand.
const blockTypes = [...schemas]
  .filter(([key, schema]) => key.startsWith('blocks/') && schema.readOnly !== true)
  .map(([, schema]) => (schema.properties as any).type.const as string);

/** Text range of list item `index` at `path`, with the separator comma that goes with it. */
function itemRange(text: string, path: (string | number)[], index: number) {
  const list = findNodeAtLocation(parseTree(text)!, path)!;
  const items = list.children!;
  const item = items[index]!;
  const next = items[index + 1];
  const previous = items[index - 1];
  // Take the item with the comma after it (or, for the last item, the comma before it).
  const start = next ? item.offset : previous!.offset + previous!.length;
  const end = next ? next.offset : item.offset + item.length;
  return { start, end, itemText: text.slice(item.offset, item.offset + item.length) };
}

describe('recipes 9 and 10, built', () => {
  const copy = copySiteConfig();
  const html = (path: string) => readFileSync(join(copy.out, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');
  let before: string[];
  let homeTypes: string[];
  beforeAll(() => {
    const problems = () => validateSiteConfig(copy.dir).problems.map(formatProblem);
    before = problems();
    // Recipe 9: a plan after the last GST plan.
    const gst = copy.json('pages/gst.json');
    copy.edit('pages/gst.json', (t) => pasteAfterLast(t, ['blocks', blockIndex(gst, 'pricing-cards'), 'plans'], guideSnippet('plan-item')));
    // Recipe 10 on the home page: move the deadlines above the updates, remove the banner, insert a section after the services.
    const home = copy.json('pages/home.json');
    const types = (home.blocks as { type: string }[]).map((b) => b.type);
    copy.edit('pages/home.json', (t) => {
      const moved = itemRange(t, ['blocks'], types.indexOf('deadline-grid'));
      const without = t.slice(0, moved.start) + t.slice(moved.end);
      const target = findNodeAtLocation(parseTree(without)!, ['blocks', types.indexOf('timeline')])!;
      return without.slice(0, target.offset) + moved.itemText + ',\n    ' + without.slice(target.offset);
    });
    copy.edit('pages/home.json', (t) => {
      const removed = itemRange(
        t,
        ['blocks'],
        (copy.json('pages/home.json').blocks as { type: string }[]).findIndex((b) => b.type === 'cta-banner'),
      );
      return t.slice(0, removed.start) + t.slice(removed.end);
    });
    copy.edit('pages/home.json', (t) => {
      const services = findNodeAtLocation(parseTree(t)!, ['blocks', 1])!;
      const end = services.offset + services.length;
      return t.slice(0, end) + ',\n    ' + guideSnippet('inserted-section').trim().replace(/\n/g, '\n    ') + t.slice(end);
    });
    homeTypes = (copy.json('pages/home.json').blocks as { type: string }[]).map((b) => b.type);
    buildCopy(copy);
    expect(problems().filter((p) => !before.includes(p))).toEqual([]);
  }, 240_000);
  afterAll(() => copy.remove());

  it('9. a new plan card shows its name, its price the Indian way and Add to quote for that plan', () => {
    const page = html('/gst');
    const premium = page.slice(page.lastIndexOf('Premium</h3>') - 400, page.lastIndexOf('Premium</h3>') + 3000);
    expect(premium).toContain('₹4,999');
    expect(premium).toContain('A dedicated GST expert');
    // The plan's button adds it to the quote (server/quote/), named by its service and plan.
    expect(premium).toMatch(/action="\/quote\/items" method="post"><input type="hidden" name="add" value="gst-registration\.premium"\/>/);
  });

  it('10. sections moved, removed and inserted appear in the new order', () => {
    expect(homeTypes).toEqual(['hero', 'service-grid', 'rich-text', 'deadline-grid', 'timeline']);
    const page = html('/');
    const order = ['Why businesses choose us', 'Upcoming Compliance Deadlines', 'Latest Compliance Updates'].map((h) => page.indexOf(h));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).not.toContain('Schedule Consultation');
  });
});

describe('a skeleton of every kind of section', () => {
  const { skeletons, samples } = blockSkeletons(schemas);

  it("every block type has one, and the blocks' reference shows exactly what VS Code inserts", () => {
    expect([...skeletons.keys()].sort()).toEqual([...blockTypes].sort());
    for (const type of blockTypes) expect(JSON.parse(guideSnippet(`skeleton-${type}`, BLOCK_REFERENCE)), type).toEqual(skeletons.get(type));
  });

  it('each skeleton is a valid section whose only problems are its sample texts', () => {
    const copy = copySiteConfig();
    try {
      const page = copy.json('pages/about.json');
      page.blocks.push(...skeletons.values());
      copy.write('pages/about.json', JSON.stringify(page, null, 2));
      const problems = validateSiteConfig(copy.dir).problems.filter((p) => p.severity === 'error');
      expect(problems.length).toBeGreaterThan(0);
      for (const p of problems) expect(p.message).toMatch(/^".*" is still the sample text of an inserted section — replace it with this page's own words$/);
      expect(new Set(problems.map((p) => /^"(.*)" is still/.exec(p.message)![1]))).toEqual(samples);
    } finally {
      copy.remove();
    }
  });
});

describe('recipe 11: hand a change over', () => {
  it('the check the guide promises runs first in npm test, which CI runs', () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.test!.startsWith('npm run validate')).toBe(true);
    expect(readFileSync(join(ROOT, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });
});
