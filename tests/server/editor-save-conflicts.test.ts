// Two tabs, one file (issue 38): every save carries the version its edits were loaded from, and a save made
// from an older version is refused (409) in words — who saved the newer one and when — until the person
// explicitly saves over it (the newer version as the base). The same routes on both hosts: the back office
// (drafts) and `npm run edit` (the files). Config folders are copies.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { createLocalEditor } from '../../editor/server/app.ts';
import { conflictMessage, oneAtATime, versionOf, whenInWords } from '../../admin/server/drafts/versions.ts';
import { adminAppWith, call, editorVersion, gstWith, priceIn, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';

const root = mkdtempSync(join(tmpdir(), 'editor-conflicts-'));
const officeDir = join(root, 'office-config');
const localDir = join(root, 'local-config');
cpSync(join(ROOT_DIR, 'site-config'), officeDir, { recursive: true });
cpSync(join(ROOT_DIR, 'site-config'), localDir, { recursive: true });
const gstText = readFileSync(join(ROOT_DIR, 'site-config/pages/gst.json'), 'utf8');
const HI_GST = 'translations/hi/pages/gst.json';
const BASE_REQUIRED =
  'Base must be the version of the file the changes were made on, as the editor was given it with the file ("none" for a new file): without it a save could replace a newer version unseen.';

let t: AdminTestApp & { cleanup(): Promise<void> };
let ravi: SignedIn;
let raviAgain: SignedIn;
let asha: SignedIn;

beforeAll(async () => {
  ({
    t,
    sessions: [ravi, asha],
  } = await adminAppWith(
    { SITE_CONFIG_DIR: officeDir },
    [
      { email: 'ravi@filingbridge.in', name: 'Ravi Kumar', role: 'editor' },
      { email: 'asha@filingbridge.in', name: 'Asha Rao', role: 'editor' },
    ],
    [root],
  ));
  // Ravi in two tabs: two sessions of one person.
  raviAgain = await signIn(t.app, 'ravi@filingbridge.in');
}, 60_000);
afterAll(() => t.cleanup());

const versionIn = (session: SignedIn, file: string) => editorVersion(t.app, session, file);

describe('the back office: a save made from an older version of a file', () => {
  it('is refused with who saved the newer one and when, in another tab; an explicit save over it succeeds', async () => {
    // Both tabs open /gst (the clock: 25 Nov 2026, 3:30 pm IST).
    const opened = await versionIn(ravi, 'pages/gst.json');
    expect(opened).toBe(versionOf(gstText));
    expect(await versionIn(raviAgain, 'pages/gst.json')).toBe(opened);

    // Tab A saves at 4:05 pm IST (every session used on the way: sessions end after 30 idle minutes).
    t.clock.advance(20 * 60_000);
    for (const session of [ravi, raviAgain, asha]) await versionIn(session, 'pages/gst.json');
    t.clock.advance(15 * 60_000);
    const a = await call(t.app, ravi, 'POST', '/admin/api/editor/save', { file: 'pages/gst.json', data: gstWith(2199), base: opened });
    expect(a.statusCode).toBe(200);
    expect(a.json().version).toBe(versionOf(a.json().text));
    expect(a.json().version).not.toBe(opened);

    // Tab B saves what it typed on the version it opened: refused, and A's draft is untouched.
    t.clock.advance(60_000);
    const b = await call(t.app, raviAgain, 'POST', '/admin/api/editor/save', { file: 'pages/gst.json', data: gstWith(2299), base: opened });
    expect(b.statusCode).toBe(409);
    expect(b.json()).toEqual({
      error: 'conflict',
      message: 'This page changed since you opened it: saved by Ravi Kumar at 4:05 pm IST in another tab.',
      problems: [],
      conflict: { version: a.json().version, by: 'Ravi Kumar', at: Date.parse('2026-11-25T10:35:00Z'), mine: true },
    });
    expect(priceIn((await call(t.app, ravi, 'GET', '/admin/api/editor/files')).json().files.find((f: { file: string }) => f.file === 'pages/gst.json').text)).toBe(2199);

    // "Save yours over theirs": the version B was told of as its base.
    const over = await call(t.app, raviAgain, 'POST', '/admin/api/editor/save', { file: 'pages/gst.json', data: gstWith(2299), base: b.json().conflict.version });
    expect(over.statusCode).toBe(200);
    expect(priceIn(over.json().text)).toBe(2299);
    // Tab A, still on its own version, is now the one refused.
    const late = await call(t.app, ravi, 'POST', '/admin/api/editor/save', { file: 'pages/gst.json', data: gstWith(2399), base: a.json().version });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This page changed since you opened it: saved by Ravi Kumar at 4:06 pm IST in another tab.');
  });

  it('names a colleague without "another tab", a translation as a translation, and a draft gone since', async () => {
    const opened = await versionIn(asha, HI_GST);
    const hindi = JSON.parse(readFileSync(join(officeDir, HI_GST), 'utf8'));
    const translation = await call(t.app, asha, 'POST', '/admin/api/editor/translation', { file: HI_GST });
    expect(translation.json().version).toBe(opened);
    const saved = await call(t.app, asha, 'POST', '/admin/api/editor/save', { file: HI_GST, data: { ...hindi, reviewed: true }, base: opened });
    expect(saved.statusCode).toBe(200);
    await call(t.app, asha, 'POST', '/admin/api/editor/lease/release', { file: HI_GST });
    // Ravi opened the translation before Asha saved it (his lease comes once hers is released).
    const refused = await call(t.app, ravi, 'POST', '/admin/api/editor/save', { file: HI_GST, data: { ...hindi, reviewed: false }, base: opened });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This translation changed since you opened it: saved by Asha Rao at 4:06 pm IST.');
    expect(refused.json().conflict.mine).toBe(false);

    // The draft is discarded: a save from the draft's version is told the draft is gone.
    await call(t.app, ravi, 'POST', '/admin/api/editor/discard', { files: [HI_GST] });
    const gone = await call(t.app, ravi, 'POST', '/admin/api/editor/save', { file: HI_GST, data: { ...hindi, reviewed: false }, base: saved.json().version });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('This translation changed since you opened it: the draft it was opened from has been published or discarded since.');
    // The translation screen's version is the live one again.
    expect((await call(t.app, ravi, 'POST', '/admin/api/editor/translation', { file: HI_GST })).json().version).toBe(opened);
    await call(t.app, ravi, 'POST', '/admin/api/editor/lease/release', { file: HI_GST });
  });

  it('refuses a base that is no short text with the field’s message', async () => {
    const res = await call(t.app, ravi, 'POST', '/admin/api/editor/save', { file: 'pages/gst.json', data: gstWith(2199), base: 'x'.repeat(65) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.base).toBe(BASE_REQUIRED);
  });

  it('refuses a save without a base (a script’s) in words naming the field, and keeps the draft as it was', async () => {
    const before = await editorVersion(t.app, ravi, 'pages/gst.json');
    const res = await call(t.app, ravi, 'POST', '/admin/api/editor/save', { file: 'pages/gst.json', data: gstWith(2999) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', message: BASE_REQUIRED, fields: { base: BASE_REQUIRED } });
    expect(await editorVersion(t.app, ravi, 'pages/gst.json')).toBe(before);
  });
});

describe('npm run edit: the same check over the files', () => {
  const PORT = 5998;
  const HOST = `127.0.0.1:${PORT}`;
  const bundleDir = join(root, 'edit');
  mkdirSync(bundleDir, { recursive: true });
  writeFileSync(join(bundleDir, 'admin.html'), '<!doctype html><html lang="en"><head><title>Site editor</title></head><body></body></html>');
  const { app, token } = createLocalEditor({ configDir: localDir, port: PORT, bundleDir, distDir: join(root, 'dist'), token: 'test-token' });
  const api = (url: string, payload?: unknown) =>
    app.inject({ method: payload ? 'POST' : 'GET', url, payload: payload as object, headers: { host: HOST, 'x-editor-token': token } });
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('refuses the second tab’s save (saved in another tab), then saves over it when asked; a file changed on disk is named so', async () => {
    const opened = (await api('/api/files')).json().files.find((f: { file: string }) => f.file === 'pages/gst.json').version;
    const a = await api('/api/save', { file: 'pages/gst.json', data: gstWith(2199), base: opened });
    expect(a.statusCode).toBe(200);
    const b = await api('/api/save', { file: 'pages/gst.json', data: gstWith(2299), base: opened });
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toMatch(/^This page changed since you opened it: saved at \d{1,2}:\d{2} (am|pm) IST in another tab\.$/);
    expect(priceIn(readFileSync(join(localDir, 'pages/gst.json'), 'utf8'))).toBe(2199);
    const over = await api('/api/save', { file: 'pages/gst.json', data: gstWith(2299), base: b.json().conflict.version });
    expect(over.statusCode).toBe(200);
    expect(priceIn(readFileSync(join(localDir, 'pages/gst.json'), 'utf8'))).toBe(2299);

    // Another program (an editor, git) writes the file: the save is refused as a change outside the editor.
    writeFileSync(join(localDir, 'pages/gst.json'), JSON.stringify(gstWith(2499), null, 2));
    const outside = await api('/api/save', { file: 'pages/gst.json', data: gstWith(2599), base: over.json().version });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toMatch(/^This page changed since you opened it: its file was changed outside the editor at \d{1,2}:\d{2} (am|pm) IST\.$/);

    // A save without a base is refused in words, and the file stays as it was.
    const unchecked = await api('/api/save', { file: 'pages/gst.json', data: gstWith(2699) });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().fields).toEqual({ base: BASE_REQUIRED });
    expect(priceIn(readFileSync(join(localDir, 'pages/gst.json'), 'utf8'))).toBe(2499);
  });
});

describe('the words and the queue', () => {
  const now = Date.parse('2026-11-25T10:40:00Z');
  it('says the day when it was not today in India', () => {
    expect(whenInWords(Date.parse('2026-11-25T10:35:00Z'), now)).toBe('at 4:05 pm IST');
    expect(whenInWords(Date.parse('2026-11-24T18:29:00Z'), now)).toBe('on 24 Nov 2026 at 11:59 pm IST');
    expect(conflictMessage('site.json', { version: 'v', how: 'deleted', by: 'Asha Rao', at: Date.parse('2026-11-25T04:00:00Z'), mine: false }, now)).toBe(
      'This part of the site changed since you opened it: deleted by Asha Rao at 9:30 am IST (a draft until it is published).',
    );
  });

  it('runs one save of a file at a time, and others at once', async () => {
    const queue = oneAtATime();
    const order: string[] = [];
    const step = (name: string, ms: number) => () => new Promise<void>((done) => setTimeout(() => done(void order.push(name)), ms));
    await Promise.all([queue('a', step('a1', 30)), queue('a', step('a2', 0)), queue('b', step('b1', 10))]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
  });
});
