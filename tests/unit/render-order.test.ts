// A page's HTML must depend on that page only, not on which pages the same render thread rendered
// before it — otherwise incremental builds and builds on several threads would differ from a clean
// single-threaded one. (Chakra memoises style objects per process: two components writing the same
// style props in a different order get the first one's class name, so the order of props matters.)
// What can differ is which components, with which variants, rendered before: so each language renders,
// in both orders, a sample of its pages that holds every kind of section of that language's pages (with
// its variant, the parts inside them: a tab's sections, a form's fields), a page of each kind a
// collection makes and a page for a state, and its 404 page — not every page (the same components with
// other words took four fifths of the time).
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('renders a page of every kind identically whatever the order of rendering', () => {
  const script = `
    process.env.NODE_ENV = 'production';
    const { Worker } = await import('node:worker_threads');
    const { readFileSync } = await import('node:fs');
    const { validateSiteConfig } = await import('./engine/config/validate.ts');
    const { buildRouteTable, pageShape } = await import('./engine/routes.tsx');
    const { translationsPhase } = await import('./scripts/build/validate.ts');
    const { renderLanguages } = await import('./engine/i18n/alternates.ts');
    const { config } = validateSiteConfig();
    // Every language's pages, as the build renders them (one renderer per language, the main one first).
    const sites = translationsPhase(process.cwd() + '/site-config', config);
    const languages = renderLanguages(config, sites);
    const renderings = [config, ...sites.map((s) => s.config)].map((c, i) => ({ config: c, language: languages[i] }));
    const cacheDir = (await import('node:fs')).mkdtempSync((await import('node:path')).join((await import('node:os')).tmpdir(), 'render-order-'));
    // Each language's sample: a page joins when it holds a kind of section (with its variant, the parts
    // inside) or a kind of page no page before it does.
    const kindsOf = (e) => pageShape(e.page).split(' ').filter(Boolean);
    const missing = [];
    const pages = renderings.flatMap((r, renderer) => {
      const table = buildRouteTable(r.config);
      const covered = new Set();
      const sample = table.filter((e) => {
        const fresh = [...kindsOf(e), e.template ? 'made by ' + e.template : '', e.choice ? 'a page for a state' : ''].filter((k) => k && !covered.has(k));
        fresh.forEach((k) => covered.add(k));
        return fresh.length > 0;
      });
      missing.push(...new Set(table.flatMap(kindsOf).filter((k) => !sample.some((e) => kindsOf(e).includes(k)))));
      return [...sample.map((e) => ({ path: e.path, renderer })), { path: '/__not-found__', renderer }];
    });
    const kinds = new Set(buildRouteTable(config).flatMap(kindsOf)).size;
    const render = (order, tag) => new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./scripts/build/render-worker.ts', 'file://' + process.cwd() + '/'), { workerData: { renderings, loaderSrc: '/assets/loader.js', cacheDir }, execArgv: process.execArgv.filter((a) => !a.startsWith('--input-type')) });
      worker.on('message', (reply) => {
        if (reply.error) return reject(new Error(reply.error));
        if (reply.id === 0) return worker.postMessage({ id: 1, jobs: order.map((p, i) => ({ ...p, key: tag + '-' + i })) });
        worker.terminate();
        resolve(new Map(reply.results.map((p) => [p.renderer + ' ' + p.path, readFileSync(p.html.file, 'utf8')])));
      });
      worker.on('error', reject);
    });
    const [forward, backward] = await Promise.all([render(pages, 'forward'), render([...pages].reverse(), 'backward')]);
    (await import('node:fs')).rmSync(cacheDir, { recursive: true, force: true });
    console.log(JSON.stringify({ pages: forward.size, languages: renderings.length, kinds, missing, differ: [...forward.keys()].filter((k) => forward.get(k) !== backward.get(k)) }));
  `;
  const result = spawnSync(process.execPath, ['node_modules/.bin/tsx', '--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(result.stderr.replace(/npm warn.*\n/g, '')).toBe('');
  const { pages, languages, kinds, missing, differ } = JSON.parse(result.stdout.trim().split('\n').pop()!) as {
    pages: number;
    languages: number;
    kinds: number;
    missing: string[];
    differ: string[];
  };
  expect(pages).toBeGreaterThan(20);
  expect(languages).toBeGreaterThan(1);
  // The sample holds every kind of section (and variant, and part) of the site's pages.
  expect(kinds).toBeGreaterThan(40);
  expect(missing).toEqual([]);
  expect(differ).toEqual([]);
}, 180_000);
