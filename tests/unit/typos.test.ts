// The mistakes people typically make when editing site-config by hand, each made in a copy of the real
// files. The expected line is computed from the edited text (where the mistake is), so the tests keep
// passing when unrelated content changes; the words of each message are pinned exactly.
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { validateSiteConfig, formatProblem } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { closest, editDistance } from '../../engine/config/suggest.ts';
import { formatINR } from '../../engine/format.ts';
import { GUIDE, blockIndex, copySiteConfig, endAt, lineColumnOf, offsetAt, pasteAfterLast, removeProperty } from './config-edit.ts';

const copy = copySiteConfig();
afterAll(() => copy.remove());

const FILES = ['site.json', 'navigation.json', 'pages/gst.json', 'pages/careers.json', 'jobs/business-development-executive.json'];
const originals = new Map(FILES.map((f) => [f, copy.read(f)]));
const baseline = printed();
beforeEach(() => {
  for (const [file, text] of originals) copy.write(file, text);
});

/** What `npm run validate` prints for the copy, one line per problem. */
function printed(): string[] {
  return validateSiteConfig(copy.dir, blockRegistry).problems.map((p) => copy.shorten(formatProblem(p)));
}

/** The lines a mistake adds to what the unedited copy prints (which should be nothing). */
function newLines(): string[] {
  return printed().filter((line) => !baseline.includes(line));
}

/** "site-config/<file>:<line>:<column>" for an offset in the file's current text. */
function at(file: string, offset: number): string {
  const { line, column } = lineColumnOf(copy.read(file), offset);
  return `site-config/${file}:${line}:${column}`;
}

/** Replaces the `length` characters at `offset` with `text` — one small edit in one file. */
function type(file: string, offset: number, length: number, text: string) {
  copy.edit(file, (t) => t.slice(0, offset) + text + t.slice(offset + length));
}

const gst = () => copy.json('pages/gst.json');
const printedByCase = new Map<string, string[]>();
function remember(name: string, lines: string[]) {
  printedByCase.set(name, lines);
  return lines;
}

