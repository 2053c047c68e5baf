// What every admin request's body may be (admin/server/route-schemas.ts, the plugin's depth check): who
// asks is checked first (an anonymous request with a wrong body is a 401, not a lesson in its fields),
// then a body nested deeper than any file of the site, or longer than a route's schema allows, is a 400 in
// words — never a 500, never a stack overflow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, call, seedUser, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';
import { noBody, pageQuery, params, query, undeclared } from '../../admin/server/route-schemas.ts';

let t: AdminTestApp & { cleanup(): Promise<void> };
let sales: SignedIn;
/** A note 6,000 levels deep, as the bytes an attacker sends (serialising it here would overflow the test's own stack). */
const deepNote = `{"note":${'['.repeat(6000)}${']'.repeat(6000)}}`;

beforeAll(async () => {
  t = await adminApp();
  const user = await seedUser(t.office, t.clock, { email: 'asha@filingbridge.in', name: 'Asha Menon', role: 'sales' });
  sales = await signIn(t.app, user.email);
});
afterAll(() => t.cleanup());

describe('admin request bodies', () => {
  it('a body 6,000 levels deep: 401 without a session, a 400 in words with one', async () => {
    const url = '/admin/api/leads/00000000-0000-4000-8000-000000000000/notes';
    expect((await call(t.app, undefined, 'POST', url, deepNote)).statusCode).toBe(401);
    const refused = await call(t.app, sales, 'POST', url, deepNote);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'validation',
      message: 'The request is nested more than 64 levels deep. Nothing was changed.',
      fields: { body: 'The request is nested more than 64 levels deep. Nothing was changed.' },
    });
  });

  it("past a route's schema: a 400 naming the field; unknown fields are dropped; an address part too long is refused", async () => {
    const url = '/admin/api/leads/00000000-0000-4000-8000-000000000000/notes';
    const long = await call(t.app, sales, 'POST', url, { note: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'validation', fields: { note: 'Note must be at most 10000 characters.' } });
    // Within the schema, the route's own words still decide (the lead does not exist).
    const unknown = await call(t.app, sales, 'POST', url, { note: 'Called back', role: 'admin' });
    expect(unknown.statusCode).toBe(404);
    // An address part longer than any id (Fastify's 100 characters, the params schemas' limit too) names no route.
    expect((await call(t.app, sales, 'GET', `/admin/api/leads/${'a'.repeat(101)}`)).statusCode).toBe(404);
  });

  it('every route declares what it takes, or the back office does not start (route-schemas.ts undeclared)', () => {
    expect(undeclared({ method: 'POST', url: '/admin/api/leads/:id/notes' })).toEqual(['body', 'params']);
    expect(undeclared({ method: 'POST', url: '/admin/api/leads/:id/notes', schema: { body: noBody, params: params('id') } })).toEqual([]);
    expect(undeclared({ method: ['GET', 'HEAD'], url: '/admin/api/leads' })).toEqual(['querystring']);
    expect(undeclared({ method: 'GET', url: '/admin/api/leads', schema: { querystring: query({}) } })).toEqual([]);
    // A page of the app declares its query too; an upload's bytes and a git host's push payload are not JSON fields.
    expect(undeclared({ method: 'GET', url: '/admin/leads' })).toEqual(['querystring']);
    expect(undeclared({ method: 'GET', url: '/admin/leads', schema: { querystring: pageQuery } })).toEqual([]);
    expect(undeclared({ method: 'POST', url: '/admin/api/pictures', config: { uploads: true }, schema: { querystring: query({}) } })).toEqual([]);
    // The app that started above has all of its routes declared (it would have thrown).
    expect(t.app.hasRoute({ method: 'POST', url: '/admin/api/leads/:id/notes' })).toBe(true);
  });
});
