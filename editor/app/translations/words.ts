// How the translations screens name things: an English file as the editor's other screens name it (a page
// by its address, Site facts, Menus, an update by its title), counts in words, and the translation's
// content as saved (each text with the fingerprint of the English it translates).
import { fingerprint } from '../../../engine/i18n/fingerprint.ts';
import { fileTitle } from '../screens.tsx';
import { schemaFiles } from '../schemas.ts';
import type { TranslationAnswer, TranslationRow } from './api.ts';

/** "Page /gst", "Home page", "Site facts", "Guide “Filing GSTR-3B”". */
export function englishName(f: { source: string; schemaKey: string; address?: string; title?: string }): string {
  if (f.address) return f.address === '/' ? 'Home page' : `Page ${f.address}`;
  const schemaTitle = String(schemaFiles.get(f.schemaKey)?.title ?? '');
  if (f.source.includes('/')) return f.title ? `${schemaTitle || 'Entry'} “${f.title}”` : schemaTitle || f.source;
  return fileTitle(f.source, schemaTitle);
}

export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the person did to a text on this screen: its words now, and whether a stale one was said to still fit. */
export interface Edit {
  text: string;
  /** A stale text the person confirmed or changed: it now translates the new English. */
  current: boolean;
}

/**
 * The translation file to save: every text with a translation, in the English's order, each with the
 * fingerprint of the English it translates — the new English when the person wrote, copied or confirmed
 * it, else the one it recorded (a stale text stays stale). An emptied box drops the text: the page shows
 * the English. Texts the English no longer has are kept as they were (the validator names them).
 */
export function translationData(answer: TranslationAnswer, edits: Record<string, Edit>, reviewed: boolean) {
  const texts: Record<string, { text: string; fingerprint: string }> = {};
  for (const row of answer.rows) {
    const edit = edits[row.key] ?? { text: row.text ?? '', current: false };
    if (!edit.text.trim()) continue;
    texts[row.key] = { text: edit.text, fingerprint: row.state === 'stale' && !edit.current ? row.recorded! : fingerprint(row.english) };
  }
  return { $schema: answer.schemaRef, reviewed, texts: { ...texts, ...answer.others } };
}

/** A row's state after this screen's edits: a missing text typed in is translated, a stale one changed or confirmed too. */
export function stateOf(row: TranslationRow, edit: Edit | undefined): TranslationRow['state'] {
  if (!edit) return row.state;
  if (!edit.text.trim()) return 'missing';
  if (row.state === 'stale' && !edit.current) return 'stale';
  return 'translated';
}
