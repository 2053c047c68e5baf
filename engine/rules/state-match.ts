// A state typed freely ("Tamilnadu", "orissa", "तमिलनाडु", "Maharastra") matched to its GST state code,
// from gst-states.json: the state's name, its names in the site's languages ("names") and the other ways
// people write it ("otherNames"), then one slip of the keyboard on a longer name. Pure: the server
// matches the Register form's state with it, and the rule checks refuse an other-name two states share.
import type { RuleTables } from './tables.ts';
import { stateOptions } from './tables.ts';

/** A state the visitor may choose: its code, its English name and its names in other languages. */
export interface StateNames {
  code: string;
  name: string;
  names: Record<string, string | undefined>;
  otherNames: string[];
}

/** The states and union territories visitors can choose (the newest code list, still issued), with every name they go by. */
export function stateNames(rules: RuleTables): StateNames[] {
  const entries = rules['gst-states']?.entries ?? [];
  const newest = [...entries].sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1))[0];
  const byCode = new Map((newest?.states ?? []).map((s) => [s.code, s]));
  return stateOptions(rules).map((option) => {
    const state = byCode.get(option.code);
    return { code: option.code, name: option.name, names: state?.names ?? {}, otherNames: state?.otherNames ?? [] };
  });
}

/** The states for a state list: [GST state code, English name, names in the other languages] (the quote page's lists). */
export function stateList(rules: RuleTables): [string, string, Record<string, string | undefined>][] {
  return stateNames(rules).map((s) => [s.code, s.name, s.names]);
}

/** "  Tamil-Nadu State " → "tamilnadu": letters and digits only, lower case, "&" read as "and", "state of …", "… state" and "… UT" dropped. */
export function stateKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/^\s*(the\s+)?state\s+of\s+/, '')
    .replace(/\s+(state|ut|union territory)\s*$/, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

/** Edits (insert, delete, substitute, swap two neighbours) between a and b, stopping early past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Typing slips allowed for a name of this length: none under 6 letters (UP, Goa, Bihar must be exact), one up to 10, two beyond. */
const slipsFor = (length: number) => (length < 6 ? 0 : length <= 10 ? 1 : 2);

/**
 * The state code of what a visitor typed, or undefined when it names no state or could be two.
 * Exact names (English, other languages, other spellings) first; then a name within a slip or two.
 */
export function matchState(text: string, states: readonly StateNames[]): string | undefined {
  const key = stateKey(text);
  if (!key) return undefined;
  const keysOf = (s: StateNames) => [s.name, ...Object.values(s.names), ...s.otherNames].map((n) => stateKey(n ?? '')).filter(Boolean);
  const exact = new Set(states.filter((s) => keysOf(s).includes(key)).map((s) => s.code));
  if (exact.size) return exact.size === 1 ? [...exact][0] : undefined;
  let best: { code: string; d: number } | undefined;
  let tie = false;
  for (const state of states) {
    for (const name of keysOf(state)) {
      const limit = slipsFor(Math.min(name.length, key.length));
      if (limit === 0) continue;
      const d = distance(key, name, limit);
      if (d > limit) continue;
      if (!best || d < best.d) {
        best = { code: state.code, d };
        tie = false;
      } else if (d === best.d && best.code !== state.code) tie = true;
    }
  }
  return best && !tie ? best.code : undefined;
}

/** The state's name to show on a page in `language` ("hi": its Hindi name when the table has one), and whether that is the English name. */
export function stateLabel(state: Pick<StateNames, 'name' | 'names'>, language: string): { label: string; english: boolean } {
  const own = state.names[language];
  return own ? { label: own, english: false } : { label: state.name, english: true };
}
