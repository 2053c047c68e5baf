// Group commit: leads that arrive while the event loop is busy are written in one transaction.
//
// With synchronous=FULL every commit waits for the disk (fsync), and node:sqlite is synchronous, so
// that wait blocks the whole process. Under load, one commit per request makes the disk sync the
// bottleneck; collecting the leads of one event-loop turn and committing them together costs one
// sync for the batch. Each request is still answered only after the commit that holds its lead has
// returned (and `afterCommit` has passed), so "201 means on disk" is unchanged. Alone, a lead waits
// only until the end of the current turn (setImmediate).
import type { NewLead, SaveResult } from './store.ts';

interface Waiting {
  lead: NewLead;
  resolve(result: SaveResult): void;
  reject(error: unknown): void;
}

export interface GroupCommit {
  save(lead: NewLead): Promise<SaveResult>;
}

export function createGroupCommit(
  store: { saveAll(leads: readonly NewLead[]): SaveResult[] },
  maxBatch = 500,
  /** Runs after each batch's commit, before anyone is answered; a throw turns the batch's answers into that error. */
  afterCommit?: () => void,
): GroupCommit {
  let queue: Waiting[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    if (queue.length > 0) schedule();
    let results: SaveResult[];
    try {
      results = store.saveAll(batch.map((w) => w.lead));
      afterCommit?.();
    } catch (error) {
      // Not committed (or committed somewhere that is no longer the store): every sender gets an error and may retry with its key.
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, i) => waiting.resolve(results[i]!));
  }

  function schedule() {
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  }

  return {
    save(lead) {
      return new Promise((resolve, reject) => {
        queue.push({ lead, resolve, reject });
        schedule();
      });
    },
  };
}
