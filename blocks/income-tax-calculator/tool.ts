// The income-tax calculator's form, reading and result: both regimes side by side, every step shown.
import type { IncomeTaxCalculatorBlock } from '../../engine/generated/config.ts';
import type { RuleTables } from '../../engine/rules/tables.ts';
import { inWords, rupees } from '../shared/tool/money.ts';
import type { FieldSpec } from '../shared/tool/fields.ts';
import { serviceLinks, type ResultTable, type ToolSpec, type ToolWords, parseWith } from '../shared/tool/view.ts';
import { fill } from '../../engine/i18n/words.ts';
import { computeIncomeTax, financialYearOf, yearRules, type AgeBand, type IncomeTaxInputs, type IncomeTaxResult, type RegimeTax } from './compute.ts';

export const INCOME_TAX_TABLES = ['income-tax', 'income-tax-late-fee'] as const;
const NAMES = ['year', 'age', 'salary', 'otherIncome', 'oldDeductions', 'newDeductions'] as const;
const AGES = ['below60', 'from60to79', 'from80'] as const;

/** The year shown first: the one today falls in, else the newest on record. */
function defaultYear(rules: RuleTables, today: string): string {
  const entries = rules['income-tax']?.entries ?? [];
  return (entries.find((e) => e.financialYear === financialYearOf(today)) ?? entries[0])?.financialYear ?? '';
}

export function incomeTaxFields(block: IncomeTaxCalculatorBlock, rules: RuleTables, today: string, words: ToolWords<'incomeTax'>): FieldSpec[] {
  const f = block.fields;
  const w = words.own;
  const years = (rules['income-tax']?.entries ?? []).map((e): [string, string] => [e.financialYear, fill(e.verified ? w.year : w.yearUnconfirmed, { fy: e.financialYear })]);
  return [
    { name: 'year', kind: 'select', label: f.year.label, hint: f.year.hint, initial: defaultYear(rules, today), options: years, half: true },
    { name: 'age', kind: 'select', label: f.age.label, hint: f.age.hint, initial: 'below60', options: AGES.map((a) => [a, f.age.options[a]]), half: true },
    { name: 'salary', kind: 'money', label: f.salary.label, hint: f.salary.hint, placeholder: fill(words.common.forExample, { value: 1200000 }), half: true },
    { name: 'otherIncome', kind: 'money', label: f.otherIncome.label, hint: f.otherIncome.hint, placeholder: '0', half: true },
    { name: 'oldDeductions', kind: 'money', label: f.oldDeductions.label, hint: f.oldDeductions.hint, placeholder: '0', half: true },
    { name: 'newDeductions', kind: 'money', label: f.newDeductions.label, hint: f.newDeductions.hint, placeholder: '0', half: true },
  ];
}

/** The regimes' names in the enquiry the firm's inbox receives (English, the staff's language). */
const regimeName = { old: 'old regime', new: 'new regime' } as const;

function slabTable(caption: string, tax: RegimeTax, w: ToolWords<'incomeTax'>['own']): ResultTable {
  return {
    caption,
    head: [w.band, w.inBand, w.tax],
    rows: tax.slabs.length
      ? tax.slabs.map((s) => ({
          cells: [
            fill(s.to === undefined ? w.slabTop : w.slab, { from: rupees(s.from), to: s.to === undefined ? '' : rupees(s.to), rate: s.rate }),
            rupees(s.income),
            rupees(s.tax, true),
          ],
        }))
      : [{ cells: [w.noIncome, rupees(0), rupees(0)] }],
  };
}

