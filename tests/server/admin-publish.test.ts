// Publishing from the back office with the real build and a real git repository (temporary): a draft
// published is committed with its author and served at once; a draft the validator refuses, a draft
// whose file changed meanwhile, and a git failure change nothing; an earlier version is restored by a
// new commit; who may publish is checked. The repository holds the small site (small-site.ts): a publish
// that renders every page again (the menus) renders 24 pages, not 300.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { contentStoreFor } from '../../server/db/open-store.ts';
import type { ContentStore } from '../../server/db/content-store.ts';
import { gitBlobId } from '../../admin/server/publish/files.ts';
import { Drafts } from '../../admin/server/drafts/drafts.ts';
import sharp from 'sharp';
import { adminApp, adminAppWith, call, HOST, seedUser, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';
import { tempDir } from './helpers.ts';
import { gitIn } from '../../scripts/content-repository.ts';
import { smallContentRepository } from './small-site.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const repo = tempDir('publish-repo-');
const configDir = join(repo, 'site-config');
// The project's own build cache: the first publish here is a cold build, and `npm run build` after the unit tests reuses its pages.
const cacheDir = join(ROOT_DIR, '.cache/build');
const git = gitIn(repo);
const gstFile = join(configDir, 'pages/gst.json');
const readGst = () => JSON.parse(readFileSync(gstFile, 'utf8'));
const basicPrice = (page: { blocks: { type: string; plans?: { price: number }[] }[] }) => page.blocks.find((b) => b.type === 'pricing-cards')!.plans![0]!.price;
const withBasicPrice = (price: unknown) => {
  const page = readGst();
  page.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans[0].price = price;
  return page;
};

let t: AdminTestApp & { cleanup(): Promise<void> };
let warm: MockInstance<Drafts['warm']>;
let content: ContentStore;
let publisher: SignedIn;
let editor: SignedIn;
let first: string;
const asha = { id: 'u-asha', name: 'Asha Rao', email: 'asha@filingbridge.in' };

/** A draft as the editor saves it: the value, and the blob of the live file it began from. */
async function draft(file: string, value: unknown, base = readFileSync(join(configDir, file))) {
  await content.saveDraft(file, JSON.stringify(value), gitBlobId(base), asha, Date.now());
}

async function servedGst(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/gst' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

beforeAll(async () => {
  smallContentRepository(repo);
  first = git('rev-parse', 'HEAD');
  ({
    t,
    sessions: [publisher, editor],
  } = await adminAppWith(
    { SITE_CONFIG_DIR: configDir, SITE_BUILD_CACHE_DIR: cacheDir },
    [
      { email: 'priya@filingbridge.in', name: 'Priya Shah', role: 'publisher' },
      { email: 'editor@filingbridge.in', role: 'editor' },
    ],
    [repo],
  ));
  // Listening, as a started server does: the validator is loaded and the site checked in the background
  // once the back office is first opened (the first review then finds it warm).
  warm = vi.spyOn(Drafts.prototype, 'warm');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  content = await contentStoreFor(t.store);
});
afterAll(() => t.cleanup());

describe('publishing a draft', () => {
  it('the validator is loaded and the live site checked once the back office is first opened, before the first review asks; public pages never load it', async () => {
    // A visitor's page: the back office's validator stays unloaded.
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warm).not.toHaveBeenCalled();
    // The sign-in page: answered at once, the check starts in the background, once however many requests follow.
    expect((await t.app.inject({ method: 'GET', url: '/admin/sign-in' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/admin/sign-in' })).statusCode).toBe(200);
    await vi.waitFor(() => expect(warm).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await expect(warm.mock.results[0]!.value).resolves.toBeUndefined();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('suggests a message in words, refuses an editor, and publishes for a publisher: committed with the author, served at once', async () => {
    expect(basicPrice(readGst())).toBe(1999);
    await draft('pages/gst.json', withBasicPrice(2099));

    const summary = await call(t.app, editor, 'GET', '/admin/api/publish/summary?files=pages/gst.json');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().message).toMatch(/^Page \/gst: .*Price.* 1,?999 → 2,?099$/);

    const refused = await call(t.app, editor, 'POST', '/admin/api/publish', { files: ['pages/gst.json'], message: 'GST price' });
    expect(refused.statusCode).toBe(403);

    const res = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: ['pages/gst.json'], message: 'GST page: Basic plan price 1,999 → 2,099' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(body.pages).toContain('/gst');
    expect(git('log', '-1', '--format=%an <%ae>|%s')).toBe('Priya Shah <priya@filingbridge.in>|GST page: Basic plan price 1,999 → 2,099');
    // Asha made the change, Priya published it: the version says both (the trailer line keeps Asha).
    expect(git('log', '-1', '--format=%(trailers:key=Changed-by,valueonly)').trim()).toBe('Asha Rao <asha@filingbridge.in>');
    expect((await call(t.app, publisher, 'GET', `/admin/api/history/${body.commit}`)).json().version).toMatchObject({
      author: 'Priya Shah',
      changedBy: ['Asha Rao'],
      title: 'GST page: Basic plan price 1,999 → 2,099',
    });
    expect(git('rev-parse', 'HEAD')).toBe(body.commit);
    expect(git('status', '--porcelain')).toBe('');
    expect(basicPrice(readGst())).toBe(2099);
    // Only the price changed in the file (minimal diff).
    expect(git('diff', '--numstat', 'HEAD~1', 'HEAD')).toBe('1\t1\tsite-config/pages/gst.json');
    expect(await servedGst()).toContain('2,099');
    expect(await content.draft('pages/gst.json')).toBeNull();
    const data = t.config.dataDir;
    expect(existsSync(join(data, 'releases', readlinkSync(join(data, 'releases/current')), 'routes.json'))).toBe(true);
    expect((await content.publishedVersion())?.commit).toBe(body.commit);
  });

  it('refuses a draft the validator refuses, with its messages: nothing committed, the file and the served page unchanged', async () => {
    const head = git('rev-parse', 'HEAD');
    const before = readFileSync(gstFile);
    await draft('pages/gst.json', withBasicPrice('abc'));
    const res = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: ['pages/gst.json'], message: 'Broken' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error).toBe('invalid');
    expect(body.problems.length).toBeGreaterThan(0);
    expect(body.problems[0]).toMatchObject({ configFile: 'pages/gst.json', severity: 'error' });
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(readFileSync(gstFile).equals(before)).toBe(true);
    expect(await servedGst()).toContain('2,099');
    expect(await content.draft('pages/gst.json')).not.toBeNull();
    await content.deleteDrafts(['pages/gst.json']);
  });

  it("refuses a draft whose file a developer changed after it began, naming who and when; publishing over it is the user's choice", async () => {
    const base = readFileSync(gstFile);
    await draft('pages/gst.json', withBasicPrice(2199), base);
    writeFileSync(gstFile, JSON.stringify(withBasicPrice(2149), null, 2) + '\n');
    git('-c', 'user.name=Ravi Kumar', '-c', 'user.email=ravi@filingbridge.in', 'commit', '-q', '-am', 'GST price from the developers');
    const res = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: ['pages/gst.json'], message: 'Mine' });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.error).toBe('stale');
    expect(body.conflicts).toHaveLength(1);
    expect(body.conflicts[0]).toMatchObject({ file: 'pages/gst.json', changedBy: 'Ravi Kumar' });
    expect(body.conflicts[0].live).toContain('2149');
    expect(body.conflicts[0].draft).toContain('2199');
    expect(Math.abs(Date.parse(body.conflicts[0].changedAt) - Date.now())).toBeLessThan(10 * 60_000);

    const mine = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: ['pages/gst.json'], message: 'Mine', overwrite: ['pages/gst.json'] });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(basicPrice(readGst())).toBe(2199);
    expect(await servedGst()).toContain('2,199');
  });

  it('a git failure during the publish: 503 in words, the files put back, the old site still served', async () => {
    const head = git('rev-parse', 'HEAD');
    const before = readFileSync(gstFile);
    await draft('pages/gst.json', withBasicPrice(2299));
    writeFileSync(join(repo, '.git/index.lock'), '');
    try {
      const res = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: ['pages/gst.json'], message: 'Blocked' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('publish_failed');
      expect(res.json().message).toMatch(/The live site still shows the previous version\.$/);
    } finally {
      rmSync(join(repo, '.git/index.lock'));
    }
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(readFileSync(gstFile).equals(before)).toBe(true);
    expect(existsSync(join(t.config.dataDir, 'publish-journal.json'))).toBe(false);
    expect(await servedGst()).toContain('2,199');
    expect(await content.draft('pages/gst.json')).not.toBeNull();
    await content.deleteDrafts(['pages/gst.json']);
  });

  it('a disk failure while the new version is built: 503 in words, the files put back, the old site still served', async () => {
    const head = git('rev-parse', 'HEAD');
    const before = readFileSync(gstFile);
    await draft('pages/gst.json', withBasicPrice(2349));
    // The releases folder cannot be made (a file stands where it goes).
    const releases = join(t.config.dataDir, 'releases');
    renameSync(releases, `${releases}.away`);
    writeFileSync(releases, 'not a folder');
    try {
      const res = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: ['pages/gst.json'], message: 'Disk trouble' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^The new files could not be written: .* The live site still shows the previous version\.$/);
    } finally {
      rmSync(releases);
      renameSync(`${releases}.away`, releases);
    }
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(readFileSync(gstFile).equals(before)).toBe(true);
    expect(await servedGst()).toContain('2,199');
    await content.deleteDrafts(['pages/gst.json']);
  });

  it('bad input is a 400 with a message per field', async () => {
    const res = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: ['../package.json', '--force'], message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      files: "These are not files of the site's content: ../package.json, --force.",
      message: 'The message is required.',
    });
    const missing = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: ['pages/about.json'], message: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.files).toBe('There is no draft of pages/about.json (it may have been published or discarded meanwhile); reload the editor.');
  });
});

