// Problems point at file:line:column. The offset of a value is found by scanning the text up to it (no
// tree for the whole file); it must be exactly where the file's tree puts it, for every value and every
// property name of the real config.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNodeAtLocation } from 'jsonc-parser';
import { expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { offsetOf, readJsonSource } from '../../engine/config/source.ts';

type Path = (string | number)[];
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

it('finds every value and every property name of the config where the tree does', () => {
  const dir = join(ROOT_DIR, 'site-config');
  const files = ['site.json', 'navigation.json', 'compliance-calendar.json', ...readdirSync(join(dir, 'pages')).map((f) => `pages/${f}`)];
  let checked = 0;
  for (const name of files) {
    const source = readJsonSource(name, readFileSync(join(dir, name), 'utf8'));
    for (const path of pathsOf(source.data).slice(1)) {
      const node = findNodeAtLocation(source.tree!, path)!;
      expect(offsetOf(source, path), `${name} ${path.join('.')}`).toBe(node.offset);
      if (node.parent?.type === 'property') expect(offsetOf(source, path, true), `${name} ${path.join('.')} (name)`).toBe(node.parent.offset);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(4000);
});

it('for a path that is not there, points at the nearest value that is', () => {
  const source = readJsonSource('x.json', '{\n  "a": { "b": [1, 2] }\n}\n');
  expect(offsetOf(source, ['a', 'b', 5])).toBe(source.text.indexOf('[1'));
  expect(offsetOf(source, ['a', 'missing'])).toBe(source.text.indexOf('{ "b"'));
  expect(offsetOf(source, ['a', 'b', 1])).toBe(source.text.indexOf('2]'));
});
