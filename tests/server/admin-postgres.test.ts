// Two server instances on one PostgreSQL database: a session started on one works on the other,
// sign-out on one ends it on both, and failed sign-ins on both count towards one lockout (429 with
// Retry-After from either instance).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openPostgresStore, type PostgresStore } from '../../server/db/postgres-store.ts';
import { backOfficeFor, contentStoreFor } from '../../server/db/open-store.ts';
import { currentCode } from '../../admin/server/auth/totp.ts';
import { call, HOST, makeAdminBundle, PASSWORD, seedUser, signIn } from './admin-helpers.ts';
import { makeDist, testSchema, TEST_DATABASE_URL, dropSchemas } from './helpers.ts';

const schema = testSchema('admin');
const dist = makeDist();
const bundle = makeAdminBundle();
const instances: { app: FastifyInstance; store: PostgresStore }[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const config = loadConfig({ DIST_DIR: dist, ADMIN_DIST_DIR: bundle, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, LOG_LEVEL: 'silent' });
    const store = await openPostgresStore(TEST_DATABASE_URL, { outbox: false, schema, poolSize: 3 });
    const app = await buildApp(config, { store });
    await app.ready();
    instances.push({ app, store });
  }
});
afterAll(async () => {
  for (const { app, store } of instances) {
    await app.close();
    await store.close();
  }
  await dropSchemas(schema);
  rmSync(dist, { recursive: true, force: true });
  rmSync(bundle, { recursive: true, force: true });
});

const attempt = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/admin/api/sign-in', payload: { email, password }, headers: { host: HOST, 'content-type': 'application/json' }, remoteAddress: ip });

