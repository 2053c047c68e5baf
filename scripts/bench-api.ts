// `npm run bench:api`: throughput of the production server on this machine.
//
// Starts server/start.ts on a temporary DATA_DIR, sends 10 s of POST /api/partnership from 50
// connections (a unique Idempotency-Key each, a realistic body, a fill time that is not flagged),
// then 10 s of GET of a static page, and prints one table. It then checks that every lead answered
// 201 is in the database and that rows stored == 201 answers, apart from the requests still in flight
// when the 10 s ran out (autocannon drops those answers unread; the server had already committed
// them, so they show up as rows, never more than one per connection). Exits 1 on any error.
//
// DIST_DIR (default ./dist) must hold a build; BENCH_SECONDS, BENCH_CONNECTIONS and LOG_LEVEL
// (default info, as in production) can be set.
import { existsSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { DatabaseSync } from 'node:sqlite';
import { startServerProcess } from './server-process.ts';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.LOG_LEVEL ?? 'info';
if (!existsSync(join(distDir, 'routes.json'))) {
  console.error(`No built site in ${distDir}. Run \`npm run build\` first, or set DIST_DIR.`);
  process.exit(1);
}
const routes = (JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8')) as { routes: { path: string }[] }).routes;
const page = routes.find((r) => r.path !== '/')?.path ?? '/';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
// The server logs go to a file-less sink; 2>&1 of a busy server would otherwise flood the terminal.
const server = await startServerProcess({ DIST_DIR: distDir, DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000', LOG_LEVEL: logLevel });

const body = JSON.stringify({
  firstName: 'Asha',
  lastName: 'Raman',
  company: 'Raman Textiles Pvt Ltd',
  email: 'asha.raman@example.in',
  phone: '+91 98765 43210',
  industry: 'Manufacturing',
  size: '51-200',
  message: 'We run three GST registrations across Tamil Nadu and Karnataka and would like one partner for filings, payroll compliance and annual returns. Please call us this week.',
});

console.log(`Benchmark: ${connections} connections, ${seconds} s per run, LOG_LEVEL=${logLevel}, DATA_DIR=${dataDir}`);
const acknowledged: string[] = [];
const post = await autocannon({
  url: server.url,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      path: '/api/partnership',
      body,
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', 'x-form-elapsed-ms': '12000', 'idempotency-key': randomUUID() },
      }),
      onResponse: (status, responseBody) => {
        if (status === 201) acknowledged.push((JSON.parse(responseBody) as { id: string }).id);
      },
    },
  ],
});
const get = await autocannon({
  url: server.url + page,
  connections,
  duration: seconds,
  headers: { 'accept-encoding': 'br, gzip' },
});

server.child.kill('SIGTERM');
const exitCode = await server.exited;
const db = new DatabaseSync(join(dataDir, 'leads.db'), { readOnly: true });
const rows = Number((db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n);
const flagged = Number((db.prepare('SELECT count(*) AS n FROM leads WHERE suspected_spam = 1').get() as { n: number }).n);
const findLead = db.prepare('SELECT 1 AS ok FROM leads WHERE id = ?');
const missing = acknowledged.filter((id) => !findLead.get(id)).length;
db.close();
rmSync(dataDir, { recursive: true, force: true });

const created = post.statusCodeStats['201']?.count ?? 0;
const row = (name: string, r: Result, extra: string[]) => [
  name,
  r.requests.average.toFixed(0),
  String(r.latency.p50),
  String(r.latency.p99),
  String(r.non2xx),
  String(r.errors + r.timeouts),
  ...extra,
];
const table = [
  ['run', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', '201 answers', 'rows stored', 'stored leads/s'],
  row('POST /api/partnership', post, [String(created), String(rows), (rows / seconds).toFixed(0)]),
  row(`GET ${page} (br)`, get, ['-', '-', '-']),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
const line = (r: string[]) => '| ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
console.log(line(table[0]!));
console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 1) : '-'.repeat(w + 1)) + (i === 0 ? '-' : ':')).join('|') + '|');
for (const r of table.slice(1)) console.log(line(r));

const problems: string[] = [];
const inFlight = rows - created;
if (missing > 0) problems.push(`${missing} leads answered 201 are not in the database`);
if (created !== acknowledged.length) problems.push(`201 answers (${created}) differ from ids read (${acknowledged.length})`);
if (inFlight < 0 || inFlight > connections) problems.push(`rows stored (${rows}) differ from 201 answers (${created}) by more than the requests in flight`);
if (flagged !== 0) problems.push(`${flagged} leads were flagged as suspected spam`);
if (post.non2xx + post.errors + post.timeouts + get.non2xx + get.errors + get.timeouts > 0) problems.push('some requests failed');
if (exitCode !== 0) problems.push(`the server exited with ${exitCode} on SIGTERM:\n${server.output()}`);
if (problems.length > 0) {
  console.error(`✗ ${problems.join('; ')}`);
  process.exit(1);
}
console.log(
  `✓ 0 errors; every 201 answer has its row; rows = 201 answers + ${inFlight} requests in flight at the end of the run ` +
    `(committed, answers not read); ${(rows / seconds).toFixed(0)} stored leads/s.`,
);