describe('typical typos give one line naming file, line, column and the fix', () => {
  it('the unedited copy of the real site-config has no errors', () => {
    expect(baseline.filter((l) => / error: /.test(l))).toEqual([]);
  });

  it('a comma after the last item of a list', () => {
    const items = ['blocks', blockIndex(gst(), 'faq'), 'items'];
    const last = (gst().blocks[items[1]!].items as unknown[]).length - 1;
    // Right after the last question's closing }, as when a "}," was copied from the item above.
    const end = endAt(copy.read('pages/gst.json'), [...items, last]);
    type('pages/gst.json', end, 0, ',');
    expect(remember('trailing-comma', newLines())).toEqual([
      `${at('pages/gst.json', end)} error: there is a comma after the last item — delete that comma (the last item in a list or group has none)`,
    ]);
  });

  it('a missing closing quote inside a one-line group', () => {
    const text = copy.read('navigation.json');
    const label = offsetAt(text, ['links', 0, 'label']);
    const closing = text.indexOf('"', label + 1);
    type('navigation.json', closing, 1, '');
    // The column is where the " is missing (right after the text).
    expect(remember('missing-quote', newLines())).toEqual([`${at('navigation.json', closing)} error: a text value is not closed — add the missing " at the end of the text`]);
  });

  it('a missing closing quote at the end of a line', () => {
    const faq = blockIndex(gst(), 'faq');
    const text = copy.read('pages/gst.json');
    const question = offsetAt(text, ['blocks', faq, 'items', 0, 'question']);
    const closing = text.indexOf('"', question + 1);
    expect(text.slice(closing, closing + 2)).toBe('",');
    type('pages/gst.json', closing, 1, '');
    expect(newLines()).toEqual([`${at('pages/gst.json', closing)} error: a text value is not closed — add the missing " at the end of the text`]);
  });

  it('a " inside a text, and a missing opening quote', () => {
    const text = copy.read('navigation.json');
    const label = offsetAt(text, ['links', 0, 'label']);
    const firstSpace = text.indexOf(' ', label);
    type('navigation.json', firstSpace + 1, 0, '"');
    expect(newLines()).toEqual([
      `${at('navigation.json', firstSpace + 1)} error: a " inside the text ends it too early — remove it, write it as \\" or use other quote marks (‘ ’)`,
    ]);
    copy.write('navigation.json', text);
    type('navigation.json', label, 1, '');
    expect(newLines()).toEqual([`${at('navigation.json', label)} error: this text has no " at its start — text is written between double quotes, "like this"`]);
  });

  it('a misspelt block type, with the right one suggested', () => {
    const index = blockIndex(gst(), 'pricing-cards');
    const value = offsetAt(copy.read('pages/gst.json'), ['blocks', index, 'type']);
    type('pages/gst.json', value, '"pricing-cards"'.length, '"pricing-card"');
    expect(remember('block-type', newLines())).toEqual([
      `${at('pages/gst.json', value)} error: page /gst, block ${index + 1} (pricing-card): unknown block type "pricing-card" — did you mean "pricing-cards"?`,
    ]);
  });

  it('a misspelt property name, with the right one suggested', () => {
    const faq = blockIndex(gst(), 'faq');
    const text = copy.read('pages/gst.json');
    const key = text.lastIndexOf('"question"', offsetAt(text, ['blocks', faq, 'items', 0, 'question']));
    type('pages/gst.json', key, '"question"'.length, '"qustion"');
    expect(newLines()).toEqual([`${at('pages/gst.json', key)} error: page /gst, block ${faq + 1} (faq), question 1: unknown property "qustion" — did you mean "question"?`]);
  });

  describe('a price written the wrong way', () => {
    const plan = () => {
      const index = blockIndex(gst(), 'pricing-cards');
      const price = gst().blocks[index].plans[0].price as number;
      const path = ['blocks', index, 'plans', 0, 'price'];
      return { index, price, offset: offsetAt(copy.read('pages/gst.json'), path), length: String(price).length };
    };

    it('as text with a comma ("1,999")', () => {
      const { index, price, offset, length } = plan();
      type('pages/gst.json', offset, length, `"${formatINR(price)}"`);
      expect(remember('price-text', newLines())).toEqual([
        `${at('pages/gst.json', offset)} error: page /gst, block ${index + 1} (pricing-cards), plan 1: price must be a number (digits only, no quotes or commas), but it is text ("${formatINR(price)}") — write it without quotes or commas: ${price}`,
      ]);
    });

    it('with a comma but no quotes (1,999)', () => {
      const { price, offset, length } = plan();
      expect(formatINR(price)).toContain(',');
      type('pages/gst.json', offset, length, formatINR(price));
      expect(newLines()).toEqual([`${at('pages/gst.json', offset)} error: numbers are written without commas — write ${price} instead of ${formatINR(price)}`]);
    });

    it('with the ₹ sign (₹1999)', () => {
      const { price, offset, length } = plan();
      type('pages/gst.json', offset, length, `₹${price}`);
      expect(newLines()).toEqual([
        `${at('pages/gst.json', offset)} error: numbers are written without the ₹ sign or commas — write ${price} instead of ₹${price} (the site adds the ₹ sign itself)`,
      ]);
    });
  });

  describe('a link in a menu to an address no page has', () => {
    it('in a header drop-down (navigation.json), with the right address suggested', () => {
      const dropdowns = copy.json('navigation.json').dropdowns as { href: string }[];
      const last = dropdowns.length - 1;
      const href = dropdowns[last]!.href;
      const typo = href.slice(0, -1);
      const value = offsetAt(copy.read('navigation.json'), ['dropdowns', last, 'href']);
      type('navigation.json', value, href.length + 2, `"${typo}"`);
      expect(remember('menu-route', newLines())).toEqual([
        `${at('navigation.json', value)} error: navigation, drop-down menu ${last + 1}: the link "${typo}" goes to no page — did you mean "${href}"?`,
      ]);
    });

    it('in a header link, and in a footer link group (site.json)', () => {
      const nav = copy.read('navigation.json');
      const header = offsetAt(nav, ['links', 0, 'href']);
      const headerHref = (copy.json('navigation.json').links as { href: string }[])[0]!.href;
      type('navigation.json', header, headerHref.length + 2, '"/no-such-page"');
      const site = copy.read('site.json');
      const group = copy.json('site.json').footer.groups[0] as { title: string; links: { href: string }[] };
      const footer = offsetAt(site, ['footer', 'groups', 0, 'links', 1, 'href']);
      const footerHref = group.links[1]!.href;
      type('site.json', footer, footerHref.length + 2, `"${footerHref}s"`);
      expect(newLines()).toEqual([
        `${at('navigation.json', header)} error: navigation, link 1: the link "/no-such-page" goes to no page — check the address, or add a page with that address in site-config/pages/`,
        `${at('site.json', footer)} error: site settings, footer, link group 1, link 2: the link "${footerHref}s" goes to no page — did you mean "${footerHref}"?`,
      ]);
    });

    it('in the footer popular services, whose link is made from the name', () => {
      copy.edit('site.json', (t) => pasteAfterLast(t, ['footer', 'popularServices'], '"IEC Registration"'));
      copy.edit('site.json', (t) => pasteAfterLast(t, ['footer', 'popularServices'], '"GST Registraton"'));
      const text = copy.read('site.json');
      const count = (copy.json('site.json').footer.popularServices as string[]).length;
      expect(remember('footer-service', newLines())).toEqual([
        `${at('site.json', offsetAt(text, ['footer', 'popularServices', count - 2]))} error: site settings, footer, popular service ${count - 1}: "IEC Registration" links to /iec-registration, but no page has that address — add that address to a page's "paths" or correct the name`,
        `${at('site.json', offsetAt(text, ['footer', 'popularServices', count - 1]))} error: site settings, footer, popular service ${count}: "GST Registraton" links to /gst-registraton, but no page has that address — did you mean "/gst-registration"? If so, correct the name; if not, add /gst-registraton to the "paths" of the page it should open`,
      ]);
    });
  });

  it('a missing property, with what it is and an example', () => {
    // The last opening of the careers page (a file of site-config/jobs/, listed by "order").
    const file = 'jobs/business-development-executive.json';
    copy.edit(file, (t) => removeProperty(t, ['experience']));
    expect(remember('missing-property', newLines())).toEqual([
      `${at(file, offsetAt(copy.read(file), []))} error: job business-development-executive: experience is missing — add "experience" (the experience asked for, as it should be shown), for example "3-5 years"`,
    ]);
  });

  it('several mistakes in several files: all reported in one run, one line each', () => {
    const faq = blockIndex(gst(), 'faq');
    const gstText = copy.read('pages/gst.json');
    const key = gstText.lastIndexOf('"question"', offsetAt(gstText, ['blocks', faq, 'items', 0, 'question']));
    type('pages/gst.json', key, '"question"'.length, '"qustion"');
    const href = (copy.json('navigation.json').dropdowns as { href: string }[])[0]!.href;
    const value = offsetAt(copy.read('navigation.json'), ['dropdowns', 0, 'href']);
    type('navigation.json', value, href.length + 2, `"${href}x"`);
    expect(newLines()).toEqual([
      `${at('pages/gst.json', key)} error: page /gst, block ${faq + 1} (faq), question 1: unknown property "qustion" — did you mean "question"?`,
      `${at('navigation.json', value)} error: navigation, drop-down menu 1: the link "${href}x" goes to no page — did you mean "${href}"?`,
    ]);
  });
});

