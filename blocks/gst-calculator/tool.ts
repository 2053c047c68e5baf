// The GST calculator's form, reading and result (shared by the component and behavior.ts).
import type { GstCalculatorBlock } from '../../engine/generated/config.ts';
import type { RuleTables } from '../../engine/rules/tables.ts';
import { reader } from '../shared/tool/inputs.ts';
import { rupees } from '../shared/tool/money.ts';
import type { FieldSpec } from '../shared/tool/fields.ts';
import { serviceLinks, type ToolSpec } from '../shared/tool/view.ts';
import { computeGst, ratesOn, type GstInputs, type GstResult } from './compute.ts';
import { formatDayMonYear } from '../shared/dates.ts';

const NAMES = ['amount', 'rate', 'priceType', 'supply'] as const;
/** The rule tables this tool computes with (its definition's ruleTables). */
export const GST_TABLES = ['gst-rates'] as const;
const percent = (rate: number) => `${rate}%`;

export function gstFields(block: GstCalculatorBlock, rules: RuleTables, today: string): FieldSpec[] {
  const entry = ratesOn(rules, today);
  const f = block.fields;
  return [
    { name: 'amount', kind: 'money', label: f.amount.label, hint: f.amount.hint, placeholder: 'For example 10000' },
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

export const gstCalculator: ToolSpec<GstCalculatorBlock, GstInputs, GstResult> = {
  names: NAMES,
  parse(params, block, rules, today) {
    const r = reader(params);
    const f = block.fields;
    const entry = ratesOn(rules, today);
    const allowed = (entry?.rates ?? []).map((x) => String(x.rate));
    const amount = r.money('amount', f.amount, { required: true, min: 0.01, max: f.amount.max });
    const rate = r.choice('rate', f.rate, allowed, entry ? String(entry.defaultRate) : undefined, (value) =>
      entry
        ? `${value}% is not a GST rate in force since ${formatDayMonYear(entry.validFrom)} — choose one of ${allowed.map((a) => `${a}%`).join(', ')}`
        : 'No GST rates are on record for today',
    );
    const priceType = r.choice('priceType', f.priceType, ['exclusive', 'inclusive'] as const, 'exclusive');
    const supply = r.choice('supply', f.supply, ['intra', 'inter'] as const, 'intra');
    return r.done({ amount, rate: Number(rate), priceType, supply });
  },
  compute: computeGst,
  view(result, inputs, block, where) {
    const intra = inputs.supply === 'intra';
    const facts: [string, string][] = [
      ['Taxable value', rupees(result.taxableValue, true)],
      ...(intra
        ? ([
            [`CGST at ${percent(inputs.rate / 2)}`, rupees(result.cgst, true)],
            [`SGST at ${percent(inputs.rate / 2)}`, rupees(result.sgst, true)],
          ] as [string, string][])
        : ([[`IGST at ${percent(inputs.rate)}`, rupees(result.igst, true)]] as [string, string][])),
      ['Total GST', rupees(result.totalTax, true)],
      ['Total price', rupees(result.total, true)],
    ];
    const given = `${rupees(inputs.amount, true)} ${inputs.priceType === 'inclusive' ? 'including' : 'before'} GST at ${percent(inputs.rate)}, ${intra ? 'within the state' : 'to another state'}`;
    const outcome = `taxable value ${rupees(result.taxableValue, true)}, GST ${rupees(result.totalTax, true)}, total ${rupees(result.total, true)}`;
    return {
      tone: 'info',
      headline: `GST ${rupees(result.totalTax, true)} on a taxable value of ${rupees(result.taxableValue, true)}`,
      summary: `${given}.`,
      facts,
      notes: [
        `Paid to the government, the tax is rounded to the rupee: ${rupees(result.totalTaxRounded)} (CGST Act, section 170).`,
        `Rates in force from ${formatDayMonYear(result.entry.validFrom)}: ${result.entry.source.notification ?? result.entry.source.act}.`,
      ],
      links: serviceLinks(block.service, 'GST calculator', given, outcome, where),
    };
  },
};
