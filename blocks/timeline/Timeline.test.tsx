// Timeline colours, entries and the "see all" disclosure.
import { describe, expect, it } from 'vitest';
import { categoryColor } from './Timeline.tsx';
import { checkTimeline } from './definition.ts';
import type { TimelineBlock } from '../../engine/generated/config.ts';
import { renderBlocks as render, text, elementsWith, attrOf } from '../../tests/unit/render-helpers.tsx';

describe('timeline', () => {
  const colors = { 'GST Update': 'blue', MCA: 'green', TDS: 'purple' } as const;

  it('maps categories to their colours and anything else to the primary colour', () => {
    expect(categoryColor('GST Update', colors)).toBe('blue');
    expect(categoryColor('MCA', colors)).toBe('green');
    expect(categoryColor('TDS', colors)).toBe('purple');
    expect(categoryColor('RBI', colors)).toBe('brand');
    expect(categoryColor(undefined, colors)).toBe('brand');
    expect(categoryColor('GST Update', undefined)).toBe('brand');
  });

  it('renders each entry with its DD-Mon-YYYY date, category badge and colour', () => {
    const html = render([
      { type: 'hero', heading: 'Page' },
      {
        type: 'timeline',
        heading: 'Latest Compliance Updates',
        categoryColors: colors,
        items: [
          { date: '2025-10-21', category: 'GST Update', title: 'GST news' },
          { date: '2025-10-10', category: 'MCA', title: 'MCA news' },
          { date: '2025-10-01', category: 'TDS', title: 'TDS news' },
          { date: '2025-09-29', category: 'Customs', title: 'Other news' },
        ],
      },
    ]);
    const entries = elementsWith(html, 'data-timeline-entry');
    expect(entries.map((e) => text(e))).toEqual(['21-Oct-2025 GST Update GST news', '10-Oct-2025 MCA MCA news', '01-Oct-2025 TDS TDS news', '29-Sep-2025 Customs Other news']);
    expect(entries.map((e) => attrOf(e, 'data-category-color'))).toEqual(['blue', 'green', 'purple', 'brand']);
    expect(attrOf(entries[0]!, 'datetime')).toBe('2025-10-21');
    expect(html).toContain('<h3');
    expect(html).not.toContain('<details');
  });

  it('shows the first entries and puts the rest behind a native "see all" disclosure', () => {
    const html = render([
      { type: 'hero', heading: 'About' },
      {
        type: 'timeline',
        heading: 'Our Journey',
        initiallyShown: 3,
        showAllLabel: 'See all {count} milestones',
        showLessLabel: 'Show fewer milestones',
        items: ['2015', '2018', '2021', '2023', '2025'].map((year) => ({ date: year, title: `Milestone ${year}` })),
      },
    ]);
    const [details] = elementsWith(html, 'data-timeline-more');
    expect(details).toBeDefined();
    const beforeDetails = html.slice(0, html.indexOf('data-timeline-more'));
    expect(elementsWith(beforeDetails, 'data-timeline-entry').map(text)).toEqual(['2015 Milestone 2015', '2018 Milestone 2018', '2021 Milestone 2021']);
    expect(elementsWith(details!, 'data-timeline-entry').map(text)).toEqual(['2023 Milestone 2023', '2025 Milestone 2025']);
    expect(text(elementsWith(details!, 'data-label="more"')[0]!)).toBe('See all 5 milestones');
    expect(text(elementsWith(details!, 'data-label="less"')[0]!)).toBe('Show fewer milestones');
    expect(details).toMatch(/<ol start="4"/);
  });
});

describe('timeline freshness check (staleAfterDays)', () => {
  const news = (staleAfterDays?: number) =>
    ({
      type: 'timeline',
      staleAfterDays,
      items: [
        { date: '2025-10-10', title: 'Older news listed first' },
        { date: '2025-10-21', title: 'Newest news' },
        { date: '2025', title: 'A year is no day to count from' },
      ],
    }) as TimelineBlock;

  it('warns at the newest full date once it is more days old than allowed, counting in whole days', () => {
    expect(checkTimeline(news(60), '2025-12-20')).toEqual([]);
    expect(checkTimeline(news(60), '2025-12-21')).toEqual([
      {
        severity: 'warning',
        path: ['items', 1, 'date'],
        message: 'the newest entry is dated 21-Oct-2025, 61 days ago (staleAfterDays is 60) — add a recent entry at the top, or remove the entries that are no longer news',
      },
    ]);
  });

  it('never warns without staleAfterDays, or for a journey of years', () => {
    expect(checkTimeline(news(undefined), '2030-01-01')).toEqual([]);
    expect(checkTimeline({ type: 'timeline', staleAfterDays: 1, items: [{ date: '2015', title: 'Founded' }] } as TimelineBlock, '2030-01-01')).toEqual([]);
  });
});
