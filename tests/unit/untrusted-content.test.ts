// Content from the admin is untrusted: whatever an editor types into any field the schemas have, no
// public page, JSON-LD block, feed or sitemap gets a script, an event handler, a frame or a
// javascript:/data: link. Each payload of tests/fixtures/xss-payloads.ts goes into every string field
// at once (one copy of site-config per payload, with every field filled in — untrusted/every-field.ts —
// each field's copy marked with its number); the validator refuses some (always so for links and
// pictures), the engine renders the rest, and the output is parsed as a browser parses it (parse5).
// The payload groups are split over three files, so vitest runs them on both cores.
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { PAYLOADS } from './untrusted/payloads.ts';
import { MARKUP } from '../fixtures/xss-payloads.ts';
import { BASE, describePayloads, fields, places, roots, sectionKinds } from './untrusted/suite.ts';
import { modelTextFields } from './untrusted/model-fields.ts';
import { validationCache } from './untrusted/inject.ts';
import { schemas } from './untrusted/schema-fields.ts';
import { blockSchemas } from '../../engine/config/schema-model.ts';
import { tempConfig, tempConfigPerTest } from './helpers.ts';
import { renderBlocks, text } from './render-helpers.tsx';
import { unsafeFragment, unsafeHtml } from './untrusted/html-checks.ts';
import { inlineHtml } from '../../engine/collections/body.ts';

/** Fields only the site fills in (from the collections' entries): an editor who writes them is refused. */
const SITE_FILLED =
  /blocks\[\]\[(job-openings\] › jobs|related-entries\] › items|entry-list\] › pagination|(pricing-cards|structure-comparison)\] › chosenState|structure-comparison\] › structures\[\] › priced)\b/;

it('finds the string fields in the schemas and puts a payload into every one', () => {
  // Every file kind is walked; links and pictures are told apart from text by their schema.
  expect(roots).toEqual(
    expect.arrayContaining([
      'site.schema.json',
      'navigation.schema.json',
      'page.schema.json',
      'collections.schema.json',
      'compliance-calendar.schema.json',
      'collections/update.schema.json',
      'collections/guide.schema.json',
      'collections/job.schema.json',
      'rules/income-tax.schema.json',
    ]),
  );
  // Every kind of section is on the page the payloads go into, at the top and in a tab.
  expect([...sectionKinds].sort()).toEqual(
    blockSchemas(schemas)
      .map((b) => b.type)
      .sort(),
  );
  // The editor's own model of the schemas (the forms of the visual editor and the back office) finds
  // these text fields; each one gets every payload, but those only the site fills in.
  const model = roots.flatMap(modelTextFields);
  const reached = new Set(places.map((p) => p.field));
  expect(model.filter((f) => !reached.has(f) && !SITE_FILLED.test(f))).toEqual([]);
  expect(places.length).toBeGreaterThanOrEqual(model.filter((f) => !SITE_FILLED.test(f)).length);
  expect(fields.filter((f) => !reached.has(f.name) && !SITE_FILLED.test(f.name)).map((f) => f.name)).toEqual([]);
  expect(places.length).toBeGreaterThan(1050);
  expect(places.filter((f) => f.kind === 'link').length).toBeGreaterThan(120);
  expect(places.filter((f) => f.kind === 'image').length).toBeGreaterThanOrEqual(7);
  // Optional texts the config leaves out are added where their object is.
  expect(places.filter((p) => p.original === undefined).length).toBeGreaterThan(50);
  expect(places.map((p) => p.field)).toEqual(
    expect.arrayContaining([
      'page › blocks[][tabs] › panels[] › blocks[][form] › fields[] › label',
      'page › blocks[][tabs] › panels[] › blocks[][hero] › image › src',
      'page › blocks[][update-article] › update › title',
      'collections/guide › body[][table] › rows[][]',
      'compliance-calendar › extensions[] › reference',
      'rules/income-tax › entries[] › source › url',
    ]),
  );
  console.log(
    `untrusted content: ${places.length} fields (the editor's model finds ${model.length}), ${PAYLOADS.length} payloads, ${places.length * PAYLOADS.length} combinations`,
  );
});

it('refuses the parts only the site fills in, whatever they hold', () => {
  const site = tempConfig(BASE);
  try {
    // What the site fills in, taken from the pages as validated, each with a script in its title.
    const made = validateSiteConfig(site.dir, blockRegistry, validationCache()).config!.pages.flatMap(({ page }) => page.blocks);
    const filled = (type: string, key: string) => {
      const block = made.find((b) => b.type === type && (b as unknown as Record<string, unknown>)[key]) as unknown as Record<string, { title: string }[]>;
      return block[key]!.map((item) => ({ ...item, title: '<script>alert(1)</script>' }));
    };
    const page = site.json('pages/every-field.json');
    page.blocks.find((b: { type: string }) => b.type === 'job-openings').jobs = filled('job-openings', 'jobs');
    page.blocks.find((b: { type: string }) => b.type === 'related-entries').items = filled('related-entries', 'items');
    site.writeJson('pages/every-field.json', page);
    const messages = validateSiteConfig(site.dir, blockRegistry, validationCache())
      .problems.filter((p) => p.severity === 'error')
      .map((p) => p.message);
    expect(messages).toEqual([
      '"jobs" is filled in by the site from site-config/jobs/ — write each opening as a file there and remove "jobs"',
      '"items" is filled in by the site — remove it',
    ]);
  } finally {
    site.remove();
  }
});

