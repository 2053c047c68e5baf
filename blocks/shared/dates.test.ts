// Date formats the blocks share.
import { describe, expect, it } from 'vitest';
import { formatDayMonYear, formatLongDate, formatYearOrDate, readableDate } from './dates.ts';

describe('date formats', () => {
  it('writes DD-Mon-YYYY, long dates and years as the spec shows them', () => {
    expect(formatDayMonYear('2025-09-29')).toBe('29-Sep-2025');
    expect(formatDayMonYear('2025-11-07')).toBe('07-Nov-2025');
    expect(formatLongDate('2025-01-01')).toBe('1 January 2025');
    expect(formatLongDate('1990-05-01')).toBe('1 May 1990');
    expect(readableDate('1990-05-01')).toBe('1 May 1990');
    expect(readableDate('1990-02-30')).toBeUndefined();
    expect(readableDate('5123456')).toBeUndefined();
    expect(formatYearOrDate('2015')).toBe('2015');
    expect(formatYearOrDate('2025-10-21')).toBe('21-Oct-2025');
    expect(() => formatDayMonYear('2025-02-30')).toThrow(/not a real calendar date/);
  });
});
