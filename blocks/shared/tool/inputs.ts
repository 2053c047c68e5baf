// Reading a tool's inputs from an address query (the server) or the form (the browser): the same
// function, the same messages beside the same fields. Never NaN, never an exception: every value is
// either read or explained.
import { rupees } from './money.ts';
import type { Interface } from '../../../engine/generated/config.ts';
import { fill } from '../../../engine/i18n/words.ts';

/** The messages every tool shares (interface.json "tools.common"). */
type CommonWords = Interface['tools']['common'];

/** The largest amount any tool accepts: ₹10,000 crore. */
export const MAX_AMOUNT = 1e11;

export type FieldErrors = Record<string, string>;
export type Parsed<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors };

export interface FieldWords {
  label: string;
  hint?: string;
}

/** Collects values and messages field by field, in the page's words; `done(values)` gives the outcome. */
export function reader(params: URLSearchParams, w: CommonWords) {
  const errors: FieldErrors = {};
  // Control characters never belong in a field (and must not reach the page again).
  const raw = (name: string) => (params.get(name) ?? '').replace(/\p{Cc}/gu, '').trim();
  return {
    errors,
    raw,
    /** A rupee amount: "1,50,000", "₹ 150000" and "150000.50" all read; empty is 0 unless required. */
    money(name: string, words: FieldWords, options: { required?: boolean; min?: number; max?: number } = {}): number {
      const text = raw(name)
        .replace(/[₹,\s]/g, '')
        .replace(/^rs\.?/i, '');
      if (text === '') {
        if (options.required) errors[name] = fill(w.moneyRequired, { label: lower(words.label) });
        return 0;
      }
      if (!/^-?\d+(\.\d{1,2})?$/.test(text)) {
        errors[name] = fill(w.moneyNumber, { label: words.label });
        return 0;
      }
      const value = Number(text);
      const max = options.max ?? MAX_AMOUNT;
      if (value < 0) errors[name] = fill(w.negative, { label: words.label });
      else if (value < (options.min ?? 0)) errors[name] = fill(w.atLeast, { label: words.label, min: rupees(options.min ?? 0) });
      else if (value > max) errors[name] = fill(w.atMost, { label: words.label, max: max === MAX_AMOUNT ? w.maxAmount : rupees(max) });
      return value;
    },
    /** One of the allowed values; empty takes the fallback when there is one. */
    choice<T extends string>(name: string, words: FieldWords, allowed: readonly T[], fallback?: T, unknown?: (value: string) => string): T {
      const value = raw(name);
      if (value === '' && fallback !== undefined) return fallback;
      if ((allowed as readonly string[]).includes(value)) return value as T;
      errors[name] = value === '' ? fill(w.choose, { label: lower(words.label) }) : (unknown?.(value) ?? fill(w.notAChoice, { value: value.slice(0, 40), label: words.label }));
      return allowed[0]!;
    },
    /** A day written YYYY-MM-DD that exists. */
    date(name: string, words: FieldWords): string {
      const value = raw(name);
      if (value === '') errors[name] = fill(w.enter, { label: lower(words.label) });
      else if (!isRealDay(value)) errors[name] = fill(w.dateFormat, { label: words.label });
      return value;
    },
    /** Text up to `max` characters (letters and digits as typed, upper-cased when asked). */
    text(name: string, words: FieldWords, options: { required?: boolean; max: number; upper?: boolean }): string {
      const value = options.upper ? raw(name).toUpperCase().replace(/\s+/g, '') : raw(name);
      if (value === '' && options.required) errors[name] = fill(w.enter, { label: lower(words.label) });
      else if (value.length > options.max) errors[name] = fill(w.tooLong, { label: words.label, max: options.max });
      return value;
    },
    /** A ticked box ("yes"). */
    flag(name: string): boolean {
      return raw(name) === 'yes';
    },
    done<T>(values: T): Parsed<T> {
      return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
    },
  };
}

function lower(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

export function isRealDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether an address query carries any of the tool's fields (otherwise the form is shown empty, without messages). */
export function hasToolInput(params: URLSearchParams, names: readonly string[]): boolean {
  return names.some((name) => params.has(name));
}
