// Languages (engine/i18n/): the keys of a file's texts, fingerprints, stale and missing texts in the
// validator's words, English fallbacks marked and turned into <span lang="en">, a moved block keeping
// its translation, and each language's site (addresses, links, hreflang versions).
import { mkdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig, formatProblem } from '../../engine/config/validate.ts';
import { loadSchemaFiles } from '../../engine/config/schema-files.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { fingerprint } from '../../engine/i18n/fingerprint.ts';
import { sourceTexts } from '../../engine/i18n/texts.ts';
import { applyTranslation, FALLBACK_CLOSE, FALLBACK_OPEN } from '../../engine/i18n/apply.ts';
import { fallbackMarksToHtml } from '../../engine/i18n/fallback-html.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { renderLanguages } from '../../engine/i18n/alternates.ts';
import { languageOfPath, pathIn } from '../../engine/i18n/languages.ts';
import { tempConfigPerTest } from './helpers.ts';

const schemas = loadSchemaFiles();
const tempConfig = tempConfigPerTest();

const LANGUAGES = [
  { code: 'en', locale: 'en-IN', name: 'English', linkLabel: 'Read in English', untranslatedNote: 'Some parts of this page are in English.' },
  { code: 'hi', locale: 'hi-IN', name: 'हिन्दी', linkLabel: 'हिन्दी में पढ़ें', untranslatedNote: 'इस पन्ने के कुछ हिस्से अभी अंग्रेज़ी में हैं।' },
];

/** The minimal site with Hindi, and the given translation files (path under translations/hi/ → texts as key → Hindi). */
function siteWithHindi(files: Record<string, Record<string, string>>, english: Record<string, string> = {}) {
  const config = tempConfig();
  const site = config.json('site.json');
  config.writeJson('site.json', { ...site, languages: LANGUAGES });
  mkdirSync(`${config.dir}/translations/hi/pages`, { recursive: true });
  for (const [source, texts] of Object.entries(files)) {
    const data = config.json(source);
    const all = new Map(sourceTexts(data, schemas, source.startsWith('pages/') ? 'page.schema.json' : `${source.replace('.json', '')}.schema.json`).map((t) => [t.key, t.english]));
    const entries = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, { text, fingerprint: fingerprint(english[key] ?? all.get(key) ?? key) }]));
    config.writeJson(`translations/hi/${source}`, { reviewed: false, texts: entries });
  }
  return config;
}

