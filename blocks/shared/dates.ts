// Calendar dates written in config as YYYY-MM-DD (or a bare year), shown the way the spec writes them.
// In another language than English a date is written the language's way (engine/calendar/dates.ts formatDateIn).
// Parsing is manual, not `new Date(text)`, so a date never shifts by a day with the reader's time zone.

import { formatDateIn } from '../../engine/calendar/dates.ts';
import { isEnglish } from '../../engine/i18n/words.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** "2025-10-21" → { year: 2025, month: 10, day: 21 }; throws on anything else (schemas only let valid shapes through). */
export function parseIsoDate(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Expected a date written YYYY-MM-DD, got "${iso}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new Error(`"${iso}" is not a real calendar date`);
  return { year, month, day };
}

/** "2025-10-21" → "21-Oct-2025" (the spec's DD-Mon-YYYY); in `locale` other than English its long date ("21 अक्तूबर 2025"). */
export function formatDayMonYear(iso: string, locale?: string): string {
  const { year, month, day } = parseIsoDate(iso);
  if (locale && !isEnglish(locale)) return formatDateIn(iso, locale);
  return `${String(day).padStart(2, '0')}-${MONTHS[month - 1]!.slice(0, 3)}-${year}`;
}

/** "1990-05-01" → "1 May 1990": day, month, year, the way dates are written in India (not "May 1, 1990"); in `locale` other than English its long date. */
export function formatLongDate(iso: string, locale?: string): string {
  const { year, month, day } = parseIsoDate(iso);
  if (locale && !isEnglish(locale)) return formatDateIn(iso, locale);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** A value a visitor reads that may be a date (e.g. a date of birth from the address): "1 May 1990", or undefined when it is no YYYY-MM-DD calendar date. */
export function readableDate(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  try {
    return formatLongDate(value);
  } catch {
    return undefined; // "2025-02-30" stays as typed rather than becoming a different day
  }
}

/** A year ("2015") stays as it is; a full date becomes DD-Mon-YYYY. */
export function formatYearOrDate(value: string, locale?: string): string {
  return /^\d{4}$/.test(value) ? value : formatDayMonYear(value, locale);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier); throws like parseIsoDate. */
export function daysBetween(fromIso: string, toIso: string): number {
  const dayNumber = (iso: string) => {
    const { year, month, day } = parseIsoDate(iso);
    return Date.UTC(year, month - 1, day) / (24 * 60 * 60 * 1000);
  };
  return dayNumber(toIso) - dayNumber(fromIso);
}
