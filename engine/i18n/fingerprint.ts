// The fingerprint a translated text records of the English it translates: when the English changes,
// its fingerprint changes and the translation is stale. FNV-1a (32 bits, 8 hex digits) of the text with
// its spaces tidied, so re-wrapping a sentence does not make its translation stale. Pure: runs in the
// editor's browser as in Node.

export function fingerprint(english: string): string {
  const text = english.normalize('NFC').replace(/\s+/g, ' ').trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