function check(config: ReturnType<typeof siteWithHindi>, previous?: (source: string, print: string) => string | undefined) {
  const { config: english, problems } = validateSiteConfig(config.dir, blockRegistry);
  expect(problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([]);
  return { english: english!, ...validateTranslations(config.dir, english!, previous) };
}

describe('the texts of a file and their keys', () => {
  const page = {
    paths: ['/x'],
    title: 'Plans from {lowest-price}',
    description: 'Call {phone}',
    blocks: [
      { type: 'hero', heading: 'Welcome', primaryAction: { label: 'Start', href: '/about#team' } },
      { type: 'faq', id: 'questions', heading: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] },
      { type: 'faq', heading: 'More questions', items: [{ question: 'How?', answer: 'So.' }] },
      { type: 'faq', heading: 'Last questions', items: [] },
    ],
  };

  it('names a block by its id, or by its kind (numbered when several have no id), and a field by its path; links, ids and token-only texts are not texts', () => {
    expect(sourceTexts(page, schemas, 'page.schema.json').map((t) => `${t.key} = ${t.english}`)).toEqual([
      'title = Plans from {lowest-price}',
      'description = Call {phone}',
      'blocks[hero].heading = Welcome',
      'blocks[hero].primaryAction.label = Start',
      'blocks[questions].heading = Questions',
      'blocks[questions].items[0].question = Why?',
      'blocks[questions].items[0].answer = Because.',
      'blocks[faq~1].heading = More questions',
      'blocks[faq~1].items[0].question = How?',
      'blocks[faq~1].items[0].answer = So.',
      'blocks[faq~2].heading = Last questions',
    ]);
  });

  it('a block moved up the page keeps its keys, so its translation follows it', () => {
    const moved = { ...page, blocks: [page.blocks[1]!, page.blocks[0]!, page.blocks[2]!, page.blocks[3]!] };
    const translation = { reviewed: false, texts: { 'blocks[questions].heading': { text: 'सवाल', fingerprint: fingerprint('Questions') } } };
    const applied = applyTranslation(moved, sourceTexts(moved, schemas, 'page.schema.json'), translation);
    expect(applied.value.blocks[0]).toMatchObject({ id: 'questions', heading: 'सवाल' });
    expect(applied.value.blocks[1]).toMatchObject({ type: 'hero', heading: `${FALLBACK_OPEN}Welcome${FALLBACK_CLOSE}` });
    expect(applied.value.blocks[1]!).toMatchObject({ primaryAction: { href: '/about#team' } });
  });

  it('items that share a link are told apart by their order among them, so each keeps its own translation', () => {
    const kinds = {
      paths: ['/y'],
      title: 'Kinds',
      description: 'Kinds of company',
      blocks: [
        {
          type: 'service-grid',
          id: 'kinds',
          heading: 'Kinds',
          services: [
            { title: 'One Person Company', description: 'One founder.', href: '/company-registration' },
            { title: 'Partnership', description: 'Two or more partners.', href: '/partnership' },
            { title: 'Private Limited Company', description: 'Two directors.', href: '/company-registration' },
          ],
        },
      ],
    };
    expect(sourceTexts(kinds, schemas, 'page.schema.json').map((t) => `${t.key} = ${t.english}`)).toEqual(
      expect.arrayContaining([
        'blocks[kinds].services[/company-registration~1].description = One founder.',
        'blocks[kinds].services[/partnership].description = Two or more partners.',
        'blocks[kinds].services[/company-registration~2].description = Two directors.',
      ]),
    );
  });

  it('a fingerprint ignores how the English is wrapped, and changes with its words', () => {
    expect(fingerprint('Register for GST\n  in any state')).toBe(fingerprint('Register for GST in any state'));
    expect(fingerprint('Register for GST in any state')).not.toBe(fingerprint('Register for GST in every state'));
    expect(fingerprint('Questions')).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('applying a translation', () => {
  const page = { paths: ['/x'], title: 'Title', description: 'About', blocks: [{ type: 'hero', heading: 'Welcome', text: 'Old words' }] };
  const texts = sourceTexts(page, schemas, 'page.schema.json');

  it('puts each current translation in place, and leaves a missing or stale text in English, marked', () => {
    const translation = {
      reviewed: false,
      texts: {
        title: { text: 'शीर्षक', fingerprint: fingerprint('Title') },
        'blocks[hero].text': { text: 'पुराने शब्द', fingerprint: fingerprint('Older words') },
      },
    };
    const applied = applyTranslation(page, texts, translation);
    expect(applied.value.title).toBe('शीर्षक');
    expect(applied.value.blocks[0]!.text).toBe(`${FALLBACK_OPEN}Old words${FALLBACK_CLOSE}`);
    expect(applied.value.blocks[0]!.heading).toBe(`${FALLBACK_OPEN}Welcome${FALLBACK_CLOSE}`);
    expect(applied.fallbacks).toEqual(['description', 'blocks[hero].heading', 'blocks[hero].text']);
    expect(page.title).toBe('Title');
  });

  it('turns the marks into <span lang="en"> in the text, and drops them inside tags, <title> and scripts', () => {
    const m = (s: string) => `${FALLBACK_OPEN}${s}${FALLBACK_CLOSE}`;
    const html = `<title>${m('Hello')}</title><img alt="${m('A picture')}"><p>नमस्ते ${m('world')}</p><script>{"a":"${m('x')}"}</script><div>${m('one<p>two</p>three')}</div>`;
    expect(fallbackMarksToHtml(html)).toEqual({
      html: '<title>Hello</title><img alt="A picture"><p>नमस्ते <span lang="en">world</span></p><script>{"a":"x"}</script><div><span lang="en">one</span><p><span lang="en">two</span></p><span lang="en">three</span></div>',
      fallbacks: 2,
    });
  });
});

describe('addresses in a language', () => {
  const site = { languages: LANGUAGES };
  it('puts every page but the main language’s under the language code, the home page without a trailing slash', () => {
    expect(pathIn(site, 'hi', '/gst')).toBe('/hi/gst');
    expect(pathIn(site, 'hi', '/')).toBe('/hi');
    expect(pathIn(site, 'en', '/gst')).toBe('/gst');
    expect(languageOfPath(site, '/hi/gst').code).toBe('hi');
    expect(languageOfPath(site, '/hi').code).toBe('hi');
    expect(languageOfPath(site, '/history').code).toBe('en');
  });
});

describe('checking translation files', () => {
  it('says which texts are stale, with the old and the new English, and where', () => {
    const config = siteWithHindi({ 'pages/about.json': { 'blocks[hero].heading': 'हमारे बारे में' } }, { 'blocks[hero].heading': 'About our team' });
    const old = fingerprint('About our team');
    const { problems } = check(config, (source, print) => (source === 'pages/about.json' && print === old ? 'About our team' : undefined));
    const stale = problems.filter((p) => p.message.includes('changed'));
    expect(stale.map(formatProblem)).toEqual([
      `${stale[0]!.file}:6:22 warning: हिन्दी translation of pages/about.json, blocks[hero].heading: the English changed since this was translated, so the page shows the English here: was "About our team", now "About us" — update the translation and set its fingerprint to "${fingerprint('About us')}"`,
    ]);
    expect(stale[0]!.file).toMatch(/translations\/hi\/pages\/about\.json$/);
  });

  it('counts the texts not translated yet, names a key the English no longer has, and refuses a retyped figure or link', () => {
    const config = siteWithHindi(
      { 'pages/home.json': { 'blocks[hero].heading': 'स्वागत है', 'blocks[hero].primaryAction.label': 'आज 2 बार शुरू करें', 'blocks[services].services[/gst].titel': 'जीएसटी' } },
      { 'blocks[services].services[/gst].titel': 'GST Services' },
    );
    const { problems } = check(config);
    expect(problems.map((p) => `${p.severity}: ${p.message}`)).toEqual([
      'error: the figures must be those of the English ("none"), here "2": figures, prices and links come from the English text — copy them as they are',
      'warning: the English file has no text "blocks[services].services[/gst].titel" any more — did you mean "blocks[services].services[/gst].title"? — the block may have been deleted or its id changed: move the translation to the new key or delete it',
      'warning: 8 texts are not translated yet and show in English: title ("Home | Test"), description ("Test home page."), blocks[hero].primaryAction.busyLabel ("Processing...") … — npm run translate -- hi pages/home.json lists them',
    ]);
  });

  it('refuses two forms of a page whose translated names read alike, said at the later one; forms named apart, or alike in English too, are not its problem', () => {
    const form = (id: string, heading: string) => ({
      type: 'form',
      id,
      heading,
      form: 'contact-message',
      fields: [
        { name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email', maxLength: 254 },
        { name: 'subject', label: 'Subject', type: 'text', required: true, maxLength: 200 },
        { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 5000 },
      ],
      submit: { label: 'Send' },
      messages: { success: 'Sent.', failure: 'Not sent.' },
    });
    const withForms = (hindi: Record<string, string>) => {
      const config = siteWithHindi({});
      const about = config.json('pages/about.json');
      about.blocks.push(form('apply-new', 'Apply for a new GSTIN'), form('apply-change', 'Change your GST registration'));
      config.writeJson('pages/about.json', about);
      const texts = new Map(sourceTexts(about, schemas, 'page.schema.json').map((t) => [t.key, t.english]));
      const entries = Object.fromEntries(Object.entries(hindi).map(([key, text]) => [key, { text, fingerprint: fingerprint(texts.get(key)!) }]));
      config.writeJson('translations/hi/pages/about.json', { reviewed: false, texts: entries });
      return check(config).problems.filter((p) => p.message.includes('form'));
    };
    const alike = withForms({ 'blocks[apply-new].heading': 'जीएसटी के लिए आवेदन', 'blocks[apply-change].heading': 'जीएसटी के लिए आवेदन' });
    expect(alike.map(formatProblem)).toEqual([
      `${alike[0]!.file}:${alike[0]!.line}:${alike[0]!.column} error: हिन्दी translation of pages/about.json, blocks[apply-change].heading: this form would be named "जीएसटी के लिए आवेदन" like the form of blocks[apply-new].heading — a screen reader lists the forms of a page by name, so two alike can't be told apart; translate the two names apart (the English: "Apply for a new GSTIN" and "Change your GST registration")`,
    ]);
    expect(alike[0]!.file).toMatch(/translations\/hi\/pages\/about\.json$/);
    expect(readFileSync(alike[0]!.file, 'utf8').split('\n')[alike[0]!.line - 1]).toContain('"text": "जीएसटी के लिए आवेदन"');
    // One translated like the other's English (which shows, untranslated): alike too, said at the translation's texts.
    expect(withForms({ 'blocks[apply-change].heading': 'Apply for a new GSTIN' }).map((p) => p.message)).toEqual([
      'this form would be named "Apply for a new GSTIN" like the form of blocks[apply-new].heading — a screen reader lists the forms of a page by name, so two alike can\'t be told apart; translate the two names apart (the English: "Apply for a new GSTIN" and "Change your GST registration")',
    ]);
    expect(withForms({ 'blocks[apply-new].heading': 'नया जीएसटी पंजीकरण', 'blocks[apply-change].heading': 'जीएसटी पंजीकरण में बदलाव' })).toEqual([]);
  });

  it('says when a translation has no English file', () => {
    const config = siteWithHindi({});
    config.write('translations/hi/pages/old.json', '{ "reviewed": true, "texts": {} }');
    const { problems } = check(config);
    expect(problems.map((p) => p.message)).toEqual([
      'there is no English file site-config/pages/old.json for this translation: rename it after the English file it translates, or delete it',
    ]);
  });
});

describe("a language's site", () => {
  it('has the translated pages at their addresses in the language, links to translated pages inside the language, hreflang versions both ways', () => {
    const config = siteWithHindi({ 'pages/home.json': { 'blocks[hero].heading': 'स्वागत है' }, 'pages/about.json': { 'blocks[hero].heading': 'हमारे बारे में' } });
    const { english, sites, problems } = check(config);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const [hindi] = sites;
    expect(hindi!.config.pages.map((p) => p.page.paths)).toEqual([['/hi/about'], ['/hi']]);
    const home = hindi!.config.pages.find((p) => p.page.paths[0] === '/hi')!.page as { blocks: { primaryAction?: { href: string }; services?: { href: string }[] }[] };
    expect(home.blocks[0]!.primaryAction!.href).toBe('/hi/about#partnership');
    expect(home.blocks[1]!.services![0]!.href).toBe('/gst');
    expect(hindi!.unreviewed).toEqual(['pages/about.json', 'pages/home.json']);

    const [en, hi] = renderLanguages(english, sites);
    expect(en!.versions['/about']).toEqual([
      { hreflang: 'en-IN', path: '/about' },
      { hreflang: 'hi-IN', path: '/hi/about' },
      { hreflang: 'x-default', path: '/about' },
    ]);
    expect(hi!.versions['/hi/about']).toEqual(en!.versions['/about']);
    expect(en!.versions['/gst']).toBeUndefined();
    expect(en!.links['/about']).toEqual([{ href: '/hi/about', hreflang: 'hi-IN', lang: 'hi', label: 'हिन्दी में पढ़ें' }]);
    expect(hi!.links['/hi/about']).toEqual([{ href: '/about', hreflang: 'en-IN', lang: 'en', label: 'Read in English' }]);
    expect(hi!.partial).toEqual(['/hi/about', '/hi']);
  });
});
