// GST in a price: CBIC's own illustration of the tax fraction (₹1,180 including 18% GST holds ₹180 of
// tax — CGST Rules, rule 35 read with section 15: value = price × 100 / (100 + rate)), both ways, within
// a state and between states, and rounding to the rupee of the tax payable (CGST Act, section 170).
import { describe, expect, it } from 'vitest';
import { LIVE_RULES, resultFor, toolWords } from '../../tests/unit/tool-rules.ts';
import { computeGst } from './compute.ts';
import { gstCalculator } from './tool.ts';

const W = toolWords('gst');

const TODAY = '2026-11-25';
const BLOCK = {
  type: 'gst-calculator' as const,
  heading: 'GST calculator',
  fields: {
    amount: { label: 'Amount' },
    rate: { label: 'GST rate' },
    priceType: { label: 'The amount is', options: { exclusive: 'Before GST', inclusive: 'Including GST' } },
    supply: { label: 'The buyer is', options: { intra: 'Same state', inter: 'Another state' } },
  },
  service: { label: 'GST return filing', href: '/gst', enquiryService: 'GST Return Filing' },
};
const parse = (query: string, today = TODAY) => gstCalculator.parse(new URLSearchParams(query), BLOCK, LIVE_RULES, today, W);

describe('GST calculator', () => {
  it('takes 18% out of ₹1,180: taxable value ₹1,000, CGST ₹90 + SGST ₹90', () => {
    expect(computeGst({ amount: 1180, rate: 18, priceType: 'inclusive', supply: 'intra' }, LIVE_RULES, TODAY)).toMatchObject({
      taxableValue: 1000,
      cgst: 90,
      sgst: 90,
      igst: 0,
      totalTax: 180,
      total: 1180,
    });
  });

  it('adds 5% IGST to ₹10,000 for a buyer in another state', () => {
    expect(computeGst({ amount: 10000, rate: 5, priceType: 'exclusive', supply: 'inter' }, LIVE_RULES, TODAY)).toMatchObject({
      taxableValue: 10000,
      cgst: 0,
      igst: 500,
      total: 10500,
    });
  });

  it('keeps paise on the invoice and rounds the tax payable to the rupee (section 170)', () => {
    const result = computeGst({ amount: 999, rate: 18, priceType: 'exclusive', supply: 'intra' }, LIVE_RULES, TODAY);
    expect([result.cgst, result.sgst, result.totalTax, result.totalTaxRounded]).toEqual([89.91, 89.91, 179.82, 180]);
  });

  it('offers the rates in force on the day: 12% until 21 September 2025, not after (notification 9/2025-CT(Rate))', () => {
    expect(parse('amount=100&rate=12', '2025-09-21').ok).toBe(true);
    expect(parse('amount=100&rate=12')).toEqual({
      ok: false,
      errors: { rate: '12% is not a GST rate in force since 22-Sep-2025 — choose one of 5%, 18%, 40%, 3%, 1.5%, 0.25%, 28%' },
    });
    expect(parse('amount=100&rate=40').ok).toBe(true);
  });

  it('answers bad amounts beside the field', () => {
    expect(parse('amount=')).toMatchObject({ errors: { amount: 'Enter amount in rupees, for example 150000' } });
    expect(parse('amount=12abc')).toMatchObject({ errors: { amount: 'Amount must be a number in rupees, digits only — for example 150000' } });
    expect(parse('amount=-10')).toMatchObject({ errors: { amount: 'Amount cannot be negative' } });
    expect(parse('amount=100000000001')).toMatchObject({ errors: { amount: 'Amount must be at most ₹10,000 crore' } });
    expect(parse('amount=1,50,000&rate=18')).toMatchObject({ ok: true, values: { amount: 150000 } });
  });

  it('leads to the service and an enquiry whose lead carries the inputs, the result and the link', () => {
    const view = resultFor(gstCalculator, BLOCK, '/tools/gst-calculator', 'amount=1180&rate=18&priceType=inclusive&supply=intra', TODAY);
    const enquiry = new URL(view.links[0]!.href, 'https://x').searchParams;
    expect(Object.fromEntries(enquiry)).toEqual({
      service: 'GST Return Filing',
      fromTool: 'GST calculator',
      toolInputs: '₹1,180 including GST at 18%, within the state',
      toolResult: 'taxable value ₹1,000, GST ₹180, total ₹1,180',
      toolLink: '/tools/gst-calculator?amount=1180&rate=18&priceType=inclusive&supply=intra',
    });
    expect(view.links[1]).toEqual({ href: '/gst', text: 'See our GST return filing service' });
  });
});