export const incomeTaxCalculator: ToolSpec<IncomeTaxCalculatorBlock, IncomeTaxInputs, IncomeTaxResult, 'incomeTax'> = {
  names: NAMES,
  words: 'incomeTax',
  parse: parseWith(({ r, w, f, rules, today }) => {
    const years = (rules['income-tax']?.entries ?? []).map((e) => e.financialYear);
    const year = r.choice('year', f.year, years, defaultYear(rules, today), (value) =>
      fill(w.noRatesFor, { value: value.slice(0, 20), years: years.map((y) => fill(w.year, { fy: y })).join(', ') }),
    );
    const age = r.choice('age', f.age, AGES, 'below60') as AgeBand;
    const salary = r.money('salary', f.salary, { max: f.salary.max });
    const otherIncome = r.money('otherIncome', f.otherIncome, { max: f.otherIncome.max });
    const oldDeductions = r.money('oldDeductions', f.oldDeductions, { max: f.oldDeductions.max });
    const newDeductions = r.money('newDeductions', f.newDeductions, { max: f.newDeductions.max });
    if (!r.errors.salary && !r.errors.otherIncome && r.raw('salary') === '' && r.raw('otherIncome') === '') r.errors.salary = w.enterIncome;
    return r.done({ year, age, salary, otherIncome, oldDeductions, newDeductions });
  }),
  compute: (inputs, rules) => computeIncomeTax(inputs, rules),
  view(result, inputs, block, where, words) {
    const w = words.own;
    const regime = { old: w.oldRegime, new: w.newRegime } as const;
    const { oldRegime: o, newRegime: n, year } = result;
    const row = (label: string, pick: (t: RegimeTax) => number, paise = false, strong = false) => ({ cells: [label, rupees(pick(o), paise), rupees(pick(n), paise)], strong });
    const steps: ResultTable = {
      caption: fill(w.stepsCaption, { fy: year.financialYear }),
      head: [w.step, w.oldColumn, w.newColumn],
      rows: [
        row(w.gross, (t) => t.gross),
        row(w.standardDeduction, (t) => t.standardDeduction),
        row(w.deductions, (t) => t.deductions),
        row(w.totalIncome, (t) => t.totalIncome, false, true),
        row(w.slabTax, (t) => t.slabTax, true),
        row(w.rebate, (t) => t.rebate, true),
        row(w.afterRebate, (t) => t.afterRebate, true),
        {
          cells: [
            w.surcharge,
            `${rupees(o.surcharge, true)}${o.surchargeRate ? ` (${o.surchargeRate}%)` : ''}`,
            `${rupees(n.surcharge, true)}${n.surchargeRate ? ` (${n.surchargeRate}%)` : ''}`,
          ],
        },
        row(fill(w.cess, { rate: year.cessPercent }), (t) => t.cess, true),
        row(w.payable, (t) => t.payable, false, true),
      ],
    };
    const headline =
      result.better === 'same'
        ? fill(w.headlineSame, { amount: rupees(n.payable) })
        : fill(w.headlineBetter, { regime: regime[result.better], low: rupees(Math.min(o.payable, n.payable)), high: rupees(Math.max(o.payable, n.payable)) });
    const notes = [
      ...(year.verified ? [] : [year.note ?? fill(w.notConfirmed, { fy: year.financialYear })]),
      w.deductionsNote,
      ...(result.lateFee
        ? [
            fill(w.lateFeeNote, {
              fee: rupees(result.lateFee.fee),
              reduced: rupees(result.lateFee.reducedFee),
              limit: inWords(result.lateFee.reducedFeeUpToIncome, words.common),
              source: `${result.lateFee.source.act}${result.lateFee.source.section ? `, section ${result.lateFee.source.section}` : ''}`,
            }),
          ]
        : []),
      fill(w.source, { source: `${year.source.act}${year.source.section ? ` — ${year.source.section}` : ''}` }),
    ];
    const given = `FY ${inputs.year}, age ${block.fields.age.options[inputs.age]}, salary ${rupees(inputs.salary)}, other income ${rupees(inputs.otherIncome)}, deductions ${rupees(inputs.oldDeductions)} (old) / ${rupees(inputs.newDeductions)} (new)`;
    const outcome = `old regime ${rupees(o.payable)}, new regime ${rupees(n.payable)}${result.better === 'same' ? '' : `; ${regimeName[result.better]} lower`}`;
    return {
      tone: year.verified ? 'good' : 'warn',
      headline,
      summary: result.better === 'same' ? undefined : fill(w.save, { amount: rupees(Math.abs(o.payable - n.payable)), regime: regime[result.better] }),
      tables: [steps, slabTable(w.slabsOld, o, w), slabTable(w.slabsNew, n, w)],
      notes,
      links: serviceLinks(block.service, 'Income-tax calculator', given, outcome, where, words),
    };
  },
};

export { yearRules };
