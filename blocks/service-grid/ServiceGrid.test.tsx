// Enquiry links, and service-grid's ADD buttons (forms adding the service to the quote).
import { describe, expect, it } from 'vitest';
import { enquiryHref } from '../shared/enquiry.ts';
import { renderBlocks as render, tagsWith, attrOf } from '../../tests/unit/render-helpers.tsx';

describe('enquiry links', () => {
  it('encode the service and the optional plan', () => {
    expect(enquiryHref({ service: 'Trademark Registration', plan: 'Individual / MSME' })).toBe('/enquiry?service=Trademark+Registration&plan=Individual+%2F+MSME');
    expect(enquiryHref({ service: '12A and 80G Registration' })).toBe('/enquiry?service=12A+and+80G+Registration');
  });

  it('service-grid gives every card an ADD button adding its own service to the quote, named with the service for screen readers', () => {
    const html = render([
      {
        type: 'service-grid',
        heading: 'Services',
        action: { type: 'enquire', label: 'ADD' },
        services: [
          { title: 'FSSAI Registration', description: 'Food.' },
          { title: 'ITR-1 Return Filing', description: 'Salary.', href: '/income-tax' },
          { title: 'Barcode Registration', description: 'Codes.', action: { type: 'enquire', label: 'Buy', service: 'GS1 Barcodes', plan: '100 barcodes' } },
        ],
      },
    ]);
    const forms = tagsWith(html, 'data-quote-add', '');
    expect(forms.map((tag) => [attrOf(tag, 'method'), attrOf(tag, 'action')])).toEqual([
      ['post', '/quote/items'],
      ['post', '/quote/items'],
      ['post', '/quote/items'],
    ]);
    expect([...html.matchAll(/name="add" value="([^"]*)"/g)].map((m) => m[1])).toEqual(['fssai-registration', 'itr-1-return-filing', 'gs1-barcodes.100-barcodes']);
    expect(html).toMatch(/>ADD<span[^>]*> FSSAI Registration to your quote<\/span><\/button>/);
    expect(html).toMatch(/>Buy<span[^>]*> Barcode Registration to your quote<\/span><\/button>/);
    // The card's own page link is kept beside the button.
    expect(html).toMatch(/href="\/income-tax"[^>]*>Learn more/);
  });

  it('service-grid without an action shows no ADD buttons', () => {
    const html = render([{ type: 'service-grid', services: [{ title: 'Payroll', description: 'Pay.' }] }]);
    expect(tagsWith(html, 'data-quote-add', '')).toEqual([]);
  });
});
