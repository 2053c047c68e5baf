// The GST late fee calculator's form, reading and result.
import type { GstLateFeeCalculatorBlock } from '../../engine/generated/config.ts';
import type { RuleTables } from '../../engine/rules/tables.ts';
import { inWords, rupees } from '../shared/tool/money.ts';
import type { FieldSpec } from '../shared/tool/fields.ts';
import { serviceLinks, type ToolSpec, type ToolWords, parseWith } from '../shared/tool/view.ts';
import { formatDayMonYear } from '../shared/dates.ts';
import { fill, plural } from '../../engine/i18n/words.ts';
import { bandValue, computeLateFee, lateFeeRulesOn, type LateFeeInputs, type LateFeeResult, type ReturnForm } from './compute.ts';

export const LATE_FEE_TABLES = ['gst-late-fee'] as const;
const NAMES = ['returnType', 'nil', 'dueDate', 'filedOn', 'turnover', 'taxPaidLate'] as const;
const FORMS = ['GSTR-3B', 'GSTR-1'] as const;

/** The turnover bands as choices, in the page's words (English, for the enquiry, when `words` is absent). */
function bands(rules: RuleTables, day: string, words?: ToolWords<'lateFee'>): [string, string][] {
  const w = words?.own ?? { bandAbove: 'Above {amount}', bandUpTo: 'Up to {amount}', bandRange: '{from} to {to}' };
  const amount = (n: number) => inWords(n, words?.common);
  const caps = lateFeeRulesOn(rules, day)?.returns[0]?.caps ?? rules['gst-late-fee']?.entries[0]?.returns[0]?.caps ?? [];
  return caps.map((cap, i) => {
    const from = i > 0 ? caps[i - 1]!.turnoverUpTo : undefined;
    const label =
      cap.turnoverUpTo === undefined
        ? fill(w.bandAbove, { amount: amount(from ?? 0) })
        : from === undefined
          ? fill(w.bandUpTo, { amount: amount(cap.turnoverUpTo) })
          : fill(w.bandRange, { from: amount(from), to: amount(cap.turnoverUpTo) });
    return [bandValue(cap), label];
  });
}

export function lateFeeFields(block: GstLateFeeCalculatorBlock, rules: RuleTables, today: string, words: ToolWords<'lateFee'>): FieldSpec[] {
  const f = block.fields;
  const turnover = bands(rules, today, words);
  return [
    { name: 'returnType', kind: 'radio', label: f.returnType.label, hint: f.returnType.hint, initial: 'GSTR-3B', options: FORMS.map((r) => [r, f.returnType.options[r]]) },
    { name: 'nil', kind: 'checkbox', label: f.nil.label, hint: f.nil.hint },
    { name: 'dueDate', kind: 'date', label: f.dueDate.label, hint: f.dueDate.hint, half: true },
    { name: 'filedOn', kind: 'date', label: f.filedOn.label, hint: f.filedOn.hint, half: true },
    { name: 'turnover', kind: 'select', label: f.turnover.label, hint: f.turnover.hint, initial: turnover[0]?.[0], options: turnover },
    { name: 'taxPaidLate', kind: 'money', label: f.taxPaidLate.label, hint: f.taxPaidLate.hint, placeholder: '0' },
  ];
}

export const gstLateFeeCalculator: ToolSpec<GstLateFeeCalculatorBlock, LateFeeInputs, LateFeeResult, 'lateFee'> = {
  names: NAMES,
  words: 'lateFee',
  parse: parseWith(({ r, w, f, rules, words }) => {
    const returnType = r.choice('returnType', f.returnType, FORMS, 'GSTR-3B') as ReturnForm;
    const nil = r.flag('nil');
    const dueDate = r.date('dueDate', f.dueDate);
    const filedOn = r.date('filedOn', f.filedOn);
    const entries = rules['gst-late-fee']?.entries ?? [];
    const entry = r.errors.dueDate ? undefined : lateFeeRulesOn(rules, dueDate);
    if (!r.errors.dueDate && !entry) {
      const first = entries.map((e) => e.validFrom).sort()[0];
      r.errors.dueDate = first ? fill(w.rulesFrom, { date: formatDayMonYear(first, words.locale) }) : w.noRules;
    }
    if (!r.errors.dueDate && !r.errors.filedOn && filedOn < dueDate)
      r.errors.filedOn = fill(w.filedEarly, { label: f.filedOn.label, date: formatDayMonYear(dueDate, words.locale) });
    const allowed = bands(rules, entry ? dueDate : (entries[0]?.validFrom ?? dueDate)).map(([value]) => value);
    const turnover = r.choice('turnover', f.turnover, allowed, allowed[0]);
    const taxPaidLate = r.money('taxPaidLate', f.taxPaidLate, { max: f.taxPaidLate.max });
    return r.done({ returnType, nil, dueDate, filedOn, turnover, taxPaidLate });
  }),
  compute: (inputs, rules) => computeLateFee(inputs, rules),
  view(result, inputs, block, where, words) {
    const w = words.own;
    const onTime = result.daysLate === 0;
    const capped = result.uncapped > result.cap;
    const bandLabel = bands({ 'gst-late-fee': { entries: [result.entry] } }, result.entry.validFrom).find(([v]) => v === inputs.turnover)?.[1] ?? '';
    // What the enquiry carries to the firm's inbox stays in English (the staff's language).
    const given = `${inputs.returnType}${inputs.nil ? ' (nil)' : ''}, due ${formatDayMonYear(inputs.dueDate)}, filed ${formatDayMonYear(inputs.filedOn)}, turnover ${bandLabel}, tax paid late ${rupees(inputs.taxPaidLate)}`;
    const outcome = `${result.daysLate} days late: late fee ${rupees(result.fee)}, interest ${rupees(result.interest)}, total ${rupees(result.total)}`;
    return {
      tone: onTime ? 'good' : 'warn',
      headline: onTime ? w.onTime : fill(w.headline, { total: rupees(result.total), fee: rupees(result.fee), interest: rupees(result.interest) }),
      summary: onTime
        ? undefined
        : plural(capped ? w.lateCapped : w.late, result.daysLate, words.locale, { days: result.daysLate, perDay: rupees(result.perDay), cap: rupees(result.cap) }),
      facts: [
        [w.daysLate, String(result.daysLate)],
        [w.feeCgst, rupees(result.cgst)],
        [w.feeSgst, rupees(result.sgst)],
        [w.feeAll, rupees(result.fee)],
        [fill(w.interestAt, { rate: result.entry.interestPercent }), rupees(result.interest)],
        [w.total, rupees(result.total)],
      ],
      notes: [
        fill(w.feeSource, { act: result.rule.source.act, section: result.rule.source.section ?? '47' }) +
          (result.rule.source.notification ? `; ${result.rule.source.notification}` : '.'),
        fill(w.interestSource, {
          section: result.entry.interestSource.section ?? '50(1)',
          notification: result.entry.interestSource.notification ? ` (${result.entry.interestSource.notification})` : '',
        }),
        ...(result.entry.note ? [result.entry.note] : []),
      ],
      links: serviceLinks(block.service, 'GST late fee calculator', given, outcome, where, words),
    };
  },
};
