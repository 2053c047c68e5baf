// The site's history in the back office: versions read from a real git repository (a temporary one
// here), newest first and paged, and one version's changes in the editor's words; who may see it is in
// admin-access.test.ts.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { fileInWords, rawChanges, valueInWords } from '../../admin/server/history/changes.ts';
import { suggestMessage } from '../../admin/server/publish/versions.ts';
import { loadSchemaFiles } from '../../engine/config/schema-files.ts';
import { describeChanges, inPeoplesWords } from '../../admin/server/history/words.ts';
import { HISTORY_UNAVAILABLE } from '../../admin/server/routes/history.ts';
import { adminApp, adminAppWith, call, seedUser, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';
import { commitAs, gitIn } from '../../scripts/content-repository.ts';
import { copySmallSite } from './small-site.ts';

const repo = mkdtempSync(join(tmpdir(), 'history-'));
const configDir = join(repo, 'site-config');
const git = gitIn(repo);
const commit = commitAs(git);
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

  ({
    t,
    sessions: [editor],
  } = await adminAppWith({ SITE_CONFIG_DIR: configDir }, [{ email: 'editor@filingbridge.in', role: 'editor' }], [repo]));
});
afterAll(() => t.cleanup());

describe('the versions of the site', () => {
  it('lists the commits that changed the config folder, newest first, with who, when, what and which files', async () => {
    const res = await call(t.app, editor, 'GET', '/admin/api/history');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 4 });
    expect(body.versions.map((v: { id: string; author: string; email: string; message: string; changed: string[] }) => [v.id, v.author, v.email, v.message, v.changed])).toEqual([
      [ids.merge, 'Ravi Kumar', 'ravi@filingbridge.in', 'Merge the new phone number', ['Site facts']],
      [ids.picture, 'Asha Rao', 'asha@filingbridge.in', 'Office picture; menus removed', ['Picture office.png', 'Menus']],
      [ids.price, 'Ravi Kumar', 'ravi@filingbridge.in', 'GST page: Basic plan price 1,999 → 2,099', ['Page /gst']],
      [ids.first, 'Asha Rao', 'asha@filingbridge.in', 'The GST page and the menus', ['Menus', 'Page /gst', 'Site facts']],
    ]);
    expect(Math.abs(body.versions[0].at - Date.now())).toBeLessThan(10 * 60_000);
    // A merge is named from what it changed; messages written for people are kept.
    expect(body.versions.map((v: { title: string }) => v.title)).toEqual([
      'Changed the site facts',
      'Office picture; menus removed',
      'GST page: Basic plan price 1,999 → 2,099',
      'The GST page and the menus',
    ]);
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
      { file: 'navigation.json', title: 'Menus', status: 'removed', lines: [], note: 'All of it was deleted.' },
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

describe('a list in words, never "2 items"', () => {
  const schemas = loadSchemaFiles();
  const committed = (file: string) => readFileSync(join(ROOT_DIR, 'site-config', file), 'utf8');

  it('names a list by its items: every one up to four, then the first three and how many more', () => {
    expect(valueInWords(['Late fee', 'Interest'])).toBe("'Late fee' and 'Interest'");
    expect(valueInWords(['Late fee'])).toBe("'Late fee'");
    expect(valueInWords(['Late fee', 'Interest', 'Penalty', 'Refund'])).toBe("'Late fee', 'Interest', 'Penalty' and 'Refund'");
    expect(valueInWords(['Late fee', 'Interest', 'Penalty', 'Refund', 'Tax'])).toBe("'Late fee', 'Interest', 'Penalty' and 2 more");
    // Rows of a table by their first cell, groups by their name, a step by its words rather than its icon.
    expect(
      valueInWords([
        ['GSTR-9', '31 Dec'],
        ['GSTR-9C', '31 Dec'],
      ]),
    ).toBe("'GSTR-9' and 'GSTR-9C'");
    expect(
      valueInWords([
        { name: 'Basic', price: 1999 },
        { icon: 'file', text: 'File the return' },
      ]),
    ).toBe("'Basic' and 'File the return'");
    expect(valueInWords([1999, 2999])).toBe('1,999 and 2,999');
    expect(valueInWords([])).toBe('none');
    expect(valueInWords(['', ''])).toBe('2 empty texts');
    expect(valueInWords(['', 'Interest'])).toBe("'Interest' and 1 more");
  });

  it('a version says of a new file "All of it is new." and the suggested message says "(new)" — never "New file" or a dangling "added"', () => {
    const added = fileInWords({ file: 'pages/refund.json', status: 'added', before: undefined, after: committed('pages/refund.json') }, schemas);
    expect(added.note).toBe('All of it is new.');
    const removed = fileInWords({ file: 'pages/refund.json', status: 'removed', before: committed('pages/refund.json'), after: undefined }, schemas);
    expect(removed.note).toBe('All of it was deleted.');
    expect(suggestMessage([added, removed])).toBe(`${added.title} (new)\n${removed.title} (deleted)`);
    expect(added.title).toMatch(/^Page \/refund/);
  });
  it("a table's removed and added rows are named by their cells, a removed list by its items", () => {
    const refund = JSON.parse(committed('pages/refund.json'));
    const table = refund.blocks.find((b: { type: string }) => b.type === 'table');
    table.rows.splice(2, 1);
    table.rows.push(['Late fee', 'A late fee the government charged because a document reached us late.', '0%', 'Not applicable']);
    expect(fileInWords({ file: 'pages/refund.json', status: 'changed', before: committed('pages/refund.json'), after: JSON.stringify(refund) }, schemas).lines).toEqual([
      { kind: 'removed', field: 'Table, row 3', before: "'Service downgrade', 'You move to a lower-priced plan or…', 'Price difference' and '7-10 days'" },
      { kind: 'added', field: 'Table, row 6', after: "'Late fee', 'A late fee the government charged…', '0%' and 'Not applicable'" },
    ]);
    const gst = JSON.parse(committed('pages/gst.json'));
    delete gst.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans[0].features;
    expect(fileInWords({ file: 'pages/gst.json', status: 'changed', before: committed('pages/gst.json'), after: JSON.stringify(gst) }, schemas).lines).toEqual([
      {
        kind: 'removed',
        field: "Price plans, plan 1 'Basic': What is included",
        before: "'GST application prepared and filed by…', 'Document checklist and review' and 'GSTIN certificate shared on approval'",
      },
    ]);
  });
});

describe("versions in people's words", () => {
  it("keeps a sentence written for people and describes git's and developers' messages from what changed", () => {
    for (const message of ['GST page: Basic plan price 1,999 → 2,099', 'New phone number for the Chennai office', 'Restore the version of 1 Apr 2027, 9:00 am by Asha Rao: Prices'])
      expect(inPeoplesWords(message, false), message).toBe(true);
    for (const message of [
      "Merge branch 'editor-words'",
      'Merge pull request #12 from fb/prices',
      'fix(content): gst.json typo',
      'chore: bump',
      'Update site-config/pages/gst.json',
      'staleAfterDays for timelines',
      'wip',
      'npm run format',
      '',
    ])
      expect(inPeoplesWords(message, false), message).toBe(false);
    expect(inPeoplesWords('The new phone number', true)).toBe(false);
    expect(
      describeChanges([
        { file: 'pages/gst.json', status: 'changed', name: 'GST Registration' },
        { file: 'pages/contact.json', status: 'changed', name: 'Contact Us' },
        { file: 'pages/home.json', status: 'changed', name: 'Home' },
      ]),
    ).toBe('Changed 3 pages: GST Registration, Contact Us, Home');
    expect(
      describeChanges([
        { file: 'site.json', status: 'changed' },
        { file: 'pages/gst.json', status: 'changed', name: 'GST Registration' },
        { file: 'updates/new-rates.json', status: 'added', name: 'New GST rates' },
        { file: 'images/office.png', status: 'removed' },
      ]),
    ).toBe('Changed the site facts and 1 page (GST Registration); added 1 update: New GST rates; removed 1 picture: office.png');
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

// Restore and undo on a site with every kind of file (the small site of small-site.ts in a temporary
// repository, built by the real build): the trap of issue "The back office without traps", 1 — a restore that takes back later pages,
// a menu item and the phone number without saying so, and no way to take back one change alone.
describe('restoring and undoing, said in words first', () => {
  const whole = mkdtempSync(join(tmpdir(), 'history-undo-'));
  const dir = join(whole, 'site-config');
  const sh = gitIn(whole);
  const as = commitAs(sh);
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const write = (file: string, value: unknown) => writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  const basic = () => read('pages/gst.json').blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans[0].price;
  const setBasic = (price: number) => {
    const gst = read('pages/gst.json');
    gst.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans[0].price = price;
    write('pages/gst.json', gst);
  };
  const v: Record<string, string> = {};
  let app: AdminTestApp & { cleanup(): Promise<void> };
  let publisher: SignedIn;
  let phone = '';

  beforeAll(async () => {
    sh('init', '-q', '-b', 'main');
    copySmallSite(dir);
    v.deployed = as('Dev Team', 'The site as deployed');
    setBasic(2099);
    v.price = as('Asha Rao', 'GST page: Basic plan price 1,999 → 2,099');
    // After it: a new page, a new update, a menu item and a new phone number.
    const page = read('pages/about.json');
    page.paths = ['/llp-annual-filing'];
    page.title = 'LLP Annual Filing | FilingBridge';
    page.blocks[0].heading = 'LLP Annual Filing';
    write('pages/llp-annual-filing.json', page);
    const update = read('updates/tds-deposit-september-2025.json');
    update.title = 'LLP Form 11 due by 30 May';
    update.slug = 'llp-form-11-due';
    write('updates/llp-form-11-due.json', update);
    writeFileSync(
      join(dir, 'navigation.json'),
      readFileSync(join(dir, 'navigation.json'), 'utf8').replace(
        '{ "label": "Compliance Calendar", "href": "/compliance-calendar" }, { "label": "Income Tax Calculator"',
        '{ "label": "Compliance Calendar", "href": "/compliance-calendar" }, { "label": "LLP Annual Filing", "href": "/llp-annual-filing" }, { "label": "Income Tax Calculator"',
      ),
    );
    const site = readFileSync(join(dir, 'site.json'), 'utf8');
    phone = /"phone": "([^"]+)"/.exec(site)![1]!;
    writeFileSync(join(dir, 'site.json'), site.replace(/"phone": "[^"]+"/, '"phone": "+91 80 4000 0000"'));
    v.later = as('Ravi Kumar', 'New LLP filing page, an update, a menu item and the phone number');
    // A developer's branch, merged: git's message says nothing to the people who run the site.
    sh('checkout', '-q', '-b', 'editor-words');
    const contact = read('pages/contact.json');
    contact.blocks[0].text = 'Call, write or visit: we answer within one working day.';
    write('pages/contact.json', contact);
    as('Dev Team', 'fix(content): contact.json hero text');
    sh('checkout', '-q', 'main');
    sh('-c', 'user.name=Dev Team', '-c', 'user.email=dev@filingbridge.in', 'merge', '-q', '--no-ff', '-m', "Merge branch 'editor-words'", 'editor-words');
    v.merge = sh('rev-parse', 'HEAD');
    ({
      t: app,
      sessions: [publisher],
    } = await adminAppWith(
      { SITE_CONFIG_DIR: dir, SITE_BUILD_CACHE_DIR: join(ROOT_DIR, '.cache/build') },
      [{ email: 'meera@filingbridge.in', name: 'Meera Iyer', role: 'publisher' }],
      [whole],
    ));
  }, 180_000);
  afterAll(() => app.cleanup());

  it("names a merge or a developer's message from what it changed, and keeps a message written for people", async () => {
    const { versions } = (await call(app.app, publisher, 'GET', '/admin/api/history')).json();
    expect(versions.map((x: { title: string; described: boolean }) => [x.title, x.described])).toEqual([
      ['Changed 1 page: Contact Us', true],
      ['New LLP filing page, an update, a menu item and the phone number', false],
      ['GST page: Basic plan price 1,999 → 2,099', false],
      ['The site as deployed', false],
    ]);
    expect(versions[0].message).toBe("Merge branch 'editor-words'");
    const { version } = (await call(app.app, publisher, 'GET', `/admin/api/history/${v.merge}`)).json();
    expect(version).toMatchObject({ title: 'Changed 1 page: Contact Us', described: true, message: "Merge branch 'editor-words'" });
  });

  it('before a restore, says which pages go, which come back, what text and prices change, and whose later changes are taken back', async () => {
    const res = await call(app.app, publisher, 'GET', `/admin/api/history/${v.deployed}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.later.map((x: { id: string }) => x.id)).toEqual([v.merge, v.later, v.price]);
    expect(preview.authors).toEqual(['Dev Team', 'Ravi Kumar', 'Asha Rao']);
    expect(preview.pagesRemoved).toEqual([
      { name: 'LLP Annual Filing', address: '/llp-annual-filing' },
      { name: 'LLP Form 11 due by 30 May', address: '/updates/llp-form-11-due' },
    ]);
    expect(preview.pagesBack).toEqual([]);
    const lines = preview.files.flatMap((f: { title: string; lines: { field: string; before?: string; after?: string }[] }) =>
      f.lines.map((l) => `${f.title}: ${l.field}: ${l.before} → ${l.after}`),
    );
    expect(lines).toContain("Page /gst: Price plans, plan 1 'Basic': Price in rupees: 2,099 → 1,999");
    expect(lines).toContain(`Site facts: Contact details: Phone number: "+91 80 4000 0000" → "${phone}"`);
    expect(lines.some((l: string) => l.startsWith('Menus:') && l.includes("'LLP Annual Filing'"))).toBe(true);
    // Editors may look at the history but not restore: nor see what a restore would do.
    await seedUser(app.office, app.clock, { email: 'ed@filingbridge.in', role: 'editor' });
    const ed = (await signIn(app.app, 'ed@filingbridge.in'))!;
    expect((await call(app.app, ed, 'GET', `/admin/api/history/${v.deployed}/restore`)).statusCode).toBe(403);
    expect((await call(app.app, publisher, 'GET', `/admin/api/history/${'0'.repeat(40)}/restore`)).statusCode).toBe(404);
  });

  it('refuses to undo a change when a later version changed the same text again, naming who and when, and changes nothing', async () => {
    setBasic(2199);
    v.again = as('Ravi Kumar', 'GST page: Basic plan price 2,099 → 2,199');
    const head = sh('rev-parse', 'HEAD');
    const res = await call(app.app, publisher, 'POST', `/admin/api/history/${v.price}/undo`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(
      /^Nothing was undone: “Price plans, plan 1 'Basic': Price in rupees” on Page \/gst was changed again by Ravi Kumar on \d+ \w+ \d{4}, [\d:]+ [ap]m; undo that change first or edit it by hand\.$/,
    );
    expect(sh('rev-parse', 'HEAD')).toBe(head);
    expect(basic()).toBe(2199);
  });

  it("undoes just one version's edits, as a new version by the person, audited; later pages, the menu item and the phone stay", { timeout: 240_000 }, async () => {
    // The newest price change first (2,199 → 2,099), then the first one (2,099 → 1,999): each only its own edit.
    const again = await call(app.app, publisher, 'POST', `/admin/api/history/${v.again}/undo`);
    expect(again.statusCode, again.body).toBe(200);
    expect(basic()).toBe(2099);
    const res = await call(app.app, publisher, 'POST', `/admin/api/history/${v.price}/undo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().commit).toBe(sh('rev-parse', 'HEAD'));
    expect(sh('log', '-1', '--format=%an|%s')).toMatch(/^Meera Iyer\|Undo the change of .* by Asha Rao: GST page: Basic plan price 1,999 → 2,099$/);
    expect(basic()).toBe(1999);
    expect(sh('diff', '--stat', 'HEAD~1', 'HEAD')).toMatch(/^site-config\/pages\/gst\.json \| 2 \+-\n 1 file changed/);
    expect(read('pages/llp-annual-filing.json').paths).toEqual(['/llp-annual-filing']);
    expect(readFileSync(join(dir, 'site.json'), 'utf8')).toContain('"phone": "+91 80 4000 0000"');
    expect(readFileSync(join(dir, 'navigation.json'), 'utf8')).toContain('"LLP Annual Filing"');
    expect((await app.app.inject({ method: 'GET', url: '/llp-annual-filing' })).statusCode).toBe(200);
    expect((await app.app.inject({ method: 'GET', url: '/gst' })).body).toContain('1,999');
    const audit = await app.office.listAudit({ offset: 0, limit: 10, action: 'site.undo' });
    expect(audit.entries.map((e) => [e.actor, e.detail])).toEqual([
      ['meera@filingbridge.in', { version: v.price }],
      ['meera@filingbridge.in', { version: v.again }],
    ]);
  });

  it('a version already undone says so before anyone presses Undo, and a second undo publishes nothing', async () => {
    const nothingLeft = 'Nothing to undo: none of this version’s edits is on the live site any more (they were undone or changed back later).';
    const said = async (id: string) => (await call(app.app, publisher, 'GET', `/admin/api/history/${id}`)).json().nothingToUndo;
    expect(await said(v.price!)).toBe(nothingLeft);
    // A version whose edits are still live offers the undo, as before; so does one whose text was changed
    // again since (2,199 was undone, then 2,099 → 1,999): pressing it names who changed it.
    expect(await said(v.later!)).toBeUndefined();
    expect(await said(v.again!)).toBeUndefined();
    const head = sh('rev-parse', 'HEAD');
    const res = await call(app.app, publisher, 'POST', `/admin/api/history/${v.price}/undo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ commit: null, message: nothingLeft, pages: [], seconds: 0 });
    expect(sh('rev-parse', 'HEAD')).toBe(head);
    expect(basic()).toBe(1999);
  });
});
