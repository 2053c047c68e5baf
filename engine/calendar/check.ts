// What the JSON Schema cannot say about compliance-calendar.json: fields that belong to another kind of
// recurrence, dates that never exist, unknown state groups or events, duplicate ids and extensions that
// overlap or name no real period. Each problem carries its JSON path so the validator can add file:line.
import type { ComplianceCalendar, ComplianceCalendarRule } from '../generated/config.ts';
import { candidates } from './engine.ts';
import { parseIso } from './dates.ts';

export interface CalendarProblem {
  path: (string | number)[];
  severity: 'error' | 'warning';
  message: string;
  /** A value not among the known ones, as data: the editor words it with its own labels (engine/config/problems.ts ProblemWhat). */
  what?: { key: 'choice'; values: { value: string; allowed: string[] } };
}

/** Longest month length each month can have (February 29: it exists in leap years and clamps to the 28th otherwise). */
const MAX_DAY = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Which recurrence fields each kind uses; any other is a mistake. */
const FIELDS: Record<ComplianceCalendarRule['recurrence']['type'], { required: string[]; allowed: string[] }> = {
  monthly: { required: ['day'], allowed: ['day', 'monthsAfter', 'periodMonths', 'exceptions'] },
  quarterly: { required: ['day'], allowed: ['day', 'monthsAfter', 'exceptions'] },
  yearly: { required: ['month', 'day'], allowed: ['month', 'day'] },
  'fixed-dates': { required: ['dates'], allowed: ['dates'] },
  'after-event': { required: ['event', 'days'], allowed: ['event', 'days'] },
};

