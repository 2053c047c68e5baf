// A picture uploaded in the back office is a draft (images/…) until it is published; the editor's checks
// and previews must see it already: a page draft naming it is saved (no "not in site-config/images/"),
// and the preview shows it. The config folder is a copy; nothing here may write it.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { adminApp, call, editorVersion, HOST, seedUser, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';

const root = mkdtempSync(join(tmpdir(), 'admin-editor-pictures-'));
const configDir = join(root, 'site-config');
cpSync(join(ROOT_DIR, 'site-config'), configDir, { recursive: true });
const gstText = readFileSync(join(configDir, 'pages/gst.json'), 'utf8');
const livePicture = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();

let t: AdminTestApp & { cleanup(): Promise<void> };
let asha: SignedIn;

/** The GST page with a picture in its first section (the hero). */
const gstWithPicture = (src: string) => {
  const gst = JSON.parse(gstText);
  gst.blocks.find((b: { type: string }) => b.type === 'hero').image = { src, alt: 'Our office in Chennai' };
  return gst;
};

beforeAll(async () => {
  // One published picture in a folder of the live config.
  mkdirSync(join(configDir, 'images', 'team'), { recursive: true });
  writeFileSync(join(configDir, 'images', 'team', 'live-photo.png'), await livePicture());
  t = await adminApp({ SITE_CONFIG_DIR: configDir });
  await seedUser(t.office, t.clock, { email: 'asha@filingbridge.in', name: 'Asha Rao', role: 'editor' });
  asha = await signIn(t.app, 'asha@filingbridge.in');
}, 60_000);
afterAll(async () => {
  await t.cleanup();
  rmSync(root, { recursive: true, force: true });
});

const upload = (name: string, bytes: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/pictures?name=${encodeURIComponent(name)}`,
    payload: bytes,
    headers: { host: HOST, 'sec-fetch-site': 'same-origin', origin: `http://${HOST}`, 'content-type': 'image/png', cookie: asha.cookie, 'x-csrf-token': asha.csrf },
  });

describe('a drafted picture in the editor', () => {
  it('is refused before it is uploaded, then checked, saved and previewed as a draft', async () => {
    const before = await call(t.app, asha, 'POST', '/admin/api/editor/save', {
      file: 'pages/gst.json',
      data: gstWithPicture('team/chennai-office.png'),
      base: await editorVersion(t.app, asha, 'pages/gst.json'),
    });
    expect(before.statusCode).toBe(422);
    expect(before.json().problems.map((p: { message: string }) => p.message)).toContainEqual(
      expect.stringContaining('the picture "team/chennai-office.png" is not in site-config/images/'),
    );

    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const uploaded = await upload('team/chennai-office.png', png);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ file: 'images/team/chennai-office.png', src: 'team/chennai-office.png' });

    const check = await call(t.app, asha, 'POST', '/admin/api/editor/check', { files: { 'pages/gst.json': gstWithPicture('team/chennai-office.png') } });
    expect(check.statusCode).toBe(200);
    expect(check.json().problems.filter((p: { message: string }) => p.message.includes('picture'))).toEqual([]);

    const saved = await call(t.app, asha, 'POST', '/admin/api/editor/save', {
      file: 'pages/gst.json',
      data: gstWithPicture('team/chennai-office.png'),
      base: await editorVersion(t.app, asha, 'pages/gst.json'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Saved as a draft — visitors do not see it yet.');

    const preview = await call(t.app, asha, 'POST', '/admin/api/editor/preview', { files: {}, path: '/gst' });
    expect(preview.statusCode, preview.body).toBe(200);
    const html = (await call(t.app, asha, 'GET', preview.json().url)).body;
    // The drafted picture, made into the site's sizes like any published one (640 × 400 as uploaded).
    // The live build does not have it yet: the preview's own address serves it, to signed-in editors.
    const img = html.match(/<img src="(\/admin\/preview\/images\/team-chennai-office-[0-9a-f]{12}-640\.jpg)"[^>]*alt="Our office in Chennai"[^>]*width="640" height="400"/);
    expect(img, 'the drafted picture in the preview').not.toBeNull();
    expect(html).toMatch(/srcSet="\/admin\/preview\/images\/team-chennai-office-[0-9a-f]{12}-320\.avif 320w, /);
    const served = await call(t.app, asha, 'GET', img![1]!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    expect((await call(t.app, undefined, 'GET', img![1]!)).statusCode).toBe(303);
    expect((await call(t.app, asha, 'GET', '/admin/preview/images/..%2Fsecret.jpg')).statusCode).toBe(404);

    // A name no draft and no file has is still refused.
    const other = await call(t.app, asha, 'POST', '/admin/api/editor/check', { files: { 'pages/gst.json': gstWithPicture('team/nobody.png') } });
    expect(other.json().problems.map((p: { message: string }) => p.message)).toContainEqual(expect.stringContaining('the picture "team/nobody.png" is not in site-config/images/'));
    // The published pictures are still there beside the drafted one.
    const live = await call(t.app, asha, 'POST', '/admin/api/editor/check', { files: { 'pages/gst.json': gstWithPicture('team/live-photo.png') } });
    expect(live.json().problems.filter((p: { message: string }) => p.message.includes('picture'))).toEqual([]);
    // The config folder is never written.
    expect(readdirSync(join(configDir, 'images'), { recursive: true }).sort()).toEqual(['team', 'team/live-photo.png']);
    expect(readFileSync(join(configDir, 'pages/gst.json'), 'utf8')).toBe(gstText);

    // Discarding the picture's draft: the page's draft names a picture there is not any more.
    const discarded = await call(t.app, asha, 'POST', '/admin/api/editor/discard', { files: ['images/team/chennai-office.png'] });
    expect(discarded.statusCode, discarded.body).toBe(200);
    const after = await call(t.app, asha, 'POST', '/admin/api/editor/check', { files: {} });
    expect(after.json().problems.map((p: { message: string }) => p.message)).toContainEqual(
      expect.stringContaining('the picture "team/chennai-office.png" is not in site-config/images/'),
    );
    const stillLive = await call(t.app, asha, 'POST', '/admin/api/editor/check', { files: { 'pages/gst.json': gstWithPicture('team/live-photo.png') } });
    expect(stillLive.json().problems.filter((p: { message: string }) => p.message.includes('picture'))).toEqual([]);
  });
});
