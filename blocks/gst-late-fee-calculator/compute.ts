// Late fee under section 47 (CGST + SGST, per day, capped by turnover as the 2021 notifications say)
// and interest under section 50(1) on tax paid late, per day at 18% a year, rounded to the rupee (section 170).
import { entryOn, type RuleEntry, type RuleTables } from '../../engine/rules/tables.ts';
import { daysFrom } from '../shared/tool/inputs.ts';
import { roundToRupee } from '../shared/tool/money.ts';

export type ReturnForm = 'GSTR-3B' | 'GSTR-1';

export interface LateFeeInputs {
  returnType: ReturnForm;
  nil: boolean;
  dueDate: string;
  filedOn: string;
  /** The turnover band's top ("15000000"), or "above" for the last band. */
  turnover: string;
  taxPaidLate: number;
}

export interface LateFeeResult {
  daysLate: number;
  perDay: number;
  cap: number;
  uncapped: number;
  fee: number;
  cgst: number;
  sgst: number;
  interest: number;
  total: number;
  entry: RuleEntry<'gst-late-fee'>;
  rule: RuleEntry<'gst-late-fee'>['returns'][number];
}

export function lateFeeRulesOn(rules: RuleTables, day: string): RuleEntry<'gst-late-fee'> | undefined {
  return entryOn(rules['gst-late-fee']?.entries ?? [], day);
}

export const bandValue = (cap: { turnoverUpTo?: number }) => (cap.turnoverUpTo === undefined ? 'above' : String(cap.turnoverUpTo));

export function computeLateFee(inputs: LateFeeInputs, rules: RuleTables): LateFeeResult {
  const entry = lateFeeRulesOn(rules, inputs.dueDate)!;
  const rule = entry.returns.find((r) => r.form === inputs.returnType)!;
  const daysLate = Math.max(0, daysFrom(inputs.dueDate, inputs.filedOn));
  const perDay = inputs.nil ? rule.nilFeePerDay : rule.feePerDay;
  const cap = inputs.nil ? rule.nilCap : (rule.caps.find((c) => bandValue(c) === inputs.turnover) ?? rule.caps[rule.caps.length - 1]!).cap;
  const uncapped = perDay * daysLate;
  const fee = Math.min(uncapped, cap);
  const interest = roundToRupee((inputs.taxPaidLate * entry.interestPercent * daysLate) / 100 / 365);
  return { daysLate, perDay, cap, uncapped, fee, cgst: fee / 2, sgst: fee / 2, interest, total: fee + interest, entry, rule };
}
