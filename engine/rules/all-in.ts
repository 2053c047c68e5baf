// What a visitor pays in all for one plan: our fee, GST on it (the rate read from the GST rates table),
// the government fees the plan names (government-fees.json) and the stamp duty (stamp-duty.json, a range
// over the states with figures, or one state's). Pure: plan + rule tables + day → figures; no React, no DOM.
// One computation for the price cards (blocks/pricing-cards, at build time), the quote page and the
// server's total of a sent quote (engine/rules/quote.ts): hence here, not in the block's folder.
import type { PricingCardsBlock } from '../generated/config.ts';
import { entryOn, stampEntryOn, type RuleEntry, type RuleTables, type StampDocument } from './tables.ts';
import { roundToRupee } from './rounding.ts';

type PricedPlan = PricingCardsBlock['plans'][number];
/** A plan with a price, or a service quoted on request (no price). */
export type CostedPlan = Pick<PricedPlan, 'name' | 'gst' | 'governmentFees' | 'stampDuty'> & { price?: number };
type FeeEntry = RuleEntry<'government-fees'>;
type Charge = FeeEntry['charges'][number];
type StampEntry = RuleEntry<'stamp-duty'>;
type DutyBand = NonNullable<StampEntry['memorandum']>['bands'][number];

/** The tables a card computes with. */
export const ALL_IN_TABLES = ['gst-rates', 'government-fees', 'stamp-duty'] as const;

/** A sum that may depend on something the card cannot know (the case, the state): its lowest and highest value. */
export interface Range {
  min: number;
  max: number;
}

export interface FeeLine {
  fee: string;
  name: string;
  amount: Range;
  /** The labels of the charges used, when the fee has several cases. */
  cases: string[];
  /** What a range depends on: the case (several charges) or the capital (bands, no capital given). */
  dependsOn?: 'case' | 'capital';
  per: FeeEntry['per'];
  capital?: number;
  included: boolean;
  validFrom: string;
  verified: boolean;
  note?: string;
  source: FeeEntry['source'];
}

export interface StampLine {
  documents: StampDocument[];
  capital: number;
  amount: Range;
  /** How many states have figures for every document. */
  states: number;
  verified: boolean;
  /** The earliest and latest "applies from" day of the entries used. */
  validFrom: string;
  sources: string[];
  /** The state (GST state code) the figure is for, when one was chosen and has figures. */
  state?: string;
  /** A state was chosen but the table has no figures for it there: the range over the states stands. */
  noFiguresFor?: string;
}

export interface AllIn {
  gst: 'plus' | 'included';
  /** The GST rate on our fee, in per cent, from the GST rates table. */
  rate: number;
  /** The plan's price; undefined while no price is set (a quote). */
  price?: number;
  /** Our fee without the government fees the price already includes. */
  ourFee?: number;
  /** GST on our fee (added for "plus", contained for "included"). */
  gstAmount?: number;
  fees: FeeLine[];
  stamp?: StampLine;
  /** Everything the visitor pays; undefined for a quote. */
  total?: Range;
}

const add = (a: Range, b: Range): Range => ({ min: a.min + b.min, max: a.max + b.max });
const span = (values: number[]): Range => ({ min: Math.min(...values), max: Math.max(...values) });

function need<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new Error(`pricing-cards: ${message}`);
  return value;
}

/** The GST rate on our fee: the standard rate of the GST rates entry in force (government-fees.json professionalFeeGst). */
export function professionalGstRate(rules: RuleTables, day: string): number {
  const gst = need(rules['gst-rates'], 'the GST rates table (site-config/rules/gst-rates.json) is missing');
  const use = rules['government-fees']?.professionalFeeGst?.use ?? 'defaultRate';
  return need(entryOn(gst.entries, day)?.[use], `no GST rate in force on ${day}`);
}

function chargeAmount(charge: Charge, capital: number | undefined, fee: string): Range {
  if (charge.amount !== undefined) return { min: charge.amount, max: charge.amount };
  if (charge.bands) {
    if (capital === undefined) return span(charge.bands.map((b) => b.amount));
    const band = charge.bands.find((b) => b.upTo === undefined || capital <= b.upTo) ?? charge.bands[charge.bands.length - 1]!;
    return { min: band.amount, max: band.amount };
  }
  const scale = need(charge.scale, `${fee} ${charge.id} has no amount`);
  const c = need(capital, `${fee} depends on the capital: give the plan's "capital"`);
  if (scale.freeUpTo !== undefined && c <= scale.freeUpTo) return { min: 0, max: 0 };
  let amount = scale.base;
  let from = scale.baseCovers;
  const top = scale.maxAdditional !== undefined ? Math.min(c, scale.maxAdditional) : c;
  for (const step of scale.steps) {
    const to = step.upTo === undefined ? top : Math.min(top, step.upTo);
    if (to > from) amount += Math.ceil((to - from) / step.step) * step.perStep;
    if (step.upTo === undefined || top <= step.upTo) break;
    from = step.upTo;
  }
  return { min: amount, max: amount };
}

