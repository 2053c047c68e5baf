// Registration thresholds: CGST Act section 22(1) (₹20 lakh; ₹10 lakh in Manipur, Mizoram, Nagaland and
// Tripura), notification 10/2019-CT (₹40 lakh for goods only, not in the ten States it names nor for
// ice cream, pan masala, tobacco, bricks and tiles), section 24 (compulsory), section 23(1)(a) (exempt only).
import { describe, expect, it } from 'vitest';
import { LIVE_RULES, resultFor, toolWords } from '../../tests/unit/tool-rules.ts';
import { computeRegistration, type RegistrationInputs } from './compute.ts';
import { gstRegistrationChecker } from './tool.ts';

const W = toolWords('registration');

const TODAY = '2026-11-25';
const base: RegistrationInputs = { state: '29', supply: 'goods', turnover: 4500000, interState: false, ecommerce: 'none', exemptOnly: false, specialGoods: false };
const check = (inputs: Partial<RegistrationInputs>) => computeRegistration({ ...base, ...inputs }, LIVE_RULES, TODAY);
const BLOCK = {
  type: 'gst-registration-checker' as const,
  heading: 'Registration',
  fields: {
    state: { label: 'State' },
    supply: { label: 'You supply', options: { goods: 'Goods only', services: 'Services only', both: 'Goods and services' } },
    turnover: { label: 'Turnover' },
    interState: { label: 'Inter-State' },
    ecommerce: { label: 'E-commerce', options: { none: 'No', goods: 'Goods on a platform', services: 'Services on a platform', operator: 'I run a platform' } },
    exemptOnly: { label: 'Exempt only' },
    specialGoods: { label: 'Special goods' },
  },
  service: { label: 'GST registration', href: '/gst', enquiryService: 'GST Registration' },
};

describe('GST registration checker', () => {
  it('goods in Karnataka: ₹45 lakh must register, ₹35 lakh may choose (₹40 lakh threshold)', () => {
    expect(check({})).toMatchObject({ verdict: 'must', threshold: 4000000, stateName: 'Karnataka' });
    expect(check({ turnover: 3500000 })).toMatchObject({ verdict: 'may', threshold: 4000000 });
    expect(check({ turnover: 4000000 }).verdict).toBe('may');
  });

  it('Telangana kept ₹20 lakh for goods; Manipur has ₹10 lakh; services ₹20 lakh; bricks keep ₹20 lakh', () => {
    expect(check({ state: '36', turnover: 3500000 })).toMatchObject({ verdict: 'must', threshold: 2000000 });
    expect(check({ state: '14', supply: 'services', turnover: 1500000 })).toMatchObject({ verdict: 'must', threshold: 1000000 });
    expect(check({ supply: 'services', turnover: 1500000 })).toMatchObject({ verdict: 'may', threshold: 2000000 });
    expect(check({ specialGoods: true, turnover: 2500000 })).toMatchObject({ verdict: 'must', threshold: 2000000 });
  });

  it('compulsory whatever the turnover: inter-State goods (24(i)), an e-commerce operator (24(x)); goods sold on a platform says it is unconfirmed', () => {
    expect(check({ turnover: 500000, interState: true }).reasons[0]!.source).toBe('Central Goods and Services Tax Act, 2017, section 24(i)');
    expect(check({ turnover: 500000, interState: true }).verdict).toBe('must');
    expect(check({ turnover: 0, ecommerce: 'operator' }).verdict).toBe('must');
    expect(check({ turnover: 500000, ecommerce: 'goods' }).reasons[0]!.verified).toBe(false);
  });

  it('inter-State services and services on a platform keep the threshold (10/2017-IT, 65/2017-CT); exempt-only need not register', () => {
    expect(check({ supply: 'services', turnover: 1500000, interState: true, ecommerce: 'services' }).verdict).toBe('may');
    expect(check({ exemptOnly: true, turnover: 9000000 }).verdict).toBe('need-not');
  });

  it('an unknown state code and a missing turnover get messages beside the fields; the lead reads like a person wrote it', () => {
    const parse = (q: string) => gstRegistrationChecker.parse(new URLSearchParams(q), BLOCK, LIVE_RULES, TODAY, W);
    expect(parse('state=99&turnover=')).toEqual({
      ok: false,
      errors: { state: '"99" is not a state code we know — choose your state from the list', turnover: 'Enter turnover in rupees, for example 150000' },
    });
    const view = resultFor(gstRegistrationChecker, BLOCK, '/tools/gst-registration-checker', 'state=29&supply=goods&turnover=4500000', TODAY);
    expect(new URL(view.links[0]!.href, 'https://x').searchParams.get('toolInputs')).toBe('turnover ₹45 lakh, goods only, Karnataka');
  });
});