describe('pictures', () => {
  it('an uploaded picture is published into git without its metadata, with the content', async () => {
    const photo = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#204080' } })
      .withExif({ IFD0: { Artist: 'Asha Rao' } })
      .jpeg()
      .toBuffer();
    const up = await t.app.inject({
      method: 'POST',
      url: '/admin/api/pictures?name=team/asha-rao.jpg',
      payload: photo,
      headers: { host: HOST, 'sec-fetch-site': 'same-origin', origin: `http://${HOST}`, 'content-type': 'image/jpeg', cookie: editor.cookie, 'x-csrf-token': editor.csrf },
    });
    expect(up.statusCode, up.body).toBe(201);
    // Listed on Publishing by its name, without a link into the editor (a picture has no screen there).
    const listed = await call(t.app, editor, 'GET', '/admin/api/publish/drafts');
    expect(listed.json().drafts).toContainEqual(expect.objectContaining({ file: 'images/team/asha-rao.jpg', title: 'Picture team/asha-rao.jpg', change: 'New', editHref: null }));
    const res = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: ['images/team/asha-rao.jpg'], message: 'A photo of Asha' });
    expect(res.statusCode, res.body).toBe(200);
    expect(git('show', '--name-status', '--format=%s', 'HEAD')).toBe('A photo of Asha\n\nA\tsite-config/images/team/asha-rao.jpg');
    const committed = execFileSync('git', ['show', 'HEAD:site-config/images/team/asha-rao.jpg'], { cwd: repo });
    expect((await sharp(committed).metadata()).exif).toBeUndefined();
  });
});