describe('did-you-mean suggests only likely typos', () => {
  const paths = ['/gst', '/gst-registration', '/msme-registration', '/payroll', '/trade-license'];
  it.each([
    ['/gts', '/gst'],
    ['/payrol', '/payroll'],
    ['/gst-registraton', '/gst-registration'],
    ['/trade-licence', '/trade-license'],
    ['/msme-regstration', '/msme-registration'],
  ])('%s → %s', (typo, meant) => expect(closest(typo, paths)).toBe(meant));

  it.each(['/iec-registration', '/udyam-registration', '/gst-services'])('%s is a different address, not a typo', (other) => {
    expect(closest(other, paths)).toBeUndefined();
  });

  it('counts swapped letters as one typo', () => {
    expect(closest('fqa', ['faq', 'hero'])).toBe('faq');
    expect(closest('haeding', ['heading', 'eyebrow'])).toBe('heading');
  });

  it('measures the edits: a letter added, left out or changed, or two neighbours swapped, each one', () => {
    const pairs = [
      ['fqa', 'faq'],
      ['kitten', 'sitting'],
      ['ca', 'abc'],
      ['', 'abc'],
      ['abc', ''],
      ['abcdef', 'badcfe'],
      ['gst-registration', 'gst-regsitration'],
    ] as const;
    expect(pairs.map(([a, b]) => editDistance(a, b))).toEqual([1, 3, 3, 3, 3, 3, 1]);
  });

  it('keeps the first of equally close candidates, and skips those whose length alone is too far off', () => {
    expect(closest('/gts', ['/payroll-and-compliance-services', '/gtx', '/gst'])).toBe('/gtx');
    expect(closest('/payrol', ['/gst', '/payroll'])).toBe('/payroll');
  });
});

describe('the guide shows these messages as npm run validate prints them', () => {
  // Positions, numbers and quoted names change with the content; the wording must not drift.
  const shape = (line: string) => line.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, '#');
  const guide = readFileSync(GUIDE, 'utf8');
  const shown = new Map([...guide.matchAll(/<!-- message: ([\w-]+) -->\s*```text\n(.*)\n```/g)].map((m) => [m[1]!, m[2]!]));

  it.each(['trailing-comma', 'missing-quote', 'block-type', 'price-text', 'menu-route', 'missing-property', 'footer-service'])('%s', (name) => {
    const actual = printedByCase.get(name);
    expect(actual, `the "${name}" case ran`).toBeDefined();
    expect(shown.get(name), `site-config/README.md shows the "${name}" message`).toBeDefined();
    expect(shape(shown.get(name)!)).toBe(shape(actual![0]!));
  });
});
