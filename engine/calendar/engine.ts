// The deadline engine: statutory rules (site-config/compliance-calendar.json) + government extensions
// + a business profile + a day in India → the due dates in a window. Pure and dependency-free, so the
// build (prerendering), the browser (behaviors recompute for the visitor's day) and the server (.ics
// feeds) all run exactly the same code.
import type { ComplianceCalendar, ComplianceCalendarRule } from '../generated/config.ts';
import { addDays, addMonths, clampedDate, fyLabel, fyStartYear, parseIso, toIso } from './dates.ts';
import { appliesTo, type Profile } from './profile.ts';
import { ENGLISH_SENTENCE, fill, monthLabelIn, monthName, type SentenceWords } from './words.ts';

export type { Profile } from './profile.ts';
export type Authority = ComplianceCalendarRule['authority'];
export const AUTHORITIES: readonly Authority[] = ['GST', 'Income Tax', 'TDS/TCS', 'MCA', 'LLP', 'EPFO/ESIC'];

export interface Occurrence {
  /** Stable id of this occurrence: the same rule and period give the same id in every build ("gstr-3b-monthly/2026-11"). */
  id: string;
  rule: ComplianceCalendarRule;
  /** The period covered, as a key: 2026-11 (month), 2026-27-Q3 (quarter), 2025-26 (financial year) or the date (fixed dates). */
  period: string;
  /** The period in words: "November 2026", "October–December 2026", "FY 2025-26". */
  periodLabel: string;
  /** The due date (YYYY-MM-DD), after any extension. */
  due: string;
  /** The date the rule gives, before any extension. */
  computedDue: string;
  /** Present when a government extension moved the date. */
  extension?: { reference: string };
  /** The site's compliance update about this date: the extension's, else the rule's (shown beside the deadline). */
  update?: { label: string; href: string };
  /** "GSTR-3B — monthly return for November 2026". */
  summary: string;
}

export interface Window {
  /** First day (YYYY-MM-DD), inclusive. */
  from: string;
  /** Last day (YYYY-MM-DD), inclusive. */
  to: string;
}

export interface OccurrenceQuery extends Window {
  profile?: Profile;
  /** Only rules of these authorities (all when absent or empty). */
  authorities?: readonly string[];
  /** The language of the sentences and periods ("GSTR-1 — … (नवंबर 2026)"); English when absent. */
  language?: SentenceWords;
}

interface Candidate {
  period: string;
  periodLabel: string;
  due: string;
  /** For fixed dates the label is the whole text after the form name. */
  fullLabel?: boolean;
}

/** Every occurrence of the matching rules whose (extended) due date lies in the window, earliest first. */
export function occurrences(calendar: ComplianceCalendar, query: OccurrenceQuery): Occurrence[] {
  const from = parseIso(query.from);
  const to = parseIso(query.to);
  const extensions = new Map(calendar.extensions.map((e) => [`${e.rule}|${e.period}`, e]));
  const language = query.language ?? ENGLISH_SENTENCE;
  const out: Occurrence[] = [];
  for (const rule of calendar.rules) {
    if (query.authorities?.length && !query.authorities.includes(rule.authority)) continue;
    if (query.profile && !appliesTo(rule, query.profile, calendar)) continue;
    // Periods from two years before the window (an extension may move an old date into it) to its end.
    for (const c of candidates(rule, calendar, from.year - 2, to.year, language)) {
      const extension = extensions.get(`${rule.id}|${c.period}`);
      const due = extension?.date ?? c.due;
      if (due < query.from || due > query.to) continue;
      out.push({
        id: `${rule.id}/${c.period}`,
        rule,
        period: c.period,
        periodLabel: c.periodLabel,
        due,
        computedDue: c.due,
        ...(extension ? { extension: { reference: extension.reference } } : {}),
        ...((extension?.update ?? rule.update) ? { update: extension?.update ?? rule.update } : {}),
        summary: c.fullLabel ? `${rule.form} — ${c.periodLabel}` : fill(language.words.summary, { form: rule.form, title: rule.title, period: c.periodLabel }),
      });
    }
  }
  return out.sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.rule.form.localeCompare(b.rule.form) || a.rule.id.localeCompare(b.rule.id)));
}

