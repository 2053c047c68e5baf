import { expect, it } from 'vitest';
import { renderBlocks, text } from '../../tests/unit/render-helpers.tsx';

const block = {
  type: 'site-search' as const,
  id: 'search',
  heading: 'Search the site',
  label: 'What are you looking for?',
  button: 'Search',
  popular: { heading: 'Popular searches', searches: ['GST registration', 'A & <b>'] },
};

it('renders a GET form to /search that works without JavaScript, and the slots the server fills in', () => {
  const html = renderBlocks([block]);
  expect(html).toMatch(/<h1[^>]*>Search the site<\/h1>/);
  expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/);
  expect(html).toMatch(/<label[^>]*for="search-q"[^>]*>What are you looking for\?<\/label>/);
  const input = /<input[^>]*>/.exec(html)![0];
  for (const attribute of ['id="search-q"', 'type="search"', 'name="q"', 'data-search-input=""', 'maxLength="100"']) expect(input).toContain(attribute);
  expect(html).toMatch(/<div[^>]*data-search-results=""[^>]*>.*<\/div><template data-search-end=""><\/template>/s);
  expect(text(html)).toBe('Search the site What are you looking for? Search Popular searches GST registration A & &lt;b&gt;');
});

it('links each popular search to its results, the words escaped and encoded', () => {
  const html = renderBlocks([block]);
  expect(html).toContain('<a href="/search?q=GST%20registration">GST registration</a>');
  expect(html).toContain('<a href="/search?q=A%20%26%20%3Cb%3E">A &amp; &lt;b&gt;</a>');
});
