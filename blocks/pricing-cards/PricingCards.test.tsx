// Indian price formatting and the plans with their enquiry links.
import { describe, expect, it } from 'vitest';
import { formatPrice } from './PricingCards.tsx';
import { formatINR } from '../../engine/block-api.tsx';
import { renderBlocks as render } from '../../tests/unit/render-helpers.tsx';

describe('prices in rupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatINR(1999)).toBe('1,999');
    expect(formatINR(25899)).toBe('25,899');
    expect(formatINR(100000)).toBe('1,00,000');
    expect(formatINR(99)).toBe('99');
    expect(formatINR(12345678)).toBe('1,23,45,678');
    // What the editor's canvas shows while a price field holds letters.
    expect(formatINR('24x9' as unknown as number)).toBe('—');
    expect(formatINR(Number.NaN)).toBe('—');
  });

  it('adds the rupee sign', () => {
    expect(formatPrice(7899)).toBe('₹7,899');
    expect(formatPrice(100000)).toBe('₹1,00,000');
  });

  it('renders each plan with its formatted price, tax note, features and an enquiry link for that plan', () => {
    const html = render([
      {
        type: 'pricing-cards',
        heading: 'Plans',
        plans: [
          { name: 'Basic', price: 1999, taxNote: 'plus taxes', features: ['Filed by an expert'], action: { type: 'enquire', service: 'GST Registration', plan: 'Basic' } },
          {
            name: 'Big',
            price: 100000,
            badge: 'Most Popular',
            features: [],
            buttonLabel: 'Choose Plan',
            action: { type: 'enquire', service: 'GST Registration', plan: 'Big & Co' },
          },
        ],
      },
    ]);
    const prices = [...html.matchAll(/data-price=""[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(prices).toEqual(['₹1,999', '₹1,00,000']);
    expect(html).toContain('plus taxes');
    expect(html).toContain('Filed by an expert');
    expect(html).toContain('Most Popular');
    expect(html).toContain('href="/enquiry?service=GST+Registration&amp;plan=Basic"');
    expect(html).toContain('href="/enquiry?service=GST+Registration&amp;plan=Big+%26+Co"');
    // The default label, made unique for screen readers by the plan name.
    expect(html).toMatch(/Get Started<span[^>]*> with the Basic plan<\/span>/);
    expect(html).toMatch(/Choose Plan<span[^>]*> with the Big plan<\/span>/);
  });
});
