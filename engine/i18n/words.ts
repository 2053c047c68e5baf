// The words the components write themselves (site-config/interface.json, translated like any other
// file): filling in their {tokens}, choosing a word form by number, and writing dates and amounts in
// the page's language. Pure, so the browser behaviors use the same functions as the server render.
import type { Interface, InterfacePlural } from '../generated/config.ts';
import { FALLBACK_CLOSE, FALLBACK_OPEN } from './apply.ts';

export type { Interface as InterfaceWords } from '../generated/config.ts';

/** What a component needs to write in the page's language: its words and the language's locale ("hi-IN"). */
export interface PageWords {
  words: Interface;
  locale: string;
}

/** "Hello {brand}" with { brand: "FilingBridge" } → "Hello FilingBridge"; a token with no value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([^{}]+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The word form for `count` in `locale` (Intl.PluralRules: Hindi says "one" for 0 and 1), with {count-name} filled in. */
export function plural(forms: InterfacePlural, count: number, locale: string, values: Record<string, string | number> = {}): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const form = forms[rules.select(count) as keyof InterfacePlural] ?? forms.other;
  return fill(form, values);
}

/** Whether a config text of a language's site is left in English (apply.ts marks it; the page renders it inside lang="en"). */
export const isFallbackText = (text: string) => text.includes(FALLBACK_OPEN);

/** `text` (a name the site keeps in English) between the fallback marks: rendered inside lang="en" on a page in another language. */
export const markedEnglish = (text: string) => FALLBACK_OPEN + text + FALLBACK_CLOSE;

/** The text without its fallback marks (to mark it English another way, or where no element can go). */
export const withoutFallbackText = (text: string) => text.replaceAll(FALLBACK_OPEN, '').replaceAll(FALLBACK_CLOSE, '');

/** Whether `locale` is English: its pages keep the site's own date style ("20-Nov-2026"). */
export const isEnglish = (locale: string) => /^en\b/.test(locale);
