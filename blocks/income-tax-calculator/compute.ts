// Income tax of an individual under the old and the new regime, step by step as the Act reads:
// total income (section 288A: to the nearest ten rupees), tax at the slab rates, the section 87A
// rebate (in the new regime with marginal relief just above the limit), surcharge with marginal
// relief at each threshold, 4% health and education cess, and the tax payable (section 288B).
import { entryOn, type RuleEntry, type RuleTables } from '../../engine/rules/tables.ts';
import { roundToTen } from '../shared/tool/money.ts';

export type AgeBand = 'below60' | 'from60to79' | 'from80';
type YearRules = RuleEntry<'income-tax'>;
type Slab = { upTo?: number; rate: number };
type Regime = YearRules['newRegime'] | YearRules['oldRegime'];

export interface IncomeTaxInputs {
  year: string;
  age: AgeBand;
  salary: number;
  otherIncome: number;
  oldDeductions: number;
  newDeductions: number;
}

export interface SlabLine {
  from: number;
  to?: number;
  rate: number;
  income: number;
  tax: number;
}

export interface RegimeTax {
  gross: number;
  standardDeduction: number;
  deductions: number;
  totalIncome: number;
  slabs: SlabLine[];
  slabTax: number;
  rebate: number;
  afterRebate: number;
  surchargeRate: number;
  surcharge: number;
  cess: number;
  /** Before rounding. */
  exact: number;
  /** Rounded to the nearest ten rupees (section 288B). */
  payable: number;
}

export interface IncomeTaxResult {
  year: YearRules;
  oldRegime: RegimeTax;
  newRegime: RegimeTax;
  better: 'old' | 'new' | 'same';
  lateFee?: RuleEntry<'income-tax-late-fee'>;
}

export function yearRules(rules: RuleTables, year: string): YearRules | undefined {
  return rules['income-tax']?.entries.find((e) => e.financialYear === year);
}

/** The financial year a day falls in ("2025-26" for any day from 1 April 2025 to 31 March 2026). */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = day.slice(5) >= '04-01' ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function slabTax(income: number, slabs: readonly Slab[]): { lines: SlabLine[]; tax: number } {
  const lines: SlabLine[] = [];
  let from = 0;
  let tax = 0;
  for (const slab of slabs) {
    const top = slab.upTo ?? Infinity;
    const inSlab = Math.max(0, Math.min(income, top) - from);
    if (inSlab > 0) {
      const part = (inSlab * slab.rate) / 100;
      lines.push({ from, to: slab.upTo, rate: slab.rate, income: inSlab, tax: part });
      tax += part;
    }
    if (income <= top) break;
    from = top;
  }
  return { lines, tax };
}

function regimeTax(gross: number, salary: number, deductions: number, regime: Regime, slabs: readonly Slab[], cessPercent: number): RegimeTax {
  const standardDeduction = Math.min(salary, regime.standardDeduction);
  const totalIncome = roundToTen(Math.max(0, gross - standardDeduction - deductions));
  const { lines, tax } = slabTax(totalIncome, slabs);
  // Section 87A: the whole tax up to the rebate where total income is within the limit; above it, in the
  // new regime, the tax may not exceed the income above the limit (marginal relief).
  let rebate = 0;
  if (totalIncome <= regime.rebate.maxIncome) rebate = Math.min(tax, regime.rebate.maxRebate);
  else if (regime.rebate.marginalRelief) rebate = Math.max(0, tax - (totalIncome - regime.rebate.maxIncome));
  const afterRebate = tax - rebate;
  // Surcharge at the rate of the highest threshold passed; marginal relief keeps tax + surcharge from
  // exceeding the tax + surcharge at that threshold by more than the income above it.
  const bands = regime.surcharge;
  let index = -1;
  bands.forEach((band, i) => {
    if (totalIncome > band.above) index = i;
  });
  let surcharge = 0;
  let surchargeRate = 0;
  if (index >= 0) {
    const band = bands[index]!;
    surchargeRate = band.rate;
    surcharge = (afterRebate * band.rate) / 100;
    const atThreshold = slabTax(band.above, slabs).tax;
    const belowRate = index > 0 ? bands[index - 1]!.rate : 0;
    const ceiling = atThreshold * (1 + belowRate / 100) + (totalIncome - band.above);
    if (afterRebate + surcharge > ceiling) surcharge = Math.max(0, ceiling - afterRebate);
  }
  const cess = ((afterRebate + surcharge) * cessPercent) / 100;
  const exact = afterRebate + surcharge + cess;
  return { gross, standardDeduction, deductions, totalIncome, slabs: lines, slabTax: tax, rebate, afterRebate, surchargeRate, surcharge, cess, exact, payable: roundToTen(exact) };
}

export function computeIncomeTax(inputs: IncomeTaxInputs, rules: RuleTables): IncomeTaxResult {
  const year = yearRules(rules, inputs.year)!;
  const gross = inputs.salary + inputs.otherIncome;
  const oldRegime = regimeTax(gross, inputs.salary, inputs.oldDeductions, year.oldRegime, year.oldRegime.slabsByAge[inputs.age], year.cessPercent);
  const newRegime = regimeTax(gross, inputs.salary, inputs.newDeductions, year.newRegime, year.newRegime.slabs, year.cessPercent);
  const better = oldRegime.payable === newRegime.payable ? 'same' : oldRegime.payable < newRegime.payable ? 'old' : 'new';
  const lateFee = entryOn(rules['income-tax-late-fee']?.entries ?? [], year.validFrom);
  return { year, oldRegime, newRegime, better, ...(lateFee ? { lateFee } : {}) };
}
