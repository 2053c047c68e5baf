// How urgent a filing deadline is, from the whole calendar days left until it in India.
// Used three times: when the page is prerendered (build day), in the browser by the blocks' behaviors on
// the day the visitor looks, and by the server's no-JavaScript answer of the calendar page
// (server/calendar-rows.ts) — so a cached page never shows last week's labels. The colours are the
// blocks' (blocks/shared/urgency.ts).
//
// The spec's rule (§4, thresholds §9): 7 or fewer days = Urgent (red); 8–15 = Soon (orange); more than
// 15 = Upcoming (green). The deadline day itself (0 days left) is Urgent.
//
// A deadline already behind us is not "urgent" any more, and calling it "Overdue" would wrongly say the
// visitor missed something. It shows 'Passed' in neutral grey with "Due date has passed" — an honest
// statement that the date is over (many returns can still be filed late, with a fee, so not 'Closed').

import { plural, type InterfaceWords } from '../i18n/words.ts';

export type Urgency = 'urgent' | 'soon' | 'upcoming' | 'past';

/** The deadline words (site-config/interface.json "deadlines") in the page's language, and its locale: what the browser behaviors get from data-urgency-words. */
export interface DeadlineWords {
  words: InterfaceWords['deadlines'];
  locale: string;
}

/** Days left at or below which a deadline is Urgent / Soon (spec §9: 7 and 15). */
export const URGENT_MAX_DAYS = 7;
export const SOON_MAX_DAYS = 15;

/** The English names of the urgencies, as a block's "tooltips" name them (config keys, not shown: the badge shows the page's word). */
export const URGENCY_LABELS: Record<Urgency, string> = {
  urgent: 'Urgent',
  soon: 'Soon',
  upcoming: 'Upcoming',
  past: 'Passed',
};

/** India Standard Time is UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's calendar date in India as a UTC-midnight timestamp. */
function indianDayStart(now: Date): number {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
}

/** Whole calendar days from today (in India) to a deadline written YYYY-MM-DD: 0 on the day, negative once past. */
export function daysUntil(deadlineIso: string, now: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(deadlineIso);
  if (!match) throw new Error(`Expected a deadline written YYYY-MM-DD, got "${deadlineIso}"`);
  const deadline = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.round((deadline - indianDayStart(now)) / DAY_MS);
}

/** The urgency for a number of days left. */
export function urgencyForDays(days: number): Urgency {
  if (days < 0) return 'past';
  if (days <= URGENT_MAX_DAYS) return 'urgent';
  if (days <= SOON_MAX_DAYS) return 'soon';
  return 'upcoming';
}

export interface UrgencyInfo {
  urgency: Urgency;
  /** The badge text: Urgent, Soon, Upcoming or Passed. */
  label: string;
  days: number;
  /** A short line such as "3 days left", "Due today" or "Due date has passed". */
  remaining: string;
}

const WORD_OF: Record<Urgency, keyof Omit<InterfaceWords['deadlines'], 'daysLeft'>> = { urgent: 'urgent', soon: 'soon', upcoming: 'upcoming', past: 'passed' };

/** Everything a deadline card shows about its urgency, for a deadline (YYYY-MM-DD) seen at `now`, in the page's words. */
export function urgencyFor(deadlineIso: string, now: Date, { words, locale }: DeadlineWords): UrgencyInfo {
  const days = daysUntil(deadlineIso, now);
  const urgency = urgencyForDays(days);
  return { urgency, label: words[WORD_OF[urgency]], days, remaining: remainingText(days, { words, locale }) };
}

/** "3 days left", "Due today", "Due date has passed" — in the page's words, the number's word form by its language. */
export function remainingText(days: number, { words, locale }: DeadlineWords): string {
  if (days < 0) return words.hasPassed;
  if (days === 0) return words.dueToday;
  return plural(words.daysLeft, days, locale, { days });
}

/** The deadline words for the browser behaviors, from the attribute the block writes (data-urgency-words). */
export function deadlineWordsOf(element: Element | null): DeadlineWords | undefined {
  const json = element?.getAttribute('data-urgency-words');
  return json ? (JSON.parse(json) as DeadlineWords) : undefined;
}
