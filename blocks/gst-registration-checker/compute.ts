// Must a business register for GST, may it choose to, or need it not? Exempt-only suppliers need not
// (section 23(1)(a)); compulsory cases of section 24 apply whatever the turnover; otherwise the
// threshold of section 22(1): ₹20 lakh, ₹10 lakh in the special category states, ₹40 lakh for goods
// only (notification 10/2019-CT) outside the states that kept the lower limit and for most goods.
import { entryOn, type RuleEntry, type RuleTables } from '../../engine/rules/tables.ts';

export type Supply = 'goods' | 'services' | 'both';
export type Ecommerce = 'none' | 'goods' | 'services' | 'operator';

export interface RegistrationInputs {
  state: string;
  supply: Supply;
  turnover: number;
  interState: boolean;
  ecommerce: Ecommerce;
  exemptOnly: boolean;
  specialGoods: boolean;
}

type Entry = RuleEntry<'gst-registration'>;
type Case = Entry['cases'][number];

/** Why a threshold applies, as the tool's words name it (interface.json "tools.registration"). */
export type ThresholdCase = 'specialStates' | 'goodsOnly' | 'services' | 'goodsExcluded' | 'stateNotAdopted';

export interface RegistrationResult {
  verdict: 'must' | 'may' | 'need-not';
  /** The reasons, each with its rule: a rule table's text, or the tool's own word ("above", "within"). */
  reasons: { text: string; word?: 'above' | 'within'; source: string; verified: boolean }[];
  threshold: number;
  thresholdReason: ThresholdCase;
  stateName: string;
  entry: Entry;
}

export const sourceText = (s: { act: string; section?: string; notification?: string }) =>
  `${s.act}${s.section ? `, section ${s.section}` : ''}${s.notification ? `; notification ${s.notification}` : ''}`;

export function registrationRulesOn(rules: RuleTables, day: string): Entry | undefined {
  return entryOn(rules['gst-registration']?.entries ?? [], day);
}

export function thresholdFor(entry: Entry, inputs: Pick<RegistrationInputs, 'state' | 'supply' | 'specialGoods'>): { amount: number; reason: ThresholdCase } {
  if (entry.specialCategoryStates.includes(inputs.state)) return { amount: entry.specialCategoryThreshold, reason: 'specialStates' };
  if (inputs.supply === 'goods' && !inputs.specialGoods && !entry.goodsThresholdExcludedStates.includes(inputs.state)) return { amount: entry.goodsThreshold, reason: 'goodsOnly' };
  const why = inputs.supply !== 'goods' ? 'services' : inputs.specialGoods ? 'goodsExcluded' : 'stateNotAdopted';
  return { amount: entry.generalThreshold, reason: why };
}

export function computeRegistration(inputs: RegistrationInputs, rules: RuleTables, today: string): RegistrationResult {
  const entry = registrationRulesOn(rules, today)!;
  const caseOf = (id: Case['id']) => entry.cases.find((c) => c.id === id);
  const reason = (c: Case | undefined) => (c ? [{ text: c.rule, source: sourceText(c.source), verified: c.verified }] : []);
  const threshold = thresholdFor(entry, inputs);
  const stateName = entryOn(rules['gst-states']?.entries ?? [], today)?.states.find((s) => s.code === inputs.state)?.name ?? inputs.state;
  const base = { threshold: threshold.amount, thresholdReason: threshold.reason, stateName, entry };
  if (inputs.exemptOnly) return { verdict: 'need-not', reasons: reason(caseOf('exempt-only')), ...base };
  const compulsory = [
    ...(inputs.interState && inputs.supply !== 'services' ? reason(caseOf('inter-state-goods')) : []),
    ...(inputs.ecommerce === 'operator' ? reason(caseOf('ecommerce-operator')) : []),
    ...(inputs.ecommerce === 'goods' ? reason(caseOf('ecommerce-goods')) : []),
  ];
  if (compulsory.length) return { verdict: 'must', reasons: compulsory, ...base };
  const notes = [...(inputs.interState ? reason(caseOf('inter-state-services')) : []), ...(inputs.ecommerce === 'services' ? reason(caseOf('ecommerce-services')) : [])];
  const above = inputs.turnover > threshold.amount;
  return {
    verdict: above ? 'must' : 'may',
    reasons: [
      {
        text: '',
        word: above ? 'above' : 'within',
        source: above ? 'Central Goods and Services Tax Act, 2017, section 22(1)' : 'Central Goods and Services Tax Act, 2017, sections 22(1) and 25(3)',
        verified: true,
      },
      ...notes,
    ],
    ...base,
  };
}
