// The site search (engine/search/): words in Indian scripts, documents from built pages, the index and
// its answers — typos, synonyms, ranking, snippets with marked and escaped words, links to sections.
import { describe, expect, it } from 'vitest';
import { normalizeWord, words } from '../../engine/search/text.ts';
import { documentsOfPage } from '../../engine/search/extract.ts';
import { buildSearchIndex } from '../../engine/search/documents.ts';
import { SiteSearch, type MarkedText } from '../../engine/search/query.ts';
import { queryVariants } from '../../engine/search/synonyms.ts';
import { ENGLISH_SEARCH, enquiryHref, resultsHtml } from '../../engine/search/results-html.ts';
import { projectInterfaceWords } from '../../engine/i18n/interface-words.ts';
import { FSSAI, TRADEMARK } from '../fixtures/search/pages.ts';
import { SEARCH_DOCUMENTS } from '../fixtures/search/documents.ts';

const SYNONYMS = [{ words: ['company registration', 'incorporation'] }, { words: ['ITR', 'income tax return'] }, { words: ['food licence', 'food license'], alsoFinds: ['FSSAI'] }];

const docs = SEARCH_DOCUMENTS;
const search = new SiteSearch(JSON.parse(JSON.stringify(buildSearchIndex(docs, SYNONYMS))));
const urls = (q: string) => search.search(q).hits.map((h) => h.url);
const plain = (parts: MarkedText) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');

describe('words', () => {
  it('keeps Devanagari vowel signs, virama and anusvara inside the word (many tokenizers split there)', () => {
    expect(words('आयकर रिटर्न हिंदी में।')).toEqual(['आयकर', 'रिटर्न', 'हिंदी', 'में']);
    expect(words('विशेषज्ञ की जाँच')).toEqual(['विशेषज्ञ', 'की', 'जाँच']);
  });

  it('drops zero-width joiners and composes a nukta typed as a separate mark', () => {
    expect(words('क्‍लिक')).toEqual(['क्लिक']);
    expect(normalizeWord('दाख\u093Cिल')).toBe(normalizeWord('दाख़िल'));
  });

  it('splits at punctuation and lowercases Latin letters', () => {
    expect(words('ITR-4 Filing, GSTR-9!')).toEqual(['itr', '4', 'filing', 'gstr', '9']);
  });
});

describe('documents of a built page', () => {
  const trademark = documentsOfPage({ path: '/trademark', html: TRADEMARK, kind: 'page' });

  it('makes one for the page, one per section with a heading (at its #anchor) and one per question', () => {
    expect(trademark.map((d) => [d.kind, d.url, d.title])).toEqual([
      ['page', '/trademark', 'Trademark Registration'],
      ['section', '/trademark#objection', 'Reply to a trademark objection'],
      ['section', '/trademark#pricing', 'Plans'],
      ['section', '/trademark#faq', 'Frequently Asked Questions'],
      ['question', '/trademark#faq', 'How long does registration take?'],
    ]);
    expect(trademark.find((d) => d.url === '/trademark#pricing')).toMatchObject({ headings: 'Individual / MSME', body: '₹5,988 + GST', page: 'Trademark Registration' });
    expect(trademark.find((d) => d.kind === 'question')!.body).toBe('Usually 18-24 months.');
  });

  it('reads only what a visitor reads in <main>: no header, footer, script, hidden panel or select options', () => {
    const all = JSON.stringify([...trademark, ...documentsOfPage({ path: '/fssai-license', html: FSSAI, kind: 'page' })]);
    for (const word of ['GST menu words', 'Footer words', 'secretScriptWord', 'zebra', 'quokka']) expect(all).not.toContain(word);
    // An inline element inside a word stays one word; the page's description belongs to the page.
    expect(documentsOfPage({ path: '/fssai-license', html: FSSAI, kind: 'page' })[1]!.body).toBe('ID proof, address proof and a photograph.');
    expect(trademark[0]!.body).toBe('Register your brand name or logo as a trademark. Protect your brand name and logo across India.');
  });
});

describe('synonyms', () => {
  it('rewords a phrase of a group by every other word of it, and by its one-way words', () => {
    expect(queryVariants(['food', 'licence', 'delhi'], SYNONYMS)).toEqual([
      ['food', 'licence', 'delhi'],
      ['food', 'license', 'delhi'],
      ['fssai', 'delhi'],
    ]);
    expect(queryVariants(['fssai'], SYNONYMS)).toEqual([['fssai']]); // one way only
    expect(queryVariants(['incorporation'], SYNONYMS)).toEqual([['incorporation'], ['company', 'registration']]);
  });
});

