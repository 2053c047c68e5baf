import { describe, expect, it } from 'vitest';
import { join, relative } from 'node:path';
import { validateSiteConfig, formatProblem } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { tempConfigPerTest, MINIMAL_SITE } from './helpers.ts';
import { problemMessages } from './problem-messages.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';

const setup = tempConfigPerTest();

const messages = problemMessages;

describe('validateSiteConfig', () => {
  it('accepts the fixture site and returns typed config', () => {
    const result = validateSiteConfig(MINIMAL_SITE, blockRegistry);
    expect(result.problems).toEqual([]);
    expect(result.config?.pages.map((p) => p.page.paths[0])).toEqual(['/about', '/gst', '/']);
  });

  it('names a missing property with file, line, column, place and what to add', () => {
    const c = setup();
    const gst = c.json('pages/gst.json');
    delete gst.blocks[1].items[0].answer;
    c.writeJson('pages/gst.json', gst);
    expect(messages(c.dir)).toEqual([
      '<cfg>/pages/gst.json:17:9 error: page /gst, block 2 (faq), question 1: answer is missing — add "answer" (the answer in plain words. You may write **bold**, *italic* and [links](/gst))',
    ]);
  });

  it("warns, with file and line, when a news timeline's newest entry is older than its staleAfterDays on the day of the check", () => {
    const c = setup();
    const about = c.json('pages/about.json');
    about.blocks.push({ type: 'timeline', heading: 'Latest updates', staleAfterDays: 30, items: [{ date: '2026-10-01', title: 'News' }] });
    c.writeJson('pages/about.json', about);
    const on = (today: string) =>
      validateSiteConfig(c.dir, blockRegistry, undefined, today).problems.map((p) => formatProblem(p).replaceAll(relative(process.cwd(), c.dir).split('\\').join('/'), '<cfg>'));
    expect(on('2026-10-31')).toEqual([]);
    expect(on('2026-11-01')).toEqual([
      '<cfg>/pages/about.json:30:19 warning: page /about, block 3 (timeline): the newest entry is dated 01-Oct-2026, 31 days ago (staleAfterDays is 30) — add a recent entry at the top, or remove the entries that are no longer news',
    ]);
  });

  it('explains a wrong type, with the fix for a price-like text', () => {
    const c = setup();
    const home = c.json('pages/home.json');
    home.blocks[1].services[0].title = 1999;
    home.blocks[0].heading = ['Welcome'];
    c.writeJson('pages/home.json', home);
    expect(messages(c.dir)).toEqual([
      '<cfg>/pages/home.json:11:18 error: page /, block 1 (hero): heading must be text in double quotes, but it is a list',
      '<cfg>/pages/home.json:31:20 error: page /, block 2 (service-grid), service 1: title must be text in double quotes, but it is number (1999)',
    ]);
  });

  it("says a number outside its limits in words, with the field's rule", () => {
    const c = setup();
    const gst = c.json('pages/gst.json');
    const hero = gst.blocks.findIndex((b: { type: string }) => b.type === 'hero');
    gst.blocks.splice(hero + 1, 0, {
      type: 'pricing-cards',
      plans: [{ name: 'Basic', price: -5, features: ['Filing'], action: { type: 'enquire', service: 'GST Registration' } }],
    });
    c.writeJson('pages/gst.json', gst);
    expect(messages(c.dir)).toEqual([
      expect.stringMatching(
        /^<cfg>\/pages\/gst\.json:\d+:\d+ error: page \/gst, block \d+ \(pricing-cards\), plan 1: price is -5, but it must be at least 0 — our own \(professional\) fee as a plain number of rupees, without commas or the ₹ sign/,
      ),
    ]);
  });

  it('suggests the right block type for a misspelt one', () => {
    const c = setup();
    c.write('pages/about.json', c.read('pages/about.json').replace('"type": "faq"', '"type": "fqa"'));
    expect(messages(c.dir)).toEqual(['<cfg>/pages/about.json:14:15 error: page /about, block 2 (fqa): unknown block type "fqa" — did you mean "faq"?']);
  });

  it('suggests the right property for a misspelt one (and does not also call it missing)', () => {
    const c = setup();
    c.write('pages/gst.json', c.read('pages/gst.json').replace('"heading": "GST Registration"', '"haeding": "GST Registration"'));
    expect(messages(c.dir)).toEqual(['<cfg>/pages/gst.json:12:7 error: page /gst, block 1 (hero): unknown property "haeding" — did you mean "heading"?']);
  });

  it('rejects two pages claiming one path', () => {
    const c = setup();
    const about = c.json('pages/about.json');
    about.paths = ['/about', '/gst-registration'];
    c.writeJson('pages/about.json', about);
    const out = messages(c.dir);
    expect(out).toEqual([
      '<cfg>/pages/gst.json:5:5 error: page /gst: the address "/gst-registration" is already used by <cfg>/pages/about.json — each address may belong to one page only; change or remove one of them',
    ]);
  });

  it('reports a dangling link with a did-you-mean and a missing anchor', () => {
    const c = setup();
    const home = c.json('pages/home.json');
    home.blocks[1].services[0].href = '/gts';
    home.blocks[0].primaryAction.href = '/about#partnershp';
    c.writeJson('pages/home.json', home);
    expect(messages(c.dir)).toEqual([
      '<cfg>/pages/home.json:14:17 error: page /, block 1 (hero), primaryAction: the link "/about#partnershp" jumps to the anchor "#partnershp", but no section of /about has that anchor — did you mean "partnership"?',
      '<cfg>/pages/home.json:32:19 error: page /, block 2 (service-grid), service 1: the link "/gts" goes to no page — did you mean "/gst"?',
    ]);
  });

  it('checks menu links and footer service slugs', () => {
    const c = setup();
    const nav = c.json('navigation.json');
    nav.dropdowns[0].href = '/gts-services';
    c.writeJson('navigation.json', nav);
    const site = c.json('site.json');
    site.footer.popularServices.push('Trade License');
    c.writeJson('site.json', site);
    expect(messages(c.dir)).toEqual([
      '<cfg>/navigation.json:12:15 error: navigation, drop-down menu 1: the link "/gts-services" goes to no page — check the address, or add a page with that address in site-config/pages/',
      '<cfg>/site.json:51:7 error: site settings, footer, popular service 2: "Trade License" links to /trade-license, but no page has that address — add that address to a page\'s "paths" or correct the name',
    ]);
  });

  it('rejects duplicate anchors on a page', () => {
    const c = setup();
    const about = c.json('pages/about.json');
    about.blocks[0].id = 'partnership';
    c.writeJson('pages/about.json', about);
    expect(messages(c.dir)).toEqual([
      '<cfg>/pages/about.json:16:13 error: page /about, block 2 (faq): the anchor "partnership" is already used by block 1 (hero) — anchors must be unique on a page',
    ]);
  });

  it('refuses two forms of a page named alike, also in tab panels, and names them by heading or by button', () => {
    const c = setup();
    const gst = c.json('pages/gst.json');
    const form = (label: string, heading?: string) => ({
      type: 'form',
      ...(heading && { heading }),
      form: 'contact-message',
      fields: [
        { name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email', maxLength: 254 },
        { name: 'subject', label: 'Subject', type: 'text', required: true, maxLength: 200 },
        { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 5000 },
      ],
      submit: { label },
      messages: { success: 'Sent.', failure: 'Not sent.' },
    });
    gst.blocks.push({
      type: 'tabs',
      label: 'Ways to apply',
      panels: [
        { label: 'New', blocks: [form('Apply for GST')] },
        { label: 'Foreign', blocks: [form('Apply for GST')] },
      ],
    });
    gst.blocks.push(form('Send', 'apply for gst'));
    c.writeJson('pages/gst.json', gst);
    const formProblems = () => messages(c.dir).filter((m) => m.includes('form'));
    const named = (words: string) =>
      `this form is named "${words}" like block 3 (tabs), tab 1, block 1 (form) — a screen reader lists the forms of a page by name, so two alike can't be told apart; give each form a "heading" of its own (a form without a heading is named by its button's words)`;
    expect(formProblems()).toEqual([
      `<cfg>/pages/gst.json:98:26 error: page /gst, block 3 (tabs), tab 2, block 1 (form): ${named('Apply for GST')}`,
      `<cfg>/pages/gst.json:111:18 error: page /gst, block 4 (form): ${named('apply for gst')}`,
    ]);
    // A heading of its own names each form apart.
    gst.blocks.at(-2).panels[1].blocks[0].heading = 'For a foreign business';
    gst.blocks.at(-1).heading = 'Questions about GST';
    c.writeJson('pages/gst.json', gst);
    expect(formProblems()).toEqual([]);
  });

  it('explains JSON syntax mistakes in plain words', () => {
    const c = setup();
    c.write('pages/gst.json', c.read('pages/gst.json').replace('"GST | Test",', '"GST | Test",,'));
    c.write('pages/about.json', c.read('pages/about.json').replace('"Any enterprise."', '"Any enterprise."  ,'));
    c.write('navigation.json', c.read('navigation.json').replace('"label": "About Us"', '"label": "About Us'));
    expect(messages(c.dir)).toEqual([
      '<cfg>/navigation.json:5:25 error: a text value is not closed — add the missing " at the end of the text',
      '<cfg>/pages/about.json:20:40 error: there is a comma after the last item — delete that comma (the last item in a list or group has none)',
      '<cfg>/pages/gst.json:7:25 error: there are two commas in a row — delete one of them',
    ]);
  });

  it('collects every error of every file in one run', () => {
    const c = setup();
    c.write('pages/gst.json', c.read('pages/gst.json').replace('"type": "faq"', '"type": "faqs"'));
    const site = c.json('site.json');
    site.contact.email = 'not-an-email';
    c.writeJson('site.json', site);
    const out = messages(c.dir);
    expect(out).toHaveLength(2);
    expect(out[0]).toBe('<cfg>/site.json:10:14 error: site settings, contact: email "not-an-email" is not a valid e-mail address — write it like name@example.com');
    expect(out[1]).toBe('<cfg>/pages/gst.json:15:15 error: page /gst, block 2 (faqs): unknown block type "faqs" — did you mean "faq"?');
  });

  it('warns (without failing) about titles and descriptions too long for search results', () => {
    const c = setup();
    const gst = c.json('pages/gst.json');
    gst.title = 'G'.repeat(61);
    c.writeJson('pages/gst.json', gst);
    const result = validateSiteConfig(c.dir, blockRegistry);
    expect(result.config).toBeDefined();
    expect(result.problems.map(formatProblem).map((m) => m.replace(/^.*?pages/, 'pages'))).toEqual([
      'pages/gst.json:7:12 warning: page /gst: the title is 61 characters; search results cut titles after about 60 — shorten it',
    ]);
  });

  it('warns about a page that no menu or link reaches, and stops once a menu entry points at it', () => {
    const c = setup();
    const page = {
      $schema: '../../../../schemas/page.schema.json',
      paths: ['/lonely'],
      title: 'Lonely | Test',
      description: 'Nobody links here.',
      blocks: [{ type: 'hero', heading: 'Lonely' }],
    };
    c.writeJson('pages/lonely.json', page);
    expect(messages(c.dir)).toEqual([
      '<cfg>/pages/lonely.json:4:5 warning: page /lonely: no menu or link reaches this page — add it to navigation.json or a footer group in site.json, give it a "menu" entry, or link to it from another page',
    ]);
    c.writeJson('pages/lonely.json', { ...page, menu: { label: 'Lonely', area: 'footer', group: 'Company' } });
    expect(messages(c.dir)).toEqual([]);
  });

  it('knows anchors inside containers: links may target a tab panel, and nested ids must be unique too', () => {
    const c = setup();
    const gst = c.json('pages/gst.json');
    gst.blocks.push({
      type: 'tabs',
      label: 'GST options',
      panels: [
        { label: 'New Registration', blocks: [{ type: 'faq', id: 'faq-new', items: [{ question: 'Q?', answer: 'A.' }] }] },
        { label: 'New State', id: 'new-state', blocks: [{ type: 'faq', items: [{ question: 'Q2?', answer: 'A2.' }] }] },
      ],
    });
    c.writeJson('pages/gst.json', gst);
    const home = c.json('pages/home.json');
    home.blocks[1].services[0].href = '/gst#new-state';
    c.writeJson('pages/home.json', home);
    // (With anchors on /gst, the menu's items that no section covers are warned about: tests/unit/menu-links.test.ts.)
    const anchorProblems = () => messages(c.dir).filter((m) => !m.includes('drop-down menu'));
    expect(anchorProblems()).toEqual([]);

    gst.blocks[2].panels[1].id = 'faq-new';
    c.writeJson('pages/gst.json', gst);
    expect(anchorProblems()).toEqual([
      '<cfg>/pages/gst.json:44:17 error: page /gst, block 3 (tabs), tab 2: the anchor "faq-new" is already used by block 3 (tabs), tab 1, block 1 (faq) — anchors must be unique on a page',
      '<cfg>/pages/home.json:32:19 error: page /, block 2 (service-grid), service 1: the link "/gst#new-state" jumps to the anchor "#new-state", but no section of /gst has that anchor',
    ]);
  });

  it('one mistake in site.json is one message: the links to the updates, guides and job openings still find their pages', () => {
    const c = setup(join(ROOT_DIR, 'site-config'));
    const rel = relative(process.cwd(), c.dir).split('\\').join('/');
    const lines = () => validateSiteConfig(c.dir, blockRegistry).problems.map((p) => formatProblem(p).replaceAll(rel, '<cfg>'));
    // The real site's own warnings (figures not yet checked against their source) stay as they are.
    const before = lines();
    expect(before.filter((l) => / error: /.test(l))).toEqual([]);
    const site = c.json('site.json');
    c.write('site.json', c.read('site.json').replace('"contact": {', '"contactt": 1,\n  "contact": {'));
    expect(c.json('site.json')).toEqual({ ...site, contactt: 1 });
    const after = lines();
    expect(after.filter((l) => !before.includes(l))).toEqual([
      expect.stringMatching(/^<cfg>\/site\.json:\d+:3 error: site settings: unknown property "contactt" — did you mean "contact"\?$/),
    ]);
    expect(after).toHaveLength(before.length + 1);
    // Not even JSON: the one message says so.
    c.write('site.json', c.read('site.json').replace('"contactt": 1,', '"contactt": 1,,'));
    expect(lines().filter((l) => !before.includes(l))).toEqual([expect.stringMatching(/^<cfg>\/site\.json:\d+:\d+ error: there are two commas in a row — delete one of them$/)]);
  });
});
