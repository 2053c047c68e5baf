// Scores a query the way MiniSearch's own search() does — BM25 per field with the fields' and the
// documents' boosts, prefix and fuzzy matches weighed down, words combined with AND or OR, the visitor's
// words and the synonyms' rewordings added up, and the score multiplied by the number of query words a
// document has — but from a list per indexed word made when the index loads: each word's documents with
// its whole weight in each (every field and the document's kind already counted in). A search then adds
// numbers from a few typed arrays instead of making an object per document and field for every word, which
// is what cost MiniSearch's search() 15–40 ms for a common word ("registration", "reg…") at 1,000 pages
// (engine/search/README.md, "Measured"). MiniSearch still builds and stores the index and finds the words
// that start with a prefix or are near a typo (its radix tree); query.ts uses it for suggestions too.
import type MiniSearch from 'minisearch';

/** The fields' weights and each document's own weight, as the search weighs them. */
export interface Weights {
  fields: Record<string, number>;
  document: (id: number) => number;
}

/** One word of a query: the indexed word (null: a little word the index leaves out), how it may match, its weight. */
export interface WordQuery {
  term: string | null;
  prefix: boolean;
  /** Letters that may differ (0: none). */
  fuzzy: number;
  boost: number;
}

/** The documents a query found, best first. */
export interface Scored {
  /** Document ids (positions in the index file's docs), best first; equal scores in document order. */
  ids: number[];
  score: (id: number) => number;
  /** The indexed words a document was found by (to mark them in its title and snippet). */
  termsOf: (id: number) => Set<string>;
}

type FieldTermData = Map<number, Map<number, number>>;

/** What this file reads of a loaded MiniSearch (protected in its types; checked in `Scores`' constructor). */
interface MiniSearchInternals {
  _index: Iterable<[string, FieldTermData]> & {
    atPrefix(prefix: string): Iterable<[string, FieldTermData]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [FieldTermData, number]>;
  };
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _documentIds: Map<number, number>;
}

/** A word's documents (ascending) and its weight in each. */
interface TermList {
  ids: Uint32Array;
  weights: Float64Array;
}

/** A word of the query as found in the index: each indexed word it matches, with that match's weight. */
type Found = { term: string; list: TermList; weight: number }[];

// MiniSearch's defaults (its search options are not set in INDEX_OPTIONS): BM25's parameters and the
// weights of a prefix and a fuzzy match.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

export class Scores {
  readonly #internals: MiniSearchInternals;
  readonly #lists = new Map<string, TermList>();
  readonly #size: number;
  // Scratch space for one search at a time (a search runs to its end without yielding).
  readonly #total: Float64Array;
  readonly #variant: Float64Array;
  readonly #count: Uint16Array;
  readonly #stamp: Uint32Array;
  readonly #inResult: Uint8Array;
  #stampNow = 0;

