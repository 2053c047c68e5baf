// Which income-tax return form: companies ITR-6, trusts and institutions filing under section 139(4A)
// to (4D) ITR-7, firms, LLPs, AOPs and BOIs ITR-5 (a resident firm with presumptive income within the
// limit ITR-4); individuals and HUFs with business income ITR-3 (ITR-4 when presumptive and within the
// limits), without it ITR-2 — or ITR-1 for a resident individual within every limit of the year's forms.
import { entryOn, type RuleEntry, type RuleTables } from '../../engine/rules/tables.ts';
import { inWords } from '../shared/tool/money.ts';
import type { Interface } from '../../engine/generated/config.ts';
import { fill } from '../../engine/i18n/words.ts';

/** The reasons' words in the page's language (interface.json "tools.itr"), and lakh and crore ("tools.common"). */
export type ItrWords = Interface['tools']['itr'];
export type AmountWords = { lakh: string; crore: string };

export type Taxpayer = 'individual' | 'huf' | 'firm' | 'llp' | 'aop' | 'company' | 'trust';

export interface ItrInputs {
  year: string;
  taxpayer: Taxpayer;
  residency: 'resident' | 'rnor' | 'nonresident';
  business: 'none' | 'presumptive' | 'regular';
  capitalGains: 'none' | 'small112a' | 'other';
  income: number;
  houses: 'upToOne' | 'more';
  director: boolean;
  unlistedShares: boolean;
  foreign: boolean;
  agricultural: boolean;
}

export interface ItrResult {
  form: 'ITR-1' | 'ITR-2' | 'ITR-3' | 'ITR-4' | 'ITR-5' | 'ITR-6' | 'ITR-7';
  name: string;
  /** Why this form, and why not a simpler one. */
  reasons: string[];
  entry: RuleEntry<'itr-forms'>;
}

const NAMES: Record<ItrResult['form'], string> = {
  'ITR-1': 'ITR-1 (Sahaj)',
  'ITR-2': 'ITR-2',
  'ITR-3': 'ITR-3',
  'ITR-4': 'ITR-4 (Sugam)',
  'ITR-5': 'ITR-5',
  'ITR-6': 'ITR-6',
  'ITR-7': 'ITR-7',
};

export function formsFor(rules: RuleTables, year: string): RuleEntry<'itr-forms'> | undefined {
  return rules['itr-forms']?.entries.find((e) => e.assessmentYear === year);
}

export function defaultAssessmentYear(rules: RuleTables, today: string): string {
  const entries = rules['itr-forms']?.entries ?? [];
  return (entryOn(entries, today) ?? entries[0])?.assessmentYear ?? '';
}

/** The form for `inputs`, with its reasons written in `w` (the page's language; amounts with `amounts`' lakh and crore). */
export function findItrForm(inputs: ItrInputs, rules: RuleTables, w: ItrWords, amounts?: AmountWords): ItrResult {
  const entry = formsFor(rules, inputs.year)!;
  const done = (form: ItrResult['form'], reasons: string[]): ItrResult => ({ form, name: NAMES[form], reasons, entry });
  const limit = inWords(entry.simpleFormMaxIncome, amounts);
  const because = (template: string, why: string[]) => fill(template, { why: why.join('; ') });
  // What rules out ITR-1 and ITR-4 besides the kind of taxpayer and income.
  const blockers = [
    ...(inputs.income > entry.simpleFormMaxIncome ? [fill(w.incomeAbove, { limit })] : []),
    ...(inputs.capitalGains === 'other' ? [fill(w.gains, { limit: inWords(entry.simpleFormMaxLtcg112a, amounts) })] : []),
    ...(inputs.houses === 'more' ? [w.houses] : []),
    ...(inputs.director ? [w.director] : []),
    ...(inputs.unlistedShares ? [w.unlisted] : []),
    ...(inputs.foreign ? [w.foreign] : []),
    ...(inputs.agricultural ? [fill(w.agricultural, { limit: inWords(entry.simpleFormMaxAgriculturalIncome, amounts) })] : []),
  ];
  switch (inputs.taxpayer) {
    case 'company':
      return done('ITR-6', [w.company]);
    case 'trust':
      return done('ITR-7', [w.trust]);
    case 'firm':
      if (inputs.business === 'presumptive' && inputs.residency !== 'nonresident' && blockers.length === 0) return done('ITR-4', [fill(w.firmItr4, { limit })]);
      return done('ITR-5', [w.firms, ...(inputs.business === 'presumptive' ? [because(w.firmNotItr4, blockers.length ? blockers : [w.notResident])] : [])]);
    case 'llp':
    case 'aop':
      return done('ITR-5', [w.llp]);
  }
  const who = inputs.taxpayer === 'huf' ? w.huf : w.individual;
  if (inputs.business !== 'none') {
    if (inputs.business === 'presumptive' && inputs.residency === 'resident' && blockers.length === 0) return done('ITR-4', [fill(w.itr4, { who, limit })]);
    return done('ITR-3', [
      fill(w.itr3, { who }),
      ...(inputs.business === 'presumptive' ? [because(w.notItr4, [...(inputs.residency !== 'resident' ? [w.notOrdinarilyResident] : []), ...blockers])] : []),
    ]);
  }
  if (inputs.taxpayer === 'individual' && inputs.residency === 'resident' && blockers.length === 0) return done('ITR-1', [fill(w.itr1, { limit })]);
  return done('ITR-2', [
    fill(w.itr2, { who }),
    because(w.notItr1, [...(inputs.taxpayer === 'huf' ? [w.individualsOnly] : []), ...(inputs.residency !== 'resident' ? [w.residentsOnly] : []), ...blockers]),
  ]);
}
