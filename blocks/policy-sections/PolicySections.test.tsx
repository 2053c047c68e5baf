// Policy numbering, contents and last-updated date.
import { describe, expect, it } from 'vitest';
import { renderBlocks as render, text, elementsWith } from '../../tests/unit/render-helpers.tsx';

describe('policy sections', () => {
  it('numbers policy sections, links them from the contents list and shows the last-updated date', () => {
    const html = render([
      { type: 'hero', heading: 'Terms and Conditions' },
      {
        type: 'policy-sections',
        id: 'terms',
        lastUpdated: '2025-01-01',
        sections: [
          { heading: 'Acceptance of Terms', paragraphs: ['You agree.'] },
          { heading: 'Prices and Payment', bullets: ['Prices are inclusive of taxes unless stated.', 'Payment must be completed before delivery.'] },
          { heading: 'Governing Law and Disputes', paragraphs: ['Indian law.'], closing: 'Mumbai.' },
        ],
      },
    ]);
    expect(text(elementsWith(html, 'data-last-updated')[0]!)).toBe('Last updated: 1 January 2025');
    expect(elementsWith(html, 'data-policy-section').map(text)).toEqual([
      '1. Acceptance of Terms You agree.',
      '2. Prices and Payment Prices are inclusive of taxes unless stated. Payment must be completed before delivery.',
      '3. Governing Law and Disputes Indian law. Mumbai.',
    ]);
    expect(html.match(/href="#terms-\d+"/g)).toEqual(['href="#terms-1"', 'href="#terms-2"', 'href="#terms-3"']);
    expect(html).toContain('id="terms-2"');
  });
});
