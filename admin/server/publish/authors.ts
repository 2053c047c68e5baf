// A scheduled publish runs as the person who scheduled it, so it runs only while that person may still
// publish: when an administrator disables them or gives them a role without `content.publish`, their
// waiting publishes end at once ('failed', with the reason the Publishing page shows), and when one
// falls due its author's account is read again (a change made elsewhere — the command line, another
// instance — is caught there). Its drafts come back to the drafts list either way, so a publisher can
// review them, unless someone has started a newer draft of the file meanwhile.
import type { ContentActor, ContentStore, ScheduledPublish } from '../../../server/db/content-store.ts';
import { can, ROLE_LABELS } from '../access.ts';
import type { Role } from '../../../server/db/back-office.ts';
import { formatIst } from './ist.ts';

/** Why `author` may no longer publish, in words, or undefined when they still may. */
export async function authorCannotPublish(content: ContentStore, author: ContentActor): Promise<string | undefined> {
  const now = await content.authorNow(author.id);
  if (!now) return `${author.name} no longer has an account`;
  if (now.status !== 'active') return `${author.name}’s account is ${now.status === 'disabled' ? 'disabled' : 'not active'}`;
  if (!(now.role in ROLE_LABELS) || !can(now.role as Role, 'content.publish')) return `${author.name}’s role (${roleName(now.role)}) no longer publishes`;
  return undefined;
}

/** The sentence kept with a scheduled publish that did not run because of its author. */
export function cancelledBecause(why: string, at: number): string {
  return `Cancelled on ${formatIst(at)} (India time): ${why}. Its drafts are back in the list for a publisher to review.`;
}

/** Ends every waiting scheduled publish of `author` with the reason; returns how many. */
export async function cancelSchedulesOf(content: ContentStore, author: ContentActor, why: string, now: number): Promise<ScheduledPublish[]> {
  const cancelled = await content.failWaitingSchedulesOf(author.id, cancelledBecause(why, now), now);
  for (const entry of cancelled) await draftsBack(content, entry, now);
  return cancelled;
}

/** A scheduled publish's drafts back in the drafts list, unless a newer draft of the file exists. */
export async function draftsBack(content: ContentStore, entry: ScheduledPublish, now: number) {
  for (const draft of entry.drafts) {
    if (!(await content.draft(draft.file))) await content.saveDraft(draft.file, draft.data, draft.baseBlob, entry.createdBy, now);
  }
}

function roleName(role: string): string {
  return ({ sales: 'Sales', editor: 'Editor', publisher: 'Publisher', admin: 'Administrator' } as Record<string, string>)[role] ?? role;
}
