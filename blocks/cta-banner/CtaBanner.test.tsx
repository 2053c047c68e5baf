// The call-to-action banner.
import { describe, expect, it } from 'vitest';
import { renderBlocks as render, text, attrOf } from '../../tests/unit/render-helpers.tsx';

describe('cta banner', () => {
  it('renders the banner heading, text and both buttons with their targets', () => {
    const html = render([
      { type: 'hero', heading: 'Home' },
      {
        type: 'cta-banner',
        heading: 'Enterprise',
        text: 'For large teams.',
        actions: [
          { label: 'Schedule Consultation', href: '/contact' },
          { label: 'View Enterprise Plans', href: '/about#partnership', style: 'secondary' },
        ],
      },
    ]);
    expect(html.match(/<a [^>]*href="[^"]*"[^>]*>[^<]*<\/a>/g)!.map((a) => [attrOf(a, 'href'), text(a)])).toEqual([
      ['/contact', 'Schedule Consultation'],
      ['/about#partnership', 'View Enterprise Plans'],
    ]);
    expect(html).toMatch(/<h2[^>]*>Enterprise<\/h2>/);
  });
});
