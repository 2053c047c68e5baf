// `npm run bench:build -- --pages N [--updates M]`: copies site-config to a temporary folder, adds N synthetic
// service pages (copies of trade-license.json and gst.json with new paths, titles and prices) and M
// synthetic compliance updates (site-config/updates/, each with its page, on the lists, the category
// lists and the feeds), then measures a cold build, a warm rebuild after editing one page (one update
// when only updates are added), and the dev server's time from a saved edit to the new page being
// served, and beside it a like-for-like render-only row (scripts/bench-render.ts: every route rendered on
// one thread, no compression, no cards) and the cost of a card. Prints Markdown tables; nothing in the
// project changes.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { listFiles } from './build/cache.ts';
import { addSyntheticPages } from './bench-site.ts';

const args = process.argv.slice(2);
const pagesArg = args.indexOf('--pages');
const added = pagesArg >= 0 ? Number(args[pagesArg + 1]) : 0;
const updatesArg = args.indexOf('--updates');
const updates = updatesArg >= 0 ? Number(args[updatesArg + 1]) : 0;
if (!Number.isInteger(added) || added < 0 || !Number.isInteger(updates) || updates < 0) {
  console.error('Usage: npm run bench:build -- --pages N [--updates M]   (N, M ≥ 0 synthetic pages and compliance updates)');
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'bench-build-'));
const configDir = join(work, 'site-config');
const outDir = join(work, 'dist');
const cacheDir = join(work, 'cache');
const report = join(work, 'report.json');
cpSync(join(ROOT_DIR, 'site-config'), configDir, { recursive: true });

type Json = Record<string, unknown>;
addSyntheticPages(configDir, added);
// Synthetic compliance updates, one a day back from yesterday, in every category, each with a text of a
// few parts like the real ones (engine/collections/).
const categories = ['GST Update', 'MCA', 'TDS', 'Income Tax'];
for (let i = 1; i <= updates; i++) {
  const date = new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
  const update = {
    $schema: '../../schemas/collections/update.schema.json',
    title: `Bench update ${i}: a change in the filing rules`,
    slug: `bench-update-${i}`,
    date,
    category: categories[i % categories.length],
    summary: `Synthetic update ${i} for the build benchmark: what changed, for whom and by when.`,
    body: [
      { type: 'paragraph', text: `Update ${i} explains a change in the rules, with **the date** and [the service](/gst).` },
      { type: 'heading', text: 'Who it concerns' },
      { type: 'list', items: ['Businesses registered under GST', 'Companies filing with the MCA', 'Deductors of TDS'] },
      {
        type: 'table',
        caption: 'Due dates',
        columns: ['Form', 'Due date'],
        rows: [
          ['GSTR-3B', '20th of the next month'],
          ['TDS return', '31st of the month after the quarter'],
        ],
      },
      { type: 'callout', tone: 'warning', title: 'Late fee', text: 'A late fee applies for every day of delay.' },
    ],
    whatToDo: ['Check your records.', 'File on time.'],
    services: ['/gst'],
  };
  writeFileSync(join(configDir, 'updates', `bench-update-${i}.json`), JSON.stringify(update, null, 2) + '\n');
}
const editUpdate = !added && updates > 0;
const editedFile = editUpdate ? join(configDir, 'updates', 'bench-update-1.json') : join(configDir, 'pages', added ? 'bench-service-1.json' : 'trade-license.json');
const editedPath = editUpdate ? '/updates/bench-update-1' : added ? '/bench-service-1' : '/trade-license';

interface Report {
  phases: { name: string; ms: number; cpuMs?: number; rssMiB?: number }[];
  totalMs: number;
  routes: number;
  rendered: number;
  reused: number;
  maxRssKiB: number;
  cpuMs: number;
  socialDrawn?: number;
  /** Per language: its routes, pages rendered and their render thread time (scripts/build/render.ts). */
  languages?: Record<string, { routes: number; rendered: number; renderMs: number }>;
}

interface RenderOnly {
  routes: number;
  renderCpuMsPerPage: number;
  renderWallMsPerPage: number;
  htmlKBPerPage: number;
  cards: number;
  cardCpuMs: number;
  cardWallMs: number;
}

