// What a GSTIN or a PAN says. A GSTIN is 15 characters: the 2-digit state code, the holder's 10-character
// PAN, the entity number (1–9, then A–Z: the how-manyth registration of that PAN in the state), 'Z' by
// default, and a check character — a Luhn mod 36 over the first 14 (digits 0–9, letters A–Z as 10–35,
// weights 1 and 2 alternating from the left; each product's quotient and remainder by 36 are added).
// A PAN is 5 letters, 4 digits and a letter; its 4th letter is the kind of holder.
import { entryOn, type RuleTables } from '../../engine/rules/tables.ts';
import type { Interface } from '../../engine/generated/config.ts';
import { fill } from '../../engine/i18n/words.ts';

/** The parts' names and meanings in the page's language (interface.json "tools.gstin"). */
export type GstinWords = Interface['tools']['gstin'];

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (undefined when one is not 0–9 or A–Z). */
export function gstinCheckCharacter(first14: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i] ?? '');
    if (value < 0) return undefined;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** The kinds of PAN holder by the PAN's 4th letter (Income Tax Department); their names are the words' "holders". */
export const PAN_HOLDERS = ['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G'] as const;
type Holder = (typeof PAN_HOLDERS)[number];
const holderOf = (letter: string, w: GstinWords): string | undefined => ((PAN_HOLDERS as readonly string[]).includes(letter) ? w.holders[letter as Holder] : undefined);

export interface Check {
  part: string;
  value: string;
  ok: boolean;
  meaning: string;
}

export interface IdResult {
  kind: 'GSTIN' | 'PAN';
  value: string;
  valid: boolean;
  checks: Check[];
}

export function checkPan(pan: string, w: GstinWords): Check[] {
  const holder = holderOf(pan[3] ?? '', w);
  return [
    { part: w.letters13, value: pan.slice(0, 3), ok: /^[A-Z]{3}$/.test(pan.slice(0, 3)), meaning: w.series },
    { part: w.letter4, value: pan[3] ?? '', ok: !!holder, meaning: holder ? fill(w.holderIs, { holder }) : w.notHolder },
    { part: w.letter5, value: pan[4] ?? '', ok: /^[A-Z]$/.test(pan[4] ?? ''), meaning: pan[3] === 'P' ? w.surname : w.name },
    { part: w.digits69, value: pan.slice(5, 9), ok: /^\d{4}$/.test(pan.slice(5, 9)), meaning: w.number },
    { part: w.letter10, value: pan[9] ?? '', ok: /^[A-Z]$/.test(pan[9] ?? ''), meaning: w.checkLetter },
  ];
}

/** `value` is upper-case without spaces, 15 characters for a GSTIN or 10 for a PAN; `w` names the parts in the page's language. */
export function checkId(value: string, rules: RuleTables, today: string, w: GstinWords): IdResult {
  if (value.length === 10) {
    const checks = checkPan(value, w);
    return { kind: 'PAN', value, valid: checks.every((c) => c.ok), checks };
  }
  const states = entryOn(rules['gst-states']?.entries ?? [], today)?.states ?? [];
  const state = states.find((s) => s.code === value.slice(0, 2));
  const pan = value.slice(2, 12);
  const panOk = checkPan(pan, w).every((c) => c.ok);
  const entity = value[12] ?? '';
  const expected = gstinCheckCharacter(value.slice(0, 14));
  const checks: Check[] = [
    {
      part: w.stateCode,
      value: value.slice(0, 2),
      ok: !!state,
      meaning: state ? (state.current === false ? fill(w.oldCode, { state: state.name }) : state.name) : w.notStateCode,
    },
    { part: w.panPart, value: pan, ok: panOk, meaning: panOk ? fill(w.panOf, { holder: holderOf(pan[3]!, w)! }) : w.notPan },
    {
      part: w.entity,
      value: entity,
      ok: /^[1-9A-Z]$/.test(entity),
      meaning: /^[1-9]$/.test(entity) ? fill(w.registration, { number: entity }) : /^[A-Z]$/.test(entity) ? fill(w.registration, { number: CHARS.indexOf(entity) }) : w.entityRule,
    },
    { part: w.char14, value: value[13] ?? '', ok: value[13] === 'Z', meaning: value[13] === 'Z' ? w.zOk : w.zBad },
    {
      part: w.checkChar,
      value: value[14] ?? '',
      ok: expected === value[14],
      meaning: expected === undefined ? w.checkCannot : expected === value[14] ? w.checkMatches : fill(w.checkMismatch, { expected }),
    },
  ];
  return { kind: 'GSTIN', value, valid: checks.every((c) => c.ok), checks };
}
