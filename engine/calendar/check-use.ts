// Checks of the blocks that read the compliance calendar (deadline-grid with "source": "calendar",
// compliance-calendar): the calendar file must exist and a profile's state must be one it knows.
import type { ComplianceCalendar } from '../generated/config.ts';
import type { CalendarProblem } from './check.ts';
import { stateOptions } from './profile.ts';

/** `block` is one block of a page (any type); paths are relative to the block. */
export function checkCalendarUse(block: Record<string, unknown>, calendar: ComplianceCalendar | undefined, calendarFileExists: boolean): CalendarProblem[] {
  const usesCalendar = block.type === 'compliance-calendar' || (block.type === 'deadline-grid' && block.source === 'calendar');
  if (!usesCalendar) return [];
  const problems: CalendarProblem[] = [];
  if (!calendarFileExists) {
    problems.push({
      path: block.type === 'deadline-grid' ? ['source'] : ['type'],
      severity: 'error',
      message: 'this section reads site-config/compliance-calendar.json, which is missing — add that file (see the editors\' guide) or use fixed "items"',
    });
    return problems;
  }
  if (block.type === 'deadline-grid' && block.items !== undefined) {
    problems.push({
      path: ['items'],
      severity: 'error',
      message: 'with "source": "calendar" the cards come from the compliance calendar — remove "items" (or remove "source" to keep the fixed cards)',
    });
  }
  const state = (block.calendar as { profile?: { state?: string } } | undefined)?.profile?.state;
  if (calendar && state && !stateOptions(calendar).some(([slug]) => slug === state)) {
    problems.push({
      path: ['calendar', 'profile', 'state'],
      severity: 'error',
      message: `"${state}" is not a state in compliance-calendar.json — write its name in small letters with dashes, e.g. ${stateOptions(calendar)[0]?.[0] ?? 'tamil-nadu'}`,
    });
  }
  return problems;
}
