// The deadline engine against hand-written tables: fixed clocks across month ends, quarter ends, the
// financial-year boundary, leap years and extensions. The rules are the real site-config file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ComplianceCalendar, ComplianceCalendarRule } from '../../engine/generated/config.ts';
import { occurrences, upcoming } from '../../engine/calendar/engine.ts';
import { indiaToday, addMonthsIso } from '../../engine/calendar/dates.ts';
import { parseProfile, profileQuery } from '../../engine/calendar/profile.ts';
import { checkCalendar } from '../../engine/calendar/check.ts';

const CALENDAR = JSON.parse(readFileSync('site-config/compliance-calendar.json', 'utf8')) as ComplianceCalendar;
const clone = (): ComplianceCalendar => structuredClone(CALENDAR);

/** "due  rule-id  period" rows for the given rules, so a table reads like a filing calendar. */
function table(calendar: ComplianceCalendar, from: string, to: string, ruleIds: string[]) {
  return occurrences(calendar, { from, to })
    .filter((o) => ruleIds.includes(o.rule.id))
    .map((o) => `${o.due} ${o.rule.id} ${o.period}`);
}

describe('deadline engine', () => {
  it('gives the hand-written dates for GSTR-1, GSTR-3B, TDS deposit, PF/ESI, advance tax and TDS returns (clock 23-Nov-2026)', () => {
    const today = indiaToday(new Date('2026-11-23T09:00:00Z'));
    expect(today).toBe('2026-11-23');
    expect(table(CALENDAR, today, '2027-02-28', ['gstr-1-monthly', 'gstr-3b-monthly', 'tds-deposit', 'pf', 'esi', 'advance-tax', 'tds-return'])).toEqual([
      '2026-12-07 tds-deposit 2026-11',
      '2026-12-11 gstr-1-monthly 2026-11',
      '2026-12-15 advance-tax 2026-12-15',
      '2026-12-15 esi 2026-11',
      '2026-12-15 pf 2026-11',
      '2026-12-20 gstr-3b-monthly 2026-11',
      '2027-01-07 tds-deposit 2026-12',
      '2027-01-11 gstr-1-monthly 2026-12',
      '2027-01-15 esi 2026-12',
      '2027-01-15 pf 2026-12',
      '2027-01-20 gstr-3b-monthly 2026-12',
      '2027-01-31 tds-return 2026-27-Q3',
      '2027-02-07 tds-deposit 2027-01',
      '2027-02-11 gstr-1-monthly 2027-01',
      '2027-02-15 esi 2027-01',
      '2027-02-15 pf 2027-01',
      '2027-02-20 gstr-3b-monthly 2027-01',
    ]);
  });

  it('crosses the financial-year boundary: March TDS is due 30 April, Q4 returns 31 May, advance tax restarts in June', () => {
    expect(table(CALENDAR, '2027-03-01', '2027-06-15', ['tds-deposit', 'tcs-deposit', 'tds-return', 'advance-tax', 'gstr-3b-qrmp-22', 'gstr-1-qrmp'])).toEqual([
      '2027-03-07 tcs-deposit 2027-02',
      '2027-03-07 tds-deposit 2027-02',
      '2027-03-15 advance-tax 2027-03-15',
      '2027-04-07 tcs-deposit 2027-03',
      '2027-04-13 gstr-1-qrmp 2026-27-Q4',
      '2027-04-22 gstr-3b-qrmp-22 2026-27-Q4',
      '2027-04-30 tds-deposit 2027-03',
      '2027-05-07 tcs-deposit 2027-04',
      '2027-05-07 tds-deposit 2027-04',
      '2027-05-31 tds-return 2026-27-Q4',
      '2027-06-07 tcs-deposit 2027-05',
      '2027-06-07 tds-deposit 2027-05',
      '2027-06-15 advance-tax 2027-06-15',
    ]);
    const [march] = occurrences(CALENDAR, { from: '2027-04-30', to: '2027-04-30' }).filter((o) => o.rule.id === 'tds-deposit');
    expect(march!.summary).toBe('TDS payment — tax deducted for March 2027');
    const [june] = occurrences(CALENDAR, { from: '2027-06-15', to: '2027-06-15' }).filter((o) => o.rule.id === 'advance-tax');
    expect(june!.summary).toBe('Advance tax — first instalment (15%) for FY 2027-28');
  });

  it('labels quarters, financial years and events (AGM + 30/60 days)', () => {
    const rows = occurrences(CALENDAR, { from: '2027-10-01', to: '2027-11-30' }).filter((o) => ['gstr-3b-qrmp-24', 'aoc-4', 'mgt-7', 'itr-audit', 'adt-1'].includes(o.rule.id));
    expect(rows.map((o) => `${o.due} ${o.summary}`)).toEqual([
      '2027-10-15 ADT-1 — auditor appointment for FY 2026-27',
      '2027-10-24 GSTR-3B — quarterly summary return for July–September 2027',
      '2027-10-30 AOC-4 — financial statements for FY 2026-27',
      '2027-10-31 ITR — income-tax return (audit cases and companies) for FY 2026-27',
      '2027-11-29 MGT-7/7A — annual return for FY 2026-27',
    ]);
  });

  it('uses India time: 23:59 in India is still that day, 00:00 is the next (month end)', () => {
    expect(indiaToday(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(indiaToday(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(indiaToday(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    const before = upcoming(CALENDAR, indiaToday(new Date('2026-12-07T18:29:00Z')), 1, { authorities: ['TDS/TCS'] });
    const after = upcoming(CALENDAR, indiaToday(new Date('2026-12-07T18:30:00Z')), 1, { authorities: ['TDS/TCS'] });
    expect(before[0]!.due).toBe('2026-12-07');
    expect(after[0]!.due).toBe('2027-01-07');
  });

  it('clamps a day past the month end to the last day, in leap and common years', () => {
    const calendar = clone();
    const rule: ComplianceCalendarRule = { ...calendar.rules[0]!, id: 'month-end', recurrence: { type: 'monthly', day: 31 } };
    calendar.rules = [rule];
    expect(table(calendar, '2027-02-01', '2027-05-31', ['month-end'])).toEqual([
      '2027-02-28 month-end 2027-01',
      '2027-03-31 month-end 2027-02',
      '2027-04-30 month-end 2027-03',
      '2027-05-31 month-end 2027-04',
    ]);
    expect(table(calendar, '2028-02-01', '2028-03-01', ['month-end'])).toEqual(['2028-02-29 month-end 2028-01']);
    expect(checkCalendar(calendar)).toEqual([]);
    expect(addMonthsIso('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsIso('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('applies a government extension to its period only, and keeps the computed date', () => {
    const calendar = clone();
    calendar.extensions = [{ rule: 'gstr-3b-monthly', period: '2026-11', date: '2026-12-27', reference: 'Notification No. 99/2026-Central Tax' }];
    const rows = occurrences(calendar, { from: '2026-12-01', to: '2027-01-31' }).filter((o) => o.rule.id === 'gstr-3b-monthly');
    expect(rows.map((o) => [o.period, o.due, o.computedDue, o.extension?.reference])).toEqual([
      ['2026-11', '2026-12-27', '2026-12-20', 'Notification No. 99/2026-Central Tax'],
      ['2026-12', '2027-01-20', '2027-01-20', undefined],
    ]);
    // An extension can move an already-passed date back into the window.
    expect(
      occurrences(calendar, { from: '2026-12-21', to: '2026-12-31' })
        .filter((o) => o.rule.id === 'gstr-3b-monthly')
        .map((o) => o.due),
    ).toEqual(['2026-12-27']);
  });

  it('filters by profile: scheme, state group, kind of business and employees', () => {
    const parsed = parseProfile(new URLSearchParams('entity=proprietorship&gst=qrmp&state=tamil-nadu&employees=no'), CALENDAR);
    expect(parsed.ok).toBe(true);
    const profile = parsed.ok ? parsed.profile : {};
    expect(profileQuery(profile)).toBe('entity=proprietorship&gst=qrmp&state=tamil-nadu&employees=no');
    const ids = new Set(occurrences(CALENDAR, { from: '2026-11-23', to: '2027-11-22', profile }).map((o) => o.rule.id));
    expect([...ids].sort()).toEqual([
      'advance-tax',
      'gstr-1-qrmp',
      'gstr-3b-qrmp-22',
      'gstr-9',
      'gstr-9c',
      'iff',
      'itr-audit',
      'itr-business',
      'pmt-06',
      'tax-audit-report',
      'tcs-deposit',
      'tcs-return',
      'tds-deposit',
      'tds-return',
    ]);
    const delhi = occurrences(CALENDAR, { from: '2027-01-01', to: '2027-01-31', profile: { gst: 'qrmp', state: 'delhi' } }).filter((o) => o.rule.form === 'GSTR-3B');
    expect(delhi.map((o) => `${o.due} ${o.rule.id}`)).toEqual(['2027-01-24 gstr-3b-qrmp-24']);
    const none = occurrences(CALENDAR, { from: '2026-11-23', to: '2027-11-22', profile: { gst: 'none', entity: 'individual', employees: false } });
    expect([...new Set(none.map((o) => o.rule.id))].sort()).toEqual(['advance-tax', 'itr-individual']);
  });

  it('rejects unknown profile values with a message per field', () => {
    expect(parseProfile(new URLSearchParams('entity=trust&gst=yearly&state=atlantis&employees=maybe'), CALENDAR)).toEqual({
      ok: false,
      errors: {
        entity: 'entity must be one of: individual, proprietorship, partnership, llp, company (or empty for any)',
        gst: 'gst must be one of: none, monthly, qrmp, composition (or empty for any)',
        state: 'state must be a state or union territory written in small letters with dashes, e.g. tamil-nadu (or empty for any)',
        employees: 'employees must be yes or no (or empty for any)',
      },
    });
    expect(parseProfile(new URLSearchParams('entity=&gst='), CALENDAR)).toEqual({ ok: true, profile: {} });
  });

  it('gives every occurrence a stable id: the same rule and period in any window', () => {
    const a = occurrences(CALENDAR, { from: '2026-11-23', to: '2027-11-22' });
    const b = occurrences(CALENDAR, { from: '2027-01-01', to: '2027-12-31' });
    const ids = new Set(a.map((o) => o.id));
    expect(ids.size).toBe(a.length);
    for (const o of b) if (o.due <= '2027-11-22') expect(ids.has(o.id), o.id).toBe(true);
  });
});

describe('calendar checks', () => {
  it('accepts the seeded rules', () => {
    expect(checkCalendar(CALENDAR)).toEqual([]);
  });

  it('rejects impossible dates, fields of another recurrence, unknown groups and events', () => {
    const calendar = clone();
    const byId = (id: string) => calendar.rules.find((r) => r.id === id)!;
    byId('gstr-4').recurrence = { type: 'yearly', month: 4, day: 31 };
    byId('dpt-3').recurrence = { type: 'yearly', month: 6, day: 30, periodMonths: [1] };
    byId('gstr-3b-qrmp-22').appliesTo.stateGroups = ['gst-23'];
    byId('aoc-4').recurrence = { type: 'after-event', event: 'egm', days: 30 };
    byId('pf').recurrence = { type: 'monthly' };
    expect(checkCalendar(calendar).map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      'rules.4.appliesTo.stateGroups.0: there is no state group "gst-23" — use one of: gst-22, gst-24',
      "rules.8.recurrence.day: April never has a day 31, so this date is impossible — use 30 for the month's last day",
      'rules.22.recurrence: a monthly rule needs "day" — add it (see the description of "recurrence")',
      'rules.24.recurrence.event: there is no event "egm" — use one of: agm',
      'rules.27.recurrence.periodMonths: "periodMonths" is not used by a yearly rule — remove it, or change "type"',
    ]);
  });

  it('rejects overlapping extensions, unknown rules and periods that do not exist', () => {
    const calendar = clone();
    calendar.extensions = [
      { rule: 'gstr-3b-monthly', period: '2026-11', date: '2026-12-27', reference: 'N1' },
      { rule: 'gstr-3b-monthly', period: '2026-11', date: '2026-12-31', reference: 'N2' },
      { rule: 'gstr-3b', period: '2026-11', date: '2026-12-31', reference: 'N3' },
      { rule: 'tds-return', period: '2026-Q3', date: '2027-02-15', reference: 'N4' },
      { rule: 'gstr-9', period: '2025-26', date: '2026-12-01', reference: 'N5' },
    ];
    expect(checkCalendar(calendar).map((p) => `${p.severity} ${p.path.join('.')}: ${p.message}`)).toEqual([
      'error extensions.1.period: this extension overlaps extension 1 (same rule "gstr-3b-monthly" and period 2026-11) — keep only the latest notification\'s date',
      `error extensions.2.rule: there is no rule "gstr-3b" — use the "id" of one of the rules: ${calendar.rules.map((r) => r.id).join(', ')}`,
      'error extensions.3.period: "2026-Q3" is not a period of the rule "tds-return" — write a quarter like 2026-27-Q3 (April–June is Q1)',
      "warning extensions.4.date: the extended date 2026-12-01 is not later than the rule's own date 2026-12-31 — check the notification",
    ]);
  });
});
