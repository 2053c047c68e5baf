// Problems point at file:line:column. The offset of a value is found by scanning the text up to it (no
// tree for the whole file); it must be exactly where the file's tree puts it, for every value and every
// property name of the real config.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNodeAtLocation } from 'jsonc-parser';
import { expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { lineColumn, offsetOf, readJsonSource } from '../../engine/config/source.ts';

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
    const text = readFileSync(join(dir, name), 'utf8');
    const source = readJsonSource(name, text);
    for (const path of pathsOf(source.data).slice(1)) {
      const node = findNodeAtLocation(source.tree!, path)!;
      // A fresh file each time: a file asked about many times switches to its tree (next test).
      expect(offsetOf(readJsonSource(name, text), path), `${name} ${path.join('.')}`).toBe(node.offset);
      if (node.parent?.type === 'property') expect(offsetOf(readJsonSource(name, text), path, true), `${name} ${path.join('.')} (name)`).toBe(node.parent.offset);
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

it('a file with many problems is searched through its tree, with the same offsets, and lines come from an index', () => {
  const text = readFileSync(join(ROOT_DIR, 'site-config', 'pages', 'home.json'), 'utf8');
  const source = readJsonSource('home.json', text);
  const paths = pathsOf(source.data).slice(1);
  expect(paths.length).toBeGreaterThan(100);
  for (const path of paths) expect(offsetOf(source, path), path.join('.')).toBe(findNodeAtLocation(source.tree!, path)!.offset);
  for (const offset of [0, 1, text.indexOf('\n'), text.indexOf('\n') + 1, text.length >> 1, text.length - 1, text.length]) {
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    expect(lineColumn(text, offset)).toEqual({ line, column: offset - (before.lastIndexOf('\n') + 1) + 1 });
  }
});
