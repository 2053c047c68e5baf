// A page added only as a JSON file appears at its path, and in a menu when it asks, after a build —
// with no code change. Runs the real build on a temporary copy of a config.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempConfigPerFile, tempDirPerFile } from './helpers.ts';

const config = tempConfigPerFile();
const out = tempDirPerFile('site-dist-');

function build() {
  return execFileSync(process.execPath, ['node_modules/.bin/tsx', 'scripts/build.ts'], {
    env: { ...process.env, SITE_CONFIG_DIR: config.dir, SITE_OUT_DIR: out },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

it('builds a new page from a JSON file and links it from the header menu', () => {
  config.writeJson('pages/msme-registration.json', {
    $schema: '../../../../schemas/page.schema.json',
    paths: ['/msme-registration', '/udyam'],
    title: 'MSME (Udyam) Registration | Test',
    description: 'Register your MSME under Udyam.',
    menu: { label: 'MSME', area: 'header' },
    blocks: [
      { type: 'hero', heading: 'MSME Udyam Registration' },
      { type: 'faq', items: [{ question: 'Is Udyam registration free?', answer: 'The government charges no fee.' }] },
    ],
  });
  const log = build();
  expect(log).toContain('Built 6 routes (4 pages)');
  const html = readFileSync(join(out, 'msme-registration/index.html'), 'utf8');
  expect(html).toMatch(/<h1[^>]*>MSME Udyam Registration<\/h1>/);
  expect(html).toContain('Is Udyam registration free?');
  const alias = readFileSync(join(out, 'udyam/index.html'), 'utf8');
  expect(alias).toContain('<link rel="canonical" href="https://www.filingbridge.in/msme-registration">');
  // Every page's header now links to it.
  const home = readFileSync(join(out, 'index.html'), 'utf8');
  expect(home).toMatch(/<a[^>]*href="\/msme-registration"[^>]*>MSME<\/a>/);
  const routes = JSON.parse(readFileSync(join(out, 'routes.json'), 'utf8')) as { routes: { path: string }[] };
  expect(routes.routes.map((r) => r.path)).toContain('/udyam');
});

it('refuses to build from invalid config and names the file, line and fix', () => {
  config.write('pages/gst.json', config.read('pages/gst.json').replace('"type": "hero"', '"type": "heor"'));
  let failure: { status: number; stdout: string; stderr: string } | undefined;
  try {
    build();
  } catch (error) {
    failure = error as { status: number; stdout: string; stderr: string };
  }
  expect(failure?.status).toBe(1);
  expect(failure?.stdout).toMatch(/pages\/gst\.json:11:15 error: page \/gst, block 1 \(heor\): unknown block type "heor" — did you mean "hero"\?/);
  expect(failure?.stderr).toContain('The site was not built because site-config has errors');
  expect(existsSync(join(out, 'gst/index.html'))).toBe(true); // the previous good build is untouched
}, 60_000);
