// The rich-text block.
import { describe, expect, it } from 'vitest';
import { renderBlocks as render, text } from '../../tests/unit/render-helpers.tsx';

describe('rich text', () => {
  it('renders rich text paragraphs and bullets, the first block of a page as the only h1', () => {
    const html = render([{ type: 'rich-text', heading: 'Important Notes', paragraphs: ['One.'], bullets: ['Refunds take 3-14 business days.'] }]);
    expect(html).toMatch(/<h1[^>]*>Important Notes<\/h1>/);
    expect(text(html)).toBe('Important Notes One. Refunds take 3-14 business days.');
  });
});
