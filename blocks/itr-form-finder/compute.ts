// Which income-tax return form: companies ITR-6, trusts and institutions filing under section 139(4A)
// to (4D) ITR-7, firms, LLPs, AOPs and BOIs ITR-5 (a resident firm with presumptive income within the
// limit ITR-4); individuals and HUFs with business income ITR-3 (ITR-4 when presumptive and within the
// limits), without it ITR-2 — or ITR-1 for a resident individual within every limit of the year's forms.
import { entryOn, type RuleEntry, type RuleTables } from '../../engine/rules/tables.ts';
import { inWords } from '../shared/tool/money.ts';

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

export function findItrForm(inputs: ItrInputs, rules: RuleTables): ItrResult {
  const entry = formsFor(rules, inputs.year)!;
  const done = (form: ItrResult['form'], reasons: string[]): ItrResult => ({ form, name: NAMES[form], reasons, entry });
  const limit = inWords(entry.simpleFormMaxIncome);
  // What rules out ITR-1 and ITR-4 besides the kind of taxpayer and income.
  const blockers = [
    ...(inputs.income > entry.simpleFormMaxIncome ? [`total income is above ${limit}`] : []),
    ...(inputs.capitalGains === 'other' ? [`there are capital gains other than long-term gains under section 112A up to ${inWords(entry.simpleFormMaxLtcg112a)}`] : []),
    ...(inputs.houses === 'more' ? ['there is more than one house property'] : []),
    ...(inputs.director ? ['you were a director of a company'] : []),
    ...(inputs.unlistedShares ? ['you held unlisted equity shares'] : []),
    ...(inputs.foreign ? ['there are assets or income outside India'] : []),
    ...(inputs.agricultural ? [`agricultural income is above ${inWords(entry.simpleFormMaxAgriculturalIncome)}`] : []),
  ];
  switch (inputs.taxpayer) {
    case 'company':
      return done('ITR-6', ['Companies file ITR-6 (a company claiming exemption under section 11 files ITR-7).']);
    case 'trust':
      return done('ITR-7', ['Trusts, political parties and institutions that must file under section 139(4A), (4B), (4C) or (4D) file ITR-7.']);
    case 'firm':
      if (inputs.business === 'presumptive' && inputs.residency !== 'nonresident' && blockers.length === 0)
        return done('ITR-4', [`A resident firm (not an LLP) with presumptive business income and total income up to ${limit} may file ITR-4.`]);
      return done('ITR-5', [
        'Firms file ITR-5.',
        ...(inputs.business === 'presumptive' ? [`ITR-4 is not open to this firm because ${blockers.join('; ') || 'it is not resident'}.`] : []),
      ]);
    case 'llp':
    case 'aop':
      return done('ITR-5', ['LLPs, associations of persons, bodies of individuals and similar taxpayers file ITR-5.']);
  }
  const who = inputs.taxpayer === 'huf' ? 'A Hindu undivided family' : 'An individual';
  if (inputs.business !== 'none') {
    if (inputs.business === 'presumptive' && inputs.residency === 'resident' && blockers.length === 0)
      return done('ITR-4', [`${who}, resident, with presumptive business or professional income (sections 44AD, 44ADA, 44AE) and total income up to ${limit} may file ITR-4.`]);
    return done('ITR-3', [
      `${who} with income from business or profession files ITR-3.`,
      ...(inputs.business === 'presumptive'
        ? [`ITR-4 is not open because ${[...(inputs.residency !== 'resident' ? ['you are not an ordinarily resident individual'] : []), ...blockers].join('; ')}.`]
        : []),
    ]);
  }
  if (inputs.taxpayer === 'individual' && inputs.residency === 'resident' && blockers.length === 0)
    return done('ITR-1', [`A resident individual with salary or pension, one house property, other income such as interest and total income up to ${limit} files ITR-1.`]);
  return done('ITR-2', [
    `${who} without business income files ITR-2 when ITR-1 does not fit.`,
    `ITR-1 is not open because ${[...(inputs.taxpayer === 'huf' ? ['it is for individuals only'] : []), ...(inputs.residency !== 'resident' ? ['it is for ordinarily resident individuals only'] : []), ...blockers].join('; ')}.`,
  ]);
}
