// A publisher taking over a file someone else has open (a tab left open keeps its lease renewed, so it
// never lapses): their lease is ended and the publisher's taken. The other tab learns it on its next
// renewal (every 30 s) — "Meera Iyer took over this page…" — instead of the usual "is editing" line.
// Remembered in this process only (a renewal answered by another instance says "is editing" instead).
import type { ContentActor, ContentStore } from '../../../server/db/content-store.ts';

const takenFrom = new Map<string, { by: string; at: number }>();
const keyOf = (file: string, holderId: string) => `${file}\n${holderId}`;

/** Who took `file` over from `holderId`, when; forgotten once they hold it again. */
export function takenOver(file: string, holderId: string, mine: boolean): { by: string; at: number } | undefined {
  const key = keyOf(file, holderId);
  if (mine) {
    takenFrom.delete(key);
    return undefined;
  }
  return takenFrom.get(key);
}

export type TakeOverOutcome = { status: 'taken'; from: ContentActor } | { status: 'free' } | { status: 'mine' };

/** Ends whoever else holds `file`'s lease and gives it to `actor`. */
export async function takeOver(content: ContentStore, file: string, actor: ContentActor, now: number, ttlMs: number): Promise<TakeOverOutcome> {
  const held = (await content.leases(now)).find((l) => l.file === file);
  if (held && held.holder.id === actor.id) return { status: 'mine' };
  if (held) {
    await content.releaseLease(file, held.holder.id);
    if (takenFrom.size > 1000) takenFrom.clear();
    takenFrom.set(keyOf(file, held.holder.id), { by: actor.name, at: now });
  }
  const lease = await content.takeLease(file, actor, now, ttlMs);
  if (lease.holder.id !== actor.id) return { status: 'free' };
  return held ? { status: 'taken', from: held.holder } : { status: 'free' };
}
