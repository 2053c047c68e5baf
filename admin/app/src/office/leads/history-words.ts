// A lead's history in words, after the name of who did it ("Sana Rao took this lead"). A change someone
// makes about themselves reads as what they did (took it, gave it up, handed it on), never as "Sana Rao
// assigned it to Sana Rao"; everyone else is named by name (the caller's `nameOf`), never by e-mail address.
import type { LeadEvent, LeadStatus } from '../../../../../server/db/back-office.ts';

/** What `event`'s person did. `nameOf` names a colleague by id (a name, or words such as "someone no longer in the list"). */
export function eventWords(event: LeadEvent, nameOf: (id: string) => string, statusLabels: Record<LeadStatus, string>): string {
  if (event.kind === 'status') {
    const label = (s: string | null) => statusLabels[s as LeadStatus] ?? s;
    return `changed the status from ${label(event.from)} to ${label(event.to)}`;
  }
  if (event.kind === 'note') return 'added a note';
  const me = event.actorId;
  const { from, to } = event;
  if (to) {
    if (to === me) return from && from !== me ? `took this lead over from ${nameOf(from)}` : 'took this lead';
    if (from && from === me) return `handed this lead on to ${nameOf(to)}`;
    return `assigned this lead to ${nameOf(to)}`;
  }
  if (from && from === me) return 'gave this lead up (now assigned to nobody)';
  if (from) return `took this lead away from ${nameOf(from)} (now assigned to nobody)`;
  return 'took this lead away from everyone (now assigned to nobody)';
}
