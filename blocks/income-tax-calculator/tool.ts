// The income-tax calculator's form, reading and result: both regimes side by side, every step shown.
import type { IncomeTaxCalculatorBlock } from '../../engine/generated/config.ts';
import type { RuleTables } from '../../engine/rules/tables.ts';
import { reader } from '../shared/tool/inputs.ts';
import { inWords, rupees } from '../shared/tool/money.ts';
import type { FieldSpec } from '../shared/tool/fields.ts';
import { serviceLinks, type ResultTable, type ToolSpec } from '../shared/tool/view.ts';
import { computeIncomeTax, financialYearOf, yearRules, type AgeBand, type IncomeTaxInputs, type IncomeTaxResult, type RegimeTax } from './compute.ts';

export const INCOME_TAX_TABLES = ['income-tax', 'income-tax-late-fee'] as const;
const NAMES = ['year', 'age', 'salary', 'otherIncome', 'oldDeductions', 'newDeductions'] as const;
const AGES = ['below60', 'from60to79', 'from80'] as const;

/** The year shown first: the one today falls in, else the newest on record. */
function defaultYear(rules: RuleTables, today: string): string {
  const entries = rules['income-tax']?.entries ?? [];
  return (entries.find((e) => e.financialYear === financialYearOf(today)) ?? entries[0])?.financialYear ?? '';
}

export function incomeTaxFields(block: IncomeTaxCalculatorBlock, rules: RuleTables, today: string): FieldSpec[] {
  const f = block.fields;
  const years = (rules['income-tax']?.entries ?? []).map((e): [string, string] => [e.financialYear, `FY ${e.financialYear}${e.verified ? '' : ' (not yet confirmed)'}`]);
  return [
    { name: 'year', kind: 'select', label: f.year.label, hint: f.year.hint, initial: defaultYear(rules, today), options: years, half: true },
    { name: 'age', kind: 'select', label: f.age.label, hint: f.age.hint, initial: 'below60', options: AGES.map((a) => [a, f.age.options[a]]), half: true },
    { name: 'salary', kind: 'money', label: f.salary.label, hint: f.salary.hint, placeholder: 'For example 1200000', half: true },
    { name: 'otherIncome', kind: 'money', label: f.otherIncome.label, hint: f.otherIncome.hint, placeholder: '0', half: true },
    { name: 'oldDeductions', kind: 'money', label: f.oldDeductions.label, hint: f.oldDeductions.hint, placeholder: '0', half: true },
    { name: 'newDeductions', kind: 'money', label: f.newDeductions.label, hint: f.newDeductions.hint, placeholder: '0', half: true },
  ];
}

const regimeName = { old: 'old regime', new: 'new regime' } as const;

function slabTable(caption: string, tax: RegimeTax): ResultTable {
  return {
    caption,
    head: ['Income band', 'Income in band', 'Tax'],
    rows: tax.slabs.length
      ? tax.slabs.map((s) => ({ cells: [`${rupees(s.from)} – ${s.to === undefined ? 'above' : rupees(s.to)} at ${s.rate}%`, rupees(s.income), rupees(s.tax, true)] }))
      : [{ cells: ['No income to tax', rupees(0), rupees(0)] }],
  };
}

