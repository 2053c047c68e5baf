// The words people use (site-config/search-synonyms.json): a query that contains one word or phrase of a
// group is searched again with each other word of the group ("company registration" ↔ "incorporation")
// and with the group's one-way words ("food licence" → "FSSAI").
import { words } from './text.ts';

/** site-config/search-synonyms.json's groups, as the schema describes them (schemas/search-synonyms.schema.json). */
export interface SynonymGroup {
  words: string[];
  alsoFinds?: string[];
}

/** At most this many reworded queries are searched besides the visitor's own. */
export const MAX_VARIANTS = 12;

/**
 * The visitor's words and every rewording the synonyms allow, the visitor's own first. A phrase matches
 * whole words in order ("tax return" in "file my income tax return"); each match is replaced once by
 * each of its alternatives.
 */
export function queryVariants(queryWords: string[], groups: readonly SynonymGroup[]): string[][] {
  const variants: string[][] = [queryWords];
  const seen = new Set([queryWords.join(' ')]);
  for (const group of groups) {
    const members = group.words.map(words);
    const oneWay = (group.alsoFinds ?? []).map(words);
    for (const phrase of members) {
      const at = indexOfPhrase(queryWords, phrase);
      if (at < 0) continue;
      for (const other of [...members, ...oneWay]) {
        if (other === phrase) continue;
        const variant = [...queryWords.slice(0, at), ...other, ...queryWords.slice(at + phrase.length)];
        const key = variant.join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        variants.push(variant);
        if (variants.length > MAX_VARIANTS) return variants;
      }
    }
  }
  return variants;
}

function indexOfPhrase(haystack: string[], phrase: string[]): number {
  if (!phrase.length) return -1;
  outer: for (let i = 0; i + phrase.length <= haystack.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (haystack[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}
