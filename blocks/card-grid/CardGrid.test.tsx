// The card grid.
import { describe, expect, it } from 'vitest';
import { renderBlocks as render, text, elementsWith } from '../../tests/unit/render-helpers.tsx';

describe('card grid', () => {
  it('renders cards with detail lines as links and the buttons under the grid', () => {
    const html = render([
      { type: 'hero', heading: 'Contact' },
      {
        type: 'card-grid',
        heading: 'Our Offices',
        cards: [{ icon: 'map-pin', title: 'Mumbai', details: [{ label: 'Phone', text: '+91 22 4000 1234', href: 'tel:+912240001234' }, { text: 'Mon-Fri 9 AM-7 PM IST' }] }],
        actions: [{ label: 'Explore All Services', href: '/#services' }],
      },
    ]);
    const [card] = elementsWith(html, 'data-card');
    expect(text(card!)).toBe('Mumbai Phone: +91 22 4000 1234 Mon-Fri 9 AM-7 PM IST');
    expect(card).toMatch(/<a [^>]*href="tel:\+912240001234"[^>]*>\+91 22 4000 1234<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/#services"[^>]*>Explore All Services<\/a>/);
  });
});
