// What a visitor pays in all, on every priced page: the totals of the plans are worked out again here from
// the rule tables themselves (GST rate, government fees, stamp duty), never from typed amounts, and the
// footnotes no longer type what the data says (the GST wording, the 18 %, a government fee's amount).
import { describe, expect, it } from 'vitest';
import { allInPrice, documentDuty, professionalGstRate } from '../../engine/rules/all-in.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { entryOn, type RuleTables } from '../../engine/rules/tables.ts';
import { blockOf } from '../e2e/site.ts';
import { LIVE_RULES } from './tool-rules.ts';

const today = siteToday();
const PRICED = [
  '/gst',
  '/trademark',
  '/trademark-status',
  '/company-registration',
  '/copyright-registration',
  '/digital-signature',
  '/fssai-license',
  '/pan-card-download',
  '/trade-license',
];
const rupee = (n: number) => Math.floor(n + 0.5 + 1e-9);

/** The standard GST rate in force, read straight from gst-rates.json. */
const rate = () => entryOn(LIVE_RULES['gst-rates']!.entries, today)!.defaultRate;

/** A fee's amounts for the cases a plan names, read straight from government-fees.json (fixed amounts only). */
function feeAmounts(fee: string, cases: string[] | undefined): number[] {
  const entry = entryOn(
    LIVE_RULES['government-fees']!.entries.filter((e) => e.fee === fee),
    today,
  )!;
  return entry.charges.filter((c) => !cases || cases.includes(c.id)).map((c) => c.amount ?? (c.scale ? 0 : Number.NaN));
}