/** The next `count` occurrences from `today` on (today included), within `horizonDays`. */
export function upcoming(calendar: ComplianceCalendar, today: string, count: number, query: Omit<OccurrenceQuery, 'from' | 'to'> = {}, horizonDays = 400): Occurrence[] {
  return occurrences(calendar, { ...query, from: today, to: addDays(today, horizonDays) }).slice(0, count);
}

/** Periods of a rule from calendar year `firstYear` to `lastYear`, with the due date the rule gives; periods in words of `language`. */
export function candidates(
  rule: ComplianceCalendarRule,
  calendar: ComplianceCalendar,
  firstYear: number,
  lastYear: number,
  language: SentenceWords = ENGLISH_SENTENCE,
): Candidate[] {
  const r = rule.recurrence;
  const { words, locale } = language;
  const fyWords = (fy: number) => fill(words.financialYear, { fy: fyLabel(fy) });
  const out: Candidate[] = [];
  switch (r.type) {
    case 'monthly':
      for (let year = firstYear; year <= lastYear; year++) {
        for (let month = 1; month <= 12; month++) {
          if (r.periodMonths && !r.periodMonths.includes(month)) continue;
          const exception = r.exceptions?.find((e) => e.periodMonth === month);
          const target = addMonths(year, month, exception?.monthsAfter ?? r.monthsAfter ?? 1);
          out.push({
            period: `${year}-${String(month).padStart(2, '0')}`,
            periodLabel: monthLabelIn(year, month, locale),
            due: toIso(clampedDate(target.year, target.month, exception?.day ?? r.day!)),
          });
        }
      }
      break;
    case 'quarterly':
      for (let fy = firstYear - 1; fy <= lastYear; fy++) {
        for (let quarter = 1; quarter <= 4; quarter++) {
          const first = addMonths(fy, 4, (quarter - 1) * 3);
          const last = addMonths(fy, 4, quarter * 3 - 1);
          const exception = r.exceptions?.find((e) => e.quarter === quarter);
          const target = addMonths(last.year, last.month, exception?.monthsAfter ?? r.monthsAfter ?? 1);
          out.push({
            period: `${fyLabel(fy)}-Q${quarter}`,
            periodLabel: fill(words.quarter, { first: monthName(first.month, locale), last: monthName(last.month, locale), year: last.year }),
            due: toIso(clampedDate(target.year, target.month, exception?.day ?? r.day!)),
          });
        }
      }
      break;
    case 'yearly':
      // The date falls in the financial year after the one reported on (FY 2025-26 → 31 July 2026).
      for (let fy = firstYear - 2; fy <= lastYear; fy++) {
        const year = r.month! >= 4 ? fy + 1 : fy + 2;
        out.push({ period: fyLabel(fy), periodLabel: fyWords(fy), due: toIso(clampedDate(year, r.month!, r.day!)) });
      }
      break;
    case 'fixed-dates':
      for (let year = firstYear; year <= lastYear; year++) {
        for (const d of r.dates ?? []) {
          const due = toIso(clampedDate(year, d.month, d.day));
          const label = d.label
            .replaceAll('{fy}', fyLabel(fyStartYear(year, d.month)))
            .replaceAll('{year}', String(year))
            .replaceAll('{prevYear}', String(year - 1));
          out.push({ period: due, periodLabel: label, due, fullLabel: true });
        }
      }
      break;
    case 'after-event': {
      const event = calendar.events.find((e) => e.id === r.event);
      if (!event) break; // validation reports an unknown event
      for (let fy = firstYear - 2; fy <= lastYear; fy++) {
        const year = event.month >= 4 ? fy + 1 : fy + 2;
        out.push({ period: fyLabel(fy), periodLabel: fyWords(fy), due: addDays(toIso(clampedDate(year, event.month, event.day)), r.days ?? 0) });
      }
      break;
    }
  }
  return out;
}
