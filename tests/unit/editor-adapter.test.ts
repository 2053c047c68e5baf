// The editor's page adapter must be lossless: every page survives page JSON → Puck data → page JSON
// with identical content and key order, so opening and saving a page without edits changes nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles, ROOT_DIR } from '../../engine/config/schema-files.ts';
import { createPageAdapter } from '../../editor/shared/page-adapter.ts';
import { blockRegistry } from '../../blocks/registry.ts';

const pagesDir = join(ROOT_DIR, 'site-config', 'pages');
const adapter = createPageAdapter(loadSchemaFiles());
const keysDeep = (v: unknown): unknown => (Array.isArray(v) ? v.map(keysDeep) : v && typeof v === 'object' ? Object.entries(v).map(([k, x]) => [k, keysDeep(x)]) : v);

describe('editor page adapter', () => {
  const files = readdirSync(pagesDir).filter((n) => n.endsWith('.json'));
  it('covers every page file', () => expect(files.length).toBeGreaterThan(20));
  it.each(files)('round-trips %s without any change', (name) => {
    const page = JSON.parse(readFileSync(join(pagesDir, name), 'utf8'));
    const data = adapter.pageToPuck(page);
    const back = adapter.pageFromPuck(JSON.parse(JSON.stringify(data)));
    expect(keysDeep(back)).toEqual(keysDeep(page));
    expect(JSON.stringify(back, null, 2)).toBe(JSON.stringify(page, null, 2));
  });

  it('knows every block type of the registry and renames the section anchor', () => {
    expect(adapter.blocks.map((b) => b.type).sort()).toEqual(Object.keys(blockRegistry).sort());
    const item = adapter.blockToPuck({ type: 'faq', id: 'questions', items: [{ question: 'Q?', answer: 'A.' }] });
    expect(item.props.anchor).toBe('questions');
    expect(item.props.id).toMatch(/^faq-\d+$/);
  });

  it('wraps lists of texts for Puck and drops optional texts that were cleared', () => {
    const item = adapter.blockToPuck({
      type: 'pricing-cards',
      plans: [{ name: 'Basic', price: 1, features: ['a', 'b'], action: { type: 'enquire', service: 'GST' }, badge: 'Hot' }],
    });
    expect((item.props.plans as { features: unknown }[])[0]!.features).toEqual([{ value: 'a' }, { value: 'b' }]);
    (item.props.plans as Record<string, unknown>[])[0]!.badge = '';
    expect(adapter.blockFromPuck(item)).toEqual({ type: 'pricing-cards', plans: [{ name: 'Basic', price: 1, features: ['a', 'b'], action: { type: 'enquire', service: 'GST' } }] });
  });

  it('keeps an emptied required text, so the validator can say it is empty', () => {
    const data = adapter.pageToPuck({ $schema: '../../schemas/page.schema.json', paths: ['/x'], title: 'T', description: 'D', blocks: [{ type: 'hero', heading: 'H' }] });
    data.root.props.title = '';
    expect(adapter.pageFromPuck(data).title).toBe('');
  });
});
