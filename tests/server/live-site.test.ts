// The served site as one value (server/live-site.ts): a request is answered from the release that was
// live when it arrived, even when a publish switches releases while it is being answered; a new release
// that hard-links the previous one's files reuses them instead of reading them again.
import { cpSync, linkSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRelease, loadWholeRelease } from '../../server/live-site.ts';
import { loadStaticSite } from '../../server/static-site.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { makeDist, PAGE_HTML, tempDir } from './helpers.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A copy of `dist` whose files are hard links to its own, but for /gst, rewritten with `title`. */
function linkedRelease(dist: string, title: string): string {
  const dir = tempDir('release-');
  made.push(dir);
  const walk = (from: string) => {
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const path = join(from, entry.name);
      const target = join(dir, relative(dist, path));
      if (entry.isDirectory()) walk(path);
      else linkSync(path, target);
    }
  };
  // The folders first (a copy that takes no file), then every file as a link.
  cpSync(dist, dir, { recursive: true, filter: (src) => statSync(src).isDirectory() });
  walk(dist);
  for (const [suffix, bytes] of [
    ['', Buffer.from(PAGE_HTML(title))],
    ['.br', brotliCompressSync(PAGE_HTML(title))],
    ['.gz', gzipSync(PAGE_HTML(title))],
  ] as const) {
    rmSync(join(dir, `gst/index.html${suffix}`));
    writeFileSync(join(dir, `gst/index.html${suffix}`), bytes);
  }
  return dir;
}

describe('releases', () => {
  it('a release that hard-links the files of the one before reuses them; the changed page is read', () => {
    const dist = makeDist();
    made.push(dist);
    const next = linkedRelease(dist, 'GST, new prices');
    const before = loadStaticSite(dist);
    const after = loadStaticSite(next, before);
    expect(after.routes.get('/about')).toBe(before.routes.get('/about'));
    expect(after.files.get('/assets/loader-abc123.js')).toBe(before.files.get('/assets/loader-abc123.js'));
    expect(after.routes.get('/gst')).not.toBe(before.routes.get('/gst'));
    expect(after.routes.get('/gst')!.variants.identity.body.toString()).toContain('GST, new prices');
    expect(after.routes.get('/gst')!.variants.br!.etag).not.toBe(before.routes.get('/gst')!.variants.br!.etag);
  });

  it('answers each request from the release live when it arrived, and the next from the new one', async () => {
    const dist = makeDist();
    made.push(dist);
    const next = linkedRelease(dist, 'GST, new prices');
    const dataDir = tempDir('live-data-');
    made.push(dataDir);
    const store = openSqliteStore(dataDir, { outbox: false });
    const app = await buildApp(loadConfig({ DIST_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN: 'off' }), { store });
    const t = { app, close: async () => (await app.close(), await store.close()) };
    // A request held in a hook (after it was pinned) while the release is switched under it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    app.addHook('preHandler', async (request) => {
      if (request.headers['x-hold']) await held;
    });
    try {
      const live = app.liveSite;
      const slow = t.app.inject({ method: 'GET', url: '/gst', headers: { 'x-hold': '1' } });
      await new Promise((r) => setTimeout(r, 50));
      live.replace(await loadRelease(next, live.current));
      const fresh = await t.app.inject({ method: 'GET', url: '/gst' });
      release();
      expect((await slow).body).toContain('<h1>GST</h1>');
      expect(fresh.body).toContain('<h1>GST, new prices</h1>');
      // A page the old release did not have is served once the new one has it, and one it dropped is a 404.
      expect((await t.app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('loads the form pages with the first request that needs them; a publish loads them at once and refuses a bundle that fails', async () => {
    const dist = makeDist();
    made.push(dist);
    mkdirSync(join(dist, '.server'));
    writeFileSync(join(dist, '.server', 'site.json'), JSON.stringify({ name: 'Test' }));
    // A bundle that counts its loads in a global and throws while BROKEN is set.
    writeFileSync(
      join(dist, '.server', 'form-pages.js'),
      `globalThis.formPagesLoads = (globalThis.formPagesLoads ?? 0) + 1;
if (globalThis.formPagesBroken) throw new Error('the bundle is broken');
export function createFormPages(data) { return { prefillPaths: [], name: data.name }; }
`,
    );
    const loads = () => (globalThis as { formPagesLoads?: number }).formPagesLoads ?? 0;
    const release = await loadRelease(dist);
    expect(loads()).toBe(0);
    const pages = await release.formPages!();
    expect(pages).toMatchObject({ prefillPaths: [], name: 'Test' });
    expect(await release.formPages!()).toBe(pages);
    expect(loads()).toBe(1);

    // Another build folder is another bundle: loadWholeRelease loads it before answering, and throws when it cannot.
    const next = tempDir('release-broken-');
    made.push(next);
    cpSync(dist, next, { recursive: true });
    (globalThis as { formPagesBroken?: boolean }).formPagesBroken = true;
    try {
      await expect(loadWholeRelease(next)).rejects.toThrow('the bundle is broken');
    } finally {
      delete (globalThis as { formPagesBroken?: boolean }).formPagesBroken;
    }
    expect(loads()).toBe(2);
  });
});
