// Every request to /admin treated as hostile, for every route the app registers (enumerated from the
// app itself, so a route added later is attacked too, and one added without limits stops the server):
//   - each route declares its body, query and address parts as JSON Schema with limits (no text, list or
//     object of unbounded size: route-schemas.ts `unbounded`);
//   - malformed input of every kind, sent by someone the route lets in, is a 4xx with plain words, never a
//     500, a stack trace or ajv's own jargon;
//   - every change must come from our own pages (same origin, JSON) and carry the session's CSRF token;
//   - roles hold (sales cannot write the site's texts, editors cannot read leads);
//   - 50 writes at once on one text or one lead keep one consistent result, and who loses is told so.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { can } from '../../admin/server/access.ts';
import type { AdminRoute } from '../../admin/server/plugin.ts';
import { unbounded, unboundedParts } from '../../admin/server/route-schemas.ts';
import { ROLES, type Role } from '../../server/db/back-office.ts';
import { contentStoreFor } from '../../server/db/open-store.ts';
import { adminApp, call, HOST, seedUser, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

let t: AdminTestApp & { cleanup(): Promise<void> };
const people = {} as Record<Role, { email: string; totpSecret: string | null }>;
const sessions = {} as Record<Role, SignedIn>;
let leadId: string;

async function session(role: Role): Promise<SignedIn> {
  t.clock.advance(31_000); // a fresh 30-second step for each second-factor code
  sessions[role] = await signIn(t.app, people[role].email, { totpSecret: people[role].totpSecret, clock: t.clock });
  return sessions[role];
}

/** A session of a role the route lets in (the least powerful), still signed in. */
async function allowed(route: AdminRoute): Promise<SignedIn | undefined> {
  const access = route.access;
  if (access === 'public') return undefined;
  const role = ROLES.find((r) => access === 'pending' || access === 'signed-in' || can(r, access))!;
  const current = sessions[role];
  if (current && (await call(t.app, current, 'GET', '/admin/api/session')).statusCode === 200) return current;
  return session(role);
}

const routes = () => t.app.adminRoutes!;
const fill = (url: string, value: string) => url.replace(/:[a-z]+/gi, value).replace(/\*$/, 'gst');
const sample = (route: AdminRoute) => fill(route.url, '00000000-0000-4000-8000-000000000000');

/** What an answer must never be, whatever was sent. */
function expectComposed(label: string, res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, label).not.toMatch(/\bat \S+\.ts:\d+|node_modules|Error: /);
  if (res.statusCode < 400 || !String(res.headers['content-type']).startsWith('application/json')) return;
  const answer = JSON.parse(res.body) as { error?: unknown; message?: unknown; fields?: Record<string, unknown> };
  expect(typeof answer.error, label).toBe('string');
  expect(typeof answer.message, label).toBe('string');
  // In people's words: never ajv's own ("must NOT have more than 10 characters", "/body/note", "#/properties").
  for (const words of [answer.message, ...Object.values(answer.fields ?? {})]) {
    expect(typeof words, label).toBe('string');
    expect(words as string, label).not.toMatch(/must NOT|must match|must be equal|must have required|#\/|\/body|instancePath|undefined|\[object/);
    expect(words as string, label).toMatch(/^[A-Z"“‘'(].{10,}/s); // a sentence, capitalised
  }
}

/** Raw bodies no form of ours sends. */
const RAW_BODIES = [
  'not json',
  '{"note":',
  '[]',
  '[1,2,3]',
  '"text"',
  '12345',
  'true',
  'null',
  '{"__proto__":{"role":"admin","admin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  `{"a":${'['.repeat(80)}${']'.repeat(80)}}`,
  '{"a":"\\ud800"}',
];

/** Values of the wrong kind or size for any one field. */
const VALUES: unknown[] = [
  'x'.repeat(100_001),
  Array.from({ length: 2_000 }, (_, i) => `item ${i}`),
  { nested: { deeper: ['x'] } },
  1e300,
  -1,
  null,
  '\u0000\u202e\u001b[2K',
  '',
  ['a', 'b'],
  true,
];

/** Address parts no link of ours makes. */
const PARTS = ['a'.repeat(100), '%00', '..%2F..%2F..%2Fetc%2Fpasswd', '%E2%80%AE', "'%20OR%201=1--", '%FF%FE', '$%7B7*7%7D', '__proto__', 'constructor'];

/** Queries no screen of ours makes. */
const QUERIES = [
  '?page=1&page=2',
  '?page=-1',
  '?page=1e999',
  '?q[$gt]=',
  '?__proto__[role]=admin',
  `?q=${'a'.repeat(5_000)}`,
  '?language=xx&language=en',
  '?from=2026-02-31&to=1999-01-01',
  '?%FF=1',
];

beforeAll(async () => {
  t = await adminApp();
  for (const role of ROLES) {
    const user = await seedUser(t.office, t.clock, { email: `${role}.hostile@filingbridge.in`, name: `Hostile ${role}`, role, totp: role === 'admin' });
    people[role] = { email: user.email, totpSecret: user.totpSecret };
  }
  leadId = (
    await t.store.save({
      form: 'service-enquiry',
      payload: { service: 'GST Registration', email: 'lead@example.in' },
      ip: '',
      suspectedSpam: false,
      fillMs: undefined,
      idempotencyKey: undefined,
    })
  ).id;
});
afterAll(() => t.cleanup());

describe('every admin route, as registered', () => {
  it('declares its body, query and address parts with limits (no unbounded text, list or object)', () => {
    expect(routes().length).toBeGreaterThan(70);
    const open = routes().flatMap((r) => unboundedParts(r.shape).map((p) => `${r.method} ${r.url}: ${p}`));
    expect(open).toEqual([]);
    // What the check itself finds (the plugin refuses to start with such a route).
    expect(unbounded({ properties: { note: {} }, additionalProperties: false, maxLength: 0, maxItems: 0 })).toEqual([
      'note: text without maxLength',
      'note: list without maxItems',
      'note: object without maxProperties or additionalProperties: false',
    ]);
    expect(unbounded({ type: 'object', properties: { files: { type: 'array', items: { type: 'string' } } } })).toEqual([
      'files: list without maxItems',
      'the whole value: object without maxProperties or additionalProperties: false',
    ]);
    expect(unbounded({ type: 'object', properties: { files: { type: 'array', maxItems: 5, items: { type: 'string' } } }, additionalProperties: false })).toEqual([
      'files[]: text without maxLength',
    ]);
  });

  it('answers malformed bodies, values, queries and address parts with a 4xx in words, never a 500', async () => {
    let requests = 0;
    for (const route of routes()) {
      const label = (what: string) => `${route.method} ${route.url} ${what}`;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      if (route.url === '/admin/api/sign-out' || route.url === '/admin/api/sign-out-everywhere') continue; // attacked below, alone
      const who = await allowed(route);
      for (const part of route.url.includes(':') ? PARTS : []) {
        expectComposed(label(`part ${part}`), await call(t.app, who, method, fill(route.url, part), method === 'GET' ? undefined : {}));
        requests++;
      }
      if (method === 'GET') {
        for (const q of QUERIES) expectComposed(label(q), await call(t.app, who, 'GET', `${sample(route)}${q}`));
        const fields = Object.keys((route.shape.schema?.querystring as { properties?: object })?.properties ?? {});
        for (const field of fields)
          for (const value of ['x'.repeat(10_000), '%00', '-1', '2026-13-45'])
            expectComposed(label(`?${field}=${value.slice(0, 20)}`), await call(t.app, who, 'GET', `${sample(route)}?${field}=${value}`));
        requests += QUERIES.length + fields.length * 4;
        continue;
      }
      if (route.shape.config?.uploads) {
        for (const bytes of ['not a picture', '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\u0000\u0000']) {
          const res = await t.app.inject({
            method,
            url: `${sample(route)}?name=hostile/x.png`,
            payload: Buffer.from(bytes, 'latin1'),
            headers: { host: HOST, 'sec-fetch-site': 'same-origin', origin: `http://${HOST}`, 'content-type': 'image/png', cookie: who!.cookie, 'x-csrf-token': who!.csrf },
          });
          expectComposed(label('bytes that are no picture'), res);
          expect([400, 422], label('bytes that are no picture')).toContain(res.statusCode);
        }
        continue;
      }
      for (const raw of RAW_BODIES) expectComposed(label(raw.slice(0, 40)), await rawCall(route, who, raw));
      const fields = Object.keys((route.shape.schema?.body as { properties?: object })?.properties ?? {});
      for (const field of fields)
        for (const value of VALUES) expectComposed(label(`${field}=${JSON.stringify(value).slice(0, 30)}`), await call(t.app, who, method, sample(route), { [field]: value }));
      requests += RAW_BODIES.length + fields.length * VALUES.length;
    }
    expect(requests).toBeGreaterThan(1_000);
    // Nothing sent above made anyone an administrator.
    expect((await t.office.listUsers()).filter((u) => u.role === 'admin').map((u) => u.email)).toEqual(['admin.hostile@filingbridge.in']);
  });

  it('signing out with a hostile body: a 400 in words, the session kept', async () => {
    const who = await session('sales');
    for (const url of ['/admin/api/sign-out', '/admin/api/sign-out-everywhere']) {
      // ([] and {} are no fields: they sign out, as the app's own request does.)
      for (const raw of ['[1]', '"x"', '{"everywhere":true}', 'not json', '{"a":']) {
        const res = await rawCall({ method: 'POST', url } as AdminRoute, who, raw);
        expectComposed(`POST ${url} ${raw}`, res);
        expect(res.statusCode).toBe(400);
      }
    }
    expect((await call(t.app, who, 'GET', '/admin/api/session')).statusCode).toBe(200);
  });

  it('every change comes from our own pages: cross-site, another origin, not JSON, or without the CSRF token → refused before the route runs', async () => {
    const changes = routes().filter((r) => r.method !== 'GET');
    expect(changes.length).toBeGreaterThan(40);
    const got: string[] = [];
    const want: string[] = [];
    for (const route of changes) {
      const who = await allowed(route);
      const method = route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const key = `${route.method} ${route.url}`;
      const crossSite = await call(t.app, who, method, sample(route), {}, { 'sec-fetch-site': 'cross-site' });
      const otherOrigin = await call(t.app, who, method, sample(route), {}, { 'sec-fetch-site': '', origin: 'https://evil.example' });
      got.push(`${key}: cross-site ${crossSite.statusCode} ${crossSite.json().error}, other origin ${otherOrigin.statusCode} ${otherOrigin.json().error}`);
      want.push(`${key}: cross-site 403 cross_site, other origin 403 cross_site`);
      if (!route.shape.config?.uploads && !route.shape.config?.anyBody) {
        const form = await t.app.inject({
          method,
          url: sample(route),
          payload: 'note=x',
          headers: {
            host: HOST,
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/x-www-form-urlencoded',
            ...(who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {}),
          },
        });
        got.push(`${key}: a form ${form.statusCode}`);
        want.push(`${key}: a form 415`);
      }
      // Routes that need a session need its token too (the public ones have no session to bind it to).
      if (who) {
        const noToken = await call(t.app, { ...who, csrf: '' }, method, sample(route), {});
        const wrongToken = await call(t.app, { ...who, csrf: `${who.csrf.slice(0, -1)}x` }, method, sample(route), {});
        got.push(`${key}: no token ${noToken.statusCode} ${noToken.json().error}, wrong token ${wrongToken.statusCode} ${wrongToken.json().error}`);
        want.push(`${key}: no token 403 csrf, wrong token 403 csrf`);
      }
    }
    expect(got).toEqual(want);
  });
});

describe('roles', () => {
  it("sales cannot write or publish the site's texts; editors and publishers cannot read or export leads; only administrators reach settings and people", async () => {
    const sales = await session('sales');
    const editor = await session('editor');
    const publisher = await session('publisher');
    const status = async (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => (await call(t.app, who, method, url, body)).statusCode;
    for (const [method, url, body] of [
      ['POST', '/admin/api/editor/save', { file: 'interface.json', data: { words: {} }, base: 'none' }],
      ['POST', '/admin/api/editor/check', { files: {} }],
      ['POST', '/admin/api/editor/new-page', { path: '/x', title: 'X' }],
      ['POST', '/admin/api/publish', { files: ['interface.json'], message: 'x' }],
      ['GET', '/admin/api/history'],
    ] as const)
      expect(await status(sales, method, url, body), `sales ${method} ${url}`).toBe(403);
    for (const who of [editor, publisher]) {
      expect(await status(who, 'GET', '/admin/api/leads?language=hi')).toBe(403);
      expect(await status(who, 'GET', '/admin/api/leads/export?format=csv')).toBe(403);
      expect(await status(who, 'GET', `/admin/api/leads/${leadId}`)).toBe(403);
      expect(await status(who, 'GET', '/admin/api/settings/backup')).toBe(403);
      expect(await status(who, 'PUT', '/admin/api/settings/mail', { host: 'smtp.example.com' })).toBe(403);
      expect(await status(who, 'GET', '/admin/api/users')).toBe(403);
    }
    expect(await status(sales, 'POST', `/admin/api/leads/${leadId}/payment-received`)).toBe(409); // theirs to use: not a quote
    expect(await status(sales, 'GET', '/admin/api/settings/mail')).toBe(403);
  });
});

describe('50 writes at once', () => {
  it('on one text by 50 editors: one keeps the file and saves, the 49 others are told who is editing it, nothing is mixed', async () => {
    const content = await contentStoreFor(t.store);
    const editors: SignedIn[] = [];
    for (let i = 0; i < 50; i++) {
      const user = await seedUser(t.office, t.clock, { email: `editor${i}.race@filingbridge.in`, name: `Editor ${i}`, role: 'editor' });
      editors.push(await signIn(t.app, user.email));
    }
    const live = (await call(t.app, editors[0]!, 'GET', '/admin/api/editor/files')).json() as { files: { file: string; data: unknown; version: string }[] };
    const site = live.files.find((f) => f.file === 'site.json')!.data;
    expect(JSON.stringify(site), 'site.json as the editor reads it').toMatch(/"phone":"[^"]+"/);
    const phoneOf = (i: number) => `+91 80 4000 ${String(1000 + i)}`;
    const versionOf = (i: number) => JSON.parse(JSON.stringify(site).replace(/"phone":"[^"]+"/, `"phone":"${phoneOf(i)}"`));
    const base = live.files.find((f) => f.file === 'site.json')!.version;
    const answers = await Promise.all(editors.map((who, i) => call(t.app, who, 'POST', '/admin/api/editor/save', { file: 'site.json', data: versionOf(i), base })));
    const saved = answers.flatMap((res, i) => (res.statusCode === 200 ? [i] : []));
    expect(saved, answers.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join('\n')).toHaveLength(1);
    const winner = saved[0]!;
    for (const [i, res] of answers.entries()) {
      if (i === winner) continue;
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`Not saved: Editor ${winner} is editing this part of the site. You can read it; your changes cannot be saved until they close it.`);
    }
    const draft = (await content.draft('site.json'))!;
    expect(draft.updatedBy.name).toBe(`Editor ${winner}`);
    expect(draft.data).toContain(phoneOf(winner));
    expect(draft.data!.match(/\+91 80 4000 1\d{3}/g)).toEqual([phoneOf(winner)]);
    await content.deleteDrafts(['site.json']);
  });

  it('on one lead by 50 colleagues: every status change and note is in its history, each change from the status before it, and the lead ends at the last', async () => {
    const statuses = ['contacted', 'qualified', 'won', 'lost', 'new'] as const;
    const sales: SignedIn[] = [];
    for (let i = 0; i < 50; i++) {
      const user = await seedUser(t.office, t.clock, { email: `sales${i}.race@filingbridge.in`, name: `Sales ${i}`, role: 'sales' });
      sales.push(await signIn(t.app, user.email));
    }
    const answers = await Promise.all(
      sales.flatMap((who, i) => [
        call(t.app, who, 'PATCH', `/admin/api/leads/${leadId}`, { status: statuses[i % statuses.length] }),
        call(t.app, who, 'POST', `/admin/api/leads/${leadId}/notes`, { note: `Note ${i}` }),
      ]),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(50).fill(200), ...Array(50).fill(201)].sort());
    const events = await t.office.leadEvents(leadId);
    expect(
      events
        .filter((e) => e.kind === 'note')
        .map((e) => e.to)
        .sort(),
    ).toEqual(Array.from({ length: 50 }, (_, i) => `Note ${i}`).sort());
    const changes = events.filter((e) => e.kind === 'status');
    for (let i = 1; i < changes.length; i++) expect(changes[i]!.from, `change ${i}`).toBe(changes[i - 1]!.to);
    expect((await t.office.inboxLead(leadId))!.status).toBe(changes.at(-1)!.to);
  });
});

/** A request with `raw` as its JSON body bytes, as an attacker sends it. */
function rawCall(route: Pick<AdminRoute, 'method' | 'url'>, who: SignedIn | undefined, raw: string) {
  return t.app.inject({
    method: route.method as 'POST',
    url: fill(route.url, '00000000-0000-4000-8000-000000000000'),
    payload: raw,
    headers: {
      host: HOST,
      'sec-fetch-site': 'same-origin',
      origin: `http://${HOST}`,
      'content-type': 'application/json',
      ...(who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {}),
    },
  });
}
