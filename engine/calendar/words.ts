// The calendar's words in a page's language (site-config/interface.json "calendar", translated like any
// other file): the deadline sentence and its period, the count above the list, the feed's lines. The
// build writes them into each language's calendar data (/hi/compliance-calendar.json), so the browser's
// recomputation and the server's answers (the page without JavaScript, the .ics feed) use the page's.
import type { Interface } from '../generated/config.ts';
import { fill, isEnglish, plural } from '../i18n/words.ts';
import { MONTH_NAMES, formatDateIn, formatDayMonYear } from './dates.ts';

export type CalendarWordList = Interface['calendar'];

/** The calendar's words and the locale of their language ("hi-IN"). */
export interface CalendarWords {
  words: CalendarWordList;
  locale: string;
}

/** What the engine needs to write a deadline's sentence (occurrences()). */
export type SentenceWords = { words: Pick<CalendarWordList, 'summary' | 'financialYear' | 'quarter'>; locale: string };

/**
 * The sentence in the main language when no language is named (the search index, the validator's checks):
 * the same English as site-config/interface.json (tests/unit/calendar-words.test.ts keeps them equal).
 */
export const ENGLISH_SENTENCE: SentenceWords = {
  locale: 'en-IN',
  words: { summary: '{form} — {title} for {period}', financialYear: 'FY {fy}', quarter: '{first}–{last} {year}' },
};

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month's name: English from the site's own list, another language as Intl writes it ("नवंबर"). */
export function monthName(month: number, locale: string): string {
  if (isEnglish(locale)) return MONTH_NAMES[month - 1]!;
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** "November 2026", "नवंबर 2026". */
export function monthLabelIn(year: number, month: number, locale: string): string {
  return `${monthName(month, locale)} ${year}`;
}

/** A due date as the page writes it: "20-Nov-2026" on English pages, "20 नवंबर 2026" in Hindi. */
export function dueDateIn(iso: string, locale: string): string {
  return isEnglish(locale) ? formatDayMonYear(iso) : formatDateIn(iso, locale);
}

/** "134 deadlines from 28-Nov-2026 to 27-Nov-2027." — the line above the list (page, browser, server). */
export function countText(count: number, from: string, to: string, { words, locale }: CalendarWords): string {
  const values = { count, from: dueDateIn(from, locale), to: dueDateIn(to, locale) };
  return count === 0 ? fill(words.none, values) : plural(words.count, count, locale, values);
}

export { fill, isEnglish };
