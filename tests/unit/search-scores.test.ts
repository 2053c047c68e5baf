// engine/search/scores.ts scores a query from lists made when the index loads, instead of MiniSearch's
// search() (too slow at 1,000 pages). These tests hold it to MiniSearch's own answer for the same query
// tree — the same documents, scores and matched words — so the ranking the other search tests assert is
// MiniSearch's ranking, and a MiniSearch upgrade that changes its scoring or its internals shows here.
import MiniSearch, { type Query } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, INDEX_OPTIONS, indexedTerm } from '../../engine/search/documents.ts';
import { Scores, type WordQuery } from '../../engine/search/scores.ts';
import { queryVariants } from '../../engine/search/synonyms.ts';
import { words } from '../../engine/search/text.ts';
import { fuzziness } from '../../engine/search/query.ts';
import { SEARCH_DOCUMENTS } from '../fixtures/search/documents.ts';

const SYNONYMS = [
  { words: ['company registration', 'incorporation'] },
  { words: ['ITR', 'income tax return'] },
  { words: ['food licence', 'food license'], alsoFinds: ['FSSAI'] },
  // A rewording with a little word ("and") the index leaves out.
  { words: ['GST', 'goods and services tax', 'जीएसटी'] },
];
const docs = SEARCH_DOCUMENTS;
const file = JSON.parse(JSON.stringify(buildSearchIndex(docs, SYNONYMS)));
const index = MiniSearch.loadJS(file.index, INDEX_OPTIONS);
const FIELDS = { title: 5, headings: 2.5, page: 1.5, body: 1 };
const documentWeight = (id: number) => 1 + (id % 3) / 10;
const scores = new Scores(index, { fields: FIELDS, document: documentWeight });

/** The visitor's words: near spellings of a word the index lacks, each word of 3+ letters also as a start; rewordings exact at 0.8. */
function wordQueries(query: string): WordQuery[][] {
  const variants = queryVariants(
    words(query).filter((w) => indexedTerm(w) !== null),
    SYNONYMS,
  );
  return variants.map((variant, i) =>
    variant.map((word) => {
      const term = indexedTerm(word);
      return i === 0
        ? { term, fuzzy: term === null || scores.has(term) ? 0 : fuzziness(term), prefix: [...word].length >= 3, boost: 1 }
        : { term, fuzzy: 0, prefix: false, boost: 0.8 };
    }),
  );
}

/** The same query as a MiniSearch query tree, answered by MiniSearch's own search(). */
function miniSearch(query: string, combineWith: 'AND' | 'OR') {
  const variants = queryVariants(
    words(query).filter((w) => indexedTerm(w) !== null),
    SYNONYMS,
  );
  const queries: Query[] = variants.map((variant, i) =>
    i === 0
      ? { queries: variant, combineWith, fuzzy: (t: string) => (scores.has(t) ? false : fuzziness(t)), prefix: (t: string) => [...t].length >= 3 }
      : { queries: variant, combineWith, fuzzy: false, prefix: false, boostTerm: () => 0.8 },
  );
  return index.search({ queries, combineWith: 'OR' }, { boost: FIELDS, maxFuzzy: 2, boostDocument: (id) => documentWeight(id as number) });
}

const QUERIES = [
  'trademark',
  'trademrk',
  'tradem',
  'registraton',
  'food licence',
  'company registration',
  'incorporation',
  'itr',
  'income tax return',
  'gst',
  'रिटर्न',
  'जीएसटी पंजीकरण',
  'trademark objection reply',
  'registraiton xyzzyq',
  'qqqqzzzz',
];

describe("a query's scores", () => {
  for (const combineWith of ['AND', 'OR'] as const) {
    it(`are MiniSearch's: the same documents, scores and matched words (${combineWith})`, () => {
      let found = 0;
      for (const query of QUERIES) {
        const expected = miniSearch(query, combineWith).map((r) => ({ id: r.id as number, score: r.score.toFixed(9), terms: [...r.terms].sort() }));
        const scored = scores.search(wordQueries(query), combineWith);
        const actual = scored.ids.map((id) => ({ id, score: scored.score(id).toFixed(9), terms: [...scored.termsOf(id)].sort() }));
        const order = (list: typeof actual) => [...list].sort((a, b) => Number(b.score) - Number(a.score) || a.id - b.id);
        expect(order(actual), `${query} (${combineWith})`).toEqual(order(expected));
        found += actual.length;
      }
      expect(found).toBeGreaterThan(30); // the queries find something: the comparison is not of empty lists
    });
  }

  it('lists the best first, equal scores in document order', () => {
    const scored = scores.search(wordQueries('registration'), 'OR');
    expect(scored.ids.length).toBeGreaterThan(3);
    for (let i = 1; i < scored.ids.length; i++) {
      const [before, after] = [scored.ids[i - 1]!, scored.ids[i]!];
      expect(scored.score(before) > scored.score(after) || (scored.score(before) === scored.score(after) && before < after)).toBe(true);
    }
  });

  it('finds nothing by a rewording with a little word the index leaves out, when all words are needed (as MiniSearch)', () => {
    const gst = wordQueries('gst');
    expect(gst.map((v) => v.map((w) => w.term))).toEqual([['gst'], ['goods', null, 'services', 'tax'], ['जीएसटी']]);
    expect(scores.search([gst[1]!], 'AND').ids).toEqual([]);
    expect(scores.search([gst[1]!], 'OR').ids.length).toBeGreaterThan(0);
  });

  it('says so when MiniSearch keeps its index in another shape', () => {
    expect(() => new Scores({} as MiniSearch, { fields: FIELDS, document: documentWeight })).toThrow(/another shape than engine\/search\/scores\.ts reads/);
  });
});
