// The table block's markup.
import { describe, expect, it } from 'vitest';
import { renderBlocks as render, text, elementsWith, attrOf } from '../../tests/unit/render-helpers.tsx';

describe('table', () => {
  it("with phoneLayout 'scroll' is a plain table: caption, column headers with scope, row headers and every cell", () => {
    const html = render([
      { type: 'hero', heading: 'Refund' },
      {
        type: 'table',
        phoneLayout: 'scroll',
        heading: 'Refund Eligibility',
        caption: 'Refund amount and timeline for each situation',
        columns: ['Situation', 'Refund Amount', 'Timeline'],
        rows: [
          ['Duplicate or technical payment error', '100%', '3-5 days'],
          ['Cancellation before work starts', '80-90% minus processing fees', '5-7 days'],
        ],
      },
    ]);
    expect(text(elementsWith(html, 'role="region"')[0]!.match(/<caption[\s\S]*?<\/caption>/)![0])).toBe('Refund amount and timeline for each situation');
    expect(html.match(/<th scope="col"[^>]*>([^<]*)<\/th>/g)!.map(text)).toEqual(['Situation', 'Refund Amount', 'Timeline']);
    const rows = html.match(/<tr\b[^>]*>[\s\S]*?<\/tr>/g)!.slice(1);
    expect(rows.map((r) => (r.match(/<t[hd]\b[^>]*>[\s\S]*?<\/t[hd]>/g) ?? []).map(text))).toEqual([
      ['Duplicate or technical payment error', '100%', '3-5 days'],
      ['Cancellation before work starts', '80-90% minus processing fees', '5-7 days'],
    ]);
    expect(rows[0]).toMatch(/<th scope="row"[^>]*>Duplicate or technical payment error<\/th>/);
    // The scroll container is focusable and named by the caption, so keyboard users can scroll it.
    const region = html.match(/<div[^>]*role="region"[^>]*>/)![0];
    expect(attrOf(region, 'tabindex')).toBe('0');
    expect(attrOf(region, 'aria-labelledby')).toMatch(/-caption$/);
    expect(html).not.toContain('data-cell-label');
  });

  it("by default ('cards') labels each value with its column for phones, in plain table markup (no ARIA roles on cells: invalid HTML)", () => {
    const html = render([
      { type: 'hero', heading: 'Refund' },
      {
        type: 'table',
        caption: 'Refund amount and timeline for each situation',
        columns: ['Situation', 'Refund Amount', 'Timeline'],
        rows: [['Duplicate or technical payment error', '100%', '3-5 days']],
      },
    ]);
    expect(attrOf(html.match(/<div[^>]*role="region"[^>]*>/)![0], 'data-phone-layout')).toBe('cards');
    expect(html).not.toMatch(/<(table|thead|tbody|tr|th|td)[^>]* role=/);
    expect(html.match(/<th scope="col"[^>]*>([^<]*)<\/th>/g)!.map(text)).toEqual(['Situation', 'Refund Amount', 'Timeline']);
    expect(html).toMatch(/<th scope="row"[^>]*>Duplicate or technical payment error<\/th>/);
    const cells = html.match(/<td[^>]*>[\s\S]*?<\/td>/g)!;
    // The column name repeated in each cell is for sighted phone users only (hidden from screen readers).
    expect(cells.map((c) => elementsWith(c, 'data-cell-label').map(text))).toEqual([['Refund Amount'], ['Timeline']]);
    expect(cells.every((c) => /data-cell-label=""[^>]*aria-hidden="true"|aria-hidden="true"[^>]*data-cell-label=""/.test(c))).toBe(true);
    expect(cells.map(text)).toEqual(['Refund Amount 100%', 'Timeline 3-5 days']);
  });
});
