// LEAD_RETENTION_DAYS: leads older than that are deleted at start and then once a day, with their
// webhook outbox rows, so personal data is not kept longer than the privacy policy says.
import type { FastifyBaseLogger } from 'fastify';
import type { LeadStore } from './db/store.ts';

export const DAY_MS = 86_400_000;

export interface Retention {
  /** Runs one purge now (also what the timer runs); resolves with the number of leads deleted. */
  runOnce(): Promise<number>;
  stop(): void;
}

export function startRetention(
  store: LeadStore,
  days: number,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  options: { intervalMs?: number; now?: () => number } = {},
): Retention {
  const { intervalMs = DAY_MS, now = Date.now } = options;
  let running: Promise<number> | undefined;
  async function runOnce(): Promise<number> {
    if (running) return running;
    running = (async () => {
      const before = new Date(now() - days * DAY_MS);
      try {
        const deleted = await store.purgeBefore(before);
        log.info({ deleted, before: before.toISOString(), retentionDays: days }, 'retention: old leads deleted');
        return deleted;
      } catch (error) {
        // Tried again at the next run; a store that is down is reported by the API and /readyz too.
        log.error({ err: error }, 'retention: could not delete old leads; will try again');
        return 0;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }
  void runOnce();
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
