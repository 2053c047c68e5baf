// Shared set-up for the server tests: a small built site in a temp folder, and the app built by the
// production factory (buildApp) with the production config loader, over a temp DATA_DIR.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll } from 'vitest';
import type { NewLead, QueueOptions } from '../../server/db/store.ts';
import { buildApp, type AppServices } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { leadQueues } from '../../server/deliveries.ts';
import { openSqliteStore, type SqliteStore } from '../../server/db/sqlite-store.ts';
import { openPostgresStore } from '../../server/db/postgres-store.ts';

export const PAGE_HTML = (title: string) =>
  `<!doctype html><html lang="en-IN"><head><title>${title}</title><style>body{margin:0}</style></head><body><h1>${title}</h1>${'<p>Filler text for compression.</p>'.repeat(40)}<script type="module" src="/assets/loader-abc123.js"></script></body></html>`;
export const NOT_FOUND_HTML = PAGE_HTML('Page not found');
export const LOADER_JS = `export const answer = 42;\n${'console.log("loader");\n'.repeat(30)}`;

/** A site shaped like `npm run build` output: routes.json, pages, 404.html, hashed assets, precompressed siblings. */
export function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'server-dist-'));
  const files: Record<string, string> = {
    'index.html': PAGE_HTML('Home'),
    'gst/index.html': PAGE_HTML('GST'),
    'gst-registration/index.html': PAGE_HTML('GST alias'),
    'about/index.html': PAGE_HTML('About'),
    '404.html': NOT_FOUND_HTML,
    'assets/loader-abc123.js': LOADER_JS,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    '.vite/manifest.json': '{}',
    'routes.json': JSON.stringify({
      routes: [
        { path: '/about', canonicalPath: '/about', file: 'about/index.html' },
        { path: '/gst', canonicalPath: '/gst', file: 'gst/index.html' },
        { path: '/gst-registration', canonicalPath: '/gst', file: 'gst-registration/index.html' },
        { path: '/', canonicalPath: '/', file: 'index.html' },
      ],
      notFound: '404.html',
    }),
  };
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    if (/\.(html|js|svg)$/.test(name)) {
      writeFileSync(path + '.br', brotliCompressSync(text));
      writeFileSync(path + '.gz', gzipSync(text));
    }
  }
  return dir;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseSync;
  store: SqliteStore;
  config: ServerConfig;
  /** Every log line written so far. */
  logs: string[];
  close(): Promise<void>;
}

/** The production app over a fresh DATA_DIR; `env` is read by the production config loader. */
/**
 * makeDist() with the build's .server folder as the quote's server tests need it: a stand-in form-pages
 * module (no forms of its own, the quote from its data; a render shows the path and the state as text), the
 * quote's data in site.json, and the forms' words in every language.
 */
export function makeQuoteDist(quote: unknown, formWords: unknown): string {
  const dist = makeDist();
  mkdirSync(join(dist, '.server'));
  writeFileSync(
    join(dist, '.server', 'form-pages.js'),
    `export function createFormPages(data) {
  return {
    prefillPaths: [], toolPaths: [], quote: data.quote,
    hasForm: () => false, target: () => undefined,
    readPost: () => ({ payload: {}, values: {}, query: '', problems: {} }),
    render: async (path, state) => '<!doctype html><title>page</title><pre>' + path + ' ' + JSON.stringify(state) + '</pre>',
  };
}
`,
  );
  writeFileSync(join(dist, '.server', 'site.json'), JSON.stringify({ quote }));
  writeFileSync(join(dist, '.server', 'form-words.json'), JSON.stringify(formWords));
  return dist;
}

export async function makeApp(distDir: string, env: Record<string, string> = {}, services: Omit<AppServices, 'store'> = {}): Promise<TestApp> {
  const dataDir = tempDir('server-data-');
  const config = loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir, LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000', ...env });
  const store = openSqliteStore(config.dataDir, leadQueues(config));
  const db = store.db;
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { store, logStream, ...services });
    await app.ready();
  } catch (error) {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db,
    store,
    config,
    logs,
    async close() {
      await app.close();
      if (db.isOpen) db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app over one small dist/ for a whole test file: made before the file's first test and closed
 * after its last. Read its parts (app, db, …) inside tests; `dist` serves apps a test makes itself.
 */
export function appPerFile(env: Record<string, string> = {}): TestApp & { readonly dist: string } {
  let dist: string | undefined;
  let made: TestApp | undefined;
  beforeAll(async () => {
    dist = makeDist();
    made = await makeApp(dist, env);
  });
  afterAll(async () => {
    await made?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  const current = () => {
    if (!made) throw new Error('appPerFile: the app exists only inside tests');
    return made;
  };
  return {
    get dist() {
      return dist!;
    },
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get store() {
      return current().store;
    },
    get config() {
      return current().config;
    },
    get logs() {
      return current().logs;
    },
    close: () => current().close(),
  };
}

/** A JSON POST to the app, as the form block sends it. */
export function postJson(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', ...headers } });
}

/** A lead as the stores take it (the newsletter sign-up), with `overrides`. */
export const newLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  form: 'newsletter-signup',
  payload: { email: 'a@example.in' },
  ip: '203.0.113.5',
  suspectedSpam: false,
  fillMs: 4000,
  idempotencyKey: undefined,
  ...overrides,
});

export function countLeads(db: DatabaseSync): number {
  return Number((db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n);
}

export const VALID_PARTNERSHIP = {
  firstName: 'Asha',
  lastName: 'Raman',
  company: 'Raman Textiles Pvt Ltd',
  email: 'asha.raman@example.in',
  phone: '+91 98765 43210',
  industry: 'Manufacturing',
  size: '11-50',
  message: 'We would like to discuss a compliance partnership for our 3 units.',
};

/** The PostgreSQL server the tests use (`.ci/run` starts it); each test uses its own schema. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Drops a test's PostgreSQL schemas and everything in them. */
export async function dropSchemas(...schemas: string[]): Promise<void> {
  // pg is loaded here, not with this file: most server test files never use PostgreSQL.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL schema's name for one test run: `<prefix>_` and 16 random hex digits. */
export const testSchema = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

/** A SQLite store in a new temporary folder (`dir`, the DATA_DIR); close() closes it and removes the folder. */
export function sqliteTestStore(prefix: string, options: QueueOptions) {
  const dir = tempDir(prefix);
  const store = openSqliteStore(dir, options);
  return {
    store,
    dir,
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL store in a new schema (testSchema(prefix)); close() closes it and drops the schema. */
export async function postgresTestStore(prefix: string, options: QueueOptions, poolSize = 3) {
  const schema = testSchema(prefix);
  const store = await openPostgresStore(TEST_DATABASE_URL, { ...options, schema, poolSize });
  return {
    store,
    schema,
    async close() {
      await store.close();
      await dropSchemas(schema);
    },
  };
}
