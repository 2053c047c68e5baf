import { defineBlock, type BlockProblem } from '../../engine/block-api.tsx';
import type { TimelineBlock } from '../../engine/generated/config.ts';
import { formatDayMonYear, parseIsoDate } from '../shared/dates.ts';
import { Timeline } from './Timeline.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const epochDay = (iso: string) => {
  const { year, month, day } = parseIsoDate(iso);
  return Date.UTC(year, month - 1, day) / DAY_MS;
};

/**
 * News that says "latest" must be recent: with `staleAfterDays`, a warning (the build goes on) when the
 * newest full date is older than that. Years (a journey) and dates that are not real days are left out.
 */
export function checkTimeline(block: TimelineBlock, today: string): BlockProblem[] {
  if (!block.staleAfterDays) return [];
  let newest: { index: number; date: string; day: number } | undefined;
  block.items.forEach(({ date }, index) => {
    let day: number;
    try {
      day = epochDay(date);
    } catch {
      return;
    }
    if (!newest || day > newest.day) newest = { index, date, day };
  });
  if (!newest) return [];
  const age = epochDay(today) - newest.day;
  if (age <= block.staleAfterDays) return [];
  return [
    {
      severity: 'warning',
      path: ['items', newest.index, 'date'],
      message: `the newest entry is dated ${formatDayMonYear(newest.date)}, ${age} days ago (staleAfterDays is ${block.staleAfterDays}) — add a recent entry at the top, or remove the entries that are no longer news`,
    },
  ];
}

export default defineBlock('timeline', {
  component: Timeline,
  check: (block, { today }) => checkTimeline(block, today),
});
