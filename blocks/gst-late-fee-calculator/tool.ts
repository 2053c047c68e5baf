// The GST late fee calculator's form, reading and result.
import type { GstLateFeeCalculatorBlock } from '../../engine/generated/config.ts';
import type { RuleTables } from '../../engine/rules/tables.ts';
import { reader } from '../shared/tool/inputs.ts';
import { inWords, rupees } from '../shared/tool/money.ts';
import type { FieldSpec } from '../shared/tool/fields.ts';
import { serviceLinks, type ToolSpec } from '../shared/tool/view.ts';
import { formatDayMonYear } from '../shared/dates.ts';
import { bandValue, computeLateFee, lateFeeRulesOn, type LateFeeInputs, type LateFeeResult, type ReturnForm } from './compute.ts';

export const LATE_FEE_TABLES = ['gst-late-fee'] as const;
const NAMES = ['returnType', 'nil', 'dueDate', 'filedOn', 'turnover', 'taxPaidLate'] as const;
const FORMS = ['GSTR-3B', 'GSTR-1'] as const;

function bands(rules: RuleTables, day: string): [string, string][] {
  const caps = lateFeeRulesOn(rules, day)?.returns[0]?.caps ?? rules['gst-late-fee']?.entries[0]?.returns[0]?.caps ?? [];
  return caps.map((cap, i) => {
    const from = i > 0 ? caps[i - 1]!.turnoverUpTo : undefined;
    const label =
      cap.turnoverUpTo === undefined
        ? `Above ${inWords(from ?? 0)}`
        : from === undefined
          ? `Up to ${inWords(cap.turnoverUpTo)}`
          : `${inWords(from)} to ${inWords(cap.turnoverUpTo)}`;
    return [bandValue(cap), label];
  });
}

export function lateFeeFields(block: GstLateFeeCalculatorBlock, rules: RuleTables, today: string): FieldSpec[] {
  const f = block.fields;
  const turnover = bands(rules, today);
  return [
    { name: 'returnType', kind: 'radio', label: f.returnType.label, hint: f.returnType.hint, initial: 'GSTR-3B', options: FORMS.map((r) => [r, f.returnType.options[r]]) },
    { name: 'nil', kind: 'checkbox', label: f.nil.label, hint: f.nil.hint },
    { name: 'dueDate', kind: 'date', label: f.dueDate.label, hint: f.dueDate.hint, half: true },
    { name: 'filedOn', kind: 'date', label: f.filedOn.label, hint: f.filedOn.hint, half: true },
    { name: 'turnover', kind: 'select', label: f.turnover.label, hint: f.turnover.hint, initial: turnover[0]?.[0], options: turnover },
    { name: 'taxPaidLate', kind: 'money', label: f.taxPaidLate.label, hint: f.taxPaidLate.hint, placeholder: '0' },
  ];
}

export const gstLateFeeCalculator: ToolSpec<GstLateFeeCalculatorBlock, LateFeeInputs, LateFeeResult> = {
  names: NAMES,
  parse(params, block, rules) {
    const r = reader(params);
    const f = block.fields;
    const returnType = r.choice('returnType', f.returnType, FORMS, 'GSTR-3B') as ReturnForm;
    const nil = r.flag('nil');
    const dueDate = r.date('dueDate', f.dueDate);
    const filedOn = r.date('filedOn', f.filedOn);
    const entries = rules['gst-late-fee']?.entries ?? [];
    const entry = r.errors.dueDate ? undefined : lateFeeRulesOn(rules, dueDate);
    if (!r.errors.dueDate && !entry) {
      const first = entries.map((e) => e.validFrom).sort()[0];
      r.errors.dueDate = first ? `We hold the late fee rules for due dates from ${formatDayMonYear(first)} on; this due date is earlier` : 'No late fee rules are on record';
    }
    if (!r.errors.dueDate && !r.errors.filedOn && filedOn < dueDate)
      r.errors.filedOn = `${f.filedOn.label} is before the due date (${formatDayMonYear(dueDate)}) — a return filed by its due date has no late fee`;
    const allowed = bands(rules, entry ? dueDate : (entries[0]?.validFrom ?? dueDate)).map(([value]) => value);
    const turnover = r.choice('turnover', f.turnover, allowed, allowed[0]);
    const taxPaidLate = r.money('taxPaidLate', f.taxPaidLate, { max: f.taxPaidLate.max });
    return r.done({ returnType, nil, dueDate, filedOn, turnover, taxPaidLate });
  },
  compute: (inputs, rules) => computeLateFee(inputs, rules),
  view(result, inputs, block, where) {
    const onTime = result.daysLate === 0;
    const capped = result.uncapped > result.cap;
    const bandLabel = bands({ 'gst-late-fee': { entries: [result.entry] } }, result.entry.validFrom).find(([v]) => v === inputs.turnover)?.[1] ?? '';
    const given = `${inputs.returnType}${inputs.nil ? ' (nil)' : ''}, due ${formatDayMonYear(inputs.dueDate)}, filed ${formatDayMonYear(inputs.filedOn)}, turnover ${bandLabel}, tax paid late ${rupees(inputs.taxPaidLate)}`;
    const outcome = `${result.daysLate} days late: late fee ${rupees(result.fee)}, interest ${rupees(result.interest)}, total ${rupees(result.total)}`;
    return {
      tone: onTime ? 'good' : 'warn',
      headline: onTime
        ? 'Filed on the due date: no late fee and no interest'
        : `${rupees(result.total)} to pay: late fee ${rupees(result.fee)} and interest ${rupees(result.interest)}`,
      summary: onTime
        ? undefined
        : `${result.daysLate} day${result.daysLate === 1 ? '' : 's'} late at ${rupees(result.perDay)} a day${capped ? `, capped at ${rupees(result.cap)}` : ''}.`,
      facts: [
        ['Days late', String(result.daysLate)],
        ['Late fee (CGST)', rupees(result.cgst)],
        ['Late fee (SGST)', rupees(result.sgst)],
        ['Late fee in all', rupees(result.fee)],
        [`Interest at ${result.entry.interestPercent}% a year`, rupees(result.interest)],
        ['Total', rupees(result.total)],
      ],
      notes: [
        `Late fee: ${result.rule.source.act}, section ${result.rule.source.section ?? '47'}; ${result.rule.source.notification ?? ''}`.replace(/; $/, '.'),
        `Interest: section ${result.entry.interestSource.section ?? '50(1)'}${result.entry.interestSource.notification ? ` (${result.entry.interestSource.notification})` : ''}, counted for each day from the day after the due date.`,
        ...(result.entry.note ? [result.entry.note] : []),
      ],
      links: serviceLinks(block.service, 'GST late fee calculator', given, outcome, where),
    };
  },
};
