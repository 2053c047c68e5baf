// The back office's pages as served: their own strict CSP with a fresh nonce, noindex, no caching;
// the sign-in app's scripts for anyone, the back office's only for the signed-in; its own 404s; the
// app not built; and ADMIN=off taking /admin out entirely.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { adminApp, call, HOST, seedUser, signIn, type AdminTestApp } from './admin-helpers.ts';
import { makeApp, makeDist, NOT_FOUND_HTML } from './helpers.ts';

let t: AdminTestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  t = await adminApp();
});
afterAll(() => t.cleanup());

describe('back-office pages', () => {
  it('the sign-in page: a strict CSP with a fresh nonce for styles, noindex, never cached', async () => {
    const a = await t.app.inject({ url: '/admin/sign-in', headers: { host: HOST } });
    const b = await t.app.inject({ url: '/admin/sign-in', headers: { host: HOST } });
    expect(a.statusCode).toBe(200);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(a.headers['content-security-policy']))![1]!;
    expect(a.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'`,
    );
    expect(a.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect(b.headers['content-security-policy']).not.toContain(nonce);
    expect(a.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.headers['referrer-policy']).toBe('no-referrer');
    // The public site keeps its own policy.
    expect((await t.app.inject({ url: '/about', headers: { host: HOST } })).headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });

  it("serves the sign-in app's scripts to anyone and the back office's only to the signed-in", async () => {
    expect((await t.app.inject({ url: '/admin/assets/auth-1.js', headers: { host: HOST } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/admin/assets/shared-1.js', headers: { host: HOST } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/admin/assets/app-1.js', headers: { host: HOST } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/admin/leads', headers: { host: HOST } })).headers.location).toBe('/admin/sign-in?next=%2Fadmin%2Fleads');
    await seedUser(t.office, t.clock, { email: 'asha@filingbridge.in', role: 'editor' });
    const s = await signIn(t.app, 'asha@filingbridge.in');
    const script = await call(t.app, s, 'GET', '/admin/assets/app-1.js');
    expect(script.body).toBe('console.log("the back office");');
    expect(script.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const forbidden = await call(t.app, s, 'GET', '/admin/leads');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).toContain('<h1>Not for your role</h1>');
  });

  it('answers unknown /admin addresses with its own 404s', async () => {
    const api = await t.app.inject({ url: '/admin/api/nothing', headers: { host: HOST } });
    expect([api.statusCode, api.json()]).toEqual([404, { error: 'not_found', message: 'There is no back-office API at this address.' }]);
    const page = await t.app.inject({ url: '/admin/../admin/nothing', headers: { host: HOST } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>Page not found</h1>');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('without a built app, its pages say so (503) and the API still works', async () => {
    const dist = makeDist();
    const made = await makeApp(dist, { ADMIN_DIST_DIR: '/nonexistent/dist-admin' });
    try {
      const page = await made.app.inject({ url: '/admin/sign-in' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('<h1>The back office is not built</h1>');
      expect((await made.app.inject({ url: '/admin/api/session' })).statusCode).toBe(401);
    } finally {
      await made.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('ADMIN=off leaves /admin out of the server', async () => {
    const dist = makeDist();
    const made = await makeApp(dist, { ADMIN: 'off' });
    try {
      const page = await made.app.inject({ url: '/admin/sign-in' });
      expect([page.statusCode, page.body]).toEqual([404, NOT_FOUND_HTML]);
      expect((await made.app.inject({ method: 'POST', url: '/admin/api/sign-in', payload: {} })).statusCode).toBe(404);
      expect(made.app.adminRoutes).toBeUndefined();
    } finally {
      await made.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
