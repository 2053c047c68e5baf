// Words as the search sees them, the same at build time (the index) and on the server (a query).
//
// A word is a run of letters, combining marks and digits. Devanagari and the other Indian scripts write
// vowel signs and the virama as combining marks (Unicode Mn/Mc: ि ् ं …) and join letters with ZWJ/ZWNJ;
// a tokenizer that splits at anything but \p{L} cuts "हिंदी" into ह, द. Here marks and joiners stay
// inside the word (joiners are then dropped, as they do not change what is written), and the text is
// NFC-normalised first, so a nukta typed as a separate mark (क + ़) matches the precomposed letter (क़).
const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;
const JOINERS = /[\u200c\u200d]/g;
const ASCII = /^\p{ASCII}*$/u;

/** The visitor's or the page's text, ready to compare: NFC, lower case, single spaces. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** One word as it is indexed and looked up. */
export function normalizeWord(word: string): string {
  // Most words of the site are ASCII, which NFC leaves as they are and has no joiners (the search's hot path: snippets).
  if (ASCII.test(word)) return word.toLowerCase();
  return word.normalize('NFC').toLowerCase().replace(JOINERS, '');
}

/** The words of a text, normalised ("ITR-4 रिटर्न।" → ["itr", "4", "रिटर्न"]). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const match of text.normalize('NFC').matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word) out.push(word);
  }
  return out;
}

/** Each word of a text with where it is in the text (offsets into `text` as given, for marking matches), one at a time: a snippet stops at the first matched word of a long page. */
export function* wordSpans(text: string): Generator<{ word: string; start: number; end: number }> {
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word) yield { word, start: match.index, end: match.index + match[0].length };
  }
}