describe('two instances, one PostgreSQL', () => {
  it('share sessions: signed in on A, served by B; signed out on B, gone on A', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const office = await backOfficeFor(a.store);
    const clock = { now: () => Date.now(), advance() {} };
    await seedUser(office, clock, { email: 'asha@filingbridge.in', role: 'sales' });
    const s = await signIn(a.app, 'asha@filingbridge.in');
    expect((await call(b.app, s, 'GET', '/admin/api/leads')).statusCode).toBe(200);
    expect((await call(b.app, s, 'POST', '/admin/api/sign-out')).statusCode).toBe(200);
    expect((await call(a.app, s, 'GET', '/admin/api/leads')).statusCode).toBe(401);
  });

  it('two administrators demoting and disabling each other at once, on two instances, leave one administrator', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const office = await backOfficeFor(a.store);
    const clock = { now: () => Date.now(), advance() {} };
    const active = async () => (await office.listUsers()).filter((u) => u.role === 'admin' && u.status === 'active');
    for (let round = 0; round < 3; round++) {
      for (const u of await active()) await office.updateUser(u.id, { status: 'disabled' }, Date.now());
      const x = await seedUser(office, clock, { email: `admin-x${round}@filingbridge.in`, role: 'admin', totp: true });
      const y = await seedUser(office, clock, { email: `admin-y${round}@filingbridge.in`, role: 'admin', totp: true });
      const sx = await signIn(a.app, x.email, { totpSecret: x.totpSecret, ip: `198.18.11.${round}` });
      const sy = await signIn(b.app, y.email, { totpSecret: y.totpSecret, ip: `198.18.12.${round}` });
      const answers = await Promise.all([
        call(a.app, sx, 'PATCH', `/admin/api/users/${y.id}`, round % 2 ? { role: 'editor' } : { role: 'sales' }),
        round === 1 ? call(b.app, sy, 'PATCH', `/admin/api/users/${x.id}`, { role: 'publisher' }) : call(b.app, sy, 'POST', `/admin/api/users/${x.id}/disable`),
      ]);
      expect(
        answers.filter((r) => r.statusCode === 200),
        `round ${round}`,
      ).toHaveLength(1);
      expect(await active(), `round ${round}`).toHaveLength(1);
    }
  });

  it('disabling a publisher on one instance ends their waiting scheduled publishes for both, drafts back', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const office = await backOfficeFor(a.store);
    const content = await contentStoreFor(b.store);
    const clock = { now: () => Date.now(), advance() {} };
    const boss = await seedUser(office, clock, { email: 'sched-boss@filingbridge.in', role: 'admin', totp: true });
    const nisha = await seedUser(office, clock, { email: 'nisha@filingbridge.in', name: 'Nisha Pal', role: 'publisher' });
    const by = { id: nisha.id, name: nisha.name, email: nisha.email };
    const entry = await content.schedulePublish({
      drafts: [{ file: 'pages/about.json', data: '{}', baseBlob: null }],
      message: 'About',
      publishAt: Date.now() + 86_400_000,
      createdBy: by,
      createdAt: Date.now(),
    });
    const s = await signIn(a.app, boss.email, { totpSecret: boss.totpSecret, ip: '198.18.13.1' });
    expect((await call(a.app, s, 'POST', `/admin/api/users/${nisha.id}/disable`)).statusCode).toBe(200);
    const after = (await content.listScheduled()).find((e) => e.id === entry.id)!;
    expect(after).toMatchObject({ status: 'failed', result: expect.stringContaining('Nisha Pal’s account was disabled') });
    expect((await content.draft('pages/about.json'))?.data).toBe('{}');
  });

  it('count failed sign-ins together: 5 on A and 5 on B lock the account on both', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const office = await backOfficeFor(a.store);
    await seedUser(office, { now: () => Date.now(), advance() {} }, { email: 'ravi@filingbridge.in', role: 'sales' });
    for (let i = 0; i < 10; i++) {
      const res = await attempt(i % 2 ? b.app : a.app, 'ravi@filingbridge.in', 'wrong password here', `192.0.2.${i}`);
      expect(res.statusCode).toBe(401);
    }
    for (const app of [a.app, b.app]) {
      const res = await attempt(app, 'ravi@filingbridge.in', PASSWORD, '192.0.2.200');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    }
    // Per address too, across instances: one address guessing at many accounts.
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? a.app : b.app, `guess${i}@example.com`, 'guessing away', '198.51.100.9')).statusCode).toBe(401);
    expect((await attempt(a.app, 'asha@filingbridge.in', PASSWORD, '198.51.100.9')).statusCode).toBe(429);
    expect((await attempt(b.app, 'asha@filingbridge.in', PASSWORD, '198.51.100.10')).statusCode).toBe(200);
  });

  it('of 60 concurrent wrong passwords spread over both instances, at most 10 are checked; the rest get 429', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const office = await backOfficeFor(a.store);
    await seedUser(office, { now: () => Date.now(), advance() {} }, { email: 'burst@filingbridge.in', role: 'sales' });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(i % 2 ? b.app : a.app, 'burst@filingbridge.in', `wrong guess ${i}`, `198.18.0.${i}`)));
    const tally: Record<number, number> = {};
    for (const answer of answers) tally[answer.statusCode] = (tally[answer.statusCode] ?? 0) + 1;
    expect(tally).toEqual({ 401: 10, 429: 50 });
  });

  it('of 60 concurrent wrong codes on one second-factor session, over both instances, at most 10 are checked; the rest get 429', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const office = await backOfficeFor(a.store);
    const user = await seedUser(office, { now: () => Date.now(), advance() {} }, { email: 'burst-code@filingbridge.in', role: 'editor', totp: true });
    const waiting = await signIn(a.app, user.email, { ip: '198.18.3.1' });
    const near = new Set([-30_000, 0, 30_000].map((d) => currentCode(user.totpSecret!, Date.now() + d)));
    const code = ['000000', '111111', '222222', '333333'].find((c) => !near.has(c))!;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => call(i % 2 ? b.app : a.app, waiting, 'POST', '/admin/api/sign-in/code', { code })));
    const tally: Record<number, number> = {};
    for (const answer of answers) tally[answer.statusCode] = (tally[answer.statusCode] ?? 0) + 1;
    expect(tally).toEqual({ 400: 10, 429: 50 });
  });

  it('wrong codes are limited in total, across instances: 3 rounds of "right password, then 4 wrong codes" get 10 checked', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const office = await backOfficeFor(a.store);
    const user = await seedUser(office, { now: () => Date.now(), advance() {} }, { email: 'rounds@filingbridge.in', role: 'editor', totp: true });
    const near = new Set([-30_000, 0, 30_000].map((d) => currentCode(user.totpSecret!, Date.now() + d)));
    const code = ['000000', '111111', '222222', '333333'].find((c) => !near.has(c))!;
    const tally: Record<number, number> = {};
    for (let round = 0; round < 3; round++) {
      const waiting = await signIn(round % 2 ? b.app : a.app, user.email, { ip: `198.18.5.${round}` });
      for (let i = 0; i < 4; i++) {
        const answer = await (i % 2 ? b.app : a.app).inject({
          method: 'POST',
          url: '/admin/api/sign-in/code',
          payload: { code },
          headers: { host: HOST, 'content-type': 'application/json', cookie: waiting.cookie, 'x-csrf-token': waiting.csrf },
          remoteAddress: `198.18.7.${round * 4 + i}`,
        });
        tally[answer.statusCode] = (tally[answer.statusCode] ?? 0) + 1;
      }
    }
    expect(tally).toEqual({ 400: 10, 429: 2 });
  });
});
