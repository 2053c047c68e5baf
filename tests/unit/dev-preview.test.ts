// The dev server's view of a config with problems (scripts/dev/preview.ts), the validator's cache
// for long-running callers, and the menu-size warnings.
import { describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import { createValidationCache, formatProblem, validateSiteConfig } from '../../engine/config/validate.ts';
import { excerpt, planPreview, problemBanner } from '../../scripts/dev/preview.ts';
import { tempConfigPerTest } from './helpers.ts';

const newConfig = tempConfigPerTest();

function setup() {
  const config = newConfig();
  const rel = relative(process.cwd(), config.dir).split('\\').join('/');
  return { ...config, rel, short: (text: string) => text.replaceAll(rel, '<cfg>') };
}

describe('planPreview', () => {
  it('renders every page that passed its schema, and overlays the one that did not', () => {
    const c = setup();
    c.write('pages/gst.json', c.read('pages/gst.json').replace('"type": "hero"', '"type": "heor"'));
    const result = validateSiteConfig(c.dir);
    expect(result.config).toBeUndefined();
    expect(result.partial?.pages.map((p) => p.page.paths[0])).toEqual(['/about', '/']);

    const gst = planPreview(
      '/gst',
      result,
      new Map([
        ['/gst', `${c.rel}/pages/gst.json`],
        ['/gst-registration', `${c.rel}/pages/gst.json`],
      ]),
    );
    expect(gst.kind).toBe('overlay');
    expect(c.short(gst.kind === 'overlay' ? gst.title : '')).toBe('This page can’t be shown: site-config has 1 problem in <cfg>/pages/gst.json');
    expect(gst.own.map((p) => c.short(formatProblem(p)))).toEqual([
      '<cfg>/pages/gst.json:11:15 error: page /gst, block 1 (heor): unknown block type "heor" — did you mean "hero"?',
    ]);

    const about = planPreview('/about', result, new Map());
    expect(about).toMatchObject({ kind: 'render', own: [] });
    expect(about.others.map((p) => p.file)).toEqual([`${c.rel}/pages/gst.json`]);
  });

  it('shows nothing but an overlay when site.json is broken, since every page is built from it', () => {
    const c = setup();
    c.write('site.json', c.read('site.json').replace('{', '{ "name": 12,'));
    const plan = planPreview('/about', validateSiteConfig(c.dir), new Map());
    expect(plan.kind).toBe('overlay');
    expect(plan.kind === 'overlay' && plan.title).toMatch(/^The site can’t be shown: site-config has \d+ problems?$/);
  });

  it('lists the page’s own warnings in the banner, and no banner without problems', () => {
    const c = setup();
    c.write(
      'pages/about.json',
      c.read('pages/about.json').replace('"title": "About | Test"', '"title": "About our company, its founders, its history and its many offices | Test"'),
    );
    const result = validateSiteConfig(c.dir);
    expect(result.config).toBeDefined();
    const plan = planPreview('/about', result, new Map());
    const banner = c.short(problemBanner(plan.own, plan.others));
    expect(banner).toContain('<strong style="font-size:15px">This page’s config has 1 warning</strong> <span>The site builds; warnings point at likely mistakes.</span>');
    expect(banner).toContain('<li><cfg>/pages/about.json:6:12 warning: page /about: the title is 72 characters; search results cut titles after about 60 — shorten it</li>');
    expect(problemBanner([], [])).toBe('');
  });
});

describe('excerpt', () => {
  it('shows two lines either side, marks the line and puts a caret under the column', () => {
    const text = ['{', '  "a": 1,', '  "b": 2,', '  "type": "heor",', '  "c": 3,', '  "d": 4,', '  "e": 5', '}'].join('\n');
    expect(excerpt(text, 4, 11)).toBe(['  2 |   "a": 1,', '  3 |   "b": 2,', '> 4 |   "type": "heor",', '    |           ^', '  5 |   "c": 3,', '  6 |   "d": 4,'].join('\n'));
    expect(excerpt(text, 1, 1)).toBe(['> 1 | {', '    | ^', '  2 |   "a": 1,', '  3 |   "b": 2,'].join('\n'));
  });
});

describe('validation cache', () => {
  it('gives the same result as a fresh run and re-reads only the file that changed', () => {
    const c = setup();
    c.write('pages/gst.json', c.read('pages/gst.json').replace('"type": "hero"', '"type": "heor"'));
    const cache = createValidationCache();
    const first = validateSiteConfig(c.dir, undefined, cache);
    expect(first.problems).toEqual(validateSiteConfig(c.dir).problems);
    const sources = new Map(cache.sources);
    const ajv = cache.ajv;

    c.write('pages/gst.json', c.read('pages/gst.json').replace('"type": "heor"', '"type": "hero"'));
    const second = validateSiteConfig(c.dir, undefined, cache);
    expect(second.problems).toEqual([]);
    expect(second.config?.pages.map((p) => p.page.paths[0])).toEqual(['/about', '/gst', '/']);
    expect(cache.ajv).toBe(ajv);
    const changed = [...cache.sources].filter(([file, source]) => sources.get(file) !== source).map(([file]) => relative(c.dir, file));
    expect(changed).toEqual(['pages/gst.json']);
  });

  it('re-checks an unchanged page when another file changes what it links to', () => {
    const c = setup();
    const cache = createValidationCache();
    expect(validateSiteConfig(c.dir, undefined, cache).problems).toEqual([]);
    // home.json links to /about#partnership; only about.json changes.
    const about = c.read('pages/about.json');
    c.write('pages/about.json', about.replace('"id": "partnership"', '"id": "partners"'));
    const renamed = validateSiteConfig(c.dir, undefined, cache).problems;
    expect(renamed.map((p) => [relative(c.dir, p.file), p.message])).toEqual([
      ['pages/home.json', 'the link "/about#partnership" jumps to the anchor "#partnership", but no section of /about has that anchor'],
    ]);
    expect(renamed).toEqual(validateSiteConfig(c.dir).problems);
    c.write('pages/about.json', about);
    expect(validateSiteConfig(c.dir, undefined, cache).problems).toEqual([]);
    // A page's own edit is seen too, while the others are reused.
    c.write('pages/about.json', about.replace('"title": "About | Test"', '"title": "About us, our story, our people, our partners and our prices | Test"'));
    expect(validateSiteConfig(c.dir, undefined, cache).problems.map((p) => p.message)).toEqual([
      'the title is 67 characters; search results cut titles after about 60 — shorten it',
    ]);
  });
});

describe('menu sizes', () => {
  it('warns when a footer column grows past 12 links, counting the pages that add themselves', () => {
    const c = setup();
    const site = c.json('site.json');
    site.footer.groups[0].links = Array.from({ length: 11 }, () => ({ label: 'About Us', href: '/about' }));
    c.writeJson('site.json', site);
    expect(validateSiteConfig(c.dir).problems).toEqual([]);
    for (const n of [1, 2])
      c.write(
        `pages/extra-${n}.json`,
        c.read('pages/about.json').replace('"/about"', `"/extra-${n}"`).replace('"blocks"', `"menu": { "label": "Extra ${n}", "area": "footer", "group": "Company" }, "blocks"`),
      );
    const problems = validateSiteConfig(c.dir).problems.map((p) => c.short(formatProblem(p)));
    expect(problems).toEqual([
      `<cfg>/site.json:${c
        .read('site.json')
        .split('\n')
        .findIndex((l) =>
          l.includes('"title": "Company"'),
        )}:7 warning: site settings, footer, group 1 (Company): this footer column has 13 links (2 of them from pages' "menu" entries) — more than 12 make every page heavier (each page carries every footer link); link a services index page (or the calendar) instead — see "Linking many pages" in site-config/README.md`,
    ]);
  });
});
