// Saving from the editor must touch only the lines that changed, whatever the file's layout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { writeJsonMinimal } from '../../engine/config/workspace/json-write.ts';

const read = (name: string) => readFileSync(join(ROOT_DIR, 'site-config', name), 'utf8');
const changedLines = (a: string, b: string) => {
  const x = a.split('\n');
  const y = b.split('\n');
  return { removed: x.filter((l) => !y.includes(l)), added: y.filter((l) => !x.includes(l)) };
};

describe('writeJsonMinimal', () => {
  it('changes one price on one line', () => {
    const text = read('pages/gst.json');
    const page = JSON.parse(text);
    const cards = page.blocks.flatMap((b: any) => [b, ...(b.panels ?? []).flatMap((p: any) => p.blocks)]).find((b: any) => b.type === 'pricing-cards');
    const basic = cards.plans.find((p: any) => p.name === 'Basic');
    const old = basic.price;
    basic.price = 2222;
    const out = writeJsonMinimal(text, page);
    expect(JSON.parse(out)).toEqual(page);
    expect(changedLines(text, out)).toEqual({ removed: [expect.stringContaining(`"price": ${old}`)], added: [expect.stringContaining('"price": 2222')] });
  });

  it('writes nothing new when nothing changed, for every layout', () => {
    for (const name of ['site.json', 'navigation.json', 'pages/home.json', 'pages/about.json']) {
      const text = read(name);
      expect(writeJsonMinimal(text, JSON.parse(text))).toBe(text);
    }
  });

  it('moves a block by removing and inserting only that block', () => {
    const text = read('pages/home.json');
    const page = JSON.parse(text);
    const [first, second] = page.blocks.splice(1, 2);
    page.blocks.splice(1, 0, second, first);
    const out = writeJsonMinimal(text, page);
    expect(JSON.stringify(JSON.parse(out))).toBe(JSON.stringify(page));
    const { removed, added } = changedLines(text, out);
    expect(removed.length + added.length).toBeLessThan(text.split('\n').length / 2);
  });

  it('adds a list item and a new key in schema order with 2-space indentation', () => {
    const text = '{\n  "a": 1,\n  "c": [1, 2]\n}\n';
    const out = writeJsonMinimal(text, { a: 1, b: 'x', c: [1, 2, 3] });
    expect(out).toBe('{\n  "a": 1,\n  "b": "x",\n  "c": [1, 2, 3]\n}\n');
  });
});
