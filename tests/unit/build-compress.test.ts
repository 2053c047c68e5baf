// Brotli quality by what it buys (scripts/build/compress.ts): 10 for pages, 11 for the shared files.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { BuildCache } from '../../scripts/build/cache.ts';
import { brotliQuality, compressPage } from '../../scripts/build/compress.ts';

const dir = mkdtempSync(join(tmpdir(), 'build-compress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('gives HTML pages and the sitemap quality 10 and the shared scripts, styles, feeds and data 11', () => {
  expect(['index.html', 'gst/index.html', '404.html', 'sitemap.xml'].map(brotliQuality)).toEqual([10, 10, 10, 10]);
  expect(['assets/loader-abc.js', 'assets/site-abc.css', 'updates/feed.atom', 'compliance-calendar.json', 'favicon.svg'].map(brotliQuality)).toEqual([11, 11, 11, 11, 11]);
});

it('compresses a page with Brotli 10 and gzip, and reuses the copies for the same bytes', () => {
  const cache = new BuildCache(dir);
  const html = new TextEncoder().encode(`<!doctype html><html><body>${'<p class="css-1x">A page of text, repeated.</p>'.repeat(400)}</body></html>`);
  const first = compressPage(cache, 'page-a', html);
  const br = readFileSync(first.br.file);
  expect(first.reused).toBe(false);
  expect(br.equals(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }))).toBe(true);
  expect(brotliDecompressSync(br).equals(Buffer.from(html))).toBe(true);
  expect(gunzipSync(readFileSync(first.gz.file)).equals(Buffer.from(html))).toBe(true);
  const again = compressPage(cache, 'page-b', html);
  expect(again).toEqual({ br: first.br, gz: first.gz, reused: true });
});
