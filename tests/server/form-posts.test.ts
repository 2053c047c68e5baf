// Forms sent without JavaScript (server/form-posts.ts), against a stand-in for the render bundle the
// build writes to dist/.server/ (the real bundle is exercised end to end in tests/e2e/forms-no-js.spec.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countLeads, makeApp, makeDist, VALID_PARTNERSHIP, type TestApp } from './helpers.ts';

// The stand-in renders the request state as text, so the tests can see what the server asked for.
const STUB = `
export function createFormPages(data) {
  return {
    prefillPaths: ['/gst'],
    toolPaths: ['/'],
    hasForm: (path, key) => path === '/about' && (key === '0' || key === 'newsletter'),
    target: (origin) => (origin === '/about#0' ? { path: '/about', key: '0', form: 'partnership-request' } : undefined),
    readPost(target, entries) {
      const payload = Object.fromEntries(entries.filter(([name, value]) => name !== '_origin' && value !== ''));
      const problems = payload.firstName === 'x' ? { firstName: 'First name is too short' } : {};
      return { payload, values: payload, query: '', problems };
    },
    render: async (path, state) => '<!doctype html><title>' + data.title + '</title><pre>' + path + ' ' + JSON.stringify(state) + '</pre>',
  };
}
`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = makeDist();
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, '.server', 'form-pages.js'), STUB);
  writeFileSync(join(dist, '.server', 'site.json'), JSON.stringify({ title: 'stub' }));
  t = await makeApp(dist, { RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/partnership',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe("a form-encoded post from one of the site's forms", () => {
  it('is stored like the JSON one and answered 303 See Other to the page showing the result', async () => {
    const before = countLeads(t.db);
    const res = await form({ _origin: '/about#0', ...VALID_PARTNERSHIP, website: '' }, { 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/about?sent=0');
    expect(countLeads(t.db)).toBe(before + 1);
    const stored = t.db.prepare('SELECT payload FROM leads ORDER BY rowid DESC LIMIT 1').get() as { payload: string };
    expect(JSON.parse(stored.payload)).toEqual(VALID_PARTNERSHIP);
  });

  it("the schema's messages come back as the page again, 400, with the values and nothing stored", async () => {
    const before = countLeads(t.db);
    const res = await form({ _origin: '/about#0', firstName: 'Asha', email: 'asha@example' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const state = JSON.parse(res.body.replace(/^[\s\S]*<pre>\/about /, '').replace(/<\/pre>$/, ''));
    expect(state).toEqual({
      query: '',
      forms: {
        0: {
          status: 'failure',
          values: { firstName: 'Asha', email: 'asha@example' },
          errors: { lastName: 'Last name is required', company: 'Company name is required', email: 'Enter a valid e-mail address, like name@example.com' },
        },
      },
    });
    expect(countLeads(t.db)).toBe(before);
  });

  it("the browser's own checks (from the bundle) apply before the schema's", async () => {
    const before = countLeads(t.db);
    const res = await form({ _origin: '/about#0', ...VALID_PARTNERSHIP, firstName: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('"errors":{"firstName":"First name is too short"}');
    expect(countLeads(t.db)).toBe(before);
  });

  it("is refused when another site's page sends it", async () => {
    const before = countLeads(t.db);
    const res = await form({ _origin: '/about#0', ...VALID_PARTNERSHIP }, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('Forms can be sent only from this website.');
    expect(countLeads(t.db)).toBe(before);
  });

  it('without an origin field it is checked by the schema and answered as the API answers', async () => {
    const res = await form({ firstName: 'Asha' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', fields: { lastName: 'Last name is required' } });
  });
});

describe('pages rendered for a request', () => {
  it('the result page shows the form with its success state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about?sent=0' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<pre>/about {"forms":{"0":{"status":"success"}}}</pre>');
    const newsletter = await t.app.inject({ method: 'GET', url: '/about?sent=newsletter' });
    expect(newsletter.body).toContain('{"forms":{"newsletter":{"status":"success"}}}');
  });

  it('an unknown form key or another page is the prerendered page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about?sent=7' });
    expect(res.body).toContain('<h1>About</h1>');
  });

  it('a page that fills itself in from the address is rendered with that query and never cached by others', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gst?service=GST%20Registration&pan=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<pre>/gst {"query":"?service=GST%20Registration&pan=abc"}</pre>');
    const plain = await t.app.inject({ method: 'GET', url: '/gst' });
    expect(plain.body).toContain('<h1>GST</h1>');
  });

  it("a tool's page with inputs (even junk) in the address is rendered with them: the result without JavaScript, never a 500", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?amount=%00%ZZ&rate=-1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<pre>/ {"query":"?amount=%00%ZZ&rate=-1"}</pre>');
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('<h1>Home</h1>');
  });
});
