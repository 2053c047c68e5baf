// Words the calendar page writes in three places: the prerender (React), the browser behavior (DOM) and
// the server's no-JavaScript answer — one module, so the three can never disagree.
import type { Occurrence } from './engine.ts';
import { enquiryPath } from './ics.ts';

export const ANY = 'Any';

/** "42 deadlines from 23-Nov-2026 to 22-Nov-2027". */
export function countText(count: number, from: string, to: string, format: (iso: string) => string): string {
  if (count === 0) return `No deadlines from ${format(from)} to ${format(to)} for this profile.`;
  return `${count} deadline${count === 1 ? '' : 's'} from ${format(from)} to ${format(to)}.`;
}

export function serviceLinkText(o: Occurrence): string {
  return `Get help with ${o.rule.form}`;
}

export function enquiryHref(o: Occurrence): string {
  return enquiryPath(o.rule.service.enquiry);
}

export function extensionText(o: Occurrence, format: (iso: string) => string): string {
  return o.extension ? `Extended from ${format(o.computedDue)} (${o.extension.reference})` : '';
}
