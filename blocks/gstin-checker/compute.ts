// What a GSTIN or a PAN says. A GSTIN is 15 characters: the 2-digit state code, the holder's 10-character
// PAN, the entity number (1–9, then A–Z: the how-manyth registration of that PAN in the state), 'Z' by
// default, and a check character — a Luhn mod 36 over the first 14 (digits 0–9, letters A–Z as 10–35,
// weights 1 and 2 alternating from the left; each product's quotient and remainder by 36 are added).
// A PAN is 5 letters, 4 digits and a letter; its 4th letter is the kind of holder.
import { entryOn, type RuleTables } from '../../engine/rules/tables.ts';

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

/** The kinds of PAN holder by the PAN's 4th letter (Income Tax Department). */
export const PAN_HOLDERS: Record<string, string> = {
  P: 'an individual',
  C: 'a company',
  H: 'a Hindu undivided family (HUF)',
  F: 'a firm or LLP',
  A: 'an association of persons (AOP)',
  T: 'a trust',
  B: 'a body of individuals (BOI)',
  L: 'a local authority',
  J: 'an artificial juridical person',
  G: 'a government body',
};

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

export function checkPan(pan: string): Check[] {
  const holder = PAN_HOLDERS[pan[3] ?? ''];
  return [
    { part: 'Letters 1–3', value: pan.slice(0, 3), ok: /^[A-Z]{3}$/.test(pan.slice(0, 3)), meaning: 'A series from AAA to ZZZ' },
    { part: 'Letter 4', value: pan[3] ?? '', ok: !!holder, meaning: holder ? `The holder is ${holder}` : 'Not a kind of PAN holder (P, C, H, F, A, T, B, L, J or G)' },
    {
      part: 'Letter 5',
      value: pan[4] ?? '',
      ok: /^[A-Z]$/.test(pan[4] ?? ''),
      meaning: pan[3] === 'P' ? "The first letter of the holder's surname" : "The first letter of the holder's name",
    },
    { part: 'Digits 6–9', value: pan.slice(5, 9), ok: /^\d{4}$/.test(pan.slice(5, 9)), meaning: 'A number from 0001 to 9999' },
    { part: 'Letter 10', value: pan[9] ?? '', ok: /^[A-Z]$/.test(pan[9] ?? ''), meaning: 'A check letter (the Income Tax Department does not publish how it is worked out)' },
  ];
}

/** `value` is upper-case without spaces, 15 characters for a GSTIN or 10 for a PAN. */
export function checkId(value: string, rules: RuleTables, today: string): IdResult {
  if (value.length === 10) {
    const checks = checkPan(value);
    return { kind: 'PAN', value, valid: checks.every((c) => c.ok), checks };
  }
  const states = entryOn(rules['gst-states']?.entries ?? [], today)?.states ?? [];
  const state = states.find((s) => s.code === value.slice(0, 2));
  const pan = value.slice(2, 12);
  const panOk = checkPan(pan).every((c) => c.ok);
  const entity = value[12] ?? '';
  const expected = gstinCheckCharacter(value.slice(0, 14));
  const checks: Check[] = [
    {
      part: 'State code (1–2)',
      value: value.slice(0, 2),
      ok: !!state,
      meaning: state ? `${state.name}${state.current === false ? ' (a code no longer issued)' : ''}` : 'Not a GST state code',
    },
    { part: 'PAN (3–12)', value: pan, ok: panOk, meaning: panOk ? `A PAN of ${PAN_HOLDERS[pan[3]!]}` : 'Not written like a PAN (5 letters, 4 digits, a letter)' },
    {
      part: 'Entity number (13)',
      value: entity,
      ok: /^[1-9A-Z]$/.test(entity),
      meaning: /^[1-9]$/.test(entity)
        ? `Registration number ${entity} of this PAN in the state`
        : /^[A-Z]$/.test(entity)
          ? `Registration number ${CHARS.indexOf(entity)} of this PAN in the state`
          : 'Must be 1–9 or a letter',
    },
    {
      part: 'Character 14',
      value: value[13] ?? '',
      ok: value[13] === 'Z',
      meaning: value[13] === 'Z' ? "'Z', as on every regular taxpayer's GSTIN" : "Should be 'Z' on a regular taxpayer's GSTIN",
    },
    {
      part: 'Check character (15)',
      value: value[14] ?? '',
      ok: expected === value[14],
      meaning:
        expected === undefined
          ? 'Cannot be worked out: the first 14 characters must be digits and letters'
          : expected === value[14]
            ? 'Matches the first 14 characters'
            : `Does not match: the first 14 characters give '${expected}' — a character is mistyped`,
    },
  ];
  return { kind: 'GSTIN', value, valid: checks.every((c) => c.ok), checks };
}
