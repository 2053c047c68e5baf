// `npm run bench:publish [-- --runs N]`: from "Publish" to the new page served, at today's size and at
// 1,000 service pages. For each size: the site's config (plus synthetic pages) in a temporary git
// repository, built once as a running site is (dist/ and a warm build cache), the production app over
// it (SQLite store, a signed-in publisher); then N times: a draft of the GST page with a new Basic price,
// POST /admin/api/publish (validate, build the release, commit, switch), and GET /gst until it shows the
// new price. Prints a Markdown table; nothing in the project changes.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { backOfficeFor, contentStoreFor } from '../server/db/open-store.ts';
import { openSqliteStore } from '../server/db/sqlite-store.ts';
import { hashPassword } from '../admin/server/auth/passwords.ts';
import { contentRepository } from './content-repository.ts';
import { gitBlobId } from '../admin/server/publish/files.ts';
import { addSyntheticPages } from './bench-site.ts';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('Usage: npm run bench:publish [-- --runs N]');
  process.exit(2);
}

interface Row {
  label: string;
  routes: number;
  seconds: number[];
  servedMs: number[];
  firstBuildS: number;
  /** Per run: the release build, reading it into memory, the git commit (ms). */
  timings: { build: number; load: number; commit: number }[];
}

async function measure(label: string, pages: number): Promise<Row> {
  // Inside the project (.cache/ is not committed): the served build's render bundle finds React there.
  mkdirSync(join(ROOT_DIR, '.cache'), { recursive: true });
  const work = mkdtempSync(join(ROOT_DIR, '.cache', 'bench-publish-'));
  const configDir = join(work, 'site-config');
  const env = { DIST_DIR: join(work, 'dist'), DATA_DIR: join(work, 'data'), SITE_CONFIG_DIR: configDir, SITE_BUILD_CACHE_DIR: join(work, 'cache'), LOG_LEVEL: 'warn' };
  try {
    cpSync(join(ROOT_DIR, 'site-config'), configDir, { recursive: true });
    addSyntheticPages(configDir, pages);
    contentRepository(work, { author: ['Bench', 'bench@example.in'] });

    // The site as it runs before anyone publishes: built, with its cache.
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        cwd: ROOT_DIR,
        env: { ...process.env, SITE_OUT_DIR: env.DIST_DIR, ...env },
        stdio: 'ignore',
      });
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the first build failed (${code})`))));
    });
    const firstBuildS = (performance.now() - started) / 1000;

    const config = loadConfig(env);
    const store = openSqliteStore(config.dataDir, { outbox: false });
    const office = await backOfficeFor(store);
    const user = await office.createUser({ email: 'priya@filingbridge.in', name: 'Priya Shah', role: 'publisher' }, Date.now());
    await office.updateUser(user.id, { status: 'active', passwordHash: await hashPassword('correct horse battery staple') }, Date.now());
    const app = await buildApp(config, { store, logStream: { write() {} } });
    await app.ready();
    const host = { host: 'localhost:4173', origin: 'http://localhost:4173', 'content-type': 'application/json' };
    const signIn = await app.inject({
      method: 'POST',
      url: '/admin/api/sign-in',
      headers: host,
      payload: { email: 'priya@filingbridge.in', password: 'correct horse battery staple' },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const csrf = signIn.json<{ csrfToken: string }>().csrfToken;
    const content = await contentStoreFor(store);

    const seconds: number[] = [];
    const timings: Row['timings'] = [];
    const servedMs: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const file = join(configDir, 'pages/gst.json');
      const live = readFileSync(file);
      const page = JSON.parse(live.toString('utf8'));
      const plan = page.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans[0];
      plan.price += 100;
      await content.saveDraft('pages/gst.json', JSON.stringify(page), gitBlobId(live), { id: user.id, name: user.name, email: user.email }, Date.now());
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/admin/api/publish',
        headers: { ...host, cookie, 'x-csrf-token': csrf },
        payload: { files: ['pages/gst.json'], message: `Bench run ${run}` },
      });
      if (res.statusCode !== 200) throw new Error(`publish answered ${res.statusCode}: ${res.body}`);
      const shown = plan.price.toLocaleString('en-IN');
      while (!(await app.inject({ method: 'GET', url: '/gst' })).body.includes(shown)) await new Promise((r) => setTimeout(r, 10));
      servedMs.push(performance.now() - t0);
      seconds.push(res.json<{ seconds: number }>().seconds);
      timings.push(res.json<{ timings: Row['timings'][number] }>().timings);
    }
    const routes = (JSON.parse(readFileSync(join(env.DIST_DIR, 'routes.json'), 'utf8')) as { routes: unknown[] }).routes.length;
    await app.close();
    store.db.close();
    return { label, routes, seconds, servedMs, firstBuildS, timings };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const rows = [await measure("today's site", 0), await measure('1,000 service pages added', 1000)];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\n| site | routes | "Publish" → new page served: median (min – max) of ${RUNS} | target | of which, median: build · load · commit | the site's first build (cold) |`);
console.log('|---|---|---|---|---|---|');
for (const [i, row] of rows.entries()) {
  const sorted = [...row.servedMs].sort((a, b) => a - b);
  console.log(
    `| ${row.label} | ${row.routes} | ${s(sorted[Math.floor(sorted.length / 2)]!)} (${s(sorted[0]!)} – ${s(sorted.at(-1)!)}) | ≤ ${i === 0 ? 5 : 10} s | ${(['build', 'load', 'commit'] as const).map((k) => s(median(row.timings.map((t) => t[k])))).join(' · ')} | ${row.firstBuildS.toFixed(1)} s |`,
  );
}
console.log(
  `\nLoad average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} (2 cores)`,
);
