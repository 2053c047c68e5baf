// `npm run edit`'s host (editor/server/app.ts): the back office's editor routes over a checkout's files,
// the built editor page with its mode and token, and the guards of a loopback tool (token, Host, Origin).
// The config folder is a copy of site-config/; the bundle a small stand-in folder.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devEditorPage } from '../../editor/server/app.ts';
import { localEditorOverCopy } from './local-editor-helpers.ts';

const {
  root,
  configDir,
  bundleDir,
  distDir,
  host: HOST,
  app,
  token,
  api,
  version,
} = localEditorOverCopy(
  'local-editor-',
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <meta name="csp-nonce" content="__CSP_NONCE__" />\n    <title>Site editor · Back office</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  5999,
);
mkdirSync(join(distDir, 'assets'), { recursive: true });
writeFileSync(join(bundleDir, 'assets/editor-abc.js'), 'console.log("editor");');
writeFileSync(join(distDir, 'assets/loader-abc.js'), 'console.log("site");');
writeFileSync(join(root, 'secret.txt'), 'not for the browser');

describe('npm run edit: one editor, the back office’s routes over the files', () => {
  it('serves the built editor page marked as local, with its token, without the back office’s title or nonce', async () => {
    const page = await app.inject({ url: '/?page=/gst', headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('<meta charset="utf-8" />\n    <meta name="editor-mode" content="local" />\n    <meta name="editor-token" content="test-token" />');
    expect(page.body).toContain('<title>Site editor</title>');
    expect(page.body).not.toContain('__CSP_NONCE__');
    const script = await app.inject({ url: '/admin/edit/assets/editor-abc.js', headers: { host: HOST } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await app.inject({ url: '/assets/loader-abc.js', headers: { host: HOST } })).body).toBe('console.log("site");');
  });

  it("EDIT_DEV=1 serves the same page frame with the sources' script for Vite: local, its token, the editor's own words without JavaScript", () => {
    const page = devEditorPage('dev-token');
    expect(page).toContain('<meta charset="utf-8" />\n    <meta name="editor-mode" content="local" />\n    <meta name="editor-token" content="dev-token" />');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page).toContain('<title>Site editor</title>');
    expect(page).toContain('<noscript>The site editor needs JavaScript. Turn it on for this site, then reload the page.</noscript>');
    expect(page).toContain('<script type="module" src="/editor/app/main.tsx"></script>');
    expect(page).not.toContain('__CSP_NONCE__');
  });

  it('answers only on its own address, and its API only with the token and from its own origin', async () => {
    expect((await app.inject({ url: '/', headers: { host: 'evil.example:5999' } })).statusCode).toBe(421);
    const noToken = await app.inject({ url: '/api/files', headers: { host: HOST } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toBe('Missing or wrong editor token — reload the editor page.');
    const otherSite = await api('GET', '/api/files', undefined, { origin: 'https://evil.example' });
    expect(otherSite.statusCode).toBe(403);
    expect(otherSite.json().message).toBe('Requests from other sites are refused.');
    for (const url of ['/admin/edit/assets/../../secret.txt', '/admin/edit/assets/%2e%2e/%2e%2e/secret.txt', '/../secret.txt', '/.server/site.json']) {
      expect((await app.inject({ url, headers: { host: HOST } })).statusCode, url).toBe(404);
    }
  });

  it('lists the files, saves a change into the file with the smallest edit, and refuses one that brings in an error', async () => {
    const files = (await api('GET', '/api/files')).json() as { files: { file: string; data: any }[] };
    const gst = files.files.find((f) => f.file === 'pages/gst.json')!.data;
    const before = readFileSync(join(configDir, 'pages/gst.json'), 'utf8');
    const plans = gst.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans;
    const price = plans[0].price as number;
    plans[0].price = price + 100;
    const saved = await api('POST', '/api/save', { file: 'pages/gst.json', data: gst, base: version('pages/gst.json') });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ file: 'pages/gst.json', text: readFileSync(join(configDir, 'pages/gst.json'), 'utf8'), version: expect.any(String) });
    const after = readFileSync(join(configDir, 'pages/gst.json'), 'utf8');
    expect(after.split('\n').filter((line, i) => line !== before.split('\n')[i])).toEqual([
      before
        .split('\n')
        .find((l) => l.includes(`"price": ${price}`))!
        .replace(String(price), String(price + 100)),
    ]);
    plans[0].price = 'free';
    const refused = await api('POST', '/api/save', { file: 'pages/gst.json', data: gst, base: version('pages/gst.json') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Not saved: 1 problem to fix first');
    expect(readFileSync(join(configDir, 'pages/gst.json'), 'utf8')).toBe(after);
  });

  it('refuses bad bodies in words with a 400 naming the field, never a 500', async () => {
    const notObject = await api('POST', '/api/save', { file: 'pages/gst.json', data: 'text', base: version('pages/gst.json') });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toMatchObject({ error: 'validation', fields: { data: 'The content to save must be a whole file (a JSON object).' } });
    const outside = await api('POST', '/api/save', { file: '../package.json', data: {}, base: version('../package.json') });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields.file).toContain('is not a file the editor may change');
    const deep = await app.inject({
      method: 'POST',
      url: '/api/check',
      payload: `{"files":{"pages/gst.json":${'['.repeat(6000)}${']'.repeat(6000)}}}`,
      headers: { host: HOST, 'x-editor-token': token, 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('The content is nested more than 64 levels deep; no file of the site is. Nothing was changed.');
    const badPath = await api('POST', '/api/preview', { path: 'javascript:alert(1)' });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().fields.path).toBe('The page address must start with / and hold lowercase letters, digits, hyphens and slashes.');
    // Drafts, reviews and leases belong to the back office.
    expect((await api('POST', '/api/discard', { files: ['pages/gst.json'] })).statusCode).toBe(404);
  });

  it('renders a preview of unsaved edits with the site’s renderer, marked noindex', async () => {
    const files = (await api('GET', '/api/files')).json() as { files: { file: string; data: any }[] };
    const gst = files.files.find((f) => f.file === 'pages/gst.json')!.data;
    gst.blocks.find((b: { type: string }) => b.type === 'hero').heading = 'Preview only: GST in a day';
    const preview = await api('POST', '/api/preview', { files: { 'pages/gst.json': gst }, path: '/gst' });
    expect(preview.statusCode).toBe(200);
    const { url } = preview.json() as { url: string };
    expect(url).toMatch(/^\/preview\/[\w-]{22}$/);
    const page = await app.inject({ url, headers: { host: HOST } });
    expect(page.body).toContain('Preview only: GST in a day');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(readFileSync(join(configDir, 'pages/gst.json'), 'utf8')).not.toContain('Preview only');
  });
});
