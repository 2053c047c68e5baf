// The deadline urgency rule (boundaries, past dates, India's calendar day) and the prerendered deadline grid.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysUntil, urgencyFor as urgencyIn, urgencyForDays } from '../shared/urgency.ts';
import english from '../../site-config/interface.json' with { type: 'json' };
import { renderBlocks as render, text, elementsWith, attrOf } from '../../tests/unit/render-helpers.tsx';

/** The urgency in the site's English words (site-config/interface.json). */
const urgencyFor = (iso: string, now: Date) => urgencyIn(iso, now, { words: english.deadlines, locale: 'en-IN' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('deadline urgency', () => {
  // Noon in India on 1 Nov 2025 (06:30 UTC).
  const now = new Date('2025-11-01T06:30:00Z');
  const inDays = (n: number) => {
    const d = new Date(Date.UTC(2025, 10, 1 + n));
    return d.toISOString().slice(0, 10);
  };

  it('is Urgent up to and including 7 days, Soon from 8 to 15, Upcoming from 16', () => {
    expect(urgencyFor(inDays(7), now)).toMatchObject({ urgency: 'urgent', label: 'Urgent', days: 7, remaining: '7 days left' });
    expect(urgencyFor(inDays(8), now)).toMatchObject({ urgency: 'soon', label: 'Soon', days: 8, remaining: '8 days left' });
    expect(urgencyFor(inDays(15), now)).toMatchObject({ urgency: 'soon', label: 'Soon', days: 15 });
    expect(urgencyFor(inDays(16), now)).toMatchObject({ urgency: 'upcoming', label: 'Upcoming', days: 16 });
    expect(urgencyFor(inDays(3), now).label).toBe('Urgent');
    expect(urgencyFor(inDays(10), now).label).toBe('Soon');
    expect(urgencyFor(inDays(20), now).label).toBe('Upcoming');
  });

  it('the deadline day itself is Urgent and says "Due today"; tomorrow says "1 day left"', () => {
    expect(urgencyFor(inDays(0), now)).toEqual({ urgency: 'urgent', label: 'Urgent', days: 0, remaining: 'Due today' });
    expect(urgencyFor(inDays(1), now).remaining).toBe('1 day left');
  });

  it('a deadline already past shows Passed (not Urgent), however long ago', () => {
    expect(urgencyFor(inDays(-1), now)).toEqual({ urgency: 'past', label: 'Passed', days: -1, remaining: 'Due date has passed' });
    expect(urgencyFor('2025-10-22', new Date('2026-11-21T10:00:00Z'))).toMatchObject({ urgency: 'past', label: 'Passed' });
    expect(urgencyForDays(-400)).toBe('past');
  });

  it('counts calendar days in India (UTC+05:30), whatever the time of day', () => {
    // 23:59:59 IST on 21 Oct → 22 Oct is 1 day away; one second later it is India's 22 Oct.
    expect(daysUntil('2025-10-22', new Date('2025-10-21T18:29:59Z'))).toBe(1);
    expect(daysUntil('2025-10-22', new Date('2025-10-21T18:30:00Z'))).toBe(0);
    // Early morning in India is still the previous day in UTC.
    expect(daysUntil('2025-10-22', new Date('2025-10-21T20:00:00Z'))).toBe(0);
  });

  it('rejects dates that are not written YYYY-MM-DD', () => {
    expect(() => daysUntil('22-Oct-2025', now)).toThrow(/YYYY-MM-DD/);
  });
});

describe('deadline grid', () => {
  it('prerenders the date, label and days left for the render day, with data-date for the browser', () => {
    // The render day is the site's day (SITE_TODAY; engine/calendar/dates.ts siteNow): noon, 19 Oct 2025 in India.
    vi.stubEnv('SITE_TODAY', '2025-10-19');
    const html = render([
      { type: 'hero', heading: 'Home' },
      {
        type: 'deadline-grid',
        heading: 'Upcoming Compliance Deadlines',
        items: [
          { date: '2025-10-18', task: 'Yesterday task' },
          { date: '2025-10-19', task: 'Today task' },
          { date: '2025-10-22', task: 'GSTR-3B (QRMP)', note: 'Category X states' },
          { date: '2025-10-26', task: 'Seven days task' },
          { date: '2025-10-27', task: 'Eight days task' },
          { date: '2025-11-03', task: 'Fifteen days task' },
          { date: '2025-11-04', task: 'Sixteen days task' },
        ],
      },
    ]);
    const cards = elementsWith(html, 'data-deadline');
    expect(cards.map((c) => [attrOf(c, 'data-date'), attrOf(c, 'data-urgency')])).toEqual([
      ['2025-10-18', 'past'],
      ['2025-10-19', 'urgent'],
      ['2025-10-22', 'urgent'],
      ['2025-10-26', 'urgent'],
      ['2025-10-27', 'soon'],
      ['2025-11-03', 'soon'],
      ['2025-11-04', 'upcoming'],
    ]);
    expect(cards.map(text)).toEqual([
      '18-Oct-2025 Passed Yesterday task Due date has passed',
      '19-Oct-2025 Urgent Today task Due today',
      '22-Oct-2025 Urgent GSTR-3B (QRMP) Category X states 3 days left',
      '26-Oct-2025 Urgent Seven days task 7 days left',
      '27-Oct-2025 Soon Eight days task 8 days left',
      '03-Nov-2025 Soon Fifteen days task 15 days left',
      '04-Nov-2025 Upcoming Sixteen days task 16 days left',
    ]);
  });
});
