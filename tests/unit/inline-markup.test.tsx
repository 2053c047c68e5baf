// Inline markup in config texts: **bold**, *italic*, [links](/gst). Parsed at build time, rendered as
// elements (never as HTML typed by an editor), checked by the validator like every other link.
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { Providers } from '../../engine/render/providers.tsx';
import { InlineText } from '../../blocks/shared/InlineText.tsx';
import { htmlTagsIn, linksIn, parseInline, plainText } from '../../engine/markup/inline.ts';
import { formatProblem, validateSiteConfig } from '../../engine/config/validate.ts';
import { lineColumnOf, offsetAt } from './config-edit.ts';
import { tempConfig } from './helpers.ts';

function html(text: string): string {
  const markup = renderToStaticMarkup(
    <Providers cache={createCache({ key: 'css' })}>
      <p>
        <InlineText text={text} />
      </p>
    </Providers>,
  );
  return markup.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/ class="[^"]*"/g, '');
}

describe('parsing', () => {
  it('reads bold, italic and links, also nested', () => {
    expect(parseInline('Pay **₹1,999** for *every* [GST return](/gst#plans).')).toEqual([
      { kind: 'text', text: 'Pay ' },
      { kind: 'strong', children: [{ kind: 'text', text: '₹1,999' }] },
      { kind: 'text', text: ' for ' },
      { kind: 'em', children: [{ kind: 'text', text: 'every' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/gst#plans', children: [{ kind: 'text', text: 'GST return' }] },
      { kind: 'text', text: '.' },
    ]);
    expect(parseInline('**See [our plans](/gst)**')).toEqual([
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'See ' },
          { kind: 'link', href: '/gst', children: [{ kind: 'text', text: 'our plans' }] },
        ],
      },
    ]);
  });

  it('leaves text that is not complete markup as typed', () => {
    for (const text of ['2 * 3 * 4 = 24', 'a lone ** here', 'file_name_v2.pdf and support_team@example.com', '[no link] (here)', 'a \\*literal\\* star']) {
      expect(plainText(text)).toBe(text.replace(/\\\*/g, '*'));
    }
  });

  it('gives plain text for JSON-LD and the link targets for the validator', () => {
    expect(plainText('A **bold** claim with [a link](/about).')).toBe('A bold claim with a link.');
    expect(linksIn('See [GST](/gst) and [the portal](https://www.gst.gov.in/).')).toEqual(['/gst', 'https://www.gst.gov.in/']);
    expect(htmlTagsIn('Use <b>bold</b> and<br/>breaks, but 3 < 5 > 2 is fine')).toEqual(['<b>', '</b>', '<br/>']);
  });
});

describe('rendering', () => {
  it('renders elements, and HTML typed in the text stays visible text', () => {
    expect(html('Plans from **₹1,999**, *plus taxes*. See [all plans](/gst#plans).')).toBe(
      '<p>Plans from <strong>₹1,999</strong>, <em>plus taxes</em>. See <a href="/gst#plans">all plans</a>.</p>',
    );
    expect(html('<b>not bold</b> <script>alert(1)</script>')).toBe('<p>&lt;b&gt;not bold&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html('Plain text')).toBe('<p>Plain text</p>');
  });
});

describe('the validator', () => {
  let config = tempConfig();
  afterEach(() => {
    config.remove();
    config = tempConfig();
  });
  function validateAnswer(answer: string): string[] {
    const page = config.json('pages/gst.json');
    page.blocks[1].items[0].answer = answer;
    config.writeJson('pages/gst.json', page);
    const text = config.read('pages/gst.json');
    const { line, column } = lineColumnOf(text, offsetAt(text, ['blocks', 1, 'items', 0, 'answer']));
    return validateSiteConfig(config.dir).problems.map((p) =>
      formatProblem(p)
        .replace(/^.*?pages\//, 'pages/')
        .replace(`:${line}:${column} `, ':L:C '),
    );
  }

  it('checks links inside text like every other link', () => {
    expect(validateAnswer('See [our about page](/abuot).')).toEqual([
      'pages/gst.json:L:C error: page /gst, block 2 (faq), question 1: the link "/abuot" goes to no page — did you mean "/about"?',
    ]);
    expect(validateAnswer('See [our about page](about).')).toEqual([
      'pages/gst.json:L:C error: page /gst, block 2 (faq), question 1: the link "about" in this text goes nowhere — a page of this site starts with / (for example [GST](/gst)), another website with https://',
    ]);
    expect(validateAnswer('See [our about page](/about).')).toEqual([]);
  });

  it('warns about HTML tags, which would show as typed', () => {
    expect(validateAnswer('It is <b>a tax</b>.')).toEqual([
      'pages/gst.json:L:C warning: page /gst, block 2 (faq), question 1: <b>, </b> will show as typed — HTML is not used here; write **bold**, *italic* or [link text](/page) in the texts that allow it',
    ]);
  });
});
