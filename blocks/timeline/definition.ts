import { defineBlock, type BlockProblem } from '../../engine/block-api.tsx';
import type { TimelineBlock } from '../../engine/generated/config.ts';
import { daysBetween, formatDayMonYear } from '../shared/dates.ts';
import { Timeline } from './Timeline.tsx';

/**
 * News that says "latest" must be recent: with `staleAfterDays`, a warning (the build goes on) when the
 * newest full date is older than that. Years (a journey) and dates that are not real days are left out.
 */
export function checkTimeline(block: TimelineBlock, today: string): BlockProblem[] {
  // A timeline showing a collection is checked against the collection's newest entry (engine/collections/rules.ts).
  if (!block.staleAfterDays || block.collection) return [];
  // Days from each full date to today; a year, or a date that is no real day, has none.
  let newest: { index: number; date: string; age: number } | undefined;
  (block.items ?? []).forEach(({ date }, index) => {
    let age: number;
    try {
      age = daysBetween(date, today);
    } catch {
      return;
    }
    if (!newest || age < newest.age) newest = { index, date, age };
  });
  if (!newest) return [];
  const { age } = newest;
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
