// `npm run new-block -- testimonials` on a copy of the project: it writes only the block's schema and folder
// plus generated files (new-block runs gen-types itself), and the site validates right away.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';

const copy = mkdtempSync(join(tmpdir(), 'new-block-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
for (const path of ['blocks', 'engine', 'layout', 'schemas', 'scripts', 'site-config', 'tsconfig.json', 'package.json', 'biome.jsonc']) {
  cpSync(join(ROOT_DIR, path), join(copy, path), { recursive: true, filter: (src) => !src.includes('node_modules') });
}
symlinkSync(join(ROOT_DIR, 'node_modules'), join(copy, 'node_modules'), 'dir');

function snapshot(dir: string, root = dir): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(full).isDirectory()) for (const [k, v] of snapshot(full, root)) out.set(k, v);
    else out.set(relative(root, full).split('\\').join('/'), readFileSync(full, 'utf8'));
  }
  return out;
}

const tsx = (...args: string[]) => execFileSync(process.execPath, [join(ROOT_DIR, 'node_modules/.bin/tsx'), ...args], { cwd: copy, encoding: 'utf8', stdio: 'pipe' });

it('writes the schema, the block folder and generated files only, and the site validates right after', () => {
  const before = snapshot(copy);
  tsx('scripts/new-block.ts', 'testimonials');
  const after = snapshot(copy);
  const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file)).sort();
  expect([...before.keys()].filter((file) => !after.has(file))).toEqual([]);
  expect(changed).toEqual([
    'blocks/registry.ts',
    'blocks/testimonials/Testimonials.test.tsx',
    'blocks/testimonials/Testimonials.tsx',
    'blocks/testimonials/definition.ts',
    'docs/blocks.md',
    'engine/generated/config.ts',
    'schemas/blocks/testimonials.schema.json',
    'schemas/page.schema.json',
  ]);
  expect(after.get('schemas/page.schema.json')).toContain('{ "$ref": "blocks/testimonials.schema.json" }');
  expect(after.get('blocks/registry.ts')).toContain("import testimonials from './testimonials/definition.ts';");
  expect(after.get('engine/generated/config.ts')).toMatch(/export interface TestimonialsBlock \{[^}]*type: 'testimonials';/);
  expect(tsx('scripts/validate.ts')).toContain('✓ site-config is valid');
  // The scaffold passes the lint and format check of `npm test` as written.
  const biome = join(ROOT_DIR, 'node_modules/.bin/biome');
  execFileSync(biome, ['check', '--error-on-warnings', '--vcs-enabled=false', 'blocks/testimonials', 'blocks/registry.ts'], { cwd: copy, stdio: 'pipe' });
}, 120_000);

it('refuses a name that is taken or not written in lowercase with hyphens', () => {
  const fail = (name: string) => {
    try {
      tsx('scripts/new-block.ts', name);
      return '';
    } catch (error) {
      return (error as { stderr: string }).stderr.trim();
    }
  };
  expect(fail('faq')).toBe('✗ A block called "faq" already exists.');
  expect(fail('Quote Block')).toBe('✗ Usage: npm run new-block -- block-name (lowercase letters, digits and hyphens)');
}, 60_000);
