// The lead store: one interface, implemented over SQLite (server/db/sqlite-store.ts, the default) and
// PostgreSQL (server/db/postgres-store.ts, when DATABASE_URL is set). The API, the webhook outbox,
// the retention timer and the operator CLI use only this interface.
//
// Promise every implementation keeps: `save` resolves only after the lead (and its outbox row) is
// durably committed; when the store cannot write — disk full, read-only, file deleted or replaced,
// database unreachable — it rejects with StoreUnavailableError (the API answers 503), never resolves
// with an id that is not stored.
import { createHash } from 'node:crypto';
import type { PaymentState } from './payment-states.ts';

export interface NewLead {
  form: string;
  /** The validated form fields (without the honeypot). */
  payload: Record<string, unknown>;
  /** Client IP address; only a salted hash is stored. */
  ip: string;
  suspectedSpam: boolean;
  /** Milliseconds the form was open before it was sent, when the browser told us. */
  fillMs: number | undefined;
  idempotencyKey: string | undefined;
  /** The site path the form was sent from ("/gst"), when known. */
  page?: string | undefined;
  /** The language of the page the form was sent from (a code of site.json "languages": "hi"), when known. */
  language?: string | undefined;
}

export interface StoredLead {
  id: string;
  form: string;
  payload: Record<string, unknown>;
  createdAt: string;
  suspectedSpam: boolean;
  fillMs: number | null;
  /** The site path the form was sent from, or null when unknown (API clients, older leads). */
  page: string | null;
  /** The language the form was sent in ("hi"), or null when unknown (API clients, leads from before languages). */
  language: string | null;
}

/** Where a quote's payment stands (payment-states.ts; the back office's browser app reads the list through back-office.ts). */
export type { PaymentState } from './payment-states.ts';

/** A quote's payment as exports show it: its state, the UTR the visitor gave, and when sales marked it received (the audit log's "lead.payment-received"). */
export interface QuotePayment {
  payment: PaymentState;
  utr: string | null;
  /** Milliseconds since 1970 (UTC), or null while not received. */
  paidAt: number | null;
}

export interface QuoteLead {
  id: string;
  payload: Record<string, unknown>;
  payment: PaymentState | null;
  utr: string | null;
}

/** What a stored lead is delivered by: the webhook (WEBHOOK_URL) or the new-lead e-mail (SMTP_URL). */
export type DeliveryChannel = 'webhook' | 'mail';

/** What a new lead is queued for at save, in the same transaction. */
export interface QueueOptions {
  /** A webhook outbox row per lead. */
  outbox: boolean;
  /** A new-lead e-mail outbox row per lead. */
  mail?: boolean;
}

/** Columns the back-office inbox filters by, derived from a lead's fields when it is stored. */
export function inboxColumns(payload: Record<string, unknown>): { service: string | null; search: string } {
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
  const phone = text('phone');
  const parts = [text('firstName'), text('lastName'), text('name'), text('email'), text('company'), phone, phone.replace(/\D/g, '')];
  return {
    service: typeof payload.service === 'string' ? payload.service : null,
    search: parts.filter(Boolean).join(' ').toLowerCase(),
  };
}

export type SaveResult =
  | { id: string; created: true }
  /** The idempotency key was used before: `id` is the first lead's; `samePayload` says whether the bodies match. */
  | { id: string; created: false; samePayload: boolean };

export interface ListFilter {
  /** ISO date-time: only leads created at or after it. */
  since?: string;
  form?: string;
  limit?: number;
}

/** A webhook delivery claimed for sending: the outbox row and its lead. */
export interface Delivery {
  outboxId: number;
  attempts: number;
  lead: StoredLead;
}

export interface ErasedLeads {
  leads: StoredLead[];
  /** Webhook outbox rows removed with them (delivered or not). */
  outboxRows: number;
}

/** The settings kept in the store: the new-lead e-mail's server, set in the back office (server/mail-settings.ts). */
export type SettingKey = 'mail_settings';

