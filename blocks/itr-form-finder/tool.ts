// The ITR form finder's form, reading and result.
import type { ItrFormFinderBlock } from '../../engine/generated/config.ts';
import type { RuleTables } from '../../engine/rules/tables.ts';
import { inWords, rupees } from '../shared/tool/money.ts';
import type { FieldSpec } from '../shared/tool/fields.ts';
import { serviceLinks, type ToolSpec, type ToolWords, parseWith } from '../shared/tool/view.ts';
import { fill } from '../../engine/i18n/words.ts';
import { defaultAssessmentYear, findItrForm, type ItrInputs, type ItrResult, type Taxpayer } from './compute.ts';

export const ITR_TABLES = ['itr-forms'] as const;
const NAMES = ['year', 'taxpayer', 'residency', 'business', 'capitalGains', 'income', 'houses', 'director', 'unlistedShares', 'foreign', 'agricultural'] as const;
const TAXPAYERS = ['individual', 'huf', 'firm', 'llp', 'aop', 'company', 'trust'] as const;
const RESIDENCY = ['resident', 'rnor', 'nonresident'] as const;
const BUSINESS = ['none', 'presumptive', 'regular'] as const;
const GAINS = ['none', 'small112a', 'other'] as const;
const HOUSES = ['upToOne', 'more'] as const;

const financialYearBefore = (ay: string) => {
  const start = Number(ay.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

export function itrFields(block: ItrFormFinderBlock, rules: RuleTables, today: string, words: ToolWords<'itr'>): FieldSpec[] {
  const f = block.fields;
  const years = (rules['itr-forms']?.entries ?? []).map((e): [string, string] => [
    e.assessmentYear,
    fill(e.verified ? words.own.year : words.own.yearUnconfirmed, { fy: financialYearBefore(e.assessmentYear), ay: e.assessmentYear }),
  ]);
  return [
    { name: 'year', kind: 'select', label: f.year.label, hint: f.year.hint, initial: defaultAssessmentYear(rules, today), options: years, half: true },
    {
      name: 'taxpayer',
      kind: 'select',
      label: f.taxpayer.label,
      hint: f.taxpayer.hint,
      initial: 'individual',
      options: TAXPAYERS.map((t) => [t, f.taxpayer.options[t]]),
      half: true,
    },
    {
      name: 'residency',
      kind: 'select',
      label: f.residency.label,
      hint: f.residency.hint,
      initial: 'resident',
      options: RESIDENCY.map((t) => [t, f.residency.options[t]]),
      half: true,
    },
    { name: 'income', kind: 'money', label: f.income.label, hint: f.income.hint, placeholder: fill(words.common.forExample, { value: 900000 }), half: true },
    { name: 'business', kind: 'select', label: f.business.label, hint: f.business.hint, initial: 'none', options: BUSINESS.map((t) => [t, f.business.options[t]]), half: true },
    {
      name: 'capitalGains',
      kind: 'select',
      label: f.capitalGains.label,
      hint: f.capitalGains.hint,
      initial: 'none',
      options: GAINS.map((t) => [t, f.capitalGains.options[t]]),
      half: true,
    },
    { name: 'houses', kind: 'radio', label: f.houses.label, hint: f.houses.hint, initial: 'upToOne', options: HOUSES.map((t) => [t, f.houses.options[t]]) },
    { name: 'director', kind: 'checkbox', label: f.director.label, hint: f.director.hint },
    { name: 'unlistedShares', kind: 'checkbox', label: f.unlistedShares.label, hint: f.unlistedShares.hint },
    { name: 'foreign', kind: 'checkbox', label: f.foreign.label, hint: f.foreign.hint },
    { name: 'agricultural', kind: 'checkbox', label: f.agricultural.label, hint: f.agricultural.hint },
  ];
}

export const itrFormFinder: ToolSpec<ItrFormFinderBlock, ItrInputs, ItrResult, 'itr'> = {
  names: NAMES,
  words: 'itr',
  parse: parseWith(({ r, w, f, rules, today }) => {
    const years = (rules['itr-forms']?.entries ?? []).map((e) => e.assessmentYear);
    const year = r.choice('year', f.year, years, defaultAssessmentYear(rules, today), (value) =>
      fill(w.noForms, { value: value.slice(0, 20), years: years.map((ay) => fill(w.assessmentYear, { ay })).join(', ') }),
    );
    const taxpayer = r.choice('taxpayer', f.taxpayer, TAXPAYERS, 'individual') as Taxpayer;
    const residency = r.choice('residency', f.residency, RESIDENCY, 'resident');
    const business = r.choice('business', f.business, BUSINESS, 'none');
    const capitalGains = r.choice('capitalGains', f.capitalGains, GAINS, 'none');
    const income = r.money('income', f.income, { required: true, max: f.income.max });
    const houses = r.choice('houses', f.houses, HOUSES, 'upToOne');
    return r.done({
      year,
      taxpayer,
      residency,
      business,
      capitalGains,
      income,
      houses,
      director: r.flag('director'),
      unlistedShares: r.flag('unlistedShares'),
      foreign: r.flag('foreign'),
      agricultural: r.flag('agricultural'),
    });
  }),
  compute: (inputs, rules, _today, words) => findItrForm(inputs, rules, words.own, words.common),
  view(result, inputs, block, where, words) {
    const w = words.own;
    const f = block.fields;
    // What the enquiry carries to the firm's inbox stays in English (the staff's language).
    const given = [
      `AY ${inputs.year}`,
      f.taxpayer.options[inputs.taxpayer].toLowerCase(),
      f.residency.options[inputs.residency].toLowerCase(),
      `total income ${inWords(inputs.income)}`,
      `business income: ${f.business.options[inputs.business].toLowerCase()}`,
      `capital gains: ${f.capitalGains.options[inputs.capitalGains].toLowerCase()}`,
      ...(inputs.houses === 'more' ? ['more than one house'] : []),
      ...(inputs.director ? ['director'] : []),
      ...(inputs.unlistedShares ? ['unlisted shares'] : []),
      ...(inputs.foreign ? ['foreign assets or income'] : []),
      ...(inputs.agricultural ? ['agricultural income above the limit'] : []),
    ].join(', ');
    const service = { ...block.service, label: `${result.form} filing`, enquiryService: `${result.form} Return Filing` };
    return {
      tone: result.entry.verified ? 'good' : 'warn',
      headline: fill(w.headline, { form: result.name }),
      facts: [
        [w.form, result.name],
        [w.totalIncome, rupees(inputs.income)],
      ],
      notes: [
        ...result.reasons,
        ...(result.entry.verified ? [] : [result.entry.note ?? w.notConfirmed]),
        fill(w.limitsFrom, { source: `${result.entry.source.act}${result.entry.source.section ? `, ${result.entry.source.section}` : ''}` }),
      ],
      links: serviceLinks(service, 'ITR form finder', given, `${result.form}`, where, words),
    };
  },
};