export function checkCalendar(calendar: ComplianceCalendar): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  const error = (path: (string | number)[], message: string) => problems.push({ path, severity: 'error', message });

  const groupIds = calendar.stateGroups.map((g) => g.id);
  const stateOwner = new Map<string, string>();
  calendar.stateGroups.forEach((group, gi) => {
    if (groupIds.indexOf(group.id) !== gi) error(['stateGroups', gi, 'id'], `the state group id "${group.id}" is used twice — give each group its own id`);
    group.states.forEach((state, si) => {
      const owner = stateOwner.get(state);
      if (owner && owner !== group.id) error(['stateGroups', gi, 'states', si], `"${state}" is already in the state group "${owner}" — a state can belong to one group only`);
      else stateOwner.set(state, group.id);
    });
  });
  const eventIds = calendar.events.map((e) => e.id);
  calendar.events.forEach((event, ei) => {
    if (event.day > MAX_DAY[event.month - 1]!) error(['events', ei, 'day'], `${MONTHS[event.month - 1]} never has a day ${event.day} — use ${MAX_DAY[event.month - 1]} or less`);
  });

  const ruleIndex = new Map<string, number>();
  calendar.rules.forEach((rule, ri) => {
    const at = (...rest: (string | number)[]) => ['rules', ri, ...rest];
    if (ruleIndex.has(rule.id))
      error(at('id'), `the rule id "${rule.id}" is already used by rule ${ruleIndex.get(rule.id)! + 1} — every rule needs its own id (it is part of each calendar event's id)`);
    else ruleIndex.set(rule.id, ri);
    rule.appliesTo.stateGroups?.forEach((id, i) => {
      if (!groupIds.includes(id)) error(at('appliesTo', 'stateGroups', i), `there is no state group "${id}" — use one of: ${groupIds.join(', ')}`);
    });

    const r = rule.recurrence;
    const fields = FIELDS[r.type];
    for (const name of fields.required) {
      if ((r as unknown as Record<string, unknown>)[name] === undefined) error(at('recurrence'), `a ${r.type} rule needs "${name}" — add it (see the description of "recurrence")`);
    }
    for (const name of Object.keys(r)) {
      if (name !== 'type' && !fields.allowed.includes(name)) error(at('recurrence', name), `"${name}" is not used by a ${r.type} rule — remove it, or change "type"`);
    }
    if (r.type === 'yearly' && r.month && r.day && r.day > MAX_DAY[r.month - 1]!) {
      error(at('recurrence', 'day'), `${MONTHS[r.month - 1]} never has a day ${r.day}, so this date is impossible — use ${MAX_DAY[r.month - 1]} for the month's last day`);
    }
    r.dates?.forEach((d, di) => {
      if (d.day > MAX_DAY[d.month - 1]!)
        error(
          at('recurrence', 'dates', di, 'day'),
          `${MONTHS[d.month - 1]} never has a day ${d.day}, so this date is impossible — use ${MAX_DAY[d.month - 1]} for the month's last day`,
        );
    });
    if (r.type === 'after-event' && r.event && !eventIds.includes(r.event)) {
      error(at('recurrence', 'event'), `there is no event "${r.event}" — use one of: ${eventIds.join(', ') || '(none defined; add it to "events")'}`);
    }
    const seenExceptions = new Set<number>();
    r.exceptions?.forEach((e, xi) => {
      const key = r.type === 'monthly' ? e.periodMonth : e.quarter;
      if (r.type === 'monthly' && e.quarter !== undefined)
        error(at('recurrence', 'exceptions', xi, 'quarter'), 'a monthly rule\'s exception names a "periodMonth", not a "quarter"');
      if (r.type === 'quarterly' && e.periodMonth !== undefined)
        error(at('recurrence', 'exceptions', xi, 'periodMonth'), 'a quarterly rule\'s exception names a "quarter", not a "periodMonth"');
      if (key === undefined) {
        error(at('recurrence', 'exceptions', xi), `say which ${r.type === 'monthly' ? 'month ("periodMonth": 1–12)' : 'quarter ("quarter": 1–4)'} this exception is for`);
        return;
      }
      if (seenExceptions.has(key))
        error(at('recurrence', 'exceptions', xi), `there is already an exception for ${r.type === 'monthly' ? MONTHS[key - 1] : `quarter ${key}`} — keep one`);
      seenExceptions.add(key);
      if (r.type === 'monthly' && r.periodMonths && !r.periodMonths.includes(key))
        error(at('recurrence', 'exceptions', xi, 'periodMonth'), `${MONTHS[key - 1]} is not in "periodMonths", so this exception never applies — remove it or add the month`);
    });
  });

  // Extensions: each must name a rule and one of its real periods; two for the same period would overlap.
  const seen = new Map<string, number>();
  calendar.extensions.forEach((ext, xi) => {
    const at = (...rest: (string | number)[]) => ['extensions', xi, ...rest];
    const ri = ruleIndex.get(ext.rule);
    if (ri === undefined) {
      const ids = [...ruleIndex.keys()];
      problems.push({
        path: at('rule'),
        severity: 'error',
        message: `there is no rule "${ext.rule}" — use the "id" of one of the rules: ${ids.join(', ')}`,
        what: { key: 'choice', values: { value: ext.rule, allowed: ids } },
      });
      return;
    }
    try {
      parseIso(ext.date);
    } catch {
      error(at('date'), `${ext.date} is not a real calendar date — check the day and month`);
    }
    const key = `${ext.rule}|${ext.period}`;
    if (seen.has(key)) {
      error(at('period'), `this extension overlaps extension ${seen.get(key)! + 1} (same rule "${ext.rule}" and period ${ext.period}) — keep only the latest notification's date`);
      return;
    }
    seen.set(key, xi);
    const rule = calendar.rules[ri]!;
    const year = Number(/^\d{4}/.exec(ext.period)?.[0] ?? NaN);
    const match = Number.isNaN(year) ? undefined : candidates(rule, calendar, year - 1, year + 1).find((c) => c.period === ext.period);
    if (!match) {
      const how = {
        monthly: 'a month like 2026-10',
        quarterly: 'a quarter like 2026-27-Q3 (April–June is Q1)',
        yearly: 'a financial year like 2025-26',
        'after-event': 'a financial year like 2025-26',
        'fixed-dates': 'the original due date, like 2026-06-15',
      }[rule.recurrence.type];
      error(at('period'), `"${ext.period}" is not a period of the rule "${ext.rule}" — write ${how}`);
      return;
    }
    if (ext.date <= match.due) {
      problems.push({
        path: at('date'),
        severity: 'warning',
        message: `the extended date ${ext.date} is not later than the rule's own date ${match.due} — check the notification`,
      });
    }
  });
  return problems;
}
