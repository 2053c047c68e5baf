// What only the production server can answer about search-engine data: the social pictures and the
// favicon as served, and the addresses the pages link to that the server makes (the calendar's .ics
// feeds). No page is opened: the requests need no browser. Everything read from the built files
// (titles, canonical, social tags, JSON-LD, the sitemap, internal links) is in tests/unit/dist-seo.test.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { attr, builtDocument, builtRoutes, DIST_DIR, elementsIn, internalLinks } from './routes.ts';

const routes = builtRoutes();

/** A JPEG's frame header: its kind (0xc0 baseline) and size, from the first SOFn segment. */
function jpegFrame(jpeg: Buffer): { marker: number; width: number; height: number } | undefined {
  for (let i = 2; i + 9 < jpeg.length; i += 2 + jpeg.readUInt16BE(i + 2)) {
    if (jpeg[i] !== 0xff) return undefined;
    const marker = jpeg[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { marker, height: jpeg.readUInt16BE(i + 5), width: jpeg.readUInt16BE(i + 7) };
  }
  return undefined;
}

test("every route's og:image answers 200 image/jpeg, a baseline JPEG of 1200 × 630, from the production server", async ({ request }) => {
  const images = new Set(
    routes.map((route) => new URL(attr(elementsIn(builtDocument(route), (el) => el.tagName === 'meta' && attr(el, 'property') === 'og:image')[0]!, 'content')!).pathname),
  );
  for (const path of images) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('image/jpeg');
    const jpeg = await response.body();
    // Start of image, then segments up to the frame header: baseline (chat apps all read it), 1200 × 630.
    expect(jpeg.subarray(0, 3).toString('hex'), path).toBe('ffd8ff');
    expect(jpegFrame(jpeg), path).toEqual({ marker: 0xc0, width: 1200, height: 630 });
    expect(jpeg.subarray(-2).toString('hex'), path).toBe('ffd9');
  }
});

test('/favicon.ico answers 200 with a real icon, and the logo in the JSON-LD is a PNG', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  const ico = await response.body();
  // ICONDIR: reserved 0, type 1 (icon), then the number of images; each entry's PNG starts at its offset.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + i * 16));
  expect(sizes).toEqual([16, 32, 48]);
  const firstImage = ico.readUInt32LE(6 + 12);
  expect(ico.subarray(firstImage, firstImage + 8).toString('hex')).toBe('89504e470d0a1a0a');
  const logo = await request.get('/logo.png');
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/png');
});

test('the addresses pages link to that are neither a page nor a built file answer 200 from the server', async ({ request }) => {
  const canonical = new Set(routes.map((r) => r.canonicalPath));
  const other = new Map<string, string>();
  for (const route of [...routes, { path: '/404', canonicalPath: '/404', file: '404.html' }]) {
    for (const { path } of internalLinks(route)) if (!canonical.has(path) && !existsSync(join(DIST_DIR, path))) other.set(path, route.path);
  }
  const wrong: string[] = [];
  // Anything else must be something the server makes (the calendar's .ics feeds).
  for (const [path, from] of other) if ((await request.get(path)).status() !== 200) wrong.push(`${from}: ${path} goes to nothing`);
  expect(wrong).toEqual([]);
});