export const incomeTaxCalculator: ToolSpec<IncomeTaxCalculatorBlock, IncomeTaxInputs, IncomeTaxResult> = {
  names: NAMES,
  parse(params, block, rules, today) {
    const r = reader(params);
    const f = block.fields;
    const years = (rules['income-tax']?.entries ?? []).map((e) => e.financialYear);
    const year = r.choice(
      'year',
      f.year,
      years,
      defaultYear(rules, today),
      (value) => `We have no rates for "${value.slice(0, 20)}" — choose one of ${years.map((y) => `FY ${y}`).join(', ')}`,
    );
    const age = r.choice('age', f.age, AGES, 'below60') as AgeBand;
    const salary = r.money('salary', f.salary, { max: f.salary.max });
    const otherIncome = r.money('otherIncome', f.otherIncome, { max: f.otherIncome.max });
    const oldDeductions = r.money('oldDeductions', f.oldDeductions, { max: f.oldDeductions.max });
    const newDeductions = r.money('newDeductions', f.newDeductions, { max: f.newDeductions.max });
    if (!r.errors.salary && !r.errors.otherIncome && r.raw('salary') === '' && r.raw('otherIncome') === '') r.errors.salary = `Enter your salary or other income (or both)`;
    return r.done({ year, age, salary, otherIncome, oldDeductions, newDeductions });
  },
  compute: (inputs, rules) => computeIncomeTax(inputs, rules),
  view(result, inputs, block, where) {
    const { oldRegime: o, newRegime: n, year } = result;
    const row = (label: string, pick: (t: RegimeTax) => number, paise = false, strong = false) => ({ cells: [label, rupees(pick(o), paise), rupees(pick(n), paise)], strong });
    const steps: ResultTable = {
      caption: `Step by step, FY ${year.financialYear}`,
      head: ['Step', 'Old regime', 'New regime'],
      rows: [
        row('Gross income', (t) => t.gross),
        row('Standard deduction on salary', (t) => t.standardDeduction),
        row('Deductions', (t) => t.deductions),
        row('Total income (rounded to ₹10, section 288A)', (t) => t.totalIncome, false, true),
        row('Tax at slab rates', (t) => t.slabTax, true),
        row('Rebate under section 87A', (t) => t.rebate, true),
        row('Tax after rebate', (t) => t.afterRebate, true),
        {
          cells: [
            'Surcharge',
            `${rupees(o.surcharge, true)}${o.surchargeRate ? ` (${o.surchargeRate}%)` : ''}`,
            `${rupees(n.surcharge, true)}${n.surchargeRate ? ` (${n.surchargeRate}%)` : ''}`,
          ],
        },
        row(`Health and education cess (${year.cessPercent}%)`, (t) => t.cess, true),
        row('Tax payable (rounded to ₹10, section 288B)', (t) => t.payable, false, true),
      ],
    };
    const headline =
      result.better === 'same'
        ? `Both regimes come to ${rupees(n.payable)}`
        : `The ${regimeName[result.better]} costs less: ${rupees(Math.min(o.payable, n.payable))} against ${rupees(Math.max(o.payable, n.payable))}`;
    const notes = [
      ...(year.verified ? [] : [year.note ?? `The rates for FY ${year.financialYear} are not yet confirmed.`]),
      'Enter each deduction within its own limit (80C up to ₹1,50,000, for example); income taxed at special rates, such as capital gains, is not included here.',
      ...(result.lateFee
        ? [
            `Filed after the due date, a return costs a late fee of ${rupees(result.lateFee.fee)} (${rupees(result.lateFee.reducedFee)} where total income is up to ${inWords(result.lateFee.reducedFeeUpToIncome)}) — ${result.lateFee.source.act}${result.lateFee.source.section ? `, section ${result.lateFee.source.section}` : ''}.`,
          ]
        : []),
      `Source: ${year.source.act}${year.source.section ? ` — ${year.source.section}` : ''}.`,
    ];
    const given = `FY ${inputs.year}, age ${block.fields.age.options[inputs.age]}, salary ${rupees(inputs.salary)}, other income ${rupees(inputs.otherIncome)}, deductions ${rupees(inputs.oldDeductions)} (old) / ${rupees(inputs.newDeductions)} (new)`;
    const outcome = `old regime ${rupees(o.payable)}, new regime ${rupees(n.payable)}${result.better === 'same' ? '' : `; ${regimeName[result.better]} lower`}`;
    return {
      tone: year.verified ? 'good' : 'warn',
      headline,
      summary: result.better === 'same' ? undefined : `You save ${rupees(Math.abs(o.payable - n.payable))} with the ${regimeName[result.better]}.`,
      tables: [steps, slabTable('Old regime: tax by slab', o), slabTable('New regime: tax by slab', n)],
      notes,
      links: serviceLinks(block.service, 'Income-tax calculator', given, outcome, where),
    };
  },
};

export { yearRules };
