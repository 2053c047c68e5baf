// Content from the admin is untrusted: whatever an editor types into any field the schemas have, no
// public page, JSON-LD block or feed gets a script, an event handler or a javascript:/data: link. Each
// payload goes into every string field at once (one copy of site-config per payload, each field's copy
// marked with its number); the validator refuses some (always so for links and pictures), the engine
// renders the rest, and the output is read as a browser would.
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { PAYLOADS } from './untrusted/payloads.ts';
import { describePayloads, fields, places, roots } from './untrusted/suite.ts';
import { tempConfigPerTest } from './helpers.ts';
import { renderBlocks, text } from './render-helpers.tsx';
import { unsafeHtml } from './untrusted/html-checks.ts';
import { inlineHtml } from '../../engine/collections/body.ts';

it('finds the string fields in the schemas and puts a payload into each one the config has', () => {
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
  expect(fields.length).toBeGreaterThan(1000);
  expect(fields.filter((f) => f.kind === 'link').length).toBeGreaterThan(100);
  expect(fields.filter((f) => f.kind === 'image').length).toBeGreaterThan(5);
  expect(places.length).toBeGreaterThan(500);
  // Optional texts the config leaves out are added where their object is.
  expect(places.filter((p) => p.original === undefined).length).toBeGreaterThan(50);
  expect(places.map((p) => p.field)).toEqual(
    expect.arrayContaining([
      'page › blocks[][tabs] › panels[] › blocks[][form] › fields[] › label',
      'collections/guide › body[][table] › rows[][]',
      'compliance-calendar › rules[] › title',
      'rules/income-tax › entries[] › source › url',
    ]),
  );
});

describePayloads(PAYLOADS.slice(0, 10));

describe('what an editor reads when a link or a picture is refused', () => {
  const config = tempConfigPerTest();
  const problemsOf = (dir: string) =>
    validateSiteConfig(dir, blockRegistry)
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
    expect(unsafeHtml(html)).toEqual([]);
    expect(text(html)).toContain('Read the terms) and the data or GST');
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="/gst"']);
  });

  it('in a feed: the same', () => {
    expect(inlineHtml(markup, (href) => `https://example.in${href}`)).toBe('Read the terms) and the data or <a href="https://example.in/gst">GST</a>');
  });
});