export interface LeadStore {
  readonly kind: 'sqlite' | 'postgresql';
  /** Where the leads are, for messages (never includes a password). */
  readonly location: string;
  save(lead: NewLead): Promise<SaveResult>;
  /** Leads oldest first. */
  list(filter?: ListFilter): Promise<StoredLead[]>;
  count(): Promise<number>;
  /** Leads whose e-mail field is `email` (case-insensitive), oldest first. */
  findByEmail(email: string): Promise<StoredLead[]>;
  /** Deletes the leads of `email` and their outbox rows in one transaction; returns what was deleted. */
  eraseByEmail(email: string): Promise<ErasedLeads>;
  /** Deletes leads created before `before` (and their outbox rows); returns how many leads. */
  purgeBefore(before: Date): Promise<number>;

  /**
   * Claims up to `limit` due deliveries of `channel` (the webhook by default) for `leaseMs`: nobody
   * else (another instance) gets them until the lease ends; a delivery neither marked nor released
   * is due again after it (at least once after a crash, never zero).
   */
  claimDeliveries(limit: number, leaseMs: number, channel?: DeliveryChannel): Promise<Delivery[]>;
  markDelivered(outboxId: number, channel?: DeliveryChannel): Promise<void>;
  markFailed(outboxId: number, attempts: number, nextAttemptAt: number, reason: string, channel?: DeliveryChannel): Promise<void>;
  /** Gives a claimed delivery back, due now (used when stopping mid-delivery). */
  release(outboxId: number, channel?: DeliveryChannel): Promise<void>;
  /** When the next undelivered row of `channel` is due (ms since epoch), or null when nothing is waiting. */
  nextDeliveryAt(channel?: DeliveryChannel): Promise<number | null>;
  /** Undelivered rows of `channel` and the last error of one, for the back office's settings page. */
  deliveryStatus(channel: DeliveryChannel): Promise<{ waiting: number; lastError: string | null; lastDeliveredAt: number | null }>;

  /** A sent quote (form quote-request) by its reference ("Q-7K4M-2PXR"), or undefined. */
  findQuote(reference: string): Promise<QuoteLead | undefined>;
  /** The visitor says they paid the quote by UPI: its payment becomes "claimed" with their UTR (a payment already received stays so). */
  claimPayment(id: string, utr: string): Promise<void>;
  /** The payments of the quote leads among `ids` (leads without one are absent), for exports. */
  quotePayments(ids: readonly string[]): Promise<Map<string, QuotePayment>>;

  /** A setting the back office keeps in the store (the `meta` table), or null when none is saved. */
  setting(key: SettingKey): Promise<string | null>;
  /** Saves a setting (null removes it). */
  saveSetting(key: SettingKey, value: string | null): Promise<void>;
  /** Whether each lead stored from now on gets a new-lead e-mail outbox row (e-mail set up or switched off in the back office). */
  queueMail(on: boolean): void;

  /** Readiness: a real small write. Rejects with StoreUnavailableError when the store cannot take leads. */
  checkWritable(): Promise<void>;
  close(): Promise<void>;
}

export type UnavailableReason = 'full' | 'read-only' | 'io' | 'replaced' | 'busy' | 'corrupt' | 'unreachable';

/** The store cannot take writes right now; the API answers 503 with Retry-After. */
export class StoreUnavailableError extends Error {
  constructor(
    readonly reason: UnavailableReason,
    message: string,
    /** Seconds a client should wait before retrying. */
    readonly retryAfter = 30,
  ) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

/** The store cannot be used at all (at start): the server exits with this plain message. */
export class StoreStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreStartError';
  }
}

/** A stable fingerprint of a payload (key order ignored), to tell a retried submission from a different one. */
export function payloadFingerprint(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** "180d", "12w", "6m" (30-day months) or a bare number of days → days; undefined when malformed. */
export function parseAge(text: string): number | undefined {
  const match = /^(\d{1,5})\s*(d|w|m)?$/.exec(text.trim());
  if (!match) return undefined;
  const days = Number(match[1]) * ({ d: 1, w: 7, m: 30 }[match[2] as 'd' | 'w' | 'm'] ?? 1);
  return days >= 1 ? days : undefined;
}
