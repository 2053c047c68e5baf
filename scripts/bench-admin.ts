// `npm run bench:admin`: the leads inbox at 100,000 stored leads, on SQLite and on PostgreSQL.
//
// Fills a temporary store of each kind with LEADS leads (default 100,000: the site's six forms, names,
// companies, phone numbers and services, spread over two years, a fifth of them already contacted),
// then asks the production app for inbox pages as the back office does (GET /admin/api/leads?… with a
// signed-in sales session, through app.inject: routing, the access check, the queries and the JSON),
// ROUNDS times each, and prints p50 / p95 / max per query and store. PostgreSQL is the server at
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a schema dropped afterwards.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { backOfficeFor } from '../server/db/open-store.ts';
import { openSqliteStore } from '../server/db/sqlite-store.ts';
import { openPostgresStore } from '../server/db/postgres-store.ts';
import { inboxColumns, type LeadStore } from '../server/db/store.ts';
import { hashPassword } from '../admin/server/auth/passwords.ts';
import { SESSION_COOKIE } from '../admin/server/auth/sessions.ts';

const LEADS = Number(process.env.LEADS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const FIRST = ['Asha', 'Ravi', 'Meera', 'Vikram', 'Priya', 'Arjun', 'Kavya', 'Rahul', 'Anita', 'Suresh', 'Divya', 'Karthik', 'Neha', 'Manoj', 'Lakshmi', 'Imran'];
const LAST = ['Raman', 'Iyer', 'Sharma', 'Nair', 'Reddy', 'Khan', 'Patel', 'Menon', 'Gupta', 'Das', 'Joshi', 'Pillai'];
const SERVICES = ['GST Registration', 'Private Limited Company', 'Trademark Registration', 'ITR Filing', 'FSSAI License', 'MSME Registration', 'Payroll'];
const FORMS = ['service-enquiry', 'partnership-request', 'contact-message', 'newsletter-signup', 'careers-interest', 'refund-request'];
const START = Date.parse('2024-11-25T00:00:00Z');

/** Lead number i: the same data on both stores. */
function lead(i: number) {
  const form = FORMS[i % 6 === 0 ? 1 : i % 3 === 0 ? 2 : i % 7 === 0 ? 3 : 0]!;
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[(i * 7) % LAST.length]!;
  const email = `${first}.${last}${i}@example.in`.toLowerCase();
  const phone = `+91 9${String(800000000 + ((i * 7919) % 199999999))
    .padStart(9, '0')
    .replace(/^(\d{4})(\d{5})$/, '$1 $2')}`;
  const payload: Record<string, unknown> =
    form === 'service-enquiry'
      ? { service: SERVICES[i % SERVICES.length], name: `${first} ${last}`, email, phone }
      : form === 'newsletter-signup'
        ? { email, consent: true }
        : { firstName: first, lastName: last, email, phone, company: `${last} ${['Traders', 'Exports', 'Foods', 'Textiles'][i % 4]} Pvt Ltd`, message: 'Please call me back.' };
  const createdAt = new Date(START + Math.floor((i / LEADS) * 730 * 86_400_000)).toISOString();
  return { id: randomUUID(), form, payload, createdAt, status: i % 5 === 0 ? 'contacted' : 'new', ...inboxColumns(payload) };
}

const QUERIES: [string, string][] = [
  ['newest, page 1', ''],
  ['page 200 (offset 4,975)', 'page=200'],
  ['search a surname', 'q=pillai'],
  ['search a phone number', 'q=98000'],
  ['status contacted', 'status=contacted'],
  ['form + 3-month dates', 'form=partnership-request&from=2025-04-01&to=2025-06-30'],
  ['service + status + search', 'service=GST%20Registration&status=new&q=asha'],
];

async function fillSqlite(store: ReturnType<typeof openSqliteStore>) {
  const insert = store.db.prepare('INSERT INTO leads (id, form, payload, created_at, suspected_spam, status, service, search) VALUES (?, ?, ?, ?, 0, ?, ?, ?)');
  store.db.exec('BEGIN');
  for (let i = 0; i < LEADS; i++) {
    const l = lead(i);
    insert.run(l.id, l.form, JSON.stringify(l.payload), l.createdAt, l.status, l.service, l.search);
  }
  store.db.exec('COMMIT');
  store.db.exec('ANALYZE');
}

async function fillPostgres(store: Awaited<ReturnType<typeof openPostgresStore>>) {
  for (let from = 0; from < LEADS; from += 5000) {
    const rows = Array.from({ length: Math.min(5000, LEADS - from) }, (_, k) => lead(from + k));
    await store.pool.query(
      `INSERT INTO leads (id, form, payload, created_at, suspected_spam, status, service, search)
       SELECT id, form, payload, created_at, false, status, service, search
       FROM json_to_recordset($1::json) AS r(id uuid, form text, payload json, "createdAt" timestamptz, created_at timestamptz, status text, service text, search text)`,
      [JSON.stringify(rows.map((r) => ({ ...r, created_at: r.createdAt })))],
    );
  }
  await store.pool.query('ANALYZE leads');
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(kind: string, store: LeadStore, env: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'bench-admin-dist-'));
  const { writeFileSync } = await import('node:fs');
  writeFileSync(join(dist, 'routes.json'), JSON.stringify({ routes: [], notFound: '404.html' }));
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>404</title>');
  const config = loadConfig({ DIST_DIR: dist, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { store });
  const office = await backOfficeFor(store);
  const user = await office.createUser({ email: 'bench@filingbridge.in', name: 'Bench', role: 'sales' }, Date.now());
  await office.updateUser(user.id, { status: 'active', passwordHash: await hashPassword('a long bench password here') }, Date.now());
  const signIn = await app.inject({
    method: 'POST',
    url: '/admin/api/sign-in',
    payload: { email: 'bench@filingbridge.in', password: 'a long bench password here' },
    headers: { 'content-type': 'application/json' },
  });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  if (!cookie.startsWith(SESSION_COOKIE)) throw new Error(`sign-in failed: ${signIn.body}`);
  const rows: string[][] = [];
  for (const [name, query] of QUERIES) {
    const times: number[] = [];
    let total = 0;
    for (let round = 0; round < ROUNDS + 3; round++) {
      const started = performance.now();
      const res = await app.inject({ url: `/admin/api/leads?${query}`, headers: { cookie } });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
      total = res.json<{ total: number }>().total;
      if (round >= 3) times.push(ms); // the first rounds warm caches and plans
    }
    times.sort((a, b) => a - b);
    rows.push([kind, name, total.toLocaleString('en-IN'), percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1), times.at(-1)!.toFixed(1)]);
  }
  await app.close();
  rmSync(dist, { recursive: true, force: true });
  return rows;
}

function table(rows: string[][]) {
  const head = ['store', 'query', 'matches', 'p50 ms', 'p95 ms', 'max ms'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log([line(head), `|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`, ...rows.map(line)].join('\n'));
}

const results: string[][] = [];
{
  const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  const store = openSqliteStore(dir, { outbox: false });
  let t = performance.now();
  await fillSqlite(store);
  console.log(`SQLite: ${LEADS.toLocaleString('en-IN')} leads stored in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  results.push(...(await measure('SQLite', store, { DATA_DIR: dir })));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
{
  const schema = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const store = await openPostgresStore(DATABASE_URL, { outbox: false, schema, poolSize: 4 });
  try {
    const t = performance.now();
    await fillPostgres(store);
    console.log(`PostgreSQL: ${LEADS.toLocaleString('en-IN')} leads stored in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    results.push(...(await measure('PostgreSQL', store, { DATABASE_URL, DATABASE_SCHEMA: schema })));
  } finally {
    await store.close();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}
console.log(
  `\nGET /admin/api/leads at ${LEADS.toLocaleString('en-IN')} leads, ${ROUNDS} rounds each (after 3 warm-up rounds), load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}:\n`,
);
table(results);
