// The SQLite lead repository: prepared statements over the leads and outbox tables, synchronous
// (node:sqlite). server/db/sqlite-store.ts wraps it into the LeadStore interface (group commit,
// health checks); the operator CLI and the tests may use it directly.
import { createHmac, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './transaction.ts';
import { payloadFingerprint, type Delivery, type ErasedLeads, type ListFilter, type NewLead, type SaveResult, type StoredLead } from './store.ts';

export type { NewLead, StoredLead, SaveResult } from './store.ts';

export interface LeadRow {
  id: string;
  form: string;
  payload: string;
  created_at: string;
  suspected_spam: number;
  fill_ms: number | null;
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
  claimDeliveries(limit: number, leaseMs: number, now?: number): Delivery[];
  markDelivered(outboxId: number, now?: number): void;
  markFailed(outboxId: number, attempts: number, nextAttemptAt: number, reason: string): void;
  release(outboxId: number, now?: number): void;
  nextDeliveryAt(): number | null;
}

const LEAD_COLUMNS = 'id, form, payload, created_at, suspected_spam, fill_ms';
const BY_EMAIL = `lower(trim(json_extract(payload, '$.email'))) = lower(trim(?))`;

export function createLeadStore(db: DatabaseSync, options: { outbox: boolean }): LeadRepository {
  const salt = (db.prepare(`SELECT value FROM meta WHERE key = 'ip_hash_salt'`).get() as { value: string }).value;
  const findByKey = db.prepare('SELECT id, payload FROM leads WHERE form = ? AND idempotency_key = ?');
  const insertLead = db.prepare(
    `INSERT INTO leads (id, form, payload, created_at, ip_hash, suspected_spam, fill_ms, idempotency_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)');
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
  const selectDue = db.prepare(
    `SELECT o.id AS outbox_id, o.attempts, l.id, l.form, l.payload, l.created_at, l.suspected_spam, l.fill_ms
     FROM outbox o JOIN leads l ON l.id = o.lead_id
     WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, o.id LIMIT ?`,
  );
  const lease = db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE id = ?');
  const selectNextDue = db.prepare('SELECT min(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL');
  const markDelivered = db.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?');
  const markFailed = db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?');

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
    insertLead.run(
      id,
      lead.form,
      JSON.stringify(lead.payload),
      now.toISOString(),
      hashIp(salt, lead.ip),
      lead.suspectedSpam ? 1 : 0,
      lead.fillMs ?? null,
      lead.idempotencyKey ?? null,
    );
    if (options.outbox) insertOutbox.run(id, now.getTime());
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
      return transaction(db, () => {
        const leads = (selectByEmail.all(email) as unknown as LeadRow[]).map(toStoredLead);
        const outboxRows = Number(deleteOutboxByEmail.run(email).changes);
        deleteByEmail.run(email);
        return { leads, outboxRows };
      });
    },
    purgeBefore(before) {
      return transaction(db, () => {
        deleteOutboxBefore.run(before.toISOString());
        return Number(deleteBefore.run(before.toISOString()).changes);
      });
    },
    claimDeliveries(limit, leaseMs, now = Date.now()) {
      return transaction(db, () => {
        const rows = selectDue.all(now, limit) as unknown as (LeadRow & { outbox_id: number; attempts: number })[];
        for (const row of rows) lease.run(now + leaseMs, row.outbox_id);
        return rows.map((row) => ({ outboxId: row.outbox_id, attempts: row.attempts, lead: toStoredLead(row) }));
      });
    },
    markDelivered(outboxId, now = Date.now()) {
      markDelivered.run(now, outboxId);
    },
    markFailed(outboxId, attempts, nextAttemptAt, reason) {
      markFailed.run(attempts, nextAttemptAt, reason, outboxId);
    },
    release(outboxId, now = Date.now()) {
      lease.run(now, outboxId);
    },
    nextDeliveryAt() {
      const at = (selectNextDue.get() as { at: number | null }).at;
      return at === null ? null : Number(at);
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
  };
}

/** A salted, truncated hash: enough to spot one address sending many leads, not to recover it. */
export function hashIp(salt: string, ip: string): string {
  return createHmac('sha256', salt).update(ip).digest('base64url').slice(0, 16);
}
