// The GST in a price: from a price before GST (add it) or one that includes it (take it out), at one
// rate, split into CGST + SGST within a state or charged as IGST between states. Invoice values keep
// their paise; the tax payable is rounded to the rupee as section 170 of the CGST Act says.
import { entryOn, type RuleEntry, type RuleTables } from '../../engine/rules/tables.ts';
import { roundToRupee, toPaise } from '../shared/tool/money.ts';

export interface GstInputs {
  amount: number;
  rate: number;
  priceType: 'exclusive' | 'inclusive';
  supply: 'intra' | 'inter';
}

export interface GstResult {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  totalTax: number;
  total: number;
  /** The tax as paid to the government: rounded to the nearest rupee (section 170). */
  totalTaxRounded: number;
  entry: RuleEntry<'gst-rates'>;
}

/** The rate set in force on `day`. */
export function ratesOn(rules: RuleTables, day: string): RuleEntry<'gst-rates'> | undefined {
  return entryOn(rules['gst-rates']?.entries ?? [], day);
}

export function computeGst(inputs: GstInputs, rules: RuleTables, today: string): GstResult {
  const entry = ratesOn(rules, today)!;
  const taxableValue = toPaise(inputs.priceType === 'inclusive' ? (inputs.amount * 100) / (100 + inputs.rate) : inputs.amount);
  const tax = (taxableValue * inputs.rate) / 100;
  // CGST and SGST are each half the rate, each worked out to the paisa.
  const half = toPaise(tax / 2);
  const cgst = inputs.supply === 'intra' ? half : 0;
  const sgst = cgst;
  const igst = inputs.supply === 'inter' ? toPaise(tax) : 0;
  const totalTax = toPaise(cgst + sgst + igst);
  const total = inputs.priceType === 'inclusive' ? inputs.amount : toPaise(taxableValue + totalTax);
  return {
    taxableValue: inputs.priceType === 'inclusive' ? toPaise(total - totalTax) : taxableValue,
    cgst,
    sgst,
    igst,
    totalTax,
    total,
    totalTaxRounded: roundToRupee(totalTax),
    entry,
  };
}