/** One government fee of a plan, from the entry in force on `day`. */
export function feeLine(ref: NonNullable<PricedPlan['governmentFees']>[number], rules: RuleTables, day: string): FeeLine {
  const table = need(rules['government-fees'], 'the government fees table (site-config/rules/government-fees.json) is missing');
  const entry = need(
    entryOn(
      table.entries.filter((e) => e.fee === ref.fee),
      day,
    ),
    `no government fee "${ref.fee}" in force on ${day} in government-fees.json`,
  );
  const charges = ref.cases
    ? ref.cases.map((id) =>
        need(
          entry.charges.find((c) => c.id === id),
          `government fee "${ref.fee}" has no case "${id}"`,
        ),
      )
    : entry.charges;
  const amounts = charges.map((c) => chargeAmount(c, ref.capital, ref.fee));
  const amount = { min: Math.min(...amounts.map((a) => a.min)), max: Math.max(...amounts.map((a) => a.max)) };
  if (ref.included && amount.min !== amount.max) throw new Error(`pricing-cards: "${ref.fee}" is marked included in the price but its amount is not one figure`);
  return {
    fee: ref.fee,
    name: entry.name,
    amount,
    cases: charges.length > 1 || ref.cases || amount.min !== amount.max ? charges.map((c) => c.label) : [],
    ...(amount.min !== amount.max ? { dependsOn: charges.length > 1 ? ('case' as const) : ('capital' as const) } : {}),
    per: entry.per,
    ...(ref.capital !== undefined ? { capital: ref.capital } : {}),
    included: ref.included === true,
    validFrom: entry.validFrom,
    verified: entry.verified,
    ...(entry.note ? { note: entry.note } : {}),
    source: entry.source,
  };
}

/** The duty of one document for a capital: its band's fixed duty, percentage or duty per step, within its minimum and maximum. */
export function documentDuty(bands: readonly DutyBand[], capital: number): number {
  const band = bands.find((b) => b.upTo === undefined || capital <= b.upTo) ?? bands[bands.length - 1]!;
  let duty =
    band.duty ??
    (band.percent !== undefined ? (capital * band.percent) / 100 : band.dutyPerStep !== undefined && band.step ? Math.ceil(capital / band.step) * band.dutyPerStep : 0);
  if (band.minimum !== undefined) duty = Math.max(duty, band.minimum);
  if (band.maximum !== undefined) duty = Math.min(duty, band.maximum);
  return roundToRupee(duty);
}

/** One state's stamp duty on every document, from the entries in force (one per document), or undefined when a document has no figure there. */
function stateDuty(documents: readonly StampDocument[], capital: number, rules: RuleTables, day: string, state: string): { entries: StampEntry[]; duty: number } | undefined {
  const entries: StampEntry[] = [];
  let duty = 0;
  for (const d of documents) {
    const entry = stampEntryOn(rules, state, d, day);
    if (!entry) return undefined;
    if (!entries.includes(entry)) entries.push(entry);
    duty += documentDuty(entry[d]!.bands, capital);
  }
  return { entries, duty };
}

/** The stamp duty over the states with a figure for every document; only `state`'s when it has them. */
export function stampLine(ref: NonNullable<PricedPlan['stampDuty']>, rules: RuleTables, day: string, state?: string): StampLine {
  const table = need(rules['stamp-duty'], 'the stamp duty table (site-config/rules/stamp-duty.json) is missing');
  const documents = ref.documents as StampDocument[];
  if (state !== undefined) {
    const own = stateDuty(documents, ref.capital, rules, day, state);
    if (own)
      return {
        documents,
        capital: ref.capital,
        amount: { min: own.duty, max: own.duty },
        states: 1,
        verified: own.entries.every((e) => e.verified),
        validFrom: own.entries.map((e) => e.validFrom).sort()[0]!,
        sources: [...new Set(own.entries.map((e) => e.source.act))],
        state,
      };
    return { ...stampLine(ref, rules, day), noFiguresFor: state };
  }
  const used = [...new Set(table.entries.map((e) => e.state))].flatMap((code) => stateDuty(documents, ref.capital, rules, day, code) ?? []);
  if (!used.length) throw new Error(`pricing-cards: no state has stamp duty figures for ${documents.join(' and ')}`);
  const entries = used.flatMap((u) => u.entries);
  return {
    documents,
    capital: ref.capital,
    amount: span(used.map((u) => u.duty)),
    states: used.length,
    verified: entries.every((e) => e.verified),
    validFrom: entries.map((e) => e.validFrom).sort()[0]!,
    sources: [...new Set(entries.map((e) => e.source.act))],
  };
}

/** Everything one plan costs on `day`, correct to the rupee (GST to the rupee, CGST Act section 170). */
export function allInPrice(plan: CostedPlan, rules: RuleTables, day: string, state?: string): AllIn {
  const gst = plan.gst ?? 'included';
  const rate = professionalGstRate(rules, day);
  const fees = (plan.governmentFees ?? []).map((ref) => feeLine(ref, rules, day));
  const stamp = plan.stampDuty ? stampLine(plan.stampDuty, rules, day, state) : undefined;
  const result: AllIn = { gst, rate, fees, ...(stamp ? { stamp } : {}) };
  if (plan.price === undefined) return result;
  const includedFees = fees.filter((f) => f.included).reduce((sum, f) => sum + f.amount.min, 0);
  const ourFee = plan.price - includedFees;
  if (ourFee < 0) throw new Error(`pricing-cards: the plan "${plan.name}" costs less than the government fees it includes`);
  const gstAmount = gst === 'plus' ? roundToRupee((ourFee * rate) / 100) : ourFee - roundToRupee((ourFee * 100) / (100 + rate));
  let total: Range = { min: plan.price + (gst === 'plus' ? gstAmount : 0), max: plan.price + (gst === 'plus' ? gstAmount : 0) };
  for (const f of fees) if (!f.included) total = add(total, f.amount);
  if (stamp) total = add(total, stamp.amount);
  return { ...result, price: plan.price, ourFee, gstAmount, total };
}
