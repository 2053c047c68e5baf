// `npm run bench:lighthouse [-- --no-build] [-- --only /gst,/about] [-- --runs 3] [-- --categories accessibility,seo]` (SITE_CONFIG_DIR / SITE_OUT_DIR: another config and build): builds, starts the production
// server, runs Lighthouse (mobile preset, default simulated throttling) on every route and prints a
// table; also writes reports/lighthouse.json. With --runs N each route is measured N times and the
// table shows the run with the median performance score, and every run's score beside it. With
// --categories only those categories are measured (accessibility alone takes a few seconds a route, so
// all 300-odd routes are checked in minutes); the others show "–".
import { execFileSync } from 'node:child_process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { startServerProcess } from './server-process.ts';

const args = process.argv.slice(2);
// SITE_OUT_DIR (with SITE_CONFIG_DIR) measures another build, e.g. scripts/bench-pictures.ts's copy.
const distDir = process.env.SITE_OUT_DIR ?? join(ROOT_DIR, 'dist');
if (!args.includes('--no-build')) execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit', cwd: ROOT_DIR });

const onlyArg = args.find((a) => a.startsWith('--only'));
const only = onlyArg ? (onlyArg.split('=')[1] ?? args[args.indexOf(onlyArg) + 1] ?? '').split(',') : undefined;
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 1;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const categoriesArg = args.indexOf('--categories');
const categories = categoriesArg >= 0 ? (args[categoriesArg + 1] ?? '').split(',') : CATEGORIES;
const unknown = categories.filter((c) => !CATEGORIES.includes(c));
if (unknown.length || !categories.length) throw new Error(`--categories takes some of ${CATEGORIES.join(', ')} (comma-separated); not ${unknown.join(', ')}`);
const withPerformance = categories.includes('performance');
const routes = (JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8')) as { routes: { path: string; file: string }[] }).routes.filter(
  (r) => !only || only.includes(r.path),
);

const server = await startServerProcess({ DATA_DIR: join(ROOT_DIR, '.tmp/bench-lh-data'), DIST_DIR: distDir });

interface Row {
  route: string;
  /** A category's score, 0–100; null when --categories left it out. */
  performance: number | null;
  /** Every run's performance score, when measured more than once. */
  performanceRuns: (number | null)[];
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  htmlKB: number;
  cssKB: number;
  jsKB: number;
}

const rows: Row[] = [];
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  for (const route of routes) {
    const run = async () => {
      const result = await lighthouse(`${server.url}${route.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
      return result.lhr;
    };
    // Headless Chromium occasionally fails to record a trace (a runtime error, or no performance score):
    // such a run measures nothing, so it is repeated once.
    const measure = async () => {
      const first = await run();
      if (!first.runtimeError && (!withPerformance || typeof first.categories.performance?.score === 'number')) return first;
      process.stderr.write(`  ${route.path}: Lighthouse measured nothing (${first.runtimeError?.code ?? 'no performance score'}); running again\n`);
      return run();
    };
    const measured = [];
    for (let i = 0; i < runs; i++) measured.push(await measure());
    const byScore = [...measured].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = byScore[Math.floor((byScore.length - 1) / 2)]!;
    const items = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    const transfer = (type: string) => items.filter((i) => i.resourceType === type).reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024;
    // CSS is inline in the HTML (critical CSS); report its brotli size separately from the document.
    const html = readFileSync(join(distDir, route.file), 'utf8');
    const css = [...html.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((m) => m[1]).join('');
    const score = (key: string) => (categories.includes(key) ? Math.round((lhr.categories[key]?.score ?? 0) * 100) : null);
    const ms = (key: string) => Math.round(lhr.audits[key]?.numericValue ?? 0);
    rows.push({
      route: route.path,
      performance: score('performance'),
      performanceRuns: measured.map((m) => (withPerformance ? Math.round((m.categories.performance?.score ?? 0) * 100) : null)),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      htmlKB: Number(transfer('Document').toFixed(1)),
      cssKB: Number((brotliCompressSync(Buffer.from(css)).length / 1024).toFixed(1)),
      jsKB: Number(transfer('Script').toFixed(1)),
    });
    process.stderr.write(`  measured ${route.path}\n`);
  }
} finally {
  await chrome.kill();
  server.child.kill('SIGTERM');
}

const headers = [
  'route',
  runs > 1 ? 'perf (median)' : 'perf',
  ...(runs > 1 ? ['perf, each run'] : []),
  'a11y',
  'best',
  'seo',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'CLS',
  'HTML KB',
  'CSS KB (br, inline)',
  'JS KB',
];
const table = rows.map((r) =>
  [
    r.route,
    r.performance ?? '–',
    ...(runs > 1 ? [r.performanceRuns.map((run) => run ?? '–').join(' ')] : []),
    r.accessibility ?? '–',
    r.bestPractices ?? '–',
    r.seo ?? '–',
    // The timings and transfers come with the performance category's audits only.
    ...(withPerformance ? [r.fcpMs, r.lcpMs, r.tbtMs, r.cls, r.htmlKB] : ['–', '–', '–', '–', '–']),
    r.cssKB,
    withPerformance ? r.jsKB : '–',
  ].map(String),
);
const widths = headers.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
console.log(line(headers));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const row of table) console.log(line(row));
const scored = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best practices', seo: 'SEO' } as const;
const minima = (Object.keys(scored) as (keyof typeof scored)[]).flatMap((key) => {
  const scores = rows.map((r) => r[key]).filter((score) => score !== null);
  if (!scores.length) return [];
  const lowest = Math.min(...scores);
  const below = rows.filter((r) => r[key] !== null && r[key] < 100).map((r) => r.route);
  return [`${scored[key]} ${lowest}${below.length ? ` (below 100: ${below.join(', ')})` : ''}`];
});
console.log(`\n${rows.length} routes; minimum: ${minima.join('; ')}`);
mkdirSync(join(ROOT_DIR, 'reports'), { recursive: true });
writeFileSync(join(ROOT_DIR, 'reports/lighthouse.json'), JSON.stringify(rows, null, 2));
console.log('Wrote reports/lighthouse.json');
