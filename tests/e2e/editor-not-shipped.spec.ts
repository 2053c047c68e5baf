// The editor is a development tool: none of its code may reach the built site (dist/) or the
// production server. Runs after `npm run build`, like every browser test.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test, expect } from '@playwright/test';

const ROOT = join(import.meta.dirname, '..', '..');
// Strings that only the editor's libraries contain (class-name prefixes, package names, error texts).
const EDITOR_MARKERS = ['@puckeditor', 'puckeditor.com', '_PuckPreview', 'Puck-', '@rjsf', 'rjsf-', 'react-jsonschema-form', 'editor-token', 'editor/app/'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

test('dist/ contains no editor code', () => {
  const dist = join(ROOT, 'dist');
  const files = filesUnder(dist).filter((f) => /\.(js|mjs|html|css|json)$/.test(f));
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of EDITOR_MARKERS) expect(text.includes(marker), `${relative(ROOT, file)} contains "${marker}"`).toBe(false);
  }
});

test('the production server imports nothing from the editor or its libraries', () => {
  // Follows every static and dynamic import from the server's entry, as tsx would load them.
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)) {
      const spec = m[1] ?? m[2] ?? m[3]!;
      if (!spec.startsWith('.')) {
        bare.add(spec);
        continue;
      }
      const target = resolve(dirname(file), spec);
      if (existsSync(target) && statSync(target).isFile()) visit(target);
    }
  };
  visit(join(ROOT, 'main/start.ts'));
  expect(seen.size).toBeGreaterThan(5);
  const fromEditor = [...seen].filter((f) => relative(ROOT, f).startsWith('editor/'));
  expect(fromEditor).toEqual([]);
  expect([...bare].filter((s) => /^@puckeditor|^@rjsf|^chakra-react-select/.test(s))).toEqual([]);
});
