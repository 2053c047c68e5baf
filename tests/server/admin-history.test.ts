// The site's history in the back office: versions read from a real git repository (a temporary one
// here), newest first and paged, and one version's changes in the editor's words; who may see it is in
// admin-access.test.ts.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { rawChanges } from '../../admin/server/history/changes.ts';
import { HISTORY_UNAVAILABLE } from '../../admin/server/routes/history.ts';
import { adminApp, call, seedUser, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';

const repo = mkdtempSync(join(tmpdir(), 'history-'));
const configDir = join(repo, 'site-config');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const commit = (author: string, message: string) => {
  git('add', '-A');
  git('-c', `user.name=${author}`, '-c', `user.email=${author.split(' ')[0]!.toLowerCase()}@filingbridge.in`, 'commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
};
const ids: Record<string, string> = {};
let oldPhone = '';

let t: AdminTestApp & { cleanup(): Promise<void> };
let editor: SignedIn;
beforeAll(async () => {
  git('init', '-q');
  mkdirSync(join(configDir, 'pages'), { recursive: true });
  for (const file of ['site.json', 'navigation.json', 'pages/gst.json']) cpSync(join(ROOT_DIR, 'site-config', file), join(configDir, file));
  ids.first = commit('Asha Rao', 'The GST page and the menus');
  // A price changed and a question added in the middle of the FAQ: one line each.
  const gst = JSON.parse(readFileSync(join(configDir, 'pages/gst.json'), 'utf8'));
  const plans = gst.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans;
  plans[0].price = 2099;
  const faq = gst.blocks.find((b: { type: string }) => b.type === 'faq');
  faq.items.splice(1, 0, { question: 'Can I register without a shop?', answer: 'Yes, with your home address as the place of business.' });
  writeFileSync(join(configDir, 'pages/gst.json'), JSON.stringify(gst, null, 2) + '\n');
  ids.price = commit('Ravi Kumar', 'GST page: Basic plan price 1,999 → 2,099');
  // A commit outside the config folder is not a version of the site.
  writeFileSync(join(repo, 'notes.txt'), 'not content\n');
  ids.outside = commit('Dev Team', 'Build notes');
  mkdirSync(join(configDir, 'images'));
  writeFileSync(join(configDir, 'images/office.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  rmSync(join(configDir, 'navigation.json'));
  ids.picture = commit('Asha Rao', 'Office picture; menus removed');
  // A branch merged into the main line is one version: its change against the line, not its own commits.
  const main = git('rev-parse', '--abbrev-ref', 'HEAD');
  git('checkout', '-q', '-b', 'phone');
  const site = readFileSync(join(configDir, 'site.json'), 'utf8');
  oldPhone = /"phone": "([^"]+)"/.exec(site)![1]!;
  writeFileSync(join(configDir, 'site.json'), site.replace(/"phone": "[^"]+"/, '"phone": "+91 80 4000 0000"'));
  ids.branch = commit('Dev Team', 'New phone number');
  git('checkout', '-q', main);
  git('-c', 'user.name=Ravi Kumar', '-c', 'user.email=ravi@filingbridge.in', 'merge', '-q', '--no-ff', '-m', 'Merge the new phone number', 'phone');
  ids.merge = git('rev-parse', 'HEAD');

  t = await adminApp({ SITE_CONFIG_DIR: configDir });
  await seedUser(t.office, t.clock, { email: 'editor@filingbridge.in', role: 'editor' });
  editor = (await signIn(t.app, 'editor@filingbridge.in'))!;
});
afterAll(async () => {
  await t.cleanup();
  rmSync(repo, { recursive: true, force: true });
});

describe('the versions of the site', () => {
  it('lists the commits that changed the config folder, newest first, with who, when, what and which files', async () => {
    const res = await call(t.app, editor, 'GET', '/admin/api/history');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 4 });
    expect(body.versions.map((v: { id: string; author: string; email: string; message: string; changed: string[] }) => [v.id, v.author, v.email, v.message, v.changed])).toEqual([
      [ids.merge, 'Ravi Kumar', 'ravi@filingbridge.in', 'Merge the new phone number', ['Site facts']],
      [ids.picture, 'Asha Rao', 'asha@filingbridge.in', 'Office picture; menus removed', ['Picture office.png', 'Menus']],
      [ids.price, 'Ravi Kumar', 'ravi@filingbridge.in', 'GST page: Basic plan price 1,999 → 2,099', ['Page gst']],
      [ids.first, 'Asha Rao', 'asha@filingbridge.in', 'The GST page and the menus', ['Menus', 'Page gst', 'Site facts']],
    ]);
    expect(Math.abs(body.versions[0].at - Date.now())).toBeLessThan(10 * 60_000);
  });

  it('pages through them: page 2 is empty here, and a page that is not a number is a field message', async () => {
    expect((await call(t.app, editor, 'GET', '/admin/api/history?page=2')).json()).toMatchObject({ versions: [], total: 4, page: 2 });
    const bad = await call(t.app, editor, 'GET', '/admin/api/history?page=first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ page: expect.stringMatching(/^Page must be a whole number/) });
  });
});

describe("one version's changes, in the editor's words", () => {
  it('names each changed field as the editor does, with the values before and after', async () => {
    const res = await call(t.app, editor, 'GET', `/admin/api/history/${ids.price}`);
    expect(res.statusCode).toBe(200);
    const { version, files } = res.json();
    expect(version).toMatchObject({ id: ids.price, author: 'Ravi Kumar', message: 'GST page: Basic plan price 1,999 → 2,099', files: ['pages/gst.json'] });
    expect(files).toEqual([
      {
        file: 'pages/gst.json',
        title: 'Page /gst',
        status: 'changed',
        lines: [
          { kind: 'changed', field: "Price plans, plan 1 'Basic': Price in rupees", before: '1,999', after: '2,099' },
          { kind: 'added', field: "Questions and answers, question 2 'Can I register without a shop?'", after: "'Can I register without a shop?'" },
        ],
      },
    ]);
  });

  it('shows a merge as its change against the main line', async () => {
    const { files } = (await call(t.app, editor, 'GET', `/admin/api/history/${ids.merge}`)).json();
    expect(files).toEqual([
      {
        file: 'site.json',
        title: 'Site facts',
        status: 'changed',
        lines: [{ kind: 'changed', field: 'Contact details: Phone number', before: `"${oldPhone}"`, after: '"+91 80 4000 0000"' }],
      },
    ]);
  });

  it('says what happened to pictures and deleted files, without reading them as text', async () => {
    const { files } = (await call(t.app, editor, 'GET', `/admin/api/history/${ids.picture}`)).json();
    expect(files).toEqual([
      { file: 'images/office.png', title: 'Picture office.png', status: 'added', lines: [], note: 'Picture added' },
      { file: 'navigation.json', title: 'Menus', status: 'removed', lines: [], note: 'File deleted' },
    ]);
  });

  it('answers 404 for an id that is not a version of the site: cut short, made up, or a commit outside the config folder', async () => {
    for (const id of [ids.price!.slice(0, 12), 'f'.repeat(40), ids.outside, '--output=x', '..%2F..%2Fetc']) {
      const res = await call(t.app, editor, 'GET', `/admin/api/history/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'There is no such version of the site (the address may be cut short).' });
    }
  });
});

describe('lists lined up item by item', () => {
  it('an item inserted in the middle is one addition; an edited item is its changed fields', () => {
    expect(rawChanges({ items: [{ q: 'a' }, { q: 'b' }, { q: 'c' }] }, { items: [{ q: 'a' }, { q: 'new' }, { q: 'b' }, { q: 'C' }] })).toEqual([
      { kind: 'added', path: ['items', 1], after: { q: 'new' } },
      { kind: 'changed', path: ['items', 3, 'q'], before: 'c', after: 'C' },
    ]);
    expect(rawChanges([1, 2, 3], [1, 3])).toEqual([{ kind: 'removed', path: [1], before: 2 }]);
  });
});

describe('without a git repository', () => {
  it('answers 503 with what is missing, not a 500', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'no-history-'));
    const other = await adminApp({ SITE_CONFIG_DIR: plain });
    try {
      await seedUser(other.office, other.clock, { email: 'publisher@filingbridge.in', role: 'publisher' });
      const session = await signIn(other.app, 'publisher@filingbridge.in');
      const res = await call(other.app, session, 'GET', '/admin/api/history');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(HISTORY_UNAVAILABLE);
    } finally {
      await other.cleanup();
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