/** scripts/bench-render.ts on the synthetic site: render only (one thread, no compression, no cards), and one card's steady cost. */
async function renderOnly(): Promise<RenderOnly> {
  const child = spawn(process.execPath, [join(ROOT_DIR, 'node_modules/.bin/tsx'), join(ROOT_DIR, 'scripts/bench-render.ts'), '--cards', '100'], {
    cwd: ROOT_DIR,
    env: { ...process.env, SITE_CONFIG_DIR: configDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let log = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (log += d));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  if (code !== 0) throw new Error(`bench-render failed:\n${log.slice(-3000)}`);
  return JSON.parse(out.trim().split('\n').pop()!) as RenderOnly;
}

async function build(extra: string[] = []): Promise<{ wallMs: number; report: Report }> {
  const started = performance.now();
  // As `npm run build` runs it (package.json): glibc's malloc with few arenas, see docs/architecture.md, "Builds that scale".
  const env = { ...process.env, MALLOC_ARENA_MAX: '2', SITE_CONFIG_DIR: configDir, SITE_OUT_DIR: outDir, SITE_BUILD_CACHE_DIR: cacheDir, BUILD_REPORT: report };
  const child = spawn(process.execPath, [join(ROOT_DIR, 'node_modules/.bin/tsx'), join(ROOT_DIR, 'scripts/build.ts'), ...extra], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  if (code !== 0) throw new Error(`build failed:\n${log.slice(-3000)}`);
  return { wallMs: performance.now() - started, report: JSON.parse(readFileSync(report, 'utf8')) as Report };
}

function editOnePage(marker: string) {
  const page = JSON.parse(readFileSync(editedFile, 'utf8')) as Json;
  // An update's text (its page only; the lists show its title and summary), or a page's first heading.
  if (editUpdate) ((page.body as Json[])[0] as Json).text = marker;
  else ((page.blocks as Json[])[0] as Json).heading = marker;
  writeFileSync(editedFile, JSON.stringify(page, null, 2) + '\n');
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Milliseconds from writing an edit to the dev server answering with the new text (median of 3); NaN if an edit never showed. */
async function devEditLatency(): Promise<number> {
  const port = await freePort();
  const dev = spawn(process.execPath, [join(ROOT_DIR, 'node_modules/.bin/tsx'), join(ROOT_DIR, 'scripts/dev.ts')], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), SITE_CONFIG_DIR: configDir },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}${editedPath}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {}
      if (i > 600) throw new Error('dev server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const times: number[] = [];
    for (let round = 1; round <= 3; round++) {
      const marker = `Dev edit ${round} ${Date.now()}`;
      const started = performance.now();
      editOnePage(marker);
      for (;;) {
        if ((await (await fetch(url)).text()).includes(marker)) break;
        if (performance.now() - started > 30_000) return NaN;
        await new Promise((r) => setTimeout(r, 5));
      }
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 300));
    }
    return times.sort((a, b) => a - b)[1]!;
  } finally {
    dev.kill('SIGTERM');
  }
}

try {
  const cold = await build(['--clean']);
  const distBytes = listFiles(outDir).reduce((sum, rel) => sum + readFileSync(join(outDir, rel)).length, 0);
  editOnePage('Edited for the warm rebuild');
  const warm = await build();
  const devMs = await devEditLatency();
  const only = await renderOnly();

  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const phase = (r: Report, name: string) => r.phases.find((p) => p.name === name)?.ms ?? 0;
  const split = (r: Report) =>
    r.phases.map((p) => `${p.name} ${s(p.ms)}${p.cpuMs === undefined ? '' : ` (${s(p.cpuMs)})`}${p.rssMiB === undefined ? '' : ` ${p.rssMiB} MiB`}`).join(', ');
  console.log(
    `\n| pages added | updates added | routes | validate | cold build (CPU) | warm rebuild, 1 page edited (CPU) | build RSS | per page (cold) | dev: edit → served | dist |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|---|`);
  console.log(
    `| ${added} | ${updates} | ${cold.report.routes} | ${s(phase(cold.report, 'validate'))} | ${s(cold.wallMs)} (${s(cold.report.cpuMs)}) | ${s(warm.wallMs)} (${s(warm.report.cpuMs)}; ${warm.report.rendered} rendered, ${warm.report.reused} reused) | ` +
      `${Math.round(Math.max(cold.report.maxRssKiB, warm.report.maxRssKiB) / 1024)} MiB | ${(cold.wallMs / cold.report.routes).toFixed(1)} ms | ${Number.isNaN(devMs) ? 'not shown within 30 s' : `${Math.round(devMs)} ms`} | ${(distBytes / 1e6).toFixed(1)} MB |`,
  );
  const social = cold.report.phases.find((p) => p.name === 'social');
  const drawn = cold.report.socialDrawn ?? 0;
  console.log(`\nLike for like with a static-site generator — render only (HTML of every route on one thread, no compression, no cache, no cards), and the cards:\n`);
  console.log(`| routes | render only: CPU per page (wall) | HTML per page | a card, steady (${only.cards} cards): CPU (wall) | cold build's social phase: CPU per card drawn |`);
  console.log(`|---|---|---|---|---|`);
  console.log(
    `| ${only.routes} | ${only.renderCpuMsPerPage.toFixed(1)} ms (${only.renderWallMsPerPage.toFixed(1)} ms) | ${only.htmlKBPerPage.toFixed(1)} KB | ${only.cardCpuMs.toFixed(1)} ms (${only.cardWallMs.toFixed(1)} ms) | ` +
      `${social?.cpuMs !== undefined && drawn ? `${(social.cpuMs / drawn).toFixed(1)} ms (${drawn} cards, thread start and loading included)` : 'no cards drawn'} |`,
  );
  // What each language costs the build: its share of the render phase (render and compress on the threads).
  console.log(`\nBy language — the render phase's thread time (render and compress) of each language's pages:\n`);
  console.log(`| language | routes | cold: rendered, thread time (per page) | warm: rendered, thread time |`);
  console.log(`|---|---|---|---|`);
  for (const [code, l] of Object.entries(cold.report.languages ?? {})) {
    const w = warm.report.languages?.[code];
    console.log(
      `| ${code} | ${l.routes} | ${l.rendered}, ${s(l.renderMs)} (${l.rendered ? (l.renderMs / l.rendered).toFixed(1) : '—'} ms) | ${w ? `${w.rendered}, ${s(w.renderMs)}` : '—'} |`,
    );
  }
  console.log(`\nCold phases, wall (CPU) RSS at the end: ${split(cold.report)}\nWarm phases, wall (CPU) RSS at the end: ${split(warm.report)}`);
  console.log(
    `Load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  console.log(
    `(build times are wall-clock, including starting Node, with the CPU time of the build process in brackets; RSS is the build process's peak, render threads included)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
