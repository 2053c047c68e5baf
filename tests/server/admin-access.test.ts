// Every admin route × every role (and no session), with the exact status each must get. The table of
// routes here must list exactly the routes the app registers: a new route without a row fails below,
// so no route can be added without saying who may use it and testing it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { can, type Access } from '../../admin/server/access.ts';
import { ROLES, type Role } from '../../server/db/back-office.ts';
import { adminApp, call, seedUser, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';
import { LEASE_TTL_MS } from '../../admin/server/drafts/drafts.ts';
import { versionOf } from '../../admin/server/drafts/versions.ts';

let t: AdminTestApp & { cleanup(): Promise<void> };
const users = {} as Record<Role, { email: string; totpSecret: string | null }>;
let n = 0;

interface Row {
  /** "METHOD /url" as registered. */
  route: string;
  /** The request to make (params filled in, a body that is valid for the roles allowed). */
  request(): Promise<{ url: string; body?: unknown }>;
  /** The status for a role that may use the route (default 200). */
  ok?: number;
  /** The status without a session (default: 401 for the API and assets, 303 to sign-in for pages). */
  anonymous?: number;
  /** Ends the session (or all of the user's): run with a session of its own, after the others. */
  ends?: boolean;
}

const lead = async () =>
  (
    await t.store.save({
      form: 'service-enquiry',
      payload: { service: 'GST Registration', email: `p${++n}@example.in` },
      ip: '',
      suspectedSpam: false,
      fillMs: undefined,
      idempotencyKey: undefined,
    })
  ).id;
const target = async () => (await seedUser(t.office, t.clock, { email: `target${++n}@filingbridge.in`, role: 'sales' })).id;
const fixed = (url: string, body?: unknown) => async () => ({ url, body });

const ROWS: Row[] = [
  // Signing in, links, the session (public and pending routes).
  { route: 'POST /admin/api/sign-in', request: fixed('/admin/api/sign-in', { email: 'nobody@example.in', password: 'wrong password!' }), ok: 401, anonymous: 401 },
  { route: 'POST /admin/api/sign-in/code', request: fixed('/admin/api/sign-in/code', { code: '123456' }), ok: 409 },
  { route: 'POST /admin/api/sign-in/recovery-code', request: fixed('/admin/api/sign-in/recovery-code', { recoveryCode: 'abcde-fghij' }), ok: 409 },
  { route: 'GET /admin/api/session', request: fixed('/admin/api/session') },
  { route: 'POST /admin/api/sign-out', request: fixed('/admin/api/sign-out'), ends: true },
  { route: 'POST /admin/api/sign-out-everywhere', request: fixed('/admin/api/sign-out-everywhere'), ends: true },
  { route: 'POST /admin/api/totp/start', request: fixed('/admin/api/totp/start'), ok: 400 },
  { route: 'POST /admin/api/totp/confirm', request: fixed('/admin/api/totp/confirm', { code: '123456' }), ok: 409 },
  { route: 'POST /admin/api/totp/off', request: fixed('/admin/api/totp/off') },
  { route: 'POST /admin/api/account/password', request: fixed('/admin/api/account/password', { current: 'not the password', password: 'lantern orbit maple 42 tide' }), ok: 400 },
  { route: 'GET /admin/api/password-link', request: fixed('/admin/api/password-link'), ok: 410, anonymous: 410 },
  { route: 'POST /admin/api/set-password', request: fixed('/admin/api/set-password', { token: 'x', password: 'lantern orbit maple 42 tide' }), ok: 410, anonymous: 410 },
  { route: 'POST /admin/api/password-reset', request: fixed('/admin/api/password-reset', { email: 'nobody@example.in' }), ok: 202, anonymous: 202 },
  // People.
  { route: 'GET /admin/api/users', request: fixed('/admin/api/users') },
  { route: 'POST /admin/api/users', request: async () => ({ url: '/admin/api/users', body: { email: `new${++n}@filingbridge.in`, name: 'New Person', role: 'editor' } }), ok: 201 },
  { route: 'PATCH /admin/api/users/:id', request: async () => ({ url: `/admin/api/users/${await target()}`, body: { name: 'Renamed' } }) },
  { route: 'POST /admin/api/users/:id/disable', request: async () => ({ url: `/admin/api/users/${await target()}/disable` }) },
  { route: 'POST /admin/api/users/:id/enable', request: async () => ({ url: `/admin/api/users/${await target()}/enable` }) },
  { route: 'POST /admin/api/users/:id/password-link', request: async () => ({ url: `/admin/api/users/${await target()}/password-link` }) },
  {
    route: 'POST /admin/api/users/:id/second-factor/reset',
    request: async () => ({
      url: `/admin/api/users/${(await seedUser(t.office, t.clock, { email: `target${++n}@filingbridge.in`, role: 'sales', totp: true })).id}/second-factor/reset`,
    }),
  },
  // Leads.
  { route: 'GET /admin/api/leads', request: fixed('/admin/api/leads?status=new&q=gst') },
  { route: 'GET /admin/api/leads/export', request: fixed('/admin/api/leads/export?format=csv') },
  { route: 'GET /admin/api/leads/:id', request: async () => ({ url: `/admin/api/leads/${await lead()}` }) },
  { route: 'PATCH /admin/api/leads/:id', request: async () => ({ url: `/admin/api/leads/${await lead()}`, body: { status: 'contacted' } }) },
  { route: 'POST /admin/api/leads/:id/notes', request: async () => ({ url: `/admin/api/leads/${await lead()}/notes`, body: { note: 'Called, will call back.' } }), ok: 201 },
  // An enquiry is not a quote waiting for a payment: those allowed get 409, the others 403.
  { route: 'POST /admin/api/leads/:id/payment-received', request: async () => ({ url: `/admin/api/leads/${await lead()}/payment-received` }), ok: 409 },
  { route: 'POST /admin/api/leads/:id/erase', request: async () => ({ url: `/admin/api/leads/${await lead()}/erase`, body: { confirm: true } }) },
  { route: 'GET /admin/api/assignees', request: fixed('/admin/api/assignees') },
  // The site's history (the project's own repository: its newest version of site-config/).
  { route: 'GET /admin/api/history', request: fixed('/admin/api/history?page=1') },
  { route: 'GET /admin/api/history/:id/restore', request: fixed(`/admin/api/history/${'0'.repeat(40)}/restore`), ok: 404 },
  { route: 'POST /admin/api/history/:id/undo', request: fixed(`/admin/api/history/${'0'.repeat(40)}/undo`), ok: 404 },
  {
    route: 'GET /admin/api/history/:id',
    request: async () => ({
      url: `/admin/api/history/${execFileSync('git', ['log', '-1', '--first-parent', '--format=%H', '--', 'site-config'], { cwd: ROOT_DIR, encoding: 'utf8' }).trim()}`,
    }),
  },
  // The editor (drafts of the project's own site-config/, which it never writes; a save equal to the
  // live file leaves no draft). Each role's save waits out the lease the role before took.
  { route: 'GET /admin/api/editor/files', request: fixed('/admin/api/editor/files') },
  { route: 'POST /admin/api/editor/check', request: fixed('/admin/api/editor/check', { files: {} }) },
  {
    route: 'POST /admin/api/editor/save',
    request: async () => {
      t.clock.advance(LEASE_TTL_MS + 1);
      const text = readFileSync(join(ROOT_DIR, 'site-config/navigation.json'), 'utf8');
      return { url: '/admin/api/editor/save', body: { file: 'navigation.json', data: JSON.parse(text), base: versionOf(text) } };
    },
  },
  { route: 'POST /admin/api/editor/new-page', request: fixed('/admin/api/editor/new-page', { path: '/access-check', title: 'Access check' }) },
  { route: 'POST /admin/api/editor/new-entry', request: fixed('/admin/api/editor/new-entry', { collection: 'updates', title: 'Access check' }) },
  { route: 'POST /admin/api/editor/delete-page', request: fixed('/admin/api/editor/delete-page', { file: 'pages/no-such-page.json' }), ok: 404 },
  { route: 'POST /admin/api/editor/discard', request: fixed('/admin/api/editor/discard', { files: ['pages/no-such-page.json'] }), ok: 404 },
  { route: 'POST /admin/api/editor/review', request: fixed('/admin/api/editor/review', { files: ['pages/no-such-page.json'] }), ok: 404 },
  { route: 'POST /admin/api/editor/lease', request: fixed('/admin/api/editor/lease', { file: 'site.json' }) },
  { route: 'POST /admin/api/editor/lease/release', request: fixed('/admin/api/editor/lease/release', { file: 'site.json' }) },
  { route: 'GET /admin/api/editor/translations', request: fixed('/admin/api/editor/translations') },
  { route: 'POST /admin/api/editor/translation', request: fixed('/admin/api/editor/translation', { file: 'translations/hi/pages/gst.json' }) },
  { route: 'POST /admin/api/editor/preview', request: fixed('/admin/api/editor/preview', { files: {}, path: '/about' }) },
  { route: 'GET /admin/preview/:id', request: fixed('/admin/preview/AAAAAAAAAAAAAAAAAAAAAA'), ok: 404, anonymous: 303 },
  { route: 'GET /admin/preview/:id/*', request: fixed('/admin/preview/AAAAAAAAAAAAAAAAAAAAAA/gst'), ok: 404, anonymous: 303 },
  { route: 'GET /admin/preview/images/:name', request: fixed('/admin/preview/images/no-such-picture-000000000000-640.jpg'), ok: 404, anonymous: 303 },
  // Publishing (no drafts here: the allowed roles get the 400 that names the missing draft; a restore of an unknown version is a 404).
  { route: 'GET /admin/api/publish/summary', request: fixed('/admin/api/publish/summary?files=pages/gst.json'), ok: 400 },
  { route: 'POST /admin/api/publish', request: fixed('/admin/api/publish', { files: ['pages/gst.json'], message: 'GST price' }), ok: 400 },
  { route: 'POST /admin/api/history/:id/restore', request: fixed(`/admin/api/history/${'0'.repeat(40)}/restore`), ok: 404 },
  { route: 'GET /admin/api/publish/schedule', request: fixed('/admin/api/publish/schedule') },
  { route: 'GET /admin/api/publish/drafts', request: fixed('/admin/api/publish/drafts') },
  {
    route: 'POST /admin/api/publish/schedule',
    request: fixed('/admin/api/publish/schedule', { files: ['pages/gst.json'], message: 'April prices', at: '2027-04-01T00:00' }),
    ok: 400,
  },
  { route: 'DELETE /admin/api/publish/schedule/:id', request: fixed('/admin/api/publish/schedule/00000000-0000-4000-8000-000000000000'), ok: 404 },
  { route: 'GET /admin/api/publish/status', request: fixed('/admin/api/publish/status') },
  // Taking over a file nobody else has open: the allowed roles are told so.
  { route: 'POST /admin/api/publish/take-over', request: fixed('/admin/api/publish/take-over', { file: 'site.json' }), ok: 409 },
  // A picture upload without a picture: the allowed roles are told to choose one.
  { route: 'POST /admin/api/pictures', request: fixed('/admin/api/pictures?name=team/a.png', {}), ok: 400 },
  // The push hook: a shared secret instead of a session (none is set here).
  { route: 'POST /admin/api/sync', request: fixed('/admin/api/sync'), ok: 403, anonymous: 403 },
  // Audit log and settings.
  { route: 'GET /admin/api/audit', request: fixed('/admin/api/audit?page=1') },
  // What visitors searched for and did not find (sales, publishers).
  { route: 'GET /admin/api/searches/unfound', request: fixed('/admin/api/searches/unfound?days=30') },
  { route: 'GET /admin/api/settings/mail', request: fixed('/admin/api/settings/mail') },
  { route: 'GET /admin/api/settings/backup', request: fixed('/admin/api/settings/backup') },
  { route: 'POST /admin/api/settings/mail/test', request: fixed('/admin/api/settings/mail/test'), ok: 409 },
  { route: 'PUT /admin/api/settings/mail', request: fixed('/admin/api/settings/mail', { host: 'smtp.example.com' }), ok: 400 },
  { route: 'DELETE /admin/api/settings/mail', request: fixed('/admin/api/settings/mail') },
  // Pages of the app and of sign-in, and their scripts.
  ...[
    '/admin',
    '/admin/leads',
    '/admin/leads/:id',
    '/admin/history',
    '/admin/history/:id',
    '/admin/publishing',
    '/admin/users',
    '/admin/audit',
    '/admin/searches',
    '/admin/settings',
    '/admin/account',
  ].map((url): Row => ({ route: `GET ${url}`, request: fixed(url.replace(':id', '00000000-0000-4000-8000-000000000000')), anonymous: 303 })),
  { route: 'GET /admin/', request: fixed('/admin/'), ok: 308, anonymous: 308 },
  { route: 'GET /admin/edit', request: fixed('/admin/edit?page=/gst'), ok: 308, anonymous: 303 },
  { route: 'GET /admin/edit/', request: fixed('/admin/edit/?page=/gst'), anonymous: 303 },
  { route: 'GET /admin/edit/assets/editor-1.js', request: fixed('/admin/edit/assets/editor-1.js'), anonymous: 401 },
  { route: 'GET /admin/sign-in', request: fixed('/admin/sign-in'), anonymous: 200 },
  { route: 'GET /admin/forgot-password', request: fixed('/admin/forgot-password'), anonymous: 200 },
  { route: 'GET /admin/set-password', request: fixed('/admin/set-password?token=expired'), ok: 410, anonymous: 410 },
  { route: 'GET /admin/second-factor', request: fixed('/admin/second-factor'), anonymous: 303 },
  { route: 'GET /admin/assets/app-1.js', request: fixed('/admin/assets/app-1.js') },
  { route: 'GET /admin/assets/auth-1.js', request: fixed('/admin/assets/auth-1.js'), anonymous: 200 },
  { route: 'GET /admin/assets/shared-1.js', request: fixed('/admin/assets/shared-1.js'), anonymous: 200 },
];

/** The status a role (or no session) must get for a route with this access. */
function expected(row: Row, access: Access, role: Role | undefined): number {
  const api = /^(GET|POST|PUT|PATCH|DELETE) \/admin\/(api|assets)\//.test(row.route);
  if (role === undefined) return row.anonymous ?? (access === 'public' ? (row.ok ?? 200) : api ? 401 : 303);
  if (access === 'public' || access === 'pending' || access === 'signed-in' || can(role, access)) {
    // Switching the second factor off is refused to administrators (they must keep it).
    if (row.route === 'POST /admin/api/totp/off' && role === 'admin') return 409;
    return row.ok ?? 200;
  }
  return 403;
}

beforeAll(async () => {
  t = await adminApp();
  for (const role of ROLES) {
    const user = await seedUser(t.office, t.clock, { email: `${role}@filingbridge.in`, role, totp: role === 'admin' });
    users[role] = { email: user.email, totpSecret: user.totpSecret };
  }
});
afterAll(() => t.cleanup());

describe('who may use each admin route', () => {
  it('the table lists exactly the routes the app has', () => {
    const registered = t.app.adminRoutes!.map((r) => `${r.method} ${r.url}`).sort();
    expect(ROWS.map((r) => r.route).sort()).toEqual(registered);
  });

  for (const role of [undefined, ...ROLES]) {
    it(`${role ?? 'no session'}: every route answers the exact status`, async () => {
      const access = new Map(t.app.adminRoutes!.map((r) => [`${r.method} ${r.url}`, r.access]));
      const session = async (): Promise<SignedIn | undefined> => {
        if (!role) return undefined;
        t.clock.advance(31_000); // a fresh 30-second step for each second-factor code
        return signIn(t.app, users[role].email, { totpSecret: users[role].totpSecret, clock: t.clock });
      };
      const mine = await session();
      const got: string[] = [];
      const want: string[] = [];
      for (const row of [...ROWS.filter((r) => !r.ends), ...ROWS.filter((r) => r.ends)]) {
        const { url, body } = await row.request();
        const method = row.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const res = await call(t.app, row.ends ? await session() : mine, method, url, body);
        got.push(`${row.route} → ${res.statusCode}`);
        want.push(`${row.route} → ${expected(row, access.get(row.route)!, role)}`);
      }
      expect(got).toEqual(want);
    });
  }
});
