// ITR forms for assessment year 2025-26 (Income-tax Rules, rule 12; CBDT's ITR-1 and ITR-4 of April 2025:
// total income up to ₹50 lakh, section 112A gains up to ₹1.25 lakh, agricultural income up to ₹5,000).
import { describe, expect, it } from 'vitest';
import { LIVE_RULES, toolWords } from '../../tests/unit/tool-rules.ts';
import { findItrForm, type ItrInputs } from './compute.ts';

const W = toolWords('itr');

const base: ItrInputs = {
  year: '2025-26',
  taxpayer: 'individual',
  residency: 'resident',
  business: 'none',
  capitalGains: 'none',
  income: 900000,
  houses: 'upToOne',
  director: false,
  unlistedShares: false,
  foreign: false,
  agricultural: false,
};
const form = (inputs: Partial<ItrInputs>) => findItrForm({ ...base, ...inputs }, LIVE_RULES, W.own).form;

describe('ITR form finder', () => {
  it('ITR-1 for a resident individual within every limit, also with small section 112A gains', () => {
    expect(form({})).toBe('ITR-1');
    expect(form({ capitalGains: 'small112a', income: 5000000 })).toBe('ITR-1');
  });

  it('ITR-2 above ₹50 lakh, with other gains, two houses, a directorship, unlisted shares, foreign assets, for an HUF or a non-resident', () => {
    for (const change of [
      { income: 5000010 },
      { capitalGains: 'other' as const },
      { houses: 'more' as const },
      { director: true },
      { unlistedShares: true },
      { foreign: true },
      { agricultural: true },
      { taxpayer: 'huf' as const },
      { residency: 'nonresident' as const },
    ])
      expect(form(change)).toBe('ITR-2');
    expect(findItrForm({ ...base, income: 6000000 }, LIVE_RULES, W.own).reasons[1]).toBe('ITR-1 is not open because total income is above ₹50 lakh.');
  });

  it('ITR-4 for presumptive income within the limits, ITR-3 otherwise', () => {
    expect(form({ business: 'presumptive', income: 3000000 })).toBe('ITR-4');
    expect(form({ business: 'presumptive', income: 6000000 })).toBe('ITR-3');
    expect(form({ business: 'regular' })).toBe('ITR-3');
  });

  it('ITR-5 for firms, LLPs and AOPs (a resident firm with presumptive income ITR-4), ITR-6 companies, ITR-7 trusts', () => {
    expect(form({ taxpayer: 'firm', business: 'regular' })).toBe('ITR-5');
    expect(form({ taxpayer: 'firm', business: 'presumptive' })).toBe('ITR-4');
    expect(form({ taxpayer: 'llp', business: 'presumptive' })).toBe('ITR-5');
    expect(form({ taxpayer: 'aop' })).toBe('ITR-5');
    expect(form({ taxpayer: 'company' })).toBe('ITR-6');
    expect(form({ taxpayer: 'trust' })).toBe('ITR-7');
  });
});
