import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makeApp, makeDist, PAGE_HTML, NOT_FOUND_HTML, LOADER_JS, type TestApp } from './helpers.ts';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = makeDist();
  t = await makeApp(dist, { CSP_CONNECT_SRC: 'https://api.example.in' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('pages from routes.json', () => {
  it('answers every route with its prerendered HTML, revalidating', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/gst', 'GST'],
      ['/about', 'About'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
      expect(res.body).toBe(PAGE_HTML(title));
    }
  });

  it('answers an alias path with 200 and its own file', async () => {
    const res = await get('/gst-registration');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PAGE_HTML('GST alias'));
  });

  it('redirects a trailing slash to the route with 301, keeping the query', async () => {
    const res = await get('/gst/?utm_source=x&b=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/gst?utm_source=x&b=2');
    expect((await get('/about/')).headers.location).toBe('/about');
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await get('/gst');
    const again = await get('/gst', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('HEAD answers the headers and length without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/gst' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(PAGE_HTML('GST'))));
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });
});

describe('unknown paths', () => {
  it('answer the not-found page with status 404', async () => {
    for (const url of ['/no-such-page', '/gst/index.html', '/routes.json', '/.vite/manifest.json', '/assets/', '/../etc/passwd']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(NOT_FOUND_HTML);
    }
  });

  it('answer JSON under /api/', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'There is no API endpoint at this address.' });
  });
});

describe('files and caching', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/assets/loader-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(LOADER_JS);
  });

  it('serves other public files with a short cache', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    const robots = await get('/robots.txt');
    expect(robots.body).toBe('User-agent: *\nAllow: /\n');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('precompressed variants', () => {
  it('serves brotli to clients that accept it', async () => {
    const res = await get('/gst', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(PAGE_HTML('GST')));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE_HTML('GST'));
    expect(res.headers.etag).toMatch(/-br"$/);
  });

  it('serves gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/assets/loader-abc123.js', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(LOADER_JS);
    }
  });

  it('serves the uncompressed file otherwise, still varying on Accept-Encoding', async () => {
    const res = await get('/gst', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body).toBe(PAGE_HTML('GST'));
  });

  it('compresses the 404 page too', async () => {
    const res = await get('/missing', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(NOT_FOUND_HTML);
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';" +
        "connect-src 'self' https://api.example.in;manifest-src 'self';frame-src 'none';worker-src 'self';object-src 'none';" +
        "base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=(), ');
    expect(headers['permissions-policy']).toContain('microphone=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['permissions-policy']).toContain('interest-cohort=()');
    expect(headers['x-powered-by']).toBeUndefined();
  };

  it('are on pages, assets, 404s, redirects and API answers', async () => {
    for (const res of [
      await get('/'),
      await get('/assets/loader-abc123.js'),
      await get('/missing'),
      await get('/gst/'),
      await t.app.inject({ method: 'POST', url: '/api/partnership', payload: {} }),
    ]) {
      expectSecurityHeaders(res.headers);
    }
  });

  it('the script policy never allows inline scripts', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
});

describe('start-up', () => {
  it('refuses to start without a built site, saying what to do', async () => {
    await expect(makeApp('/nonexistent-dist')).rejects.toThrow('No built site in /nonexistent-dist (routes.json is missing). Run `npm run build` first, or set DIST_DIR.');
  });
});

describe('the API host recorded by the build', () => {
  it('is allowed in connect-src without any server setting, so the CSP never blocks the site’s own forms', async () => {
    const other = makeDist();
    const table = JSON.parse(readFileSync(join(other, 'routes.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(other, 'routes.json'), JSON.stringify({ ...table, apiHost: 'https://forms.example.in' }));
    const app = await makeApp(other);
    try {
      const res = await app.app.inject({ method: 'GET', url: '/' });
      expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self' https://forms.example.in;");
    } finally {
      await app.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