describePayloads('markup', MARKUP);

describe('what an editor reads when a link or a picture is refused', () => {
  const config = tempConfigPerTest();
  const problemsOf = (dir: string) =>
    validateSiteConfig(dir, blockRegistry, validationCache())
      .problems.filter((p) => p.severity === 'error')
      .map((p) => `${p.file.split('/').slice(-2).join('/')}:${p.line} ${p.place}: ${p.message}`);

  it('a button whose link is a script', () => {
    const site = config();
    site.write('pages/home.json', site.read('pages/home.json').replace('"href": "/about#partnership"', '"href": "javascript:alert(1)"'));
    expect(problemsOf(site.dir)).toEqual([
      'pages/home.json:14 page /, block 1 (hero), primaryAction: href "javascript:alert(1)" is not written the right way — a link must start with / (a page of this site), https:// (another website), mailto: (an e-mail address), tel: (a phone number) or # (a section of this page); javascript: and data: addresses are not allowed',
    ]);
  });

  it('a picture whose file is a data address', () => {
    const site = config();
    const home = site.json('pages/home.json');
    home.blocks[0].image = { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' };
    site.writeJson('pages/home.json', home);
    expect(problemsOf(site.dir)).toEqual([
      'pages/home.json:22 page /, block 1 (hero), image: src "data:image/svg+xml,<svg onload=alert(1)>" is not written the right way — a picture is a file name inside site-config/images/, in small letters, digits, hyphens and /, ending in .jpg, .png, .webp or .avif (for example team/priya-sharma.jpg)',
    ]);
  });

  it('a link written in a text', () => {
    const site = config();
    const home = site.json('pages/home.json');
    home.blocks[0].text = 'Read [our terms](javascript:alert(1)) first';
    site.writeJson('pages/home.json', home);
    expect(problemsOf(site.dir)).toEqual([
      'pages/home.json:21 page /, block 1 (hero): the link "javascript:alert(1" in this text goes nowhere — a page of this site starts with / (for example [GST](/gst)), another website with https://',
    ]);
  });
});

describe('a link in text that validation did not see (a draft, a skipped check) is still not a link', () => {
  const markup = 'Read [the terms](javascript:alert(1)) and [the data](data:text/html,x) or [GST](/gst)';

  it('on a page: the words stay, the address does not become an href', () => {
    const html = renderBlocks([{ type: 'rich-text', heading: 'Terms', paragraphs: [markup] }]);
    expect(unsafeFragment(html)).toEqual([]);
    expect(text(html)).toContain('Read the terms) and the data or GST');
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="/gst"']);
  });

  it('in a feed: the same', () => {
    expect(inlineHtml(markup, (href) => `https://example.in${href}`)).toBe('Read the terms) and the data or <a href="https://example.in/gst">GST</a>');
  });
});

describe('the checks see what a browser would run', () => {
  const page = (body: string) => `<!doctype html><html><head><title>x</title></head><body>${body}</body></html>`;
  it.each([
    ['<script>alert(1)</script>', 'a script of its own: <script>alert(1)'],
    ['<img src=x onerror=alert(1)>', 'an event handler: <img src="x" onerror="alert(1)">'],
    ['<a href="&#106;ava&#x09;script:alert(1)">x</a>', 'a script or data URL in href: <a href="java\tscript:alert(1)">'],
    ['<a href=" \u0001JaVaScRiPt:alert(1)">x</a>', 'a script or data URL in href: <a href=" \u0001JaVaScRiPt:alert(1)">'],
    ['<svg><a xlink:href="javascript:alert(1)"></a></svg>', 'a script or data URL in xlink:href: <a xlink:href="javascript:alert(1)">'],
    ['<img srcset="a.png 1x, data:text/html,x 2x">', 'a script or data URL in srcset: <img srcset="a.png 1x, data:text/html,x 2x">'],
    ['<iframe src="/x"></iframe>', 'a iframe element: <iframe src="/x">'],
    ['<base href="/">', 'a base element: <base href="/">'],
    ['<meta http-equiv="Refresh" content="0;url=/x">', 'a refresh: <meta http-equiv="Refresh" content="0;url=/x">'],
    ['<div style="width:expression(alert(1))"></div>', 'script in a style attribute: <div style="width:expression(alert(1))">'],
    ['<script type="application/ld+json">{"a":"</script><script>alert(1)</script>"}</script>', 'JSON in a script that does not parse (closed early?): {"a":"'],
    ['<script type="application/ld+json">{"a":"<!--"}</script>', 'JSON in a script with "<!--" or "</script" in its text: {"a":"<!--"}'],
  ])('%s', (body, finding) => {
    expect(unsafeHtml(page(body))[0]).toBe(finding);
  });

  it('leaves the engine’s own scripts, a data picture and a tel: link alone', () => {
    const own =
      '<script type="application/ld+json">{"a":"\\u003c/script>"}</script><script type="module" src="/assets/loader.js"></script>' +
      '<img src="data:image/png;base64,iVBOR" alt=""><a href="tel:+91 98765 43210">call</a><p style="scroll-behavior:smooth">x</p>';
    expect(unsafeHtml(page(own))).toEqual([]);
  });
});
