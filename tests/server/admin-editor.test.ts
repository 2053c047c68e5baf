// The editor's API in the back office (admin/server/drafts/, routes/editor.ts): drafts instead of files,
// checked by the site's own validator, leases naming who edits a page, previews rendered by the site's
// renderer for signed-in people only. The config folder is a copy; nothing here may ever write it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { gitBlobId } from '../../admin/server/publish/files.ts';
import { LEASE_TTL_MS } from '../../admin/server/drafts/drafts.ts';
import { adminAppWith, call, editorVersion, gstWith, type AdminTestApp, type SignedIn } from './admin-helpers.ts';
import { contentStoreFor } from '../../server/db/open-store.ts';
import type { ContentStore } from '../../server/db/content-store.ts';

const root = mkdtempSync(join(tmpdir(), 'admin-editor-'));
const configDir = join(root, 'site-config');
cpSync(join(ROOT_DIR, 'site-config'), configDir, { recursive: true });
const gstText = readFileSync(join(configDir, 'pages/gst.json'), 'utf8');
let content: ContentStore;

let t: AdminTestApp & { cleanup(): Promise<void> };
let asha: SignedIn;
let ravi: SignedIn;
let publisher: SignedIn;
let sales: SignedIn;

beforeAll(async () => {
  ({
    t,
    sessions: [asha, ravi, publisher, sales],
  } = await adminAppWith(
    { SITE_CONFIG_DIR: configDir },
    [
      { email: 'asha@filingbridge.in', name: 'Asha Rao', role: 'editor' },
      { email: 'ravi@filingbridge.in', name: 'Ravi Kumar', role: 'editor' },
      { email: 'pub@filingbridge.in', name: 'Priya Shah', role: 'publisher' },
      { email: 'sales@filingbridge.in', role: 'sales' },
    ],
    [root],
  ));
  content = await contentStoreFor(t.store);
}, 60_000);
afterAll(() => t.cleanup());

describe('git blob ids', () => {
  it('are what git hash-object prints', () => {
    const expected = execFileSync('git', ['hash-object', '--stdin'], { input: gstText, encoding: 'utf8' }).trim();
    expect(gitBlobId(Buffer.from(gstText))).toBe(expected);
    expect(gitBlobId(Buffer.alloc(0))).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
  });
});