describe('answers', () => {
  it('forgives typos ("trademrk")', () => {
    expect(urls('trademrk')[0]).toBe('/trademark');
    expect(urls('registraton')).toContain('/fssai-license');
  });

  it('finds with the words people use: "food licence" → FSSAI, "company registration" ↔ incorporation, "ITR" ↔ income tax return', () => {
    expect(urls('food licence')).toContain('/fssai-license');
    expect(urls('company registration')).toEqual(['/incorporation']);
    expect(urls('income tax return')).toContain('/income-tax');
    expect(urls('itr')[0]).toBe('/income-tax');
  });

  it('ranks titles, service names and headings above text', () => {
    // "trademark" is the page's title, a section's heading, and only in the text of /income-tax#notice.
    const found = urls('trademark');
    expect(found.slice(0, 2)).toEqual(['/trademark', '/trademark#objection']);
    expect(found).toContain('/income-tax#notice');
    // The service "Objection" and the section about objections come first, at their anchor.
    expect(search.search('objection').hits.map((h) => [h.kind, h.url])).toEqual([
      ['service', '/trademark#objection'],
      ['section', '/trademark#objection'],
    ]);
  });

  it('shows a snippet around the match with the matched words marked', () => {
    const hit = search.search('examiner').hits[0]!;
    expect(hit.url).toBe('/trademark#objection');
    expect(plain(hit.snippet)).toBe('An [examiner] may object under section 9 or 11; we draft the reply within 5 days.');
    const section = search.search('trademrk objection').hits.find((h) => h.kind === 'section')!;
    expect(plain(section.title)).toBe('Reply to a [trademark] [objection]');
  });

  it('finds Hindi words whole, with their marks, and not by a bare consonant', () => {
    // The page, and its section (on a page whose heading has the word).
    expect(urls('रिटर्न')).toEqual(['/hi/income-tax', '/hi/income-tax#jiesti']);
    expect(urls('जीएसटी पंजीकरण')).toEqual(['/hi/income-tax#jiesti']);
    expect(plain(search.search('हिंदी').hits[0]!.title)).toBe('आयकर रिटर्न [हिंदी] में');
    expect(urls('क्लिक')).toEqual(['/hi/income-tax#jiesti']); // written with a zero-width joiner on the page
    expect(urls('ह')).toEqual([]);
  });

  it('answers nothing found with words to try', () => {
    const answer = search.search('registraiton xyzzyq');
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(answer.someWords).toBe(true);
    const none = search.search('qqqqzzzz');
    expect(none).toMatchObject({ query: 'qqqqzzzz', hits: [] });
    expect(search.search('   ')).toEqual({ query: '', hits: [], someWords: false, suggestions: [] });
  });
});

describe('words to try when nothing is found', () => {
  it('are the near indexed words ("gsy" → gst), not every longer word a one- or two-letter word starts', () => {
    expect(search.search('gsy')).toMatchObject({ hits: [], suggestions: ['gst'] });
    expect(search.search('itx')).toMatchObject({ hits: [], suggestions: ['itr'] });
    // "se" is in no page: MiniSearch took it as the start of every word (section, september, …), slow at 1,000 pages and no help.
    const se = search.search('zz se');
    expect(se.hits).toEqual([]);
    for (const suggestion of se.suggestions) for (const word of suggestion.split(' ')) expect(word.length, suggestion).toBeLessThanOrEqual(3);
  });
});

describe('the results as HTML', () => {
  it('escapes the query and the texts: a query is never markup', () => {
    const html = resultsHtml(search.search('<img src=x onerror=alert(1)> trademark'));
    expect(html).not.toContain('<img');
    expect(html).toContain('for “&lt;img src=x onerror=alert(1)&gt; trademark”');
    const none = resultsHtml(search.search('"><script>zqxj</script>'), '<ul data-popular=""></ul>');
    expect(none).not.toContain('<script>');
    expect(none).toContain('No results for “&quot;&gt;&lt;script&gt;zqxj&lt;/script&gt;”');
    expect(none).toContain(`href="${enquiryHref('"><script>zqxj</script>').replaceAll('&', '&amp;')}"`);
    expect(none.endsWith('<ul data-popular=""></ul>')).toBe(true);
  });

  it('links each hit to its section and marks the matched words', () => {
    const html = resultsHtml(search.search('examiner'));
    expect(html).toBe(
      '<h2 data-search-count="1">1 result for “examiner”</h2><ol><li data-hit=""><a href="/trademark#objection">Reply to a trademark objection</a>' +
        '<p data-hit-meta="">Section · Trademark Registration</p><p data-hit-snippet="">An <mark>examiner</mark> may object under section 9 or 11; we draft the reply within 5 days.</p></li></ol>',
    );
  });

  it('writes with the English of site-config/interface.json when a build has no words file (the two are equal)', () => {
    expect(ENGLISH_SEARCH.words).toEqual(projectInterfaceWords().search);
  });

  it('fills the enquiry link with the query', () => {
    expect(enquiryHref('shop act')).toBe('/enquiry?message=I%20searched%20the%20site%20for%20%22shop%20act%22%20and%20did%20not%20find%20it.');
  });
});