describe('every plan shows what the visitor pays in all', () => {
  it('the GST rate on our fee is the standard rate of gst-rates.json, and follows it', () => {
    expect(professionalGstRate(LIVE_RULES, today)).toBe(rate());
    const changed: RuleTables = structuredClone(LIVE_RULES);
    for (const e of changed['gst-rates']!.entries) e.defaultRate = 12;
    expect(allInPrice({ name: 'x', price: 1000, gst: 'plus' }, changed, today).total).toEqual({ min: 1120, max: 1120 });
  });

  for (const path of PRICED)
    it(`${path}: each plan's total is our fee, GST on it and the government fees, to the rupee`, () => {
      for (const plan of blockOf(path, 'pricing-cards').plans) {
        const all = allInPrice(plan, LIVE_RULES, today);
        const included = (plan.governmentFees ?? []).filter((f) => f.included).reduce((sum, f) => sum + feeAmounts(f.fee, f.cases)[0]!, 0);
        const ourFee = plan.price - included;
        const gst = plan.gst === 'plus' ? rupee((ourFee * rate()) / 100) : ourFee - rupee((ourFee * 100) / (100 + rate()));
        expect(all.gstAmount, plan.name).toBe(gst);
        let min = plan.price + (plan.gst === 'plus' ? gst : 0);
        let max = min;
        for (const f of plan.governmentFees ?? []) {
          if (f.included) continue;
          const amounts = feeAmounts(f.fee, f.cases);
          min += Math.min(...amounts);
          max += Math.max(...amounts);
        }
        if (plan.stampDuty) {
          min += all.stamp!.amount.min;
          max += all.stamp!.amount.max;
        }
        expect(all.total, `${path} ${plan.name}`).toEqual({ min, max });
        expect(Number.isInteger(min) && Number.isInteger(max)).toBe(true);
      }
    });

  it('the one tax rule comes from the data: /gst and /trademark are "+ GST", the other priced pages "including GST"', () => {
    for (const path of PRICED)
      for (const plan of blockOf(path, 'pricing-cards').plans) expect(plan.gst, `${path} ${plan.name}`).toBe(['/gst', '/trademark'].includes(path) ? 'plus' : 'included');
  });

  it('no footnote or tax note types what the data now says (GST wording, its rate, a government fee amount)', () => {
    for (const path of PRICED) {
      const block = blockOf(path, 'pricing-cards');
      const typed = [
        block.footnote ?? '',
        ...block.plans.map((p) => p.taxNote ?? ''),
        ...block.plans.flatMap((p) => p.features),
        ...Object.values(block.tooltips?.texts ?? {}),
      ].join('\n');
      expect(typed, path).not.toMatch(/inclusive of taxes|plus taxes|\+ GST|18 ?%|government fee ₹/i);
    }
  });

  it('stamp duty: the range over the states whose entry has both the memorandum and the articles, for the plan capital', () => {
    const plan = blockOf('/company-registration', 'pricing-cards').plans[0]!;
    const capital = plan.stampDuty!.capital;
    const duties = LIVE_RULES['stamp-duty']!.entries.filter((e) => e.memorandum && e.articles).map(
      (e) => documentDuty(e.memorandum!.bands, capital) + documentDuty(e.articles!.bands, capital),
    );
    const all = allInPrice(plan, LIVE_RULES, today);
    expect(all.stamp!.amount).toEqual({ min: Math.min(...duties), max: Math.max(...duties) });
    expect(all.stamp!.states).toBe(duties.length);
    expect(all.stamp!.verified).toBe(false);
    // A band's percentage, minimum and maximum: 0.15 % of ₹1 lakh is ₹150, raised to the ₹1,000 minimum.
    expect(documentDuty([{ percent: 0.15, minimum: 1000, maximum: 500000 }], 100000)).toBe(1000);
    expect(documentDuty([{ dutyPerStep: 1000, step: 500000, maximum: 5000000 }], 600000)).toBe(2000);
    expect(documentDuty([{ upTo: 100000, duty: 60 }, { duty: 120 }], 100001)).toBe(120);
  });

  it('a fee with cases: one case is its amount, several a range; a fee the price includes is not charged twice', () => {
    const [, msme] = blockOf('/trademark', 'pricing-cards').plans;
    const all = allInPrice(msme!, LIVE_RULES, today);
    const fee = feeAmounts('trademark-application', ['e-filing-individual'])[0]!;
    expect(all.ourFee).toBe(msme!.price - fee);
    expect(all.total!.min).toBe(msme!.price + rupee(((msme!.price - fee) * rate()) / 100));
    const artistic = allInPrice(blockOf('/copyright-registration', 'pricing-cards').plans[1]!, LIVE_RULES, today);
    expect(artistic.fees[0]!.amount.min).toBeLessThan(artistic.fees[0]!.amount.max);
    expect(() => allInPrice({ name: 'x', price: 1, governmentFees: [{ fee: 'no-such-fee' }] }, LIVE_RULES, today)).toThrow(/no-such-fee/);
    expect(() => allInPrice({ name: 'x', price: 1, governmentFees: [{ fee: 'trademark-application', cases: ['nope'] }] }, LIVE_RULES, today)).toThrow(/nope/);
  });

  it('a company under ₹10 lakh of capital pays no incorporation fee to the Registrar (the nil band of the table)', () => {
    const nil = allInPrice({ name: 'x', price: 0, governmentFees: [{ fee: 'company-incorporation', cases: ['small-company-or-opc'], capital: 100000 }] }, LIVE_RULES, today);
    expect(nil.fees[0]!.amount).toEqual({ min: 0, max: 0 });
    expect(() => allInPrice({ name: 'x', price: 0, governmentFees: [{ fee: 'company-incorporation' }] }, LIVE_RULES, today)).toThrow(/capital/);
  });
  it('a service without a price set (LLP): the card names its government fee and states no fee of ours and no total', () => {
    const block = blockOf('/limited-liability-partnership', 'pricing-cards');
    expect(block.plans).toEqual([]);
    for (const quote of block.quotes ?? []) {
      const all = allInPrice(quote, LIVE_RULES, today);
      expect(all.total).toBeUndefined();
      expect(all.price).toBeUndefined();
      expect(all.gstAmount).toBeUndefined();
      const bands = entryOn(
        LIVE_RULES['government-fees']!.entries.filter((e) => e.fee === 'llp-incorporation'),
        today,
      )!.charges[0]!.bands!.map((b) => b.amount);
      expect(all.fees[0]!.amount).toEqual({ min: Math.min(...bands), max: Math.max(...bands) });
    }
    expect(block.quotes).toHaveLength(1);
  });
});
