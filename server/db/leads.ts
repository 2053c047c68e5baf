// The lead repository: prepared statements over the leads and outbox tables.
import { createHmac, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './transaction.ts';

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
}

export interface StoredLead {
  id: string;
  form: string;
  payload: Record<string, unknown>;
  createdAt: string;
  suspectedSpam: boolean;
  fillMs: number | null;
}

interface LeadRow {
  id: string;
  form: string;
  payload: string;
  created_at: string;
  suspected_spam: number;
  fill_ms: number | null;
}

export interface SaveResult {
  id: string;
  /** false when the idempotency key was already used: `id` is the first lead's. */
  created: boolean;
}

export interface LeadStore {
  /** Stores a lead (and its webhook outbox row) in one transaction; with a known idempotency key, returns the first lead's id instead. */
  save(lead: NewLead): SaveResult;
  /** Stores several leads in ONE transaction (one disk sync): all are committed, or none. */
  saveAll(leads: readonly NewLead[]): SaveResult[];
  /** Leads oldest first, optionally only those created at or after `since` (ISO date or date-time). */
  list(options?: { since?: string; form?: string; limit?: number }): StoredLead[];
  count(): number;
}

export function createLeadStore(db: DatabaseSync, options: { outbox: boolean }): LeadStore {
  const salt = (db.prepare(`SELECT value FROM meta WHERE key = 'ip_hash_salt'`).get() as { value: string }).value;
  const findByKey = db.prepare('SELECT id FROM leads WHERE form = ? AND idempotency_key = ?');
  const insertLead = db.prepare(
    `INSERT INTO leads (id, form, payload, created_at, ip_hash, suspected_spam, fill_ms, idempotency_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)');
  const selectSince = db.prepare(
    `SELECT id, form, payload, created_at, suspected_spam, fill_ms FROM leads
     WHERE created_at >= ? AND (? IS NULL OR form = ?) ORDER BY created_at, rowid LIMIT ?`,
  );
  const countAll = db.prepare('SELECT count(*) AS n FROM leads');

  /** One lead's statements; the caller holds the transaction. */
  function insert(lead: NewLead): SaveResult {
    if (lead.idempotencyKey !== undefined) {
      const existing = findByKey.get(lead.form, lead.idempotencyKey) as { id: string } | undefined;
      if (existing) return { id: existing.id, created: false };
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
  };
}

export function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    form: row.form,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: row.created_at,
    suspectedSpam: row.suspected_spam === 1,
    fillMs: row.fill_ms,
  };
}

/** A salted, truncated hash: enough to spot one address sending many leads, not to recover it. */
function hashIp(salt: string, ip: string): string {
  return createHmac('sha256', salt).update(ip).digest('base64url').slice(0, 16);
}
