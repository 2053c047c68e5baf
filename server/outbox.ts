// Webhook forwarding from the outbox table (used when WEBHOOK_URL is set).
//
// Every stored lead gets an outbox row in the same transaction as the lead, so a lead can never be
// stored without being queued. This loop POSTs each due row to the webhook, one at a time; a failure
// (network error, timeout or non-2xx answer) is retried later with exponential back-off, doubling
// from `baseDelayMs` up to `maxDelayMs`, for ever: a webhook that is down delays delivery and loses
// nothing. Delivery is at least once — a crash between the POST and the bookkeeping repeats a POST —
// so each request carries the lead id as its Idempotency-Key for the receiver to drop repeats.
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyBaseLogger } from 'fastify';

export interface OutboxOptions {
  url: string;
  log: FastifyBaseLogger;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
  /** How often to look for due rows when nothing wakes the loop. */
  idleCheckMs?: number;
}

export interface OutboxDelivery {
  /** A new lead was stored: deliver now instead of at the next idle check. */
  wake(): void;
  /** Stops the loop, aborting a delivery in flight (it stays queued); resolves when the loop has ended. */
  stop(): Promise<void>;
}

interface DueRow {
  outbox_id: number;
  attempts: number;
  id: string;
  form: string;
  payload: string;
  created_at: string;
  suspected_spam: number;
}

export function backoffDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempts - 1, 30));
}

export function startOutboxDelivery(db: DatabaseSync, options: OutboxOptions): OutboxDelivery {
  const { url, log, baseDelayMs = 1000, maxDelayMs = 3_600_000, timeoutMs = 10_000, idleCheckMs = 30_000 } = options;
  const selectDue = db.prepare(
    `SELECT o.id AS outbox_id, o.attempts, l.id, l.form, l.payload, l.created_at, l.suspected_spam
     FROM outbox o JOIN leads l ON l.id = o.lead_id
     WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, o.id LIMIT 50`,
  );
  const selectNextDue = db.prepare('SELECT min(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL');
  const markDelivered = db.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?');
  const markFailed = db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?');

  const stopping = new AbortController();
  let wakeUp: (() => void) | undefined;
  let pendingWake = false;

  async function deliver(row: DueRow) {
    const body = JSON.stringify({
      id: row.id,
      form: row.form,
      createdAt: row.created_at,
      suspectedSpam: row.suspected_spam === 1,
      fields: JSON.parse(row.payload) as unknown,
    });
    let failure: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': row.id },
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.ok) {
        markDelivered.run(Date.now(), row.outbox_id);
        log.info({ leadId: row.id }, 'lead delivered to webhook');
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      if (stopping.signal.aborted) return; // shutting down: the row stays due and is sent after the restart
      failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const attempts = row.attempts + 1;
    const delay = backoffDelay(attempts, baseDelayMs, maxDelayMs);
    markFailed.run(attempts, Date.now() + delay, failure.slice(0, 500), row.outbox_id);
    log.warn({ leadId: row.id, attempts, retryInMs: delay, reason: failure }, 'webhook delivery failed, will retry');
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      if (pendingWake || stopping.signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function run() {
    while (!stopping.signal.aborted) {
      pendingWake = false;
      let rows: DueRow[] = [];
      try {
        rows = selectDue.all(Date.now()) as unknown as DueRow[];
        for (const row of rows) {
          if (stopping.signal.aborted) return;
          await deliver(row);
        }
      } catch (error) {
        log.error({ err: error }, 'webhook outbox loop failed; retrying shortly');
        await sleep(baseDelayMs);
        continue;
      }
      if (rows.length === 0) {
        let next: number | null = null;
        try {
          next = (selectNextDue.get() as { at: number | null }).at;
        } catch (error) {
          // A busy or failing database must not end the process; look again after the idle wait.
          log.error({ err: error }, 'webhook outbox could not read its next due time; retrying shortly');
        }
        const wait = next === null ? idleCheckMs : Math.max(0, Math.min(idleCheckMs, next - Date.now()));
        await sleep(wait);
      }
    }
  }

  const loop = run();
  return {
    wake() {
      pendingWake = true;
      wakeUp?.();
    },
    async stop() {
      stopping.abort();
      wakeUp?.();
      await loop;
    },
  };
}
