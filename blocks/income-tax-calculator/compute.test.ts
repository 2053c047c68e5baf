// Worked examples for FY 2025-26 (Finance Act, 2025) and FY 2024-25, every slab boundary and the
// rebate and surcharge edges in both regimes. Sources cited per test.
import { describe, expect, it } from 'vitest';
import { LIVE_RULES, toolWords } from '../../tests/unit/tool-rules.ts';
import { computeIncomeTax, financialYearOf, type IncomeTaxInputs } from './compute.ts';
import { incomeTaxCalculator } from './tool.ts';

const W = toolWords('incomeTax');

const base: IncomeTaxInputs = { year: '2025-26', age: 'below60', salary: 0, otherIncome: 0, oldDeductions: 0, newDeductions: 0 };
const tax = (inputs: Partial<IncomeTaxInputs>) => computeIncomeTax({ ...base, ...inputs }, LIVE_RULES);

describe('new regime, FY 2025-26 (section 115BAC(1A) as amended by the Finance Act, 2025)', () => {
  it('Ministry of Finance FAQ on Budget 2025 (marginal relief): total income ₹12,10,000 → slab tax ₹61,500, tax ₹10,000 (+ 4% cess)', () => {
    const n = tax({ otherIncome: 1210000 }).newRegime;
    expect(n.slabTax).toBe(61500);
    expect(n.afterRebate).toBe(10000);
    expect(n.cess).toBe(400);
    expect(n.payable).toBe(10400);
  });

  it('the same FAQ: ₹12,50,000 → ₹50,000 with marginal relief instead of ₹67,500 at the slab rates', () => {
    const n = tax({ otherIncome: 1250000 }).newRegime;
    expect(n.slabTax).toBe(67500);
    expect(n.afterRebate).toBe(50000);
  });

  it('Budget speech 2025: a salary of ₹12,75,000 pays no tax (standard deduction ₹75,000, rebate up to ₹60,000)', () => {
    const n = tax({ salary: 1275000 }).newRegime;
    expect([n.standardDeduction, n.totalIncome, n.slabTax, n.rebate, n.payable]).toEqual([75000, 1200000, 60000, 60000, 0]);
  });

  it('marginal relief ends where the slab tax falls below the income above ₹12 lakh (₹12,70,588)', () => {
    expect(tax({ otherIncome: 1270000 }).newRegime.afterRebate).toBe(70000);
    expect(tax({ otherIncome: 1280000 }).newRegime).toMatchObject({ slabTax: 72000, rebate: 0, afterRebate: 72000 });
  });

  it.each([
    [400000, 0],
    [800000, 20000],
    [1200000, 60000],
    [1600000, 120000],
    [2000000, 200000],
    [2400000, 300000],
    [3000000, 480000],
  ])('slab boundary ₹%i → slab tax ₹%i', (income, slabTax) => {
    expect(tax({ otherIncome: income }).newRegime.slabTax).toBe(slabTax);
  });

  it('surcharge 10% above ₹50 lakh with marginal relief: ₹50,10,000 pays ₹7,000 surcharge, not ₹1,08,300', () => {
    const n = tax({ otherIncome: 5010000 }).newRegime;
    expect(n.slabTax).toBe(1083000);
    expect(n.surchargeRate).toBe(10);
    expect(n.surcharge).toBe(7000);
  });

  it('surcharge is capped at 25% in the new regime (₹6 crore)', () => {
    const n = tax({ otherIncome: 60000000 }).newRegime;
    expect(n.surchargeRate).toBe(25);
    expect(n.surcharge).toBe(n.afterRebate * 0.25);
  });
});

