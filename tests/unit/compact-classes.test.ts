// Emotion's class names shortened in each prerendered page (renderer/compact-classes.ts).
import { expect, test } from 'vitest';
import { compactClassNames, shortName } from '../../renderer/compact-classes.ts';

const page = [
  '<html><head><style data-emotion="css-global x1">@layer reset{html{color:red}}</style>',
  '<style data-emotion="css 1abc 2def 3ghi">.css-1abc{color:red}.css-2def:hover .css-1abc{color:blue}@layer recipes{.css-3ghi{display:flex}}@media (min-width:48rem){.css-2def{gap:1px}}</style></head>',
  '<body><p class="css-2def">x</p><p class="css-2def css-3ghi">y</p><b class="css-2def">z</b><i class="css-1abc">css-1abc stays in text</i>',
  '<script type="application/json">{"html":"<p class=\\"css-1abc\\">"}</script></body></html>',
].join('');

test('the most used style gets the shortest name, in the CSS and on the elements alike', () => {
  const out = compactClassNames(page);
  expect(out).toContain('<style data-emotion="css">.b{color:red}.a:hover .b{color:blue}@layer recipes{.c{display:flex}}@media (min-width:48rem){.a{gap:1px}}</style>');
  expect(out).toContain('<p class="a">x</p><p class="a c">y</p><b class="a">z</b><i class="b">css-1abc stays in text</i>');
});

test('the theme’s global styles, text, and JSON an island reads are left as they were', () => {
  const out = compactClassNames(page);
  expect(out).toContain('<style data-emotion="css-global x1">@layer reset{html{color:red}}</style>');
  expect(out).toContain('{"html":"<p class=\\"css-1abc\\">"}');
});

test('the style tag no longer lists its hashes, so Emotion in the browser inserts a css-… rule when an island uses one', () => {
  expect(compactClassNames(page)).not.toMatch(/data-emotion="css [^"]/);
});

test('a class the page already has is never given to a style, and a page without styles is unchanged', () => {
  const withA = page.replace('<b class="css-2def">', '<b class="a css-2def">');
  const out = compactClassNames(withA);
  expect(out).toContain('<b class="a b">z</b>');
  expect(out).toContain('<p class="b">x</p>');
  expect(compactClassNames('<p class="css-1abc">no style tag</p>')).toBe('<p class="css-1abc">no style tag</p>');
});

test('short names run a … z, ba …, never with a digit first', () => {
  expect([0, 1, 25, 26, 27, 51, 52, 700].map(shortName)).toEqual(['a', 'b', 'z', 'ba', 'bb', 'bz', 'ca', 'bay']);
});
