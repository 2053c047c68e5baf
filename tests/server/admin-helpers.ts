// Shared set-up for the back-office tests: the production app with the admin on, a tiny stand-in for
// the built admin app (two entries, a shared chunk), a clock the test moves, people in the store, and
// requests made the way the admin app makes them (session cookie, CSRF token, same-origin).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BackOfficeStore, Role } from '../../server/db/back-office.ts';
import { backOfficeFor } from '../../server/db/open-store.ts';
import { hashPassword } from '../../admin/server/auth/passwords.ts';
import { currentCode, newTotpSecret } from '../../admin/server/auth/totp.ts';
import { SESSION_COOKIE } from '../../admin/server/auth/sessions.ts';
import { makeApp, makeDist, tempDir, type TestApp } from './helpers.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';

/** A built admin app in miniature: auth.html + its chunk and a shared chunk are public, index.html's chunk is not; the site editor (edit/) with its chunk. */
export function makeAdminBundle(): string {
  const dir = tempDir('admin-dist-');
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html lang="en"><head><meta name="csp-nonce" content="__CSP_NONCE__"><title>Back office</title><script type="module" src="/admin/assets/app-1.js"></script></head><body><div id="root"></div></body></html>',
    'auth.html':
      '<!doctype html><html lang="en"><head><meta name="csp-nonce" content="__CSP_NONCE__"><title>Sign in</title><script type="module" src="/admin/assets/auth-1.js"></script></head><body><div id="root"></div></body></html>',
    'edit/admin.html':
      '<!doctype html><html lang="en"><head><meta name="csp-nonce" content="__CSP_NONCE__"><title>Site editor</title><script type="module" src="/admin/edit/assets/editor-1.js"></script></head><body><div id="root"></div></body></html>',
    'edit/assets/editor-1.js': 'console.log("the site editor");',
    'assets/app-1.js': 'console.log("the back office");',
    'assets/auth-1.js': 'console.log("sign in");',
    'assets/shared-1.js': 'export const react = 1;',
    '.vite/manifest.json': JSON.stringify({
      'admin/app/index.html': { file: 'assets/app-1.js', imports: ['_shared-1.js'], isEntry: true },
      'admin/app/auth.html': { file: 'assets/auth-1.js', imports: ['_shared-1.js'], isEntry: true },
      '_shared-1.js': { file: 'assets/shared-1.js' },
    }),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

export interface Clock {
  now(): number;
  advance(ms: number): void;
}

export interface AdminTestApp extends TestApp {
  office: BackOfficeStore;
  clock: Clock;
}

export async function adminApp(env: Record<string, string> = {}, services: Parameters<typeof makeApp>[2] = {}): Promise<AdminTestApp & { cleanup(): Promise<void> }> {
  const dist = makeDist();
  const bundle = makeAdminBundle();
  let at = Date.parse('2026-11-25T10:00:00Z');
  const clock: Clock = { now: () => at, advance: (ms) => (at += ms) };
  const made = await makeApp(dist, { ADMIN_DIST_DIR: bundle, LOG_LEVEL: 'info', ...env }, { now: () => new Date(clock.now()), ...services });
  const office = await backOfficeFor(made.store);
  return {
    ...made,
    office,
    clock,
    async cleanup() {
      await made.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(bundle, { recursive: true, force: true });
    },
  };
}

/**
 * The admin app with these people in the back office, each signed in (their sessions in the order
 * given); its cleanup also removes `alsoRemove` (the test's temporary repository).
 */
export async function adminAppWith<People extends Parameters<typeof seedUser>[2][]>(
  env: Record<string, string>,
  people: [...People],
  alsoRemove: string[] = [],
): Promise<{ t: AdminTestApp & { cleanup(): Promise<void> }; sessions: { [K in keyof People]: SignedIn } }> {
  const made = await adminApp(env);
  for (const person of people) await seedUser(made.office, made.clock, person);
  const sessions: SignedIn[] = [];
  for (const person of people) sessions.push((await signIn(made.app, person.email))!);
  const t = {
    ...made,
    async cleanup() {
      await made.cleanup();
      for (const dir of alsoRemove) rmSync(dir, { recursive: true, force: true });
    },
  };
  return { t, sessions: sessions as { [K in keyof People]: SignedIn } };
}

/** An administrator with a second factor (as the settings screens require), seeded and signed in. */
export async function signedInAdmin(t: AdminTestApp, email = 'owner@filingbridge.in'): Promise<SignedIn> {
  const admin = await seedUser(t.office, t.clock, { email, role: 'admin', totp: true });
  return signIn(t.app, admin.email, { totpSecret: admin.totpSecret, clock: t.clock });
}

export const PASSWORD = 'correct horse battery staple';

/** An active user with a password (and a second factor when `totp`), straight into the store. */
export async function seedUser(office: BackOfficeStore, clock: Clock, fields: { email: string; name?: string; role: Role; password?: string; totp?: boolean }) {
  const user = await office.createUser({ email: fields.email, name: fields.name ?? fields.email.split('@')[0]!, role: fields.role }, clock.now());
  const totpSecret = fields.totp ? newTotpSecret() : null;
  await office.updateUser(user.id, { status: 'active', passwordHash: await hashPassword(fields.password ?? PASSWORD), totpSecret }, clock.now());
  return { ...user, totpSecret };
}

export interface SignedIn {
  cookie: string;
  csrf: string;
  id: string;
}

export const HOST = 'localhost:4173';
const SAME_ORIGIN = { host: HOST, 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` };

/** The session id a response sets, or undefined. */
export function cookieFrom(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : header ? [header] : []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return line?.split(';')[0]?.slice(SESSION_COOKIE.length + 1) || undefined;
}

/** Signs in through the API (and its second factor with `totpSecret`); throws when it fails. */
export async function signIn(app: FastifyInstance, email: string, options: { password?: string; totpSecret?: string | null; clock?: Clock; ip?: string } = {}): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/api/sign-in',
    payload: { email, password: options.password ?? PASSWORD },
    headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    remoteAddress: options.ip,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  let id = cookieFrom(res)!;
  let csrf = res.json<{ csrfToken: string }>().csrfToken;
  if (res.json<{ stage: string }>().stage === 'second-factor' && options.totpSecret) {
    const code = await call(app, { cookie: `${SESSION_COOKIE}=${id}`, csrf, id }, 'POST', '/admin/api/sign-in/code', {
      code: currentCode(options.totpSecret, options.clock?.now() ?? Date.now()),
    });
    if (code.statusCode !== 200) throw new Error(`second factor failed: ${code.statusCode} ${code.body}`);
    id = cookieFrom(code)!;
    csrf = code.json<{ csrfToken: string }>().csrfToken;
  }
  return { cookie: `${SESSION_COOKIE}=${id}`, csrf, id };
}

/** A request as the admin app sends it: its session cookie, its CSRF token, same-origin, JSON. */
export function call(
  app: FastifyInstance,
  session: SignedIn | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const payload = body ?? (method === 'GET' ? undefined : {});
  return app.inject({
    method,
    url,
    payload: payload === undefined ? undefined : (payload as object),
    headers: {
      ...SAME_ORIGIN,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrf } : {}),
      ...headers,
    },
  });
}

const GST_PAGE = readFileSync(join(ROOT_DIR, 'site-config/pages/gst.json'), 'utf8');
type GstPage = { blocks: { type: string; plans: { price: unknown }[] }[] };
const firstPlan = (page: GstPage) => page.blocks.find((b) => b.type === 'pricing-cards')!.plans[0]!;

/** The site's GST page as the editor saves it, its first price plan's price changed (a number, or a wrong value). */
export function gstWith(price: unknown): GstPage {
  const page = JSON.parse(GST_PAGE) as GstPage;
  firstPlan(page).price = price;
  return page;
}

/** The first price plan's price in a saved GST page's text. */
export const priceIn = (text: string) => firstPlan(JSON.parse(text) as GstPage).price;

/** The version of `file` the site editor is given now (`GET /admin/api/editor/files`; "none": no such file): the `base` a save of it sends. */
export async function editorVersion(app: FastifyInstance, session: SignedIn, file: string): Promise<string> {
  const files = (await call(app, session, 'GET', '/admin/api/editor/files')).json().files as { file: string; version: string }[];
  return files.find((f) => f.file === file)?.version ?? 'none';
}

/** The sign-in form's post, as a browser of the back office sends it (from `ip` when given, with `cookie`). */
export const postSignIn = (app: FastifyInstance, email: string, password: string, extra: { ip?: string; cookie?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/sign-in',
    payload: { email, password },
    headers: { host: HOST, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    remoteAddress: extra.ip,
  });