/** Who made the versions after the first, newest first: the picture (the editor's upload), Asha's price published over Ravi's, Ravi's commit, Asha's price. */
const RESTORE_LATER = ['editor (published by Priya Shah)', 'Asha Rao (published by Priya Shah)', 'Ravi Kumar (published by Ravi Kumar)', 'Asha Rao (published by Priya Shah)'];
const RESTORE_AUTHORS = ['editor', 'Asha Rao', 'Ravi Kumar'];

describe('restoring a version', () => {
  it("publishes a new commit that brings the first version back, served at once; a draft begun before is then refused as another user's change", async () => {
    // Before: the question names who made the later changes (the drafts' authors: Asha; the picture's
    // uploader; the developer), never Priya, who only pressed Publish.
    const question = (await call(t.app, publisher, 'GET', `/admin/api/history/${first}/restore`)).json();
    expect(question.authors).toEqual(RESTORE_AUTHORS);
    expect(question.later.map((v: { author: string; changedBy: string[] }) => `${v.changedBy.join(' and ')} (published by ${v.author})`)).toEqual(RESTORE_LATER);
    // Asha's draft of the page as it is now, then Priya restores the first version.
    await draft('pages/gst.json', withBasicPrice(2599));
    const res = await call(t.app, publisher, 'POST', `/admin/api/history/${first}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Restore the version of .* by Dev Team: The site$/);
    expect(git('log', '-1', '--format=%an|%s')).toMatch(/^Priya Shah\|Restore the version of/);
    expect(basicPrice(readGst())).toBe(1999);
    expect(git('diff', first, 'HEAD', '--', 'site-config')).toBe('');
    expect(git('ls-files', 'site-config/images')).toBe('');
    expect(await servedGst()).toContain('1,999');
    const stale = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: ['pages/gst.json'], message: 'Asha’s price' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflicts[0]).toMatchObject({ file: 'pages/gst.json', title: 'Page /gst', changedBy: 'Priya Shah' });
    await content.deleteDrafts(['pages/gst.json']);
    expect((await call(t.app, editor, 'POST', `/admin/api/history/${first}/restore`)).statusCode).toBe(403);
    expect((await call(t.app, publisher, 'POST', `/admin/api/history/${'0'.repeat(40)}/restore`)).statusCode).toBe(404);
  });
});

describe('publishing at a date and time (IST)', () => {
  it('keeps a scheduled publish across a restart and publishes it when due, as the person who scheduled it', async () => {
    const dataDir = tempDir('publish-schedule-');
    const env = { SITE_CONFIG_DIR: configDir, SITE_BUILD_CACHE_DIR: cacheDir, DATA_DIR: dataDir, CONTENT_SYNC_MS: '1000' };
    const before = await adminApp(env);
    try {
      await seedUser(before.office, before.clock, { email: 'meera@filingbridge.in', name: 'Meera Iyer', role: 'publisher' });
      const meera = (await signIn(before.app, 'meera@filingbridge.in'))!;
      const store = await contentStoreFor(before.store);
      const live = readFileSync(gstFile);
      await store.saveDraft('pages/gst.json', JSON.stringify(withBasicPrice(2499)), gitBlobId(live), asha, Date.now());
      // The clock says 25 Nov 2026, 3:30 pm in India.
      const past = await call(before.app, meera, 'POST', '/admin/api/publish/schedule', { files: ['pages/gst.json'], message: 'New prices', at: '2026-11-25T15:00' });
      expect(past.json().fields.at).toBe('Publish at must be later than now (25 Nov 2026, 3:30 pm, India time).');
      const bad = await call(before.app, meera, 'POST', '/admin/api/publish/schedule', { files: ['pages/gst.json'], message: 'New prices', at: '2026-11-31T09:00' });
      expect(bad.json().fields.at).toBe('Publish at must be a date and time like 2027-04-01T09:00 (India time).');
      const res = await call(before.app, meera, 'POST', '/admin/api/publish/schedule', { files: ['pages/gst.json'], message: 'New prices from 4 pm', at: '2026-11-25T16:00' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().scheduled).toMatchObject({ status: 'waiting', files: ['pages/gst.json'], publishAtIst: '25 Nov 2026, 4:00 pm', message: 'New prices from 4 pm' });
      expect(await store.draft('pages/gst.json')).toBeNull();
    } finally {
      await before.cleanup();
    }

    // Started again after 4 pm India time (10:30 UTC).
    const after = await adminApp(env, { now: () => new Date('2026-11-25T10:31:00Z') });
    try {
      for (const started = Date.now(); !(await after.app.inject({ method: 'GET', url: '/gst' })).body.includes('2,499'); ) {
        if (Date.now() - started > 90_000) throw new Error(`the scheduled publish did not run:\n${after.logs.slice(-20).join('\n')}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(git('log', '-1', '--format=%an|%s')).toBe('Meera Iyer|New prices from 4 pm');
      // Who made the draft is kept with the scheduled publish (across the restart) and named in the version.
      expect(git('log', '-1', '--format=%(trailers:key=Changed-by,valueonly)').trim()).toBe('Asha Rao <asha@filingbridge.in>');
      const meera = (await signIn(after.app, 'meera@filingbridge.in'))!;
      const list = await call(after.app, meera, 'GET', '/admin/api/publish/schedule');
      expect(list.json().scheduled).toEqual([expect.objectContaining({ status: 'published', result: git('rev-parse', 'HEAD'), files: ['pages/gst.json'] })]);
    } finally {
      await after.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a scheduled publish and its author', () => {
  const scheduleAs = async (who: SignedIn, file: string, message: string) => {
    await draft(file, { ...JSON.parse(readFileSync(join(configDir, file), 'utf8')) });
    const res = await call(t.app, who, 'POST', '/admin/api/publish/schedule', { files: [file], message, at: '2026-11-25T23:00' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await content.draft(file)).toBeNull();
    return res.json<{ scheduled: { id: string } }>().scheduled.id;
  };
  const entryOf = async (id: string) => (await content.listScheduled()).find((e) => e.id === id)!;

  it('is cancelled, with the reason on the Publishing page and its drafts back, when an administrator disables its author or takes away publishing', async () => {
    const admin = await seedUser(t.office, t.clock, { email: 'boss@filingbridge.in', name: 'Boss', role: 'admin', totp: true });
    const ravi = await seedUser(t.office, t.clock, { email: 'ravi@filingbridge.in', name: 'Ravi Kumar', role: 'publisher' });
    const kiran = await seedUser(t.office, t.clock, { email: 'kiran@filingbridge.in', name: 'Kiran Das', role: 'publisher' });
    const boss = await signIn(t.app, admin.email, { totpSecret: admin.totpSecret, clock: t.clock });
    const byRavi = await scheduleAs(await signIn(t.app, ravi.email), 'pages/about.json', 'About page');
    const byKiran = await scheduleAs(await signIn(t.app, kiran.email), 'pages/careers.json', 'Careers page');
    const byPriya = await scheduleAs(publisher, 'pages/contact.json', 'Contact page');

    const disabled = await call(t.app, boss, 'POST', `/admin/api/users/${ravi.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().message).toContain('1 scheduled publish was cancelled; the drafts are back on the Publishing page.');
    const demoted = await call(t.app, boss, 'PATCH', `/admin/api/users/${kiran.id}`, { role: 'editor' });
    expect(demoted.statusCode, demoted.body).toBe(200);

    const list = (await call(t.app, publisher, 'GET', '/admin/api/publish/schedule')).json<{ scheduled: { id: string; status: string; result: string | null }[] }>().scheduled;
    expect(list.find((e) => e.id === byRavi)).toMatchObject({
      status: 'failed',
      result: expect.stringMatching(/^Cancelled on 25 Nov 2026, 3:30 pm \(India time\): Ravi Kumar’s account was disabled\. Its drafts are back/),
    });
    expect(list.find((e) => e.id === byKiran)).toMatchObject({ status: 'failed', result: expect.stringContaining('Kiran Das’s role was changed to one that does not publish') });
    expect(list.find((e) => e.id === byPriya)).toMatchObject({ status: 'waiting', result: null });
    // The editor opening a file with a waiting change is told (its draft left the list when it was scheduled).
    const files = (await call(t.app, publisher, 'GET', '/admin/api/editor/files')).json<{ scheduled: unknown[] }>();
    expect(files.scheduled).toEqual([{ file: 'pages/contact.json', at: Date.parse('2026-11-25T23:00+05:30'), by: 'Priya Shah' }]);
    const drafts = (await call(t.app, publisher, 'GET', '/admin/api/publish/drafts')).json<{ drafts: { file: string }[] }>().drafts.map((d) => d.file);
    expect(drafts).toEqual(expect.arrayContaining(['pages/about.json', 'pages/careers.json']));
    expect(drafts).not.toContain('pages/contact.json');
    // Enabled again, nothing comes back to life.
    expect((await call(t.app, boss, 'POST', `/admin/api/users/${ravi.id}/enable`)).statusCode).toBe(200);
    expect((await entryOf(byRavi)).status).toBe('failed');
    expect((await call(t.app, boss, 'DELETE', `/admin/api/publish/schedule/${byPriya}`)).statusCode).toBe(200);
  });

  it('is not run when its author may no longer publish by the time it is due (changed outside the users screen): refused, the reason recorded', async () => {
    const sunil = await seedUser(t.office, t.clock, { email: 'sunil@filingbridge.in', name: 'Sunil Rao', role: 'publisher' });
    const id = await scheduleAs(await signIn(t.app, sunil.email), 'pages/enquiry.json', 'Enquiry page');
    // The command line (or another instance) takes publishing away: nothing cancels the schedule then.
    await t.office.updateUser(sunil.id, { role: 'editor' }, t.clock.now());
    const head = git('rev-parse', 'HEAD');
    t.clock.advance(8 * 3_600_000);
    for (const started = Date.now(); (await entryOf(id)).status === 'waiting' || (await entryOf(id)).status === 'running'; ) {
      if (Date.now() - started > 60_000) throw new Error('the due schedule was not taken up');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await entryOf(id)).toMatchObject({ status: 'failed', result: expect.stringContaining('Sunil Rao’s role (Editor) no longer publishes') });
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(await content.draft('pages/enquiry.json')).not.toBeNull();
  });
});

// People of their own: the tests above end sessions (the clock moves on, roles change).
let nisha: SignedIn;
let dev: SignedIn;
let seeded = false;
async function signInAfresh() {
  if (!seeded) {
    await seedUser(t.office, t.clock, { email: 'nisha@filingbridge.in', name: 'Nisha Menon', role: 'publisher' });
    await seedUser(t.office, t.clock, { email: 'dev@filingbridge.in', role: 'editor' });
    seeded = true;
  }
  nisha = (await signIn(t.app, 'nisha@filingbridge.in'))!;
  dev = (await signIn(t.app, 'dev@filingbridge.in'))!;
}

describe('drafts that depend on each other', () => {
  it("refuses a menu's link to a page that is still a draft in staff's words, names the page, and publishes both together", async () => {
    await signInAfresh();
    const nav = JSON.parse(readFileSync(join(configDir, 'navigation.json'), 'utf8'));
    nav.links.push({ label: 'Tax help', href: '/tax-help' });
    await draft('navigation.json', nav);
    const page = JSON.parse(readFileSync(join(configDir, 'pages/tool-gstin-checker.json'), 'utf8'));
    page.paths = ['/tax-help'];
    page.title = 'Tax help: ask us anything | FilingBridge';
    await content.saveDraft('pages/tax-help.json', JSON.stringify(page), null, asha, Date.now());
    const head = git('rev-parse', 'HEAD');

    // The review says what is needed before anything is pressed.
    const summary = await call(t.app, nisha, 'GET', '/admin/api/publish/summary?files=navigation.json');
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().together).toMatchObject({ files: [{ file: 'pages/tax-help.json', title: 'Page /tax-help' }] });
    expect(summary.json().together.problems.join('\n')).not.toMatch(/site-config/);
    // The page alone needs nothing.
    expect((await call(t.app, nisha, 'GET', '/admin/api/publish/summary?files=pages/tax-help.json')).json().together).toBeNull();

    const alone = await call(t.app, nisha, 'POST', '/admin/api/publish', { files: ['navigation.json'], message: 'Tax help in the menu' });
    expect(alone.statusCode).toBe(422);
    expect(alone.json()).toMatchObject({ error: 'needs_drafts', needs: [{ file: 'pages/tax-help.json', title: 'Page /tax-help' }] });
    expect(alone.json().message).toBe('Nothing was published: Menus needs Page /tax-help, which is still a draft. Publish them together.');
    // In staff's words (the validator's own line stays only as the editor's tooltip, `text`).
    expect(alone.json().problems.map((p: { message: string }) => p.message)).toEqual([
      'link 2 \'Tax help\': The link "/tax-help" goes to no page — check the address, or make a page with that address (New page, in Edit the site)',
    ]);
    expect(git('rev-parse', 'HEAD')).toBe(head);

    const both = await call(t.app, nisha, 'POST', '/admin/api/publish', { files: ['navigation.json', 'pages/tax-help.json'], message: summary.json().together.message });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().pages).toContain('/tax-help');
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(['site-config/navigation.json', 'site-config/pages/tax-help.json']);
  });
});

describe('taking over a file someone left open', () => {
  it('a publisher ends the other lease (audited); the other tab is told on its next renewal; an editor may not', async () => {
    await signInAfresh();
    const lease = await content.takeLease('pages/about.json', asha, t.clock.now(), 90_000);
    expect(lease.holder.id).toBe(asha.id);
    expect((await call(t.app, dev, 'POST', '/admin/api/publish/take-over', { file: 'pages/about.json' })).statusCode).toBe(403);
    const bad = await call(t.app, nisha, 'POST', '/admin/api/publish/take-over', { file: '../etc/passwd' });
    expect(bad.statusCode).toBe(400);
    const res = await call(t.app, nisha, 'POST', '/admin/api/publish/take-over', { file: 'pages/about.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('You took over from Asha Rao: you can edit it now. Their unsaved edits in their tab were not saved.');
    expect((await content.leases(t.clock.now())).find((l) => l.file === 'pages/about.json')?.holder.name).toBe('Nisha Menon');
    const audit = await t.office.listAudit({ offset: 0, limit: 5, action: 'draft.take-over' });
    expect(audit.entries[0]).toMatchObject({ action: 'draft.take-over', target: 'pages/about.json' });
    // Asha's tab renews: refused, and told who took over.
    const { Drafts } = await import('../../admin/server/drafts/drafts.ts');
    const renewal = await new Drafts(configDir, content, () => t.clock.now()).takeLease('pages/about.json', asha);
    expect(renewal).toMatchObject({ mine: false, holder: 'Nisha Menon', takenOver: true });
    expect(renewal.message).toMatch(/^Nisha Menon took over this page from you on .*\. Your unsaved edits in this tab were not saved\./);
  });
});
