// `npm run bench:api`: throughput of the production server on this machine, per lead store.
//
// Starts main/start.ts on a temporary SQLite DATA_DIR and sends 10 s of POST /api/partnership from
// 50 connections (a unique Idempotency-Key each, a realistic body, a fill time that is not flagged).
// With DATABASE_URL set (postgres://…), it does the same again with the server on PostgreSQL, in a
// temporary schema dropped afterwards. Then 10 s of GET of a static page, and one table. For each
// store it checks that every lead answered 201 is stored and that rows stored == 201 answers, apart
// from the requests still in flight when the 10 s ran out (autocannon drops those answers unread; the
// server had already committed them, so they show up as rows, never more than one per connection).
// Exits 1 on any error.
//
// DIST_DIR (default ./dist) must hold a build; BENCH_SECONDS, BENCH_CONNECTIONS, DATABASE_POOL_SIZE
// (default 20 here) and LOG_LEVEL (default info, as in production) can be set.
import { existsSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.LOG_LEVEL ?? 'info';
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const poolSize = process.env.DATABASE_POOL_SIZE ?? '20';
if (!existsSync(join(distDir, 'routes.json'))) {
  console.error(`No built site in ${distDir}. Run \`npm run build\` first, or set DIST_DIR.`);
  process.exit(1);
}
const routes = (JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8')) as { routes: { path: string }[] }).routes;
const page = routes.find((r) => r.path !== '/')?.path ?? '/';

const body = JSON.stringify({
  firstName: 'Asha',
  lastName: 'Raman',
  company: 'Raman Textiles Pvt Ltd',
  email: 'asha.raman@example.in',
  phone: '+91 98765 43210',
  industry: 'Manufacturing',
  size: '51-200',
  message:
    'We run three GST registrations across Tamil Nadu and Karnataka and would like one partner for filings, payroll compliance and annual returns. Please call us this week.',
});

/** What the store holds after a run, read straight from the database. */
interface Stored {
  rows: number;
  flagged: number;
  missing: number;
}

interface StoreUnderTest {
  name: string;
  env: Record<string, string>;
  inspect(acknowledged: string[]): Promise<Stored>;
  cleanup(): Promise<void>;
}

function sqliteStore(): StoreUnderTest {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  return {
    name: 'SQLite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' }, // empty = unset: SQLite even when DATABASE_URL is set for the PostgreSQL run
    async inspect(acknowledged) {
      const db = new DatabaseSync(join(dataDir, 'leads.db'), { readOnly: true });
      const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n);
      const findLead = db.prepare('SELECT 1 AS ok FROM leads WHERE id = ?');
      const stored = {
        rows: count('SELECT count(*) AS n FROM leads'),
        flagged: count('SELECT count(*) AS n FROM leads WHERE suspected_spam = 1'),
        missing: acknowledged.filter((id) => !findLead.get(id)).length,
      };
      db.close();
      return stored;
    },
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function postgresStore(url: string): StoreUnderTest {
  const schema = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const client = () => new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, DATABASE_POOL_SIZE: poolSize, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-api-pg-')) },
    async inspect(acknowledged) {
      const db = client();
      await db.connect();
      try {
        const count = async (sql: string, values: unknown[] = []) => Number((await db.query<{ n: string }>(sql, values)).rows[0]!.n);
        return {
          rows: await count('SELECT count(*) AS n FROM leads'),
          flagged: await count('SELECT count(*) AS n FROM leads WHERE suspected_spam'),
          missing: acknowledged.length - (await count('SELECT count(*) AS n FROM leads WHERE id = ANY($1::uuid[])', [acknowledged])),
        };
      } finally {
        await db.end();
      }
    },
    async cleanup() {
      const db = client();
      await db.connect();
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.end();
      rmSync(this.env.DATA_DIR!, { recursive: true, force: true });
    },
  };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  // The server logs go to a pipe that is only read on failure; 2>&1 of a busy server would flood the terminal.
  return startServerProcess({ DIST_DIR: distDir, RATE_LIMIT_MAX: '100000000', LOG_LEVEL: logLevel, ...env });
}

async function postRun(url: string) {
  const acknowledged: string[] = [];
  const result = await autocannon({
    url,
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
  return { result, acknowledged };
}

const stores = [sqliteStore(), ...(databaseUrl ? [postgresStore(databaseUrl)] : [])];
console.log(
  `Benchmark: ${connections} connections, ${seconds} s per run, LOG_LEVEL=${logLevel}, stores: ${stores.map((s) => s.name).join(' and ')}` +
    (databaseUrl ? ` (PostgreSQL pool ${poolSize} connections per instance)` : ' (set DATABASE_URL to also measure PostgreSQL)'),
);

const row = (name: string, r: Result, extra: string[]) => [
  name,
  r.requests.average.toFixed(0),
  String(r.latency.p50),
  String(r.latency.p99),
  String(r.non2xx),
  String(r.errors + r.timeouts),
  ...extra,
];
const table = [['run', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', '201 answers', 'rows stored', 'stored leads/s']];
const problems: string[] = [];
const summaries: string[] = [];
let get: Result | undefined;

for (const store of stores) {
  const server = await start(store.env);
  let exitCode: number | string;
  let post: Awaited<ReturnType<typeof postRun>>;
  try {
    post = await postRun(server.url);
    if (!get) get = await autocannon({ url: server.url + page, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  } finally {
    server.child.kill('SIGTERM');
    exitCode = await server.exited;
  }
  const stored = await store.inspect(post.acknowledged);
  await store.cleanup();
  const created = post.result.statusCodeStats['201']?.count ?? 0;
  table.push(row(`POST /api/partnership (${store.name})`, post.result, [String(created), String(stored.rows), (stored.rows / seconds).toFixed(0)]));
  const inFlight = stored.rows - created;
  const fail = (text: string) => problems.push(`${store.name}: ${text}`);
  if (stored.missing > 0) fail(`${stored.missing} leads answered 201 are not in the database`);
  if (created !== post.acknowledged.length) fail(`201 answers (${created}) differ from ids read (${post.acknowledged.length})`);
  if (inFlight < 0 || inFlight > connections) fail(`rows stored (${stored.rows}) differ from 201 answers (${created}) by more than the requests in flight`);
  if (stored.flagged !== 0) fail(`${stored.flagged} leads were flagged as suspected spam`);
  if (post.result.non2xx + post.result.errors + post.result.timeouts > 0) fail('some POST requests failed');
  if (exitCode !== 0) fail(`the server exited with ${exitCode} on SIGTERM:\n${server.output()}`);
  summaries.push(`${store.name}: ${(stored.rows / seconds).toFixed(0)} stored leads/s, every 201 has its row, + ${inFlight} in flight at the end (committed, answers not read)`);
}
table.push(row(`GET ${page} (br)`, get!, ['-', '-', '-']));
if (get!.non2xx + get!.errors + get!.timeouts > 0) problems.push('some GET requests failed');

const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
const line = (r: string[]) => '| ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
console.log(line(table[0]!));
console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 1) : '-'.repeat(w + 1)) + (i === 0 ? '-' : ':')).join('|') + '|');
for (const r of table.slice(1)) console.log(line(r));

if (problems.length > 0) {
  console.error(`✗ ${problems.join('; ')}`);
  process.exit(1);
}
console.log(`✓ 0 errors. ${summaries.join('. ')}.`);
