// The GST calculator's form, reading and result (shared by the component and behavior.ts).
import type { GstCalculatorBlock } from '../../engine/generated/config.ts';
import type { RuleTables } from '../../engine/rules/tables.ts';
import { rupees } from '../shared/tool/money.ts';
import type { FieldSpec } from '../shared/tool/fields.ts';
import { serviceLinks, type ToolSpec, type ToolWords, parseWith } from '../shared/tool/view.ts';
import { computeGst, ratesOn, type GstInputs, type GstResult } from './compute.ts';
import { formatDayMonYear } from '../shared/dates.ts';
import { fill } from '../../engine/i18n/words.ts';

const NAMES = ['amount', 'rate', 'priceType', 'supply'] as const;
/** The rule tables this tool computes with (its definition's ruleTables). */
export const GST_TABLES = ['gst-rates'] as const;
const percent = (rate: number) => `${rate}%`;

export function gstFields(block: GstCalculatorBlock, rules: RuleTables, today: string, words: ToolWords<'gst'>): FieldSpec[] {
  const entry = ratesOn(rules, today);
  const f = block.fields;
  return [
    { name: 'amount', kind: 'money', label: f.amount.label, hint: f.amount.hint, placeholder: fill(words.common.forExample, { value: 10000 }) },
    {
      name: 'rate',
      kind: 'select',
      label: f.rate.label,
      hint: f.rate.hint,
      initial: String(entry?.defaultRate ?? ''),
      options: (entry?.rates ?? []).map((r) => [String(r.rate), r.label]),
    },
    { name: 'priceType', kind: 'radio', label: f.priceType.label, hint: f.priceType.hint, initial: 'exclusive', options: Object.entries(f.priceType.options) },
    { name: 'supply', kind: 'radio', label: f.supply.label, hint: f.supply.hint, initial: 'intra', options: Object.entries(f.supply.options) },
  ];
}

export const gstCalculator: ToolSpec<GstCalculatorBlock, GstInputs, GstResult, 'gst'> = {
  names: NAMES,
  words: 'gst',
  parse: parseWith(({ r, w, f, rules, today, words }) => {
    const entry = ratesOn(rules, today);
    const allowed = (entry?.rates ?? []).map((x) => String(x.rate));
    const amount = r.money('amount', f.amount, { required: true, min: 0.01, max: f.amount.max });
    const rate = r.choice('rate', f.rate, allowed, entry ? String(entry.defaultRate) : undefined, (value) =>
      entry ? fill(w.rateUnknown, { rate: value, date: formatDayMonYear(entry.validFrom, words.locale), rates: allowed.map((a) => `${a}%`).join(', ') }) : w.noRates,
    );
    const priceType = r.choice('priceType', f.priceType, ['exclusive', 'inclusive'] as const, 'exclusive');
    const supply = r.choice('supply', f.supply, ['intra', 'inter'] as const, 'intra');
    return r.done({ amount, rate: Number(rate), priceType, supply });
  }),
  compute: computeGst,
  view(result, inputs, block, where, words) {
    const w = words.own;
    const intra = inputs.supply === 'intra';
    const facts: [string, string][] = [
      [w.taxableValue, rupees(result.taxableValue, true)],
      ...(intra
        ? ([
            [fill(w.cgstAt, { rate: percent(inputs.rate / 2) }), rupees(result.cgst, true)],
            [fill(w.sgstAt, { rate: percent(inputs.rate / 2) }), rupees(result.sgst, true)],
          ] as [string, string][])
        : ([[fill(w.igstAt, { rate: percent(inputs.rate) }), rupees(result.igst, true)]] as [string, string][])),
      [w.totalGst, rupees(result.totalTax, true)],
      [w.totalPrice, rupees(result.total, true)],
    ];
    // What the enquiry carries to the firm's inbox stays in English (the staff's language); the page shows the words.
    const given = `${rupees(inputs.amount, true)} ${inputs.priceType === 'inclusive' ? 'including' : 'before'} GST at ${percent(inputs.rate)}, ${intra ? 'within the state' : 'to another state'}`;
    const outcome = `taxable value ${rupees(result.taxableValue, true)}, GST ${rupees(result.totalTax, true)}, total ${rupees(result.total, true)}`;
    return {
      tone: 'info',
      headline: fill(w.headline, { tax: rupees(result.totalTax, true), taxable: rupees(result.taxableValue, true) }),
      summary: fill(inputs.priceType === 'inclusive' ? w.summaryIncluding : w.summaryBefore, {
        amount: rupees(inputs.amount, true),
        rate: percent(inputs.rate),
        where: intra ? w.withinState : w.otherState,
      }),
      facts,
      notes: [
        fill(w.roundedNote, { amount: rupees(result.totalTaxRounded) }),
        fill(w.ratesFrom, { date: formatDayMonYear(result.entry.validFrom, words.locale), source: result.entry.source.notification ?? result.entry.source.act }),
      ],
      links: serviceLinks(block.service, 'GST calculator', given, outcome, where, words),
    };
  },
};
