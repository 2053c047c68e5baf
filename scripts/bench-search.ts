// `npm run bench:search [-- --pages N] [-- --rounds R]`: the site search's cost, on today's site and
// with N (default 1,000) synthetic service pages added (scripts/bench-site.ts). For each site: every
// route rendered in this process (as the build renders it), then the search phase's own work timed —
// documents from the pages' HTML, the index, its JSON — and the index's size; then the production app
// (buildApp, SQLite in a temporary folder) answers GET /search for a fixed list of queries R times each
// (Brotli accepted, as a browser asks), and the server's time per request is reported as p50/p95.
// Also the server's index: how long the release takes to load it and the memory it holds (JavaScript heap
// and typed arrays, after a full garbage collection). Prints a table.
import './build/production-mode.ts'; // first: React loads its production build, as the build renders
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { validateSiteConfig } from '../engine/config/validate.ts';
import { buildRouteTable } from '../engine/routes.tsx';
import { buildMenus } from '../engine/menus.ts';
import { createSiteRenderer } from '../renderer/render-page.tsx';
import { blockRegistry } from '../blocks/registry.ts';
import { documentsOfPage } from '../engine/search/extract.ts';
import { buildSearchIndex, SEARCH_INDEX_FILE } from '../engine/search/documents.ts';
import { SiteSearch } from '../engine/search/query.ts';
import { deadlineDocuments, serviceDocuments } from '../engine/search/site-documents.ts';
import { siteToday } from '../engine/calendar/dates.ts';
import { addSyntheticPages } from './bench-site.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openSqliteStore } from '../server/db/sqlite-store.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const PAGES = option('--pages', 1000);
const ROUNDS = option('--rounds', 20);

/** What visitors type: services by name, typos, synonyms, questions, Hindi, the start of a word, and words found nowhere. */
const QUERIES = [
  'gst registration',
  'trademrk',
  'trademark objection reply',
  'company registration',
  'food licence',
  'ITR',
  'income tax return due date',
  'how to file gstr 9',
  'pf registration for employees',
  'msme udyam certificate',
  'digital signature',
  'llp annual filing fees',
  'gst late fee calculator',
  'जीएसटी पंजीकरण',
  'कंपनी पंजीकरण',
  'tds return',
  'shop act licence',
  'zqxjv wombat',
  'private limited company documents',
  'reg',
  'se ta', // words found nowhere, too short to guess: the words to try
];

interface Row {
  site: string;
  routes: number;
  docs: number;
  renderS: number;
  indexMs: number;
  sizeKB: number;
  sizeBrKB: number;
  /** The server's index: loading it from its JSON, and the memory it then holds. */
  loadMs: number;
  loadCpuMs: number;
  memoryMB: number;
  p50: number;
  p95: number;
  max: number;
  /** CPU time of the process per request: steadier than wall time on a shared machine. */
  cpu50: number;
  cpu95: number;
  /** Each query's CPU p95 (ms), slowest first. */
  perQuery: [string, number][];
}