describe('drafts', () => {
  it('lists the live files, the collections, and no drafts at first', async () => {
    const res = await call(t.app, asha, 'GET', '/admin/api/editor/files');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.files.map((f: { file: string }) => f.file)).toContain('pages/gst.json');
    expect(body.files.find((f: { file: string }) => f.file === 'pages/gst.json').text).toBe(gstText);
    expect(body.collections.map((c: { name: string }) => c.name)).toContain('updates');
    expect(body.drafts).toEqual([]);
  });

  it('saves a changed price as a draft with the live file’s blob — the config folder is not written', async () => {
    const res = await call(t.app, asha, 'POST', '/admin/api/editor/save', {
      file: 'pages/gst.json',
      data: gstWith(2499),
      base: await editorVersion(t.app, asha, 'pages/gst.json'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Saved as a draft — visitors do not see it yet.');
    expect(res.json().draft).toMatchObject({ file: 'pages/gst.json', title: 'Page /gst', deleted: false, added: false, updatedBy: 'Asha Rao', mine: true });
    expect(readFileSync(join(configDir, 'pages/gst.json'), 'utf8')).toBe(gstText);
    const draft = (await content.draft('pages/gst.json'))!;
    expect(draft.baseBlob).toBe(gitBlobId(Buffer.from(gstText)));
    // The smallest edit: one line differs from the live text.
    const changed = draft.data!.split('\n').filter((line, i) => line !== gstText.split('\n')[i]);
    expect(changed).toEqual(['          "price": 2499,']);
    // Everyone who edits sees the draft in place of the live file.
    const files = (await call(t.app, publisher, 'GET', '/admin/api/editor/files')).json();
    expect(files.files.find((f: { file: string }) => f.file === 'pages/gst.json').data.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans[0].price).toBe(2499);
    // The publisher's Publish dialog does not choose Asha's draft by itself: she has not asked for a review.
    expect(files.drafts).toEqual([expect.objectContaining({ file: 'pages/gst.json', title: 'Page /gst', updatedBy: 'Asha Rao', reviewRequestedBy: null, mine: false })]);
    expect((await call(t.app, asha, 'GET', '/admin/api/editor/files')).json().drafts).toEqual([expect.objectContaining({ file: 'pages/gst.json', mine: true })]);
  });

  it('refuses a draft the validator finds wrong, with the same problems the editor shows (422)', async () => {
    const res = await call(t.app, asha, 'POST', '/admin/api/editor/save', {
      file: 'pages/gst.json',
      data: gstWith('abc'),
      base: await editorVersion(t.app, asha, 'pages/gst.json'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'invalid', message: 'Not saved: 1 problem to fix first' });
    expect(res.json().problems).toEqual([expect.objectContaining({ configFile: 'pages/gst.json', severity: 'error', path: ['blocks', expect.any(Number), 'plans', 0, 'price'] })]);
    expect((await content.draft('pages/gst.json'))!.data).toContain('"price": 2499');
  });

  it('refuses file names outside the editor’s files with a message for the field (400)', async () => {
    for (const file of ['../secrets.json', 'pages/../site.json', 'pages/gst.txt', 'images/logo.json', 42]) {
      const res = await call(t.app, asha, 'POST', '/admin/api/editor/save', { file, data: {}, base: 'none' });
      expect(res.statusCode, String(file)).toBe(400);
      expect(res.json().fields.file).toMatch(/is not a file the editor may change/);
    }
    const notObject = await call(t.app, asha, 'POST', '/admin/api/editor/save', { file: 'site.json', data: [1], base: await editorVersion(t.app, asha, 'site.json') });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().message).toBe('The content to save must be a whole file (a JSON object).');
    const badFiles = await call(t.app, asha, 'POST', '/admin/api/editor/check', { files: 'site.json' });
    expect(badFiles.statusCode).toBe(400);
    expect(badFiles.json().fields.files).toBe('The changed files must be sent as an object of file → content.');
  });

  it('checks unsaved edits on top of the drafts', async () => {
    const clean = await call(t.app, asha, 'POST', '/admin/api/editor/check', { files: {} });
    expect(clean.statusCode).toBe(200);
    expect(clean.json().problems.filter((p: { severity: string }) => p.severity === 'error')).toEqual([]);
    const bad = await call(t.app, asha, 'POST', '/admin/api/editor/check', { files: { 'pages/gst.json': gstWith('') } });
    expect(
      bad
        .json()
        .problems.filter((p: { severity: string }) => p.severity === 'error')
        .map((p: { configFile: string }) => p.configFile),
    ).toEqual(['pages/gst.json']);
  });

  it('names who is editing a page to everyone else, and refuses their saves until the lease lapses', async () => {
    const mine = await call(t.app, asha, 'POST', '/admin/api/editor/lease', { file: 'pages/gst.json' });
    expect(mine.json()).toEqual({ file: 'pages/gst.json', holder: 'Asha Rao', mine: true, message: null });
    const theirs = await call(t.app, ravi, 'POST', '/admin/api/editor/lease', { file: 'pages/gst.json' });
    expect(theirs.json()).toEqual({
      file: 'pages/gst.json',
      holder: 'Asha Rao',
      mine: false,
      message: 'Asha Rao is editing this page. You can read it; your changes cannot be saved until they close it.',
    });
    const files = (await call(t.app, ravi, 'GET', '/admin/api/editor/files')).json();
    expect(files.leases).toEqual([{ file: 'pages/gst.json', holder: 'Asha Rao', mine: false, message: expect.stringContaining('Asha Rao is editing this page') }]);
    const refused = await call(t.app, ravi, 'POST', '/admin/api/editor/save', {
      file: 'pages/gst.json',
      data: gstWith(2599),
      base: await editorVersion(t.app, ravi, 'pages/gst.json'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Not saved: Asha Rao is editing this page. You can read it; your changes cannot be saved until they close it.');
    t.clock.advance(LEASE_TTL_MS + 1000);
    const taken = await call(t.app, ravi, 'POST', '/admin/api/editor/lease', { file: 'pages/gst.json' });
    expect(taken.json()).toMatchObject({ holder: 'Ravi Kumar', mine: true });
    const released = await call(t.app, ravi, 'POST', '/admin/api/editor/lease/release', { file: 'pages/gst.json' });
    expect(released.statusCode).toBe(200);
    expect((await call(t.app, asha, 'POST', '/admin/api/editor/lease', { file: 'pages/gst.json' })).json().mine).toBe(true);
  });

  it('asks for a review of a saved draft; a file without a draft cannot be reviewed', async () => {
    const res = await call(t.app, asha, 'POST', '/admin/api/editor/review', { files: ['pages/gst.json'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('A publisher has been asked to review your draft. It is not on the live site yet.');
    const files = (await call(t.app, publisher, 'GET', '/admin/api/editor/files')).json();
    expect(files.drafts[0]).toMatchObject({ reviewRequestedBy: 'Asha Rao', reviewRequestedAt: t.clock.now() });
    const none = await call(t.app, asha, 'POST', '/admin/api/editor/review', { files: ['pages/about.json'] });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('There is no saved draft to review: save your changes first.');
    const empty = await call(t.app, asha, 'POST', '/admin/api/editor/review', { files: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.files).toBe('Name at least one file (a list of file names).');
  });

  it('starts new pages and entries like npm run edit (not saved until their texts are written)', async () => {
    const page = await call(t.app, asha, 'POST', '/admin/api/editor/new-page', { path: '/producer-company-filing', title: 'Producer company filing' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ file: 'pages/producer-company-filing.json', data: { paths: ['/producer-company-filing'] } });
    expect(await content.draft('pages/producer-company-filing.json')).toBeNull();
    const taken = await call(t.app, asha, 'POST', '/admin/api/editor/new-page', { path: '/gst', title: 'GST again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The address /gst is already used by a page — open it from the list of pages, or pick another address');
    const entry = await call(t.app, asha, 'POST', '/admin/api/editor/new-entry', { collection: 'updates', title: 'New GST rates' });
    expect(entry.statusCode).toBe(200);
    expect(entry.json().file).toBe('updates/new-gst-rates.json');
    const noTitle = await call(t.app, asha, 'POST', '/admin/api/editor/new-page', { path: '/x-y' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Give the new page an address and a title.');
  });

  it('deletes a page as a draft, refused while anything links to it', async () => {
    const linked = await call(t.app, asha, 'POST', '/admin/api/editor/delete-page', { file: 'pages/gst.json' });
    expect(linked.statusCode).toBe(409);
    expect(linked.json().message).toMatch(/^Not deleted: \d+ places? still links? to this page — change them first$/);
    expect(linked.json().problems.length).toBeGreaterThan(0);
    const missing = await call(t.app, asha, 'POST', '/admin/api/editor/delete-page', { file: 'pages/nothing-here.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no such page.');
  });

  it('discards a draft: the live version is shown again — not while someone else has the file open', async () => {
    const held = await call(t.app, ravi, 'POST', '/admin/api/editor/discard', { files: ['pages/gst.json'] });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('Not discarded: Asha Rao is editing this page. You can read it; your changes cannot be saved until they close it.');
    const res = await call(t.app, asha, 'POST', '/admin/api/editor/discard', { files: ['pages/gst.json'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Draft discarded: the live version is shown again.');
    expect(await content.listDrafts()).toEqual([]);
    const again = await call(t.app, asha, 'POST', '/admin/api/editor/discard', { files: ['pages/gst.json'] });
    expect(again.statusCode).toBe(404);
  });

  it('a picture uploaded as a draft does not stop the editor: it is listed as a draft, the files and checks go on', async () => {
    await content.saveDraft('images/team/priya.png', JSON.stringify({ picture: 'iVBORw0KGgo=' }), null, { id: 'x', name: 'Priya Shah', email: 'p@filingbridge.in' }, t.clock.now());
    try {
      const files = await call(t.app, asha, 'GET', '/admin/api/editor/files');
      expect(files.statusCode).toBe(200);
      expect(files.json().files.map((f: { file: string }) => f.file)).not.toContain('images/team/priya.png');
      expect(files.json().drafts).toContainEqual(expect.objectContaining({ file: 'images/team/priya.png', title: 'Picture team/priya.png', added: true }));
      expect((await call(t.app, asha, 'POST', '/admin/api/editor/check', { files: {} })).statusCode).toBe(200);
    } finally {
      await content.deleteDrafts(['images/team/priya.png']);
    }
  });

  it('a new file saved as a draft has no base (it did not exist), and is listed as new', async () => {
    const about = JSON.parse(readFileSync(join(configDir, 'pages/about.json'), 'utf8'));
    const copy = { ...about, paths: ['/about-us-again'], title: 'About us, again' };
    const res = await call(t.app, asha, 'POST', '/admin/api/editor/save', {
      file: 'pages/about-us-again.json',
      data: copy,
      base: await editorVersion(t.app, asha, 'pages/about-us-again.json'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().draft).toMatchObject({ file: 'pages/about-us-again.json', title: 'Page /about-us-again', added: true, deleted: false });
    expect((await content.draft('pages/about-us-again.json'))!.baseBlob).toBeNull();
    // Deleting a page that exists only as a draft discards it.
    const gone = await call(t.app, asha, 'POST', '/admin/api/editor/delete-page', { file: 'pages/about-us-again.json' });
    expect(gone.json()).toEqual({ deleted: 'pages/about-us-again.json', message: 'The new page is discarded.' });
    expect(await content.draft('pages/about-us-again.json')).toBeNull();
  });

  it('a save equal to the live file leaves no draft', async () => {
    const res = await call(t.app, asha, 'POST', '/admin/api/editor/save', {
      file: 'pages/gst.json',
      data: JSON.parse(gstText),
      base: await editorVersion(t.app, asha, 'pages/gst.json'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ draft: null, message: 'No changes from the live site: there is no draft of this any more.' });
    expect(await content.listDrafts()).toEqual([]);
  });
});

describe('previews', () => {
  it('renders the draft with the site’s renderer, for signed-in editors only, marked noindex', async () => {
    await call(t.app, asha, 'POST', '/admin/api/editor/save', { file: 'pages/gst.json', data: gstWith(2499), base: await editorVersion(t.app, asha, 'pages/gst.json') });
    const res = await call(t.app, asha, 'POST', '/admin/api/editor/preview', { files: {}, path: '/gst' });
    expect(res.statusCode).toBe(200);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/admin\/preview\/[A-Za-z0-9_-]{22}$/);
    const page = await call(t.app, ravi, 'GET', url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain('₹2,499');
    expect(page.body).not.toContain('₹1,999');
    // Unsaved edits are previewed too.
    const unsaved = await call(t.app, asha, 'POST', '/admin/api/editor/preview', { files: { 'pages/gst.json': gstWith(2799) }, path: '/gst' });
    expect((await call(t.app, asha, 'GET', unsaved.json().url)).body).toContain('₹2,799');

    expect((await call(t.app, undefined, 'GET', url)).statusCode).toBe(303);
    expect((await call(t.app, sales, 'GET', url)).statusCode).toBe(403);
    expect((await call(t.app, asha, 'GET', '/admin/preview/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    t.clock.advance(10 * 60_000 + 1);
    const expired = await call(t.app, asha, 'GET', url);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe('This preview has expired (previews are kept for 10 minutes) — press Preview in the editor again.');
  }, 60_000);

  it("keeps its links inside the preview: a new update not yet published opens from the list page's link, as drafted", async () => {
    const source = JSON.parse(readFileSync(join(ROOT_DIR, 'site-config/updates/gstr-9-and-9c-fy-2025-26.json'), 'utf8'));
    const draft = { ...source, slug: 'preview-only-update', title: 'A rule change only drafted so far' };
    const res = await call(t.app, asha, 'POST', '/admin/api/editor/preview', { files: { 'updates/preview-only-update.json': draft }, path: '/updates' });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().url as string;
    const list = (await call(t.app, asha, 'GET', url)).body;
    // The list links to the drafted update inside the preview (the live site has no such page), and so do the menus.
    expect(list).toContain(`href="${url}/updates/preview-only-update"`);
    expect(list).not.toContain('href="/updates/preview-only-update"');
    expect(list).toContain(`href="${url}/gst"`);
    const entry = await call(t.app, ravi, 'GET', `${url}/updates/preview-only-update`);
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(entry.body).toContain('A rule change only drafted so far');
    expect(entry.body).toContain(`href="${url}/"`);
    const none = await call(t.app, asha, 'GET', `${url}/no-such-page`);
    expect(none.statusCode).toBe(404);
    expect(none.body).toBe('The drafts previewed here have no page at /no-such-page.');
    expect((await call(t.app, sales, 'GET', `${url}/gst`)).statusCode).toBe(403);
    const unknown = await call(t.app, asha, 'POST', '/admin/api/editor/preview', { files: {}, path: '/no-such-page' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.path).toBe('No page has the address /no-such-page.');
  }, 60_000);

  it('refuses a preview of content with errors, listing them, and a bad address', async () => {
    const res = await call(t.app, asha, 'POST', '/admin/api/editor/preview', { files: { 'pages/gst.json': gstWith('abc') }, path: '/gst' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The preview needs valid content: fix the problems first');
    expect(res.json().problems[0].configFile).toBe('pages/gst.json');
    const bad = await call(t.app, asha, 'POST', '/admin/api/editor/preview', { path: 'https://example.com/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.path).toBe('The page address must start with / and hold lowercase letters, digits, hyphens and slashes.');
  });
});

describe('who may edit', () => {
  it('sales people may not use the editor’s API; nobody signed out may', async () => {
    expect((await call(t.app, sales, 'GET', '/admin/api/editor/files')).statusCode).toBe(403);
    expect((await call(t.app, undefined, 'GET', '/admin/api/editor/files')).statusCode).toBe(401);
    expect((await call(t.app, sales, 'POST', '/admin/api/editor/save', { file: 'site.json', data: {} })).statusCode).toBe(403);
  });
});
