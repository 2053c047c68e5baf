// The "Your state" forms (blocks/shared/StateChoice.tsx) are plain GET forms: `?state=kerala` on a page
// whose figures depend on the state is answered with a redirect to the page prerendered for that state
// (engine/config/state-variants.ts; routes.json names each such page's choice). The server renders nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeApp, makeDist, PAGE_HTML, type TestApp } from './helpers.ts';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = makeDist();
  const table = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8'));
  for (const [slug, name] of [
    ['kerala', 'Kerala'],
    ['maharashtra', 'Maharashtra'],
  ] as const) {
    mkdirSync(join(dist, 'gst', slug), { recursive: true });
    writeFileSync(join(dist, 'gst', slug, 'index.html'), PAGE_HTML(`GST in ${name}`));
    table.routes.push({ path: `/gst/${slug}`, canonicalPath: '/gst', file: `gst/${slug}/index.html`, choice: { param: 'state', value: slug } });
  }
  writeFileSync(join(dist, 'routes.json'), JSON.stringify(table));
  t = await makeApp(dist);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the state choice without JavaScript', () => {
  it('sends ?state=<state> to the page prerendered for that state (303), whose address can be shared', async () => {
    const res = await get('/gst?state=kerala');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/gst/kerala');
    const page = await get('/gst/kerala');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE_HTML('GST in Kerala'));
    expect((await get('/gst?utm_source=x&state=maharashtra')).headers.location).toBe('/gst/maharashtra');
  });

  it('answers "All states" (an empty choice), an unknown state and other queries with the page itself', async () => {
    for (const url of ['/gst?state=', '/gst?state=atlantis', '/gst?state=../about', '/gst?utm_source=kerala']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(PAGE_HTML('GST'));
    }
  });

  it('leaves pages without choices alone', async () => {
    const res = await get('/about?state=kerala');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PAGE_HTML('About'));
  });
});
