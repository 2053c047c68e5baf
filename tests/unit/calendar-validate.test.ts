// site-config/compliance-calendar.json through `npm run validate`: impossible rules, unknown
// authorities, overlapping extensions and misused calendar blocks are refused with file:line messages.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateSiteConfig, formatProblem } from '../../engine/config/validate.ts';
import { copySiteConfig, lineColumnOf, offsetAt, replaceValue, blockIndex, type ConfigCopy } from './config-edit.ts';

let copies: ConfigCopy[] = [];
afterEach(() => {
  copies.forEach((c) => c.remove());
  copies = [];
});
function setup() {
  const copy = copySiteConfig();
  copies.push(copy);
  return copy;
}
const problems = (copy: ConfigCopy) =>
  validateSiteConfig(copy.dir)
    .problems.filter((p) => p.severity === 'error')
    .map((p) => copy.shorten(formatProblem(p)));
/** "file:line:column" of the value at `path` in the copy's file. */
const at = (copy: ConfigCopy, file: string, path: (string | number)[]) => {
  const { line, column } = lineColumnOf(copy.read(file), offsetAt(copy.read(file), path));
  return `site-config/${file}:${line}:${column}`;
};
const ruleIndex = (copy: ConfigCopy, id: string) => (copy.json('compliance-calendar.json').rules as { id: string }[]).findIndex((r) => r.id === id);

describe('validating the compliance calendar', () => {
  it('accepts the seeded calendar and gives it to the build', () => {
    const result = validateSiteConfig(join(process.cwd(), 'site-config'));
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.config?.calendar?.rules.length).toBeGreaterThanOrEqual(30);
  });

  it('refuses a date that can never exist, and explains that day 31 of a monthly rule clamps instead', () => {
    const copy = setup();
    const i = ruleIndex(copy, 'dpt-3');
    copy.edit('compliance-calendar.json', (t) => replaceValue(t, ['rules', i, 'recurrence'], '{ "type": "yearly", "month": 6, "day": 31 }'));
    const pf = ruleIndex(copy, 'pf');
    copy.edit('compliance-calendar.json', (t) => replaceValue(t, ['rules', pf, 'recurrence', 'day'], '31')); // allowed: month end
    expect(problems(copy)).toEqual([
      `${at(copy, 'compliance-calendar.json', ['rules', i, 'recurrence', 'day'])} error: compliance calendar, rule ${i + 1}, recurrence: June never has a day 31, so this date is impossible — use 30 for the month's last day`,
    ]);
  });

  it('refuses an unknown authority with the allowed ones', () => {
    const copy = setup();
    const i = ruleIndex(copy, 'gstr-9');
    copy.edit('compliance-calendar.json', (t) => replaceValue(t, ['rules', i, 'authority'], '"Customs"'));
    expect(problems(copy)).toEqual([
      `${at(copy, 'compliance-calendar.json', ['rules', i, 'authority'])} error: compliance calendar, rule ${i + 1}: authority is "Customs", which is not one of the choices — use one of: GST, Income Tax, TDS/TCS, MCA, LLP, EPFO/ESIC`,
    ]);
  });

  it('refuses overlapping extensions and periods a rule does not have', () => {
    const copy = setup();
    copy.edit('compliance-calendar.json', (t) =>
      replaceValue(
        t,
        ['extensions'],
        JSON.stringify(
          [
            { rule: 'gstr-3b-monthly', period: '2026-11', date: '2026-12-27', reference: 'N1' },
            { rule: 'gstr-3b-monthly', period: '2026-11', date: '2026-12-31', reference: 'N2' },
            { rule: 'tds-return', period: '2026-12', date: '2027-02-15', reference: 'N3' },
          ],
          null,
          2,
        ),
      ),
    );
    expect(problems(copy)).toEqual([
      `${at(copy, 'compliance-calendar.json', ['extensions', 1, 'period'])} error: compliance calendar, extension 2: this extension overlaps extension 1 (same rule "gstr-3b-monthly" and period 2026-11) — keep only the latest notification's date`,
      `${at(copy, 'compliance-calendar.json', ['extensions', 2, 'period'])} error: compliance calendar, extension 3: "2026-12" is not a period of the rule "tds-return" — write a quarter like 2026-27-Q3 (April–June is Q1)`,
    ]);
  });

  it("checks each rule's service link like every other link", () => {
    const copy = setup();
    const i = ruleIndex(copy, 'esi');
    copy.edit('compliance-calendar.json', (t) => replaceValue(t, ['rules', i, 'service', 'href'], '"/payrol"'));
    expect(problems(copy)).toEqual([
      `${at(copy, 'compliance-calendar.json', ['rules', i, 'service', 'href'])} error: compliance calendar, rule ${i + 1}: the link "/payrol" goes to no page — did you mean "/payroll"?`,
    ]);
  });

  it('refuses calendar cards that also list items, and calendar sections without the calendar file', () => {
    const copy = setup();
    const home = copy.json('pages/home.json');
    const grid = blockIndex(home, 'deadline-grid');
    copy.edit('pages/home.json', (t) => replaceValue(t, ['blocks', grid, 'calendar'], '{ "count": 8 }, "items": [{ "date": "2026-12-11", "task": "GSTR-1" }]'));
    expect(problems(copy)).toEqual([
      `${at(copy, 'pages/home.json', ['blocks', grid, 'items'])} error: page /, block ${grid + 1} (deadline-grid): with "source": "calendar" the cards come from the compliance calendar — remove "items" (or remove "source" to keep the fixed cards)`,
    ]);
    rmSync(join(copy.dir, 'compliance-calendar.json'));
    expect(problems(copy)).toContain(
      `${at(copy, 'pages/compliance-calendar.json', ['blocks', 0, 'type'])} error: page /compliance-calendar, block 1 (compliance-calendar): this section reads site-config/compliance-calendar.json, which is missing — add that file (see the editors' guide) or use fixed "items"`,
    );
  });
});
