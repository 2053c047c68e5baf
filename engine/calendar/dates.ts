// Calendar arithmetic on plain dates (YYYY-MM-DD), never on Date objects in local time, so a due date
// cannot shift by a day with the reader's time zone. India has no daylight saving: UTC+05:30 all year.

export interface Ymd {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Today's date in India at the instant `now`. */
export function indiaToday(now: Date): string {
  return toIso(fromEpochDay(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS)));
}

/**
 * The site's "now": the one place the build, the validator, the editors and the server take the day
 * from. `SITE_TODAY=YYYY-MM-DD` fixes it at noon of that day in India (every test does, so no result
 * changes with the calendar); otherwise it is the real instant. In a browser (no `process`) it is the
 * visitor's clock.
 */
export function siteNow(): Date {
  const fixed = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.SITE_TODAY;
  if (fixed === undefined || fixed === '') return new Date();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed)) throw new Error(`SITE_TODAY is "${fixed}": write the day to check as YYYY-MM-DD, for example 2026-12-31`);
  return new Date(`${fixed}T12:00:00+05:30`);
}

/** The site's day in India (YYYY-MM-DD): SITE_TODAY when set, else today. */
export function siteToday(): string {
  return indiaToday(siteNow());
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A day past the month's end means the month's last day: 31 → 30 April, 31 → 28 or 29 February. */
export function clampedDate(year: number, month: number, day: number): Ymd {
  return { year, month, day: Math.min(day, daysInMonth(year, month)) };
}

/** Month arithmetic: (2026, 11) + 3 → (2027, 2). */
export function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function toIso({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseIso(iso: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Expected a date written YYYY-MM-DD, got "${iso}"`);
  const ymd = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (ymd.month < 1 || ymd.month > 12 || ymd.day < 1 || ymd.day > daysInMonth(ymd.year, ymd.month)) throw new Error(`"${iso}" is not a real calendar date`);
  return ymd;
}

function epochDay({ year, month, day }: Ymd): number {
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

function fromEpochDay(days: number): Ymd {
  const d = new Date(days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(iso: string, days: number): string {
  return toIso(fromEpochDay(epochDay(parseIso(iso)) + days));
}

/** Whole days from `fromIso` to `toIso` (negative when `toIso` is earlier). */
export function daysBetween(fromIso: string, toIsoDate: string): number {
  return epochDay(parseIso(toIsoDate)) - epochDay(parseIso(fromIso));
}

/** The same day `months` months later, clamped to that month's length (used for "the next 12 months"). */
export function addMonthsIso(iso: string, months: number): string {
  const { year, month, day } = parseIso(iso);
  const target = addMonths(year, month, months);
  return toIso(clampedDate(target.year, target.month, day));
}

/** Start year of the Indian financial year (April–March) a date falls in: 2027-02-10 → 2026. */
export function fyStartYear(year: number, month: number): number {
  return month >= 4 ? year : year - 1;
}

/** 2026 → "2026-27". */
export function fyLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** "2026-11" → "November 2026". */
export function monthLabel(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** "2026-11-20" → "20-Nov-2026" (the spec's DD-Mon-YYYY, as blocks/shared/dates.ts writes it). */
export function formatDayMonYear(iso: string): string {
  const { year, month, day } = parseIso(iso);
  return `${String(day).padStart(2, '0')}-${MONTH_NAMES[month - 1]!.slice(0, 3)}-${year}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (YYYY-MM-DD) as a page in `locale` writes it: "31 दिसंबर 2026" (hi-IN), "31 டிசம்பர், 2026"
 * (ta-IN) — Intl's long date in that language, read as a UTC day so no time zone moves it. English pages keep
 * the site's own styles (formatDayMonYear, "1 May 1990"), which callers choose before asking this.
 */
export function formatDateIn(iso: string, locale: string): string {
  const { year, month, day } = parseIso(iso);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * A moment as people in India read it: "1 Apr 2027, 9:00 am" (India time, whatever the server's or the
 * browser's zone). Worked out, not left to Intl: ICU versions differ ("Sept" or "Sep"), and the back
 * office's screens and the server's messages must name a moment in the same words.
 */
export function formatIst(at: number | string | Date): string {
  const t = new Date(new Date(at).getTime() + IST_OFFSET_MS);
  const hour = t.getUTCHours();
  const minute = String(t.getUTCMinutes()).padStart(2, '0');
  return `${t.getUTCDate()} ${MONTH_NAMES[t.getUTCMonth()]!.slice(0, 3)} ${t.getUTCFullYear()}, ${hour % 12 || 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
}