  constructor(index: MiniSearch, weights: Weights) {
    const internals = index as unknown as MiniSearchInternals;
    if (!(internals._index && internals._fieldLength instanceof Map && internals._documentIds instanceof Map && Array.isArray(internals._avgFieldLength)))
      throw new Error('The search index: this MiniSearch version keeps its index in another shape than engine/search/scores.ts reads.');
    this.#internals = internals;
    let size = 0;
    for (const id of internals._documentIds.values()) size = Math.max(size, id + 1);
    this.#size = size;
    this.#total = new Float64Array(size);
    this.#variant = new Float64Array(size);
    this.#count = new Uint16Array(size);
    this.#stamp = new Uint32Array(size);
    this.#inResult = new Uint8Array(size);
    const scratch = new Float64Array(size);
    const touched: number[] = [];
    const fields = Object.entries(weights.fields).map(([field, boost]) => ({ id: internals._fieldIds[field]!, boost }));
    const documentWeight = new Float64Array(size);
    for (const id of internals._documentIds.values()) documentWeight[id] = weights.document(id);
    for (const [term, data] of internals._index) {
      for (const field of fields) {
        const freqs = data.get(field.id);
        if (!freqs) continue;
        const average = internals._avgFieldLength[field.id]!;
        const idf = Math.log(1 + (internals._documentCount - freqs.size + 0.5) / (freqs.size + 0.5));
        for (const [shortId, freq] of freqs) {
          const id = internals._documentIds.get(shortId);
          if (id === undefined) continue; // a removed document (never in a built index)
          const length = internals._fieldLength.get(shortId)![field.id]!;
          const bm25 = idf * (BM25.d + (freq * (BM25.k + 1)) / (freq + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
          if (scratch[id] === 0) touched.push(id);
          scratch[id] = scratch[id]! + field.boost * documentWeight[id]! * bm25;
        }
      }
      touched.sort((a, b) => a - b);
      const list = { ids: Uint32Array.from(touched), weights: Float64Array.from(touched, (id) => scratch[id]!) };
      for (const id of touched) scratch[id] = 0;
      touched.length = 0;
      this.#lists.set(term, list);
    }
  }

  /** True when the index has this word (as typed, not by its start or a near spelling). */
  has(term: string): boolean {
    return this.#lists.has(term);
  }

  /**
   * The documents found by any of `variants` (the visitor's words and their rewordings), each variant's
   * words combined with `combineWith`, as MiniSearch's search({ queries: variants (each { queries: words,
   * combineWith }), combineWith: 'OR' }) finds and scores them.
   */
  search(variants: WordQuery[][], combineWith: 'AND' | 'OR'): Scored {
    const found = new Map<string, Found>();
    const find = (word: WordQuery): Found => {
      const key = `${word.term}|${word.prefix}|${word.fuzzy}`;
      const known = found.get(key);
      if (known) return known;
      const out = this.#find(word);
      found.set(key, out);
      return out;
    };
    // Each distinct query word has a bit: a document's score is multiplied by how many it was found by.
    const bits = new Map<string, number>();
    for (const variant of variants) for (const word of variant) if (word.term !== null && !bits.has(word.term)) bits.set(word.term, bits.size);
    const maskWords = Math.max(1, Math.ceil(bits.size / 32));
    const masks = new Uint32Array(this.#size * maskWords);
    const setBit = (id: number, bit: number) => (masks[id * maskWords + (bit >> 5)]! |= 1 << (bit & 31));
    const total = this.#total;
    const inResult = this.#inResult;
    const variantScore = this.#variant;
    const count = this.#count;
    const stamp = this.#stamp;
    const ids: number[] = [];
    const passing: { words: Found[] }[] = [];

    for (const variant of variants) {
      const words = variant.filter((w) => w.term !== null);
      // A little word the index leaves out matches nothing: with AND, the whole rewording then does not.
      if (!words.length || (combineWith === 'AND' && words.length < variant.length)) continue;
      const wordsFound = words.map(find);
      if (combineWith === 'AND' && wordsFound.some((f) => !f.length)) continue;
      passing.push({ words: wordsFound });
      const touched: number[] = [];
      for (let w = 0; w < words.length; w++) {
        const word = words[w]!;
        const bit = bits.get(word.term!)!;
        if (++this.#stampNow === 0xffffffff) {
          stamp.fill(0);
          this.#stampNow = 1;
        }
        const now = this.#stampNow;
        for (const { list, weight } of wordsFound[w]!) {
          const factor = weight * word.boost;
          const listIds = list.ids;
          const listWeights = list.weights;
          for (let k = 0; k < listIds.length; k++) {
            const id = listIds[k]!;
            if (stamp[id] !== now) {
              stamp[id] = now;
              if (count[id] === 0) touched.push(id);
              count[id] = count[id]! + 1;
              if (combineWith === 'OR') setBit(id, bit);
            }
            variantScore[id] = variantScore[id]! + factor * listWeights[k]!;
          }
        }
      }
      for (const id of touched) {
        if (combineWith === 'OR' || count[id] === words.length) {
          if (!inResult[id]) {
            inResult[id] = 1;
            ids.push(id);
          }
          total[id] = total[id]! + variantScore[id]!;
          if (combineWith === 'AND') for (const word of words) setBit(id, bits.get(word.term!)!);
        }
        variantScore[id] = 0;
        count[id] = 0;
      }
    }

    const scores = new Float64Array(this.#size);
    for (const id of ids) {
      let words = 0;
      for (let m = 0; m < maskWords; m++) words += popCount(masks[id * maskWords + m]!);
      scores[id] = total[id]! * (words || 1);
      total[id] = 0;
      inResult[id] = 0;
    }
    ids.sort((a, b) => scores[b]! - scores[a]! || a - b);
    return {
      ids,
      score: (id) => scores[id]!,
      termsOf: (id) => {
        const terms = new Set<string>();
        for (const { words } of passing) {
          const matches = words.map((f) => f.filter((m) => has(m.list, id)));
          if (combineWith === 'AND' && matches.some((m) => !m.length)) continue;
          for (const m of matches) for (const { term } of m) terms.add(term);
        }
        return terms;
      },
    };
  }

  /** The indexed words a query word matches — itself, longer words it starts, near spellings — with their weights (MiniSearch's). */
  #find(word: WordQuery): Found {
    const term = word.term!;
    const out: Found = [];
    const exact = this.#lists.get(term);
    if (exact) out.push({ term, list: exact, weight: 1 });
    const byPrefix = new Set<string>();
    if (word.prefix) {
      for (const [longer] of this.#internals._index.atPrefix(term)) {
        const distance = longer.length - term.length;
        if (!distance) continue;
        byPrefix.add(longer);
        const list = this.#lists.get(longer);
        if (list) out.push({ term: longer, list, weight: (PREFIX_WEIGHT * longer.length) / (longer.length + 0.3 * distance) });
      }
    }
    if (word.fuzzy) {
      for (const [near, [, distance]] of this.#internals._index.fuzzyGet(term, word.fuzzy)) {
        if (!distance || byPrefix.has(near)) continue;
        const list = this.#lists.get(near);
        if (list) out.push({ term: near, list, weight: (FUZZY_WEIGHT * near.length) / (near.length + distance) });
      }
    }
    return out;
  }
}

function has(list: TermList, id: number): boolean {
  let low = 0;
  let high = list.ids.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = list.ids[mid]!;
    if (at === id) return true;
    if (at < id) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

function popCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
