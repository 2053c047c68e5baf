// The stats block.
import { describe, expect, it } from 'vitest';
import { renderBlocks as render, text, elementsWith } from '../../tests/unit/render-helpers.tsx';

describe('stats', () => {
  it('renders stats as figure + caption pairs', () => {
    const html = render([
      { type: 'hero', heading: 'Careers' },
      {
        type: 'stats',
        items: [
          { value: '200+', label: 'Team Members' },
          { value: '8+', label: 'Office Locations' },
          { value: '95%', label: 'Employee Satisfaction' },
        ],
      },
    ]);
    expect(elementsWith(html, 'data-stat').map(text)).toEqual(['Team Members 200+', 'Office Locations 8+', 'Employee Satisfaction 95%']);
    expect(html.match(/<dt[^>]*>([^<]*)<\/dt>/g)!.map(text)).toEqual(['Team Members', 'Office Locations', 'Employee Satisfaction']);
  });
});