async function measure(name: string, configDir: string): Promise<Row> {
  const { config } = validateSiteConfig(configDir, blockRegistry);
  if (!config) throw new Error(`${name}: the config does not validate (npm run validate).`);
  const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc: '/assets/loader.js' });
  const table = buildRouteTable(config).filter((entry) => entry.path === entry.canonicalPath);
  const t0 = performance.now();
  const pages: { path: string; html: string; template?: string }[] = [];
  for (const entry of table) pages.push({ path: entry.path, html: (await renderer.render(entry.path)).html, template: entry.template });
  const renderS = (performance.now() - t0) / 1000;

  // The search phase's work (scripts/build/search.ts, without its cache): documents, index, JSON.
  const t1 = performance.now();
  const kind = (p: (typeof pages)[number]) =>
    (p.template === 'updates:entry' ? 'update' : p.template === 'guides:entry' ? 'guide' : p.path.startsWith('/tools/') ? 'tool' : 'page') as 'page';
  const docs = pages.flatMap((p) => documentsOfPage({ path: p.path, html: p.html, kind: kind(p) }));
  docs.push(...serviceDocuments(buildMenus(config)), ...deadlineDocuments(config, siteToday()));
  const json = JSON.stringify(buildSearchIndex(docs, config.searchSynonyms?.synonyms ?? []));
  const indexMs = performance.now() - t1;
  const { brotliCompressSync } = await import('node:zlib');
  const { loadMs, loadCpuMs, memoryMB } = indexInMemory(json);

  // A build folder with the search page and the index, served by the production app.
  const dist = mkdtempSync(join(tmpdir(), 'bench-search-dist-'));
  const data = mkdtempSync(join(tmpdir(), 'bench-search-data-'));
  try {
    const search = pages.find((p) => p.path === '/search');
    if (!search) throw new Error(`${name}: no page at /search`);
    mkdirSync(join(dist, 'search'), { recursive: true });
    writeFileSync(join(dist, 'search/index.html'), search.html);
    writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(dist, 'routes.json'), JSON.stringify({ routes: [{ path: '/search', canonicalPath: '/search', file: 'search/index.html' }], notFound: '404.html' }));
    mkdirSync(join(dist, '.server'), { recursive: true });
    writeFileSync(join(dist, SEARCH_INDEX_FILE), json);
    const serverConfig = loadConfig({ DIST_DIR: dist, DATA_DIR: data, LOG_LEVEL: 'silent', ADMIN: 'off', RATE_LIMIT_MAX: '1000000' });
    const store = openSqliteStore(serverConfig.dataDir, { outbox: false, mail: false });
    const app = await buildApp(serverConfig, { store });
    await app.ready();
    const times: number[] = [];
    const cpus: number[] = [];
    const byQuery = new Map<string, number[]>();
    const cpuNow = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    for (let round = 0; round < ROUNDS + 2; round++) {
      for (const q of QUERIES) {
        const t = performance.now();
        const c = cpuNow();
        const response = await app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent(q)}`, headers: { 'accept-encoding': 'br, gzip' } });
        const ms = performance.now() - t;
        const cpu = cpuNow() - c;
        if (response.statusCode !== 200) throw new Error(`${name}: /search?q=${q} answered ${response.statusCode}`);
        if (round >= 2) {
          // the first two rounds warm the JIT up
          times.push(ms);
          cpus.push(cpu);
          byQuery.set(q, [...(byQuery.get(q) ?? []), cpu]);
        }
      }
    }
    await app.close();
    await store.close();
    times.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    const at = (p: number, list = times) => list[Math.min(list.length - 1, Math.ceil(p * list.length) - 1)]!;
    return {
      site: name,
      routes: table.length,
      docs: docs.length,
      renderS,
      indexMs,
      sizeKB: json.length / 1024,
      sizeBrKB: brotliCompressSync(json).length / 1024,
      loadMs,
      loadCpuMs,
      memoryMB,
      p50: at(0.5),
      p95: at(0.95),
      max: times.at(-1)!,
      cpu50: at(0.5, cpus),
      cpu95: at(0.95, cpus),
      perQuery: [...byQuery]
        .map(
          ([q, list]) =>
            [
              q,
              at(
                0.95,
                list.sort((a, b) => a - b),
              ),
            ] as [string, number],
        )
        .sort((a, b) => b[1] - a[1]),
    };
  } finally {
    rmSync(dist, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
}

/** The index as the server loads it (server/search.ts): the time to load it and what it holds in memory. */
function indexInMemory(json: string): { loadMs: number; loadCpuMs: number; memoryMB: number } {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const used = () => {
    gc();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const before = used();
  const t = performance.now();
  const cpu = process.cpuUsage();
  let search: InstanceType<typeof SiteSearch> | undefined = SiteSearch.fromJson(json);
  const { user, system } = process.cpuUsage(cpu);
  const loadMs = performance.now() - t;
  const loadCpuMs = (user + system) / 1000;
  const memoryMB = (used() - before) / 1024 / 1024;
  if (search.documentCount === 0) throw new Error('the index has no documents');
  search = undefined;
  return { loadMs, loadCpuMs, memoryMB };
}

const rows: Row[] = [await measure("today's site", join(ROOT_DIR, 'site-config'))];
const synthetic = mkdtempSync(join(tmpdir(), 'bench-search-config-'));
try {
  cpSync(join(ROOT_DIR, 'site-config'), synthetic, { recursive: true });
  addSyntheticPages(synthetic, PAGES);
  rows.push(await measure(`+ ${PAGES.toLocaleString('en-IN')} synthetic pages`, synthetic));
} finally {
  rmSync(synthetic, { recursive: true, force: true });
}

const f = (n: number, digits = 1) => n.toFixed(digits);
import { loadavg, availableParallelism } from 'node:os';
console.log(
  `\n/search on the production app (app.inject, Brotli accepted), ${QUERIES.length} queries × ${ROUNDS} rounds after 2 warm-up rounds; ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}\n`,
);
console.log(
  '| site | routes | documents | index build (documents + index + JSON) | index size (Brotli) | index load (CPU) | index in memory | /search p50 | p95 | max | CPU p50 | CPU p95 |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.site} | ${r.routes} | ${r.docs.toLocaleString('en-IN')} | ${f(r.indexMs / 1000, 2)} s | ${f(r.sizeKB / 1024, 2)} MB (${f(r.sizeBrKB)} KB) | ${f(r.loadMs, 0)} ms (${f(r.loadCpuMs, 0)} ms) | ${f(r.memoryMB)} MB | ${f(r.p50)} ms | ${f(r.p95)} ms | ${f(r.max)} ms | ${f(r.cpu50)} ms | ${f(r.cpu95)} ms |`,
  );
}
console.log(
  `\nThe slowest queries at ${rows.at(-1)!.site} (CPU p95): ${rows
    .at(-1)!
    .perQuery.slice(0, 6)
    .map(([q, ms]) => `"${q}" ${f(ms)} ms`)
    .join(', ')}`,
);
console.log(`\n(rendering the pages in this process, not part of the index build: ${rows.map((r) => `${r.site} ${f(r.renderS)} s`).join(', ')})`);
