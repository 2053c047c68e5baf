// The build renders with production React, re-renders only what an edit affects, and produces the
// same bytes whether incremental, clean, or on one or several threads. Runs the real build on a
// temporary copy of the minimal fixture with its own cache folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { tempConfig } from './helpers.ts';
import { listFiles } from '../../scripts/build/cache.ts';
import { fingerprint } from '../../engine/i18n/fingerprint.ts';
import { sourceTexts } from '../../engine/i18n/texts.ts';
import { loadSchemaFiles } from '../../engine/config/schema-files.ts';

const config = tempConfig();
const work = mkdtempSync(join(tmpdir(), 'build-incremental-'));
const cacheDir = join(work, 'cache');
afterAll(() => {
  config.remove();
  rmSync(work, { recursive: true, force: true });
});

function build(out: string, ...args: string[]) {
  return execFileSync(process.execPath, ['node_modules/.bin/tsx', 'scripts/build.ts', ...args], {
    // NODE_ENV=test comes from the test runner: the build must render with production React anyway.
    env: { ...process.env, NODE_ENV: 'test', SITE_CONFIG_DIR: config.dir, SITE_OUT_DIR: join(work, out), SITE_BUILD_CACHE_DIR: cacheDir },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/** Every file of an output folder → its bytes. */
function snapshot(out: string): Map<string, Buffer> {
  const dir = join(work, out);
  return new Map(listFiles(dir).map((rel) => [rel, readFileSync(join(dir, rel))]));
}

function expectSameFiles(a: Map<string, Buffer>, b: Map<string, Buffer>) {
  expect([...b.keys()]).toEqual([...a.keys()]);
  for (const [rel, bytes] of a) expect(b.get(rel)!.equals(bytes), rel).toBe(true);
}

it('re-renders only the edited page, everything after a shared file changes, and matches a clean build byte for byte', () => {
  config.write('pages/extra.json', config.read('pages/about.json').replace('"/about"', '"/extra"'));
  // /extra is a copy of /about, title and all: one card serves both.
  expect(build('dist', '--clean')).toMatch(
    /^✓ Built 5 routes \(4 pages\) and 404\.html into .*\n {2}pages: 6 rendered, 0 reused from the cache · .* · social cards: 3 drawn, 0 reused · /m,
  );

  // Nothing changed: nothing rendered, compressed or written again.
  const unchanged = build('dist');
  expect(unchanged).toMatch(/pages: 0 rendered, 6 reused from the cache · compressed: 0 files, .* · social cards: 0 drawn, 3 reused · /);
  expect(unchanged).toMatch(/dist: 0 written, \d+ unchanged, 0 deleted · client bundle from the cache/);

  // One page edited: that page only (/gst has an alias, /gst-registration: both are rendered).
  config.write('pages/gst.json', config.read('pages/gst.json').replace('"heading": "GST Registration"', '"heading": "GST Registration in 3 days"'));
  expect(build('dist')).toMatch(/pages: 2 rendered, 4 reused from the cache · .* · social cards: 0 drawn, 3 reused · /);
  expect(readFileSync(join(work, 'dist/gst/index.html'), 'utf8')).toContain('GST Registration in 3 days</h1>');
  // Its title edited: its shared-link card alone is drawn again, under a new name.
  const card = () => /<meta property="og:image" content="[^"]*\/(social\/[0-9a-f]+\.jpg)">/.exec(readFileSync(join(work, 'dist/gst/index.html'), 'utf8'))![1]!;
  const oldCard = card();
  config.write('pages/gst.json', config.read('pages/gst.json').replace(/"title": "([^"]+)"/, '"title": "$1 Online"'));
  expect(build('dist')).toMatch(/social cards: 1 drawn, 2 reused · dist: .* 1 deleted/);
  expect(card()).not.toBe(oldCard);
  expect(snapshot('dist').has(oldCard)).toBe(false);
  expect(readFileSync(join(work, 'dist/gst/index.html.br')).length).toBeGreaterThan(0);

  // A shared file (site.json: header and footer of every page) re-renders every page and 404.html.
  config.write('site.json', config.read('site.json').replace(/"name": "([^"]+)"/, '"name": "$1 India"'));
  expect(build('dist')).toMatch(/pages: 6 rendered, 0 reused from the cache · .* · social cards: 3 drawn, 0 reused/);

  // A removed page disappears from the output, with its compressed copies.
  rmSync(join(config.dir, 'pages/extra.json'));
  const log = build('dist');
  expect(log).toContain('✓ Built 4 routes (3 pages)');
  expect(log).toContain('pages: 0 rendered, 5 reused from the cache');
  expect(log).toMatch(/dist: \d+ written, \d+ unchanged, 3 deleted/);
  expect(listFiles(join(work, 'dist')).filter((f) => f.startsWith('extra/'))).toEqual([]);

  // The incremental result is what a clean build (no cache) writes, also on a single thread.
  const incremental = snapshot('dist');
  build('clean', '--clean', '--workers', '1');
  expectSameFiles(incremental, snapshot('clean'));

  // Compressed copies (made by the render threads for pages) decompress to the file, and exist for
  // what the server sends only: not for routes.json nor the .server/ folder, which it never serves.
  const files = [...incremental.keys()];
  expect(brotliDecompressSync(incremental.get('gst/index.html.br')!).equals(incremental.get('gst/index.html')!)).toBe(true);
  expect(gunzipSync(incremental.get('404.html.gz')!).equals(incremental.get('404.html')!)).toBe(true);
  expect(files.filter((f) => f.endsWith('.html') && !incremental.has(`${f}.br`))).toEqual([]);
  expect(files.filter((f) => /^(\.server\/|routes\.json\.)/.test(f))).toEqual([
    '.server/form-pages.js',
    '.server/form-words.json',
    '.server/search-index.json',
    '.server/search-words.json',
    '.server/site.json',
  ]);
}, 240_000);

it("an English edit that leaves one Hindi page's text stale re-renders that page and the English one, not every Hindi page", () => {
  const hindi = tempConfig();
  const site = hindi.json('site.json');
  site.languages = [
    { code: 'en', locale: 'en-IN', name: 'English', linkLabel: 'Read in English', untranslatedNote: 'Some parts of this page are in English.' },
    { code: 'hi', locale: 'hi-IN', name: 'हिन्दी', linkLabel: 'हिन्दी में पढ़ें', untranslatedNote: 'इस पन्ने के कुछ हिस्से अभी अंग्रेज़ी में हैं।' },
  ];
  hindi.writeJson('site.json', site);
  mkdirSync(join(hindi.dir, 'translations/hi/pages'), { recursive: true });
  // Every text of the three pages translated (a stand-in Hindi word before the English keeps its figures and links): no page has English left.
  const schemas = loadSchemaFiles();
  for (const page of ['home', 'about', 'gst']) {
    const texts = sourceTexts(hindi.json(`pages/${page}.json`), schemas, 'page.schema.json').map(({ key, english }) => [
      key,
      { text: `हिन्दी ${english}`, fingerprint: fingerprint(english) },
    ]);
    hindi.writeJson(`translations/hi/pages/${page}.json`, { reviewed: false, texts: Object.fromEntries(texts) });
  }
  const out = join(work, 'hindi');
  const buildHindi = (...args: string[]) =>
    execFileSync(process.execPath, ['node_modules/.bin/tsx', 'scripts/build.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', SITE_CONFIG_DIR: hindi.dir, SITE_OUT_DIR: out, SITE_BUILD_CACHE_DIR: join(work, 'hindi-cache') },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  try {
    // 4 English routes, 4 Hindi (/gst has an alias), a 404 each.
    expect(buildHindi('--clean')).toMatch(/pages: 10 rendered, 0 reused from the cache/);
    hindi.write('pages/about.json', hindi.read('pages/about.json').replace('"heading": "About us"', '"heading": "About our firm"'));
    const log = buildHindi();
    expect(log).toMatch(/pages: 2 rendered, 8 reused from the cache/);
    expect(log).toMatch(/render by language \(routes, pages rendered, render thread time\): en 4 routes, 1 rendered, [\d.]+ s; hi 4 routes, 1 rendered, [\d.]+ s/);
    // The stale Hindi page shows the new English, marked, and says so; the others are as they were.
    const about = readFileSync(join(out, 'hi/about/index.html'), 'utf8');
    expect(about).toContain('<span lang="en">About our firm</span>');
    expect(about).toContain('इस पन्ने के कुछ हिस्से अभी अंग्रेज़ी में हैं।');
    const gst = readFileSync(join(out, 'hi/gst/index.html'), 'utf8');
    expect(gst).toContain('हिन्दी GST Registration</h1>');
    expect(gst).not.toContain('इस पन्ने के कुछ हिस्से अभी अंग्रेज़ी में हैं।');
  } finally {
    hindi.remove();
  }
}, 240_000);

it('refuses to render with the development build of React', () => {
  const script = `
    process.env.NODE_ENV = 'development';
    await import('react-dom/server');
    const { assertProductionReact } = await import('./scripts/build/production.ts');
    try { assertProductionReact(); console.log('no error'); } catch (error) { console.log(error.message); }
  `;
  const result = spawnSync(process.execPath, ['node_modules/.bin/tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(result.stdout).toMatch(/^The build rendered with the development build of React \(NODE_ENV=development\): .*react-dom\/cjs\/react-dom-server[\w.-]*\.development\.js/);
  expect(result.stdout).toContain('Run it as `npm run build`, which sets NODE_ENV=production.');
});
