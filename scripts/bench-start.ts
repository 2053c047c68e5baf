// `npm run bench:start [-- --runs N]`: what starting the production server costs on this machine.
//
// Imports server/app.ts in a fresh process (what each server test file pays for the app), then starts
// main/start.ts N times (default 5) on a temporary SQLite DATA_DIR and reports, per run: the time and CPU
// until it logs "Server listening", until it answers its first request (the home page), the CPU once it
// has settled (BENCH_SETTLE_MS, default 5000, after the first answer), and once settled again after the
// back office's sign-in page (the first /admin request loads the validator in the background:
// admin/server/routes/publish.ts). CPU is the process's user + system time from /proc (Linux only).
//
// DIST_DIR (default ./dist) must hold a build. One built before site-config's last commit is rebuilt by
// the back office at start; the "rebuilt" column says so, and those runs measure the rebuild too.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { freePort } from './server-process.ts';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 5000);
if (!existsSync(join(distDir, 'routes.json'))) {
  console.error(`No built site in ${distDir}. Run \`npm run build\` first, or set DIST_DIR.`);
  process.exit(1);
}
const node = join(ROOT_DIR, 'node_modules/.bin/node');

/** User + system CPU of a running process, in ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU of importing server/app.ts in a fresh process (the importing process measures itself). */
async function importCost(): Promise<{ ms: number; cpu: number }> {
  const script =
    "const t = performance.now(); await import('./server/app.ts'); const u = process.cpuUsage(); console.log(JSON.stringify({ ms: performance.now() - t, cpu: (u.user + u.system) / 1000 }))";
  const child = spawn(node, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out) as { ms: number; cpu: number };
}

interface StartRun {
  listeningMs: number;
  listeningCpuMs: number;
  firstAnswerMs: number;
  firstAnswerCpuMs: number;
  settledCpuMs: number;
  adminSettledCpuMs: number;
  rebuilt: boolean;
}

async function startOnce(): Promise<StartRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(node, ['--import', 'tsx', 'main/start.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', DATA_DIR: dataDir, DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  const listening = new Promise<{ ms: number; cpu: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${log}`)));
    child.stdout.on('data', (chunk) => {
      const before = log.includes('Server listening');
      log += chunk;
      if (!before && log.includes('Server listening')) resolve({ ms: performance.now() - started, cpu: cpuMs(child.pid!) });
    });
  });
  try {
    const listen = await listening;
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        await res.body?.cancel();
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    const firstAnswerMs = performance.now() - started;
    const firstAnswerCpuMs = cpuMs(child.pid!);
    await new Promise((r) => setTimeout(r, settleMs));
    const settledCpuMs = cpuMs(child.pid!);
    const signIn = await fetch(`http://127.0.0.1:${port}/admin/sign-in`);
    await signIn.body?.cancel();
    await new Promise((r) => setTimeout(r, settleMs));
    return {
      listeningMs: listen.ms,
      listeningCpuMs: listen.cpu,
      firstAnswerMs,
      firstAnswerCpuMs,
      settledCpuMs,
      adminSettledCpuMs: cpuMs(child.pid!),
      rebuilt: log.includes('rebuilt the site at start'),
    };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const loadBefore = load();
const imports = [await importCost(), await importCost(), await importCost()];
const starts: StartRun[] = [];
for (let i = 0; i < runs; i++) starts.push(await startOnce());

const row = (what: string, pick: (run: StartRun) => number) => ({
  what,
  'median ms': Math.round(median(starts.map(pick))),
  runs: starts.map((r) => Math.round(pick(r))).join(' '),
});
console.table([
  { what: 'import server/app.ts: wall', 'median ms': Math.round(median(imports.map((i) => i.ms))), runs: imports.map((i) => Math.round(i.ms)).join(' ') },
  { what: 'import server/app.ts: CPU', 'median ms': Math.round(median(imports.map((i) => i.cpu))), runs: imports.map((i) => Math.round(i.cpu)).join(' ') },
  row('start → listening: wall', (r) => r.listeningMs),
  row('start → listening: CPU', (r) => r.listeningCpuMs),
  row('start → first answer: wall', (r) => r.firstAnswerMs),
  row('start → first answer: CPU', (r) => r.firstAnswerCpuMs),
  row(`CPU ${settleMs} ms after the first answer`, (r) => r.settledCpuMs),
  row(`CPU ${settleMs} ms after /admin/sign-in`, (r) => r.adminSettledCpuMs),
]);
const rebuilt = starts.filter((r) => r.rebuilt).length;
console.log(
  `load average ${loadBefore} before, ${load()} after${rebuilt ? `; ${rebuilt} of ${runs} runs rebuilt the site at start (DIST_DIR is older than site-config's last commit)` : ''}`,
);
