// Late fee (CGST Act section 47; notifications 76/2018 and 4/2018-CT as amended by 19/2021 and
// 20/2021-CT: ₹25 + ₹25 a day, ₹10 + ₹10 for nil, capped at ₹500 / ₹2,000 / ₹5,000 / ₹10,000) and
// interest at 18% a year (section 50(1), notification 13/2017-CT), rounded to the rupee (section 170).
import { describe, expect, it } from 'vitest';
import { LIVE_RULES, toolWords } from '../../tests/unit/tool-rules.ts';
import { computeLateFee, type LateFeeInputs } from './compute.ts';
import { gstLateFeeCalculator } from './tool.ts';

const W = toolWords('lateFee');

const base: LateFeeInputs = { returnType: 'GSTR-3B', nil: false, dueDate: '2025-07-20', filedOn: '2025-08-09', turnover: '15000000', taxPaidLate: 0 };
const fee = (inputs: Partial<LateFeeInputs>) => computeLateFee({ ...base, ...inputs }, LIVE_RULES);
const BLOCK = {
  type: 'gst-late-fee-calculator' as const,
  heading: 'Late fee',
  fields: {
    returnType: { label: 'Return', options: { 'GSTR-3B': 'GSTR-3B', 'GSTR-1': 'GSTR-1' } },
    nil: { label: 'Nil return' },
    dueDate: { label: 'Due date' },
    filedOn: { label: 'Date filed' },
    turnover: { label: 'Turnover' },
    taxPaidLate: { label: 'Tax paid late' },
  },
  service: { label: 'GST return filing', href: '/gst', enquiryService: 'GST Return Filing' },
};

describe('GST late fee and interest', () => {
  it('20 days late: ₹50 a day, ₹500 CGST + ₹500 SGST', () => {
    expect(fee({})).toMatchObject({ daysLate: 20, fee: 1000, cgst: 500, sgst: 500 });
  });

  it('capped by turnover: ₹2,000 up to ₹1.5 crore, ₹5,000 up to ₹5 crore, ₹10,000 above', () => {
    expect(fee({ filedOn: '2025-10-20' })).toMatchObject({ daysLate: 92, uncapped: 4600, fee: 2000 });
    expect(fee({ filedOn: '2026-07-20', turnover: '50000000' }).fee).toBe(5000);
    expect(fee({ filedOn: '2026-07-20', turnover: 'above' }).fee).toBe(10000);
  });

  it('nil return: ₹20 a day, at most ₹500 (GSTR-1 the same)', () => {
    expect(fee({ nil: true }).fee).toBe(400);
    expect(fee({ nil: true, filedOn: '2025-08-19' }).fee).toBe(500);
    expect(fee({ nil: true, returnType: 'GSTR-1', dueDate: '2025-07-11', filedOn: '2025-07-21' }).fee).toBe(200);
  });

  it('interest at 18% a year for each day: ₹1,00,000 paid 20 days late → ₹986 (₹986.30 rounded, section 170)', () => {
    expect(fee({ taxPaidLate: 100000 })).toMatchObject({ interest: 986, total: 1986 });
  });

  it('filed on the due date: nothing to pay', () => {
    expect(fee({ filedOn: '2025-07-20' })).toMatchObject({ daysLate: 0, fee: 0, interest: 0 });
  });

  it('a filing date before the due date, a due date before the rules and junk dates get messages', () => {
    const parse = (q: string) => gstLateFeeCalculator.parse(new URLSearchParams(q), BLOCK, LIVE_RULES, '2026-11-25', W);
    expect(parse('dueDate=2025-07-20&filedOn=2025-07-01')).toEqual({
      ok: false,
      errors: { filedOn: 'Date filed is before the due date (20-Jul-2025) — a return filed by its due date has no late fee' },
    });
    expect(parse('dueDate=2021-06-20&filedOn=2021-07-01')).toEqual({
      ok: false,
      errors: { dueDate: 'We hold the late fee rules for due dates from 01-Jul-2021 on; this due date is earlier' },
    });
    expect(parse('dueDate=2025-02-30&filedOn=soon&turnover=7&returnType=GSTR-9')).toEqual({
      ok: false,
      errors: {
        returnType: '"GSTR-9" is not one of the choices for “Return”',
        dueDate: 'Due date must be a date such as 2025-07-20 (year-month-day)',
        filedOn: 'Date filed must be a date such as 2025-07-20 (year-month-day)',
        turnover: '"7" is not one of the choices for “Turnover”',
      },
    });
  });
});
