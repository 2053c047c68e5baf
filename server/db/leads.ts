// The SQLite lead repository: prepared statements over the leads and outbox tables, synchronous
// (node:sqlite). server/db/sqlite-store.ts wraps it into the LeadStore interface (group commit,
// health checks); the operator CLI and the tests may use it directly.
import { createHmac, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { overwriteErased, transaction } from './transaction.ts';
import { inboxColumns, payloadFingerprint } from './store.ts';
import type { Delivery, DeliveryChannel, ErasedLeads, ListFilter, NewLead, PaymentState, QueueOptions, QuoteLead, QuotePayment, SaveResult, StoredLead } from './store.ts';

export type { NewLead, StoredLead, SaveResult } from './store.ts';

export interface LeadRow {
  id: string;
  form: string;
  payload: string;
  created_at: string;
  suspected_spam: number;
  fill_ms: number | null;
  page: string | null;
  language: string | null;
}

export interface LeadRepository {
  /** Stores a lead (and its webhook outbox row) in one transaction; with a known idempotency key, returns the first lead's id instead. */
  save(lead: NewLead): SaveResult;
  /** Stores several leads in ONE transaction (one disk sync): all are committed, or none. */
  saveAll(leads: readonly NewLead[]): SaveResult[];
  /** Leads oldest first, optionally only those created at or after `since` (ISO date or date-time). */
  list(options?: ListFilter): StoredLead[];
  count(): number;
  findByEmail(email: string): StoredLead[];
  eraseByEmail(email: string): ErasedLeads;
  purgeBefore(before: Date): number;
  claimDeliveries(limit: number, leaseMs: number, channel?: DeliveryChannel, now?: number): Delivery[];
  markDelivered(outboxId: number, channel?: DeliveryChannel, now?: number): void;
  markFailed(outboxId: number, attempts: number, nextAttemptAt: number, reason: string, channel?: DeliveryChannel): void;
  release(outboxId: number, channel?: DeliveryChannel, now?: number): void;
  nextDeliveryAt(channel?: DeliveryChannel): number | null;
  deliveryStatus(channel: DeliveryChannel): { waiting: number; lastError: string | null; lastDeliveredAt: number | null };
  findQuote(reference: string): QuoteLead | undefined;
  claimPayment(id: string, utr: string): void;
  quotePayments(ids: readonly string[]): Map<string, QuotePayment>;
}

export const LEAD_COLUMNS = 'id, form, payload, created_at, suspected_spam, fill_ms, page, language';
/** The outbox table of each delivery channel (same columns). */
export const OUTBOX_TABLE: Record<DeliveryChannel, string> = { webhook: 'outbox', mail: 'mail_outbox' };
const BY_EMAIL = `lower(trim(json_extract(payload, '$.email'))) = lower(trim(?))`;

export function createLeadStore(db: DatabaseSync, options: QueueOptions): LeadRepository {
  const salt = (db.prepare(`SELECT value FROM meta WHERE key = 'ip_hash_salt'`).get() as { value: string }).value;
  const selectQuote = db.prepare(`SELECT id, payload, payment, utr FROM leads WHERE form = 'quote-request' AND json_extract(payload, '$.reference') = ? LIMIT 1`);
  // When it was paid: the moment sales marked it received, as the audit log recorded it (admin/server/routes/leads.ts).
  const selectPayments = db.prepare(
    `SELECT l.id, l.payment, l.utr, (SELECT max(a.at) FROM audit_log a WHERE a.action = 'lead.payment-received' AND a.target = l.id) AS paid_at
       FROM leads l WHERE l.payment IS NOT NULL AND l.id IN (SELECT value FROM json_each(?))`,
  );
  const updateClaim = db.prepare(`UPDATE leads SET payment = 'claimed', utr = ? WHERE id = ? AND (payment IS NULL OR payment <> 'received')`);
  const findByKey = db.prepare('SELECT id, payload FROM leads WHERE form = ? AND idempotency_key = ?');
  const insertLead = db.prepare(
    `INSERT INTO leads (id, form, payload, created_at, ip_hash, suspected_spam, fill_ms, idempotency_key, page, language, service, search)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)');
  const insertMailOutbox = db.prepare('INSERT INTO mail_outbox (lead_id, next_attempt_at) VALUES (?, ?)');
  const selectSince = db.prepare(
    `SELECT ${LEAD_COLUMNS} FROM leads
     WHERE created_at >= ? AND (? IS NULL OR form = ?) ORDER BY created_at, rowid LIMIT ?`,
  );
  const countAll = db.prepare('SELECT count(*) AS n FROM leads');
  const selectByEmail = db.prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE ${BY_EMAIL} ORDER BY created_at, rowid`);
  const deleteOutboxByEmail = db.prepare(`DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE ${BY_EMAIL})`);
  const deleteByEmail = db.prepare(`DELETE FROM leads WHERE ${BY_EMAIL}`);
  const deleteOutboxBefore = db.prepare('DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)');
  const deleteBefore = db.prepare('DELETE FROM leads WHERE created_at < ?');
  // The same statements over each channel's outbox table.
  const channels = Object.fromEntries(
    Object.entries(OUTBOX_TABLE).map(([channel, table]) => [
      channel,
      {
        selectDue: db.prepare(
          `SELECT o.id AS outbox_id, o.attempts, l.id, l.form, l.payload, l.created_at, l.suspected_spam, l.fill_ms, l.page, l.language
           FROM ${table} o JOIN leads l ON l.id = o.lead_id
           WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, o.id LIMIT ?`,
        ),
        lease: db.prepare(`UPDATE ${table} SET next_attempt_at = ? WHERE id = ?`),
        selectNextDue: db.prepare(`SELECT min(next_attempt_at) AS at FROM ${table} WHERE delivered_at IS NULL`),
        markDelivered: db.prepare(`UPDATE ${table} SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?`),
        markFailed: db.prepare(`UPDATE ${table} SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?`),
        status: db.prepare(
          `SELECT (SELECT count(*) FROM ${table} WHERE delivered_at IS NULL) AS waiting,
                  (SELECT last_error FROM ${table} WHERE delivered_at IS NULL AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_error,
                  (SELECT max(delivered_at) FROM ${table}) AS last_delivered_at`,
        ),
      },
    ]),
  ) as Record<DeliveryChannel, Record<'selectDue' | 'lease' | 'selectNextDue' | 'markDelivered' | 'markFailed' | 'status', ReturnType<DatabaseSync['prepare']>>>;

  /** One lead's statements; the caller holds the transaction. */
  function insert(lead: NewLead): SaveResult {
    if (lead.idempotencyKey !== undefined) {
      const existing = findByKey.get(lead.form, lead.idempotencyKey) as { id: string; payload: string } | undefined;
      if (existing) {
        const samePayload = payloadFingerprint(JSON.parse(existing.payload)) === payloadFingerprint(lead.payload);
        return { id: existing.id, created: false, samePayload };
      }
    }
    const id = randomUUID();
    const now = new Date();
    const { service, search } = inboxColumns(lead.payload);
    insertLead.run(
      id,
      lead.form,
      JSON.stringify(lead.payload),
      now.toISOString(),
      hashIp(salt, lead.ip),
      lead.suspectedSpam ? 1 : 0,
      lead.fillMs ?? null,
      lead.idempotencyKey ?? null,
      lead.page ?? null,
      lead.language ?? null,
      service,
      search,
    );
    if (options.outbox) insertOutbox.run(id, now.getTime());
    if (options.mail) insertMailOutbox.run(id, now.getTime());
    return { id, created: true };
  }

  return {
    save(lead) {
      return transaction(db, () => insert(lead));
    },
    saveAll(leads) {
      return transaction(db, () => leads.map(insert));
    },
    list({ since, form, limit } = {}) {
      const rows = selectSince.all(since ?? '', form ?? null, form ?? null, limit ?? -1) as unknown as LeadRow[];
      return rows.map(toStoredLead);
    },
    count() {
      return Number((countAll.get() as { n: number }).n);
    },
    findByEmail(email) {
      return (selectByEmail.all(email) as unknown as LeadRow[]).map(toStoredLead);
    },
    eraseByEmail(email) {
      const erased = transaction(db, () => {
        const leads = (selectByEmail.all(email) as unknown as LeadRow[]).map(toStoredLead);
        const outboxRows = Number(deleteOutboxByEmail.run(email).changes);
        deleteByEmail.run(email);
        return { leads, outboxRows };
      });
      if (erased.leads.length > 0) overwriteErased(db);
      return erased;
    },
    purgeBefore(before) {
      const purged = transaction(db, () => {
        deleteOutboxBefore.run(before.toISOString());
        return Number(deleteBefore.run(before.toISOString()).changes);
      });
      if (purged > 0) overwriteErased(db);
      return purged;
    },
    claimDeliveries(limit, leaseMs, channel = 'webhook', now = Date.now()) {
      const { selectDue, lease } = channels[channel];
      return transaction(db, () => {
        const rows = selectDue.all(now, limit) as unknown as (LeadRow & { outbox_id: number; attempts: number })[];
        for (const row of rows) lease.run(now + leaseMs, row.outbox_id);
        return rows.map((row) => ({ outboxId: row.outbox_id, attempts: row.attempts, lead: toStoredLead(row) }));
      });
    },
    markDelivered(outboxId, channel = 'webhook', now = Date.now()) {
      channels[channel].markDelivered.run(now, outboxId);
    },
    markFailed(outboxId, attempts, nextAttemptAt, reason, channel = 'webhook') {
      channels[channel].markFailed.run(attempts, nextAttemptAt, reason, outboxId);
    },
    release(outboxId, channel = 'webhook', now = Date.now()) {
      channels[channel].lease.run(now, outboxId);
    },
    nextDeliveryAt(channel = 'webhook') {
      const at = (channels[channel].selectNextDue.get() as { at: number | null }).at;
      return at === null ? null : Number(at);
    },
    findQuote(reference) {
      const row = selectQuote.get(reference) as { id: string; payload: string; payment: PaymentState | null; utr: string | null } | undefined;
      return row ? { id: row.id, payload: JSON.parse(row.payload) as Record<string, unknown>, payment: row.payment, utr: row.utr } : undefined;
    },
    claimPayment(id, utr) {
      updateClaim.run(utr, id);
    },
    quotePayments(ids) {
      const rows = selectPayments.all(JSON.stringify(ids)) as { id: string; payment: PaymentState; utr: string | null; paid_at: number | null }[];
      return new Map(rows.map((r) => [r.id, { payment: r.payment, utr: r.utr, paidAt: r.paid_at === null ? null : Number(r.paid_at) }]));
    },
    deliveryStatus(channel) {
      const row = channels[channel].status.get() as { waiting: number; last_error: string | null; last_delivered_at: number | null };
      return { waiting: Number(row.waiting), lastError: row.last_error, lastDeliveredAt: row.last_delivered_at === null ? null : Number(row.last_delivered_at) };
    },
  };
}

export function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    form: row.form,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: row.created_at,
    suspectedSpam: row.suspected_spam === 1,
    fillMs: row.fill_ms === null ? null : Number(row.fill_ms),
    page: row.page ?? null,
    language: row.language ?? null,
  };
}

/** A salted, truncated hash: enough to spot one address sending many leads, not to recover it. */
export function hashIp(salt: string, ip: string): string {
  return createHmac('sha256', salt).update(ip).digest('base64url').slice(0, 16);
}