describe('old regime by age band (First Schedule, Part III of the Finance Act, 2025)', () => {
  it('rebate under section 87A up to ₹12,500 where total income is up to ₹5 lakh; no marginal relief above it', () => {
    expect(tax({ otherIncome: 500000 }).oldRegime).toMatchObject({ slabTax: 12500, rebate: 12500, payable: 0 });
    // ₹5,00,010: ₹12,502 + cess ₹500.08 = ₹13,002.08 → ₹13,000 (section 288B).
    expect(tax({ otherIncome: 500010 }).oldRegime).toMatchObject({ slabTax: 12502, rebate: 0, payable: 13000 });
  });

  it('₹10 lakh: ₹1,12,500 below 60, ₹1,10,000 from 60 to 79 (₹3 lakh exempt), ₹1,00,000 from 80 (₹5 lakh exempt)', () => {
    expect(tax({ otherIncome: 1000000 }).oldRegime.slabTax).toBe(112500);
    expect(tax({ otherIncome: 1000000, age: 'from60to79' }).oldRegime.slabTax).toBe(110000);
    expect(tax({ otherIncome: 1000000, age: 'from80' }).oldRegime.slabTax).toBe(100000);
    expect(tax({ otherIncome: 1000000 }).oldRegime.payable).toBe(117000);
  });

  it('standard deduction ₹50,000 and the deductions entered for the old regime', () => {
    expect(tax({ salary: 1000000, oldDeductions: 150000 }).oldRegime).toMatchObject({ standardDeduction: 50000, totalIncome: 800000, slabTax: 72500 });
  });

  it('surcharge 37% above ₹5 crore in the old regime only', () => {
    expect(tax({ otherIncome: 60000000 }).oldRegime.surchargeRate).toBe(37);
  });
});

describe('rounding (Income-tax Act sections 288A and 288B)', () => {
  it('total income to the nearest ₹10, a last figure of 5 or more going up', () => {
    expect(tax({ otherIncome: 1210004 }).newRegime.totalIncome).toBe(1210000);
    expect(tax({ otherIncome: 1210005 }).newRegime.totalIncome).toBe(1210010);
  });
});

describe('FY 2024-25 (Finance (No. 2) Act, 2024)', () => {
  it('new regime: rebate up to ₹25,000 up to ₹7 lakh, marginal relief above it', () => {
    expect(tax({ year: '2024-25', otherIncome: 700000 }).newRegime.payable).toBe(0);
    expect(tax({ year: '2024-25', otherIncome: 710000 }).newRegime).toMatchObject({ slabTax: 21000, afterRebate: 10000 });
  });
});

describe('the form', () => {
  it('picks the regime that costs less and shows the unverified note for FY 2026-27', () => {
    const parsed = incomeTaxCalculator.parse(new URLSearchParams('year=2026-27&salary=1500000'), BLOCK, LIVE_RULES, '2026-11-25', W);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const result = incomeTaxCalculator.compute(parsed.values, LIVE_RULES, '2026-11-25', W);
    const view = incomeTaxCalculator.view(result, parsed.values, BLOCK, { path: '/tools/income-tax-calculator', query: 'year=2026-27&salary=1500000' }, W);
    expect(result.better).toBe('new');
    expect(view.tone).toBe('warn');
    expect(view.notes?.[0]).toContain('not yet checked');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
  });

  it('junk is answered with messages beside the fields, never NaN', () => {
    const parsed = incomeTaxCalculator.parse(new URLSearchParams('year=1999-00&salary=abc&otherIncome=-5&oldDeductions=200000000000'), BLOCK, LIVE_RULES, '2026-11-25', W);
    expect(parsed).toEqual({
      ok: false,
      errors: {
        year: 'We have no rates for "1999-00" — choose one of FY 2026-27, FY 2025-26, FY 2024-25',
        salary: 'Salary must be a number in rupees, digits only — for example 150000',
        otherIncome: 'Other income cannot be negative',
        oldDeductions: 'Old deductions must be at most ₹10,000 crore',
      },
    });
  });
});

const BLOCK = {
  type: 'income-tax-calculator' as const,
  heading: 'Income-tax calculator',
  fields: {
    year: { label: 'Year' },
    age: { label: 'Age', options: { below60: 'Below 60', from60to79: '60 to 79', from80: '80 or more' } },
    salary: { label: 'Salary' },
    otherIncome: { label: 'Other income' },
    oldDeductions: { label: 'Old deductions' },
    newDeductions: { label: 'New deductions' },
  },
  service: { label: 'income-tax filing', href: '/income-tax', enquiryService: 'Income Tax E-Filing' },
};
