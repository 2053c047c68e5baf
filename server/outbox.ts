// Delivering stored leads from the outboxes: the webhook (WEBHOOK_URL) and the new-lead e-mail
// (SMTP_URL, server/lead-mail.ts) are two channels of one loop.
//
// Every stored lead gets an outbox row per channel in the same transaction as the lead, so a lead can
// never be stored without being queued. This loop claims due rows with a lease (LeadStore.claimDeliveries:
// on PostgreSQL with FOR UPDATE SKIP LOCKED, so several instances never claim the same row) and
// POSTs each to the webhook, one at a time; a failure (network error, timeout or non-2xx answer) is
// retried later with exponential back-off, doubling from `baseDelayMs` up to `maxDelayMs`, for ever:
// a webhook that is down delays delivery and loses nothing. Delivery is at least once — a crash
// between the POST and the bookkeeping repeats a POST after the lease — so each request carries the
// lead id as its Idempotency-Key for the receiver to drop repeats.
//
// Authentication: each POST is signed like Stripe's and GitHub's webhooks:
//   X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(WEBHOOK_SECRET, "<t>.<raw body>")>
// The URL and the secret never appear in logs or in the database (error texts are scrubbed).
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { StoreUnavailableError, type Delivery, type DeliveryChannel, type LeadStore } from './db/store.ts';

export const SIGNATURE_HEADER = 'X-Webhook-Signature';

export interface OutboxOptions extends LoopOptions {
  url: string;
  secret: string;
}

export interface LoopOptions {
  log: FastifyBaseLogger;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
  /** How often to look for due rows when nothing wakes the loop. */
  idleCheckMs?: number;
  /** Deliveries claimed at a time. */
  batchSize?: number;
  /** How long claimed deliveries stay reserved for this process; by default long enough for a whole batch of timeouts. */
  leaseMs?: number;
}

export interface OutboxDelivery {
  /** A new lead was stored: deliver now instead of at the next idle check. */
  wake(): void;
  /** Stops the loop, aborting a delivery in flight (it stays queued); resolves when the loop has ended. */
  stop(): Promise<void>;
}

export function backoffDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempts - 1, 30));
}

/** The signature header value for `body` sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** Delivers leads to the webhook, signed (see the top of this file). */
export function startOutboxDelivery(store: LeadStore, options: OutboxOptions): OutboxDelivery {
  const { url, secret, timeoutMs = 10_000 } = options;

  /** Error text without the URL (its path or query may hold a token) or the secret. */
  function scrub(text: string): string {
    let out = text.split(url).join('[webhook]');
    try {
      const { origin, host } = new URL(url);
      out = out.split(origin).join('[webhook]').split(host).join('[webhook host]');
    } catch {}
    return secret ? out.split(secret).join('[secret]') : out;
  }

  return startDeliveryLoop(store, 'webhook', options, {
    what: 'webhook',
    abortInFlight: true,
    scrub,
    async send(lead, signal) {
      const body = JSON.stringify({
        id: lead.id,
        form: lead.form,
        createdAt: lead.createdAt,
        suspectedSpam: lead.suspectedSpam,
        fields: lead.payload,
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': lead.id,
          [SIGNATURE_HEADER.toLowerCase()]: signWebhook(secret, Math.floor(Date.now() / 1000), body),
        },
        body,
        redirect: 'error', // a redirect could carry the signed lead to another host
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    },
  });
}

export interface Sender {
  /** For log lines: "webhook", "e-mail". */
  what: string;
  /** Delivers one lead; throws when it was not delivered. */
  send(lead: Delivery['lead'], signal: AbortSignal): Promise<void>;
  /** Removes secrets from an error text before it is logged or stored. */
  scrub(text: string): string;
  /**
   * On stop, abort a delivery in flight (it stays queued and is sent after the restart). False for
   * e-mail: a message the server may already have accepted is let finish instead, so a restart does
   * not send it twice.
   */
  abortInFlight: boolean;
}

/** The loop shared by every channel: claim due rows, send each, mark it, back off on failure. */
export function startDeliveryLoop(store: LeadStore, channel: DeliveryChannel, options: LoopOptions, sender: Sender): OutboxDelivery {
  const { log, baseDelayMs = 1000, maxDelayMs = 3_600_000, timeoutMs = 10_000, idleCheckMs = 30_000 } = options;
  const batchSize = options.batchSize ?? 5;
  const leaseMs = options.leaseMs ?? batchSize * timeoutMs + 5000;
  const stopping = new AbortController();
  const inFlight = sender.abortInFlight ? stopping.signal : new AbortController().signal;
  let wakeUp: (() => void) | undefined;
  let pendingWake = false;

  async function deliver({ outboxId, attempts: before, lead }: Delivery) {
    let failure: string;
    try {
      await sender.send(lead, inFlight);
      await store.markDelivered(outboxId, channel);
      log.info({ leadId: lead.id }, `lead delivered to ${sender.what}`);
      return;
    } catch (error) {
      if (inFlight.aborted) {
        // Shutting down: give the row back so it is sent right after the restart.
        await store.release(outboxId, channel).catch(() => {});
        return;
      }
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      failure = sender.scrub(error instanceof Error ? (error.message.startsWith('HTTP ') ? error.message : `${error.name}: ${error.message}${cause}`) : String(error));
    }
    const attempts = before + 1;
    const delay = backoffDelay(attempts, baseDelayMs, maxDelayMs);
    await store.markFailed(outboxId, attempts, Date.now() + delay, failure.slice(0, 500), channel);
    log.warn({ leadId: lead.id, attempts, retryInMs: delay, reason: failure }, `${sender.what} delivery failed, will retry`);
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
      let claimed: Delivery[] = [];
      try {
        claimed = await store.claimDeliveries(batchSize, leaseMs, channel);
        for (const [i, delivery] of claimed.entries()) {
          if (stopping.signal.aborted) {
            for (const rest of claimed.slice(i)) await store.release(rest.outboxId, channel).catch(() => {});
            return;
          }
          await deliver(delivery);
        }
      } catch (error) {
        if (error instanceof StoreUnavailableError) {
          // The API reports this too (503, /readyz); look again in a while rather than every second.
          log.error({ reason: error.reason, detail: error.message }, `${sender.what} outbox paused: lead store unavailable`);
          await sleep(Math.min(idleCheckMs, Math.max(baseDelayMs, 10_000)));
        } else {
          log.error({ err: error }, `${sender.what} outbox loop failed; retrying shortly`);
          await sleep(baseDelayMs);
        }
        continue;
      }
      if (claimed.length === 0) {
        let next: number | null = null;
        try {
          next = await store.nextDeliveryAt(channel);
        } catch (error) {
          // A busy or failing database must not end the process; look again after the idle wait.
          log.error({ err: error }, `${sender.what} outbox could not read its next due time; retrying shortly`);
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
