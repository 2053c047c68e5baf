// The back office's store on SQLite (the lead store's own leads.db connection; migration 2 makes the
// tables). Writes that fail because the disk is full, read-only or gone become StoreUnavailableError,
// so the admin answers 503 instead of pretending (a sign-in is never a success without its session).
import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { LEAD_COLUMNS, toStoredLead, type LeadRow } from './leads.ts';
import { sqliteQueries } from './sqlite-queries.ts';
import { overwriteErased, transaction } from './transaction.ts';
import {
  DuplicateEmailError,
  SECOND_FACTOR_TABLES,
  likePattern,
  normaliseSearch,
  paymentReceivedNote,
  type AuditEntry,
  type BackOfficeStore,
  type InboxFilter,
  type InboxLead,
  type LeadEvent,
  type LeadStatus,
  type PaymentState,
  type UserPatch,
} from './back-office.ts';
import { CONSUME_TOKEN, PEEK_TOKEN, SESSION_COLUMNS, USER_COLUMNS, sqliteParams, sessionValues, toSession, toToken, toUser } from './back-office-rows.ts';
import type { SessionRow, TokenRow, UserRow } from './back-office-rows.ts';

type InboxRow = LeadRow & { status: LeadStatus; assignee: string | null; payment: PaymentState | null; utr: string | null };
const toInboxLead = (r: InboxRow): InboxLead => ({ ...toStoredLead(r), status: r.status, assignee: r.assignee, payment: r.payment, utr: r.utr });
/** The inbox's columns of a lead besides LEAD_COLUMNS. */
const INBOX_COLUMNS = 'status, assignee, payment, utr';

export function createSqliteBackOffice(db: DatabaseSync): BackOfficeStore {
  const { run, all, one, exec } = sqliteQueries(db);
  let secondFactorTables = false;
  /** The recovery-code and reset tables, made on first use (not at open: a read-only database still serves the rest). */
  const withSecondFactorTables = <T>(fn: () => T): Promise<T> =>
    run(() => {
      if (!secondFactorTables) {
        db.exec(SECOND_FACTOR_TABLES('TEXT'));
        secondFactorTables = true;
      }
      return fn();
    });

  /** WHERE clause and parameters of an inbox filter. */
  function inboxWhere(filter: InboxFilter): { where: string; params: SQLInputValue[] } {
    const parts: string[] = [];
    const params: SQLInputValue[] = [];
    const q = filter.q ? normaliseSearch(filter.q) : '';
    if (q) {
      parts.push(`search LIKE ? ESCAPE '\\'`);
      params.push(likePattern(q));
    }
    for (const [column, value] of [
      ['form', filter.form],
      ['service', filter.service],
      ['language', filter.language],
      ['status', filter.status],
      ['payment', filter.payment],
    ] as const) {
      if (value !== undefined) {
        parts.push(`${column} = ?`);
        params.push(value);
      }
    }
    if (filter.assignee === 'none') parts.push('assignee IS NULL');
    else if (filter.assignee !== undefined) {
      parts.push('assignee = ?');
      params.push(filter.assignee);
    }
    if (filter.from) {
      parts.push('created_at >= ?');
      params.push(filter.from);
    }
    if (filter.to) {
      parts.push('created_at < ?');
      params.push(filter.to);
    }
    return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  }

  function recordEvent(leadId: string, kind: LeadEvent['kind'], from: string | null, to: string | null, actor: { id: string | null; name: string }, at: number) {
    exec('INSERT INTO lead_events (lead_id, at, actor_id, actor_name, kind, from_value, to_value) VALUES (?, ?, ?, ?, ?, ?, ?)', leadId, at, actor.id, actor.name, kind, from, to);
  }

  return {
    createUser: ({ email, name, role }, now) =>
      run(() => {
        const id = randomUUID();
        try {
          exec(`INSERT INTO users (id, email, name, role, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'invited', ?, ?)`, id, email, name, role, now, now);
        } catch (error) {
          if (/UNIQUE constraint failed: users\.email/.test((error as Error).message)) throw new DuplicateEmailError(email);
          throw error;
        }
        return toUser(one<UserRow>('SELECT * FROM users WHERE id = ?', id)!);
      }),
    userById: (id) => run(() => ((row) => (row ? toUser(row) : null))(one<UserRow>('SELECT * FROM users WHERE id = ?', id))),
    userByEmail: (email) => run(() => ((row) => (row ? toUser(row) : null))(one<UserRow>('SELECT * FROM users WHERE email = ?', email.trim().toLowerCase()))),
    listUsers: () => run(() => all<UserRow>('SELECT * FROM users ORDER BY name COLLATE NOCASE, email').map(toUser)),
    updateUser: (id, patch, now) =>
      run(() => {
        const keys = (Object.keys(patch) as (keyof UserPatch)[]).filter((k) => patch[k] !== undefined);
        if (keys.length === 0) return;
        exec(`UPDATE users SET ${keys.map((k) => `${USER_COLUMNS[k]} = ?`).join(', ')}, updated_at = ? WHERE id = ?`, ...keys.map((k) => patch[k] as SQLInputValue), now, id);
      }),
    updateUserKeepingAnAdmin: (id, patch, now) =>
      run(() =>
        transaction(db, () => {
          const user = one<UserRow>('SELECT * FROM users WHERE id = ?', id);
          if (!user) return true;
          const stays = (patch.role ?? user.role) === 'admin' && (patch.status ?? user.status) === 'active';
          if (user.role === 'admin' && user.status === 'active' && !stays) {
            const others = Number(one<{ n: number }>(`SELECT count(*) AS n FROM users WHERE role = 'admin' AND status = 'active' AND id <> ?`, id)!.n);
            if (others === 0) return false;
          }
          const keys = (Object.keys(patch) as (keyof UserPatch)[]).filter((k) => patch[k] !== undefined);
          if (keys.length > 0)
            exec(`UPDATE users SET ${keys.map((k) => `${USER_COLUMNS[k]} = ?`).join(', ')}, updated_at = ? WHERE id = ?`, ...keys.map((k) => patch[k] as SQLInputValue), now, id);
          return true;
        }),
      ),
    acceptTotpStep: (userId, step) =>
      run(() => Number(exec('UPDATE users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)', step, userId, step).changes) === 1),
    replaceRecoveryCodes: (userId, hashes, now) =>
      withSecondFactorTables(() =>
        transaction(db, () => {
          exec('DELETE FROM recovery_codes WHERE user_id = ?', userId);
          for (const hash of hashes) exec('INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)', userId, hash, now);
        }),
      ),
    spendRecoveryCode: (userId, hash, now) =>
      withSecondFactorTables(() => Number(exec('UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL', now, userId, hash).changes) === 1),
    recoveryCodesLeft: (userId) =>
      withSecondFactorTables(() => Number(one<{ n: number }>('SELECT count(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL', userId)!.n)),
    setSecondFactorSetupRequired: (userId, required, now) =>
      withSecondFactorTables(() => {
        if (required) exec('INSERT INTO second_factor_resets (user_id, reset_at) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET reset_at = excluded.reset_at', userId, now);
        else exec('DELETE FROM second_factor_resets WHERE user_id = ?', userId);
      }),
    secondFactorSetupRequired: (userId) => withSecondFactorTables(() => one('SELECT 1 FROM second_factor_resets WHERE user_id = ?', userId) !== undefined),

    createPasswordToken: (tokenHash, userId, purpose, now, expiresAt) =>
      run(() =>
        transaction(db, () => {
          exec('UPDATE password_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL', now, userId);
          exec('INSERT INTO password_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', tokenHash, userId, purpose, now, expiresAt);
        }),
      ),
    peekPasswordToken: (tokenHash, now) => run(() => toToken(one<TokenRow>(sqliteParams(PEEK_TOKEN), tokenHash, now))),
    consumePasswordToken: (tokenHash, now) => run(() => toToken(one<TokenRow>(sqliteParams(CONSUME_TOKEN), tokenHash, now))),

    createSession: (s) =>
      run(() => {
        exec(`INSERT INTO sessions (${SESSION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, ...sessionValues(s));
      }),
    sessionByHash: (idHash) => run(() => ((row) => (row ? toSession(row) : null))(one<SessionRow>('SELECT * FROM sessions WHERE id_hash = ?', idHash))),
    touchSession: (idHash, at) =>
      run(() => {
        exec('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?', at, idHash);
      }),
    updateSession: (idHash, patch) =>
      run(() => {
        if (patch.stage !== undefined) exec('UPDATE sessions SET stage = ? WHERE id_hash = ?', patch.stage, idHash);
        if (patch.totpPending !== undefined) exec('UPDATE sessions SET totp_pending = ? WHERE id_hash = ?', patch.totpPending, idHash);
      }),
    deleteSession: (idHash) =>
      run(() => {
        exec('DELETE FROM sessions WHERE id_hash = ?', idHash);
      }),
    deleteUserSessions: (userId) => run(() => Number(exec('DELETE FROM sessions WHERE user_id = ?', userId).changes)),
    pruneSessions: (idleBefore, createdBefore) => run(() => Number(exec('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?', idleBefore, createdBefore).changes)),

    recordSignInFailure: (keys, at) =>
      run(() =>
        transaction(db, () => {
          for (const key of keys) exec('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)', key, at);
          // Old failures count for nothing; a day's worth is kept for the audit of an attack.
          exec('DELETE FROM sign_in_failures WHERE at < ?', at - 86_400_000);
        }),
      ),
    signInFailures: (key, since) =>
      run(() => {
        const row = one<{ n: number; oldest: number | null }>('SELECT count(*) AS n, min(at) AS oldest FROM sign_in_failures WHERE key = ? AND at >= ?', key, since)!;
        return { count: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
      }),
    clearSignInFailures: (key) =>
      run(() => {
        exec('DELETE FROM sign_in_failures WHERE key = ?', key);
      }),
    reserveAttempt: (keys, at, windowMs, max) =>
      run(() =>
        transaction(db, () => {
          let retryAt = 0;
          for (const key of keys) {
            const row = one<{ n: number; oldest: number | null }>('SELECT count(*) AS n, min(at) AS oldest FROM sign_in_failures WHERE key = ? AND at >= ?', key, at - windowMs)!;
            if (Number(row.n) >= max && row.oldest !== null) retryAt = Math.max(retryAt, Number(row.oldest) + windowMs);
          }
          if (retryAt) return { ok: false as const, retryAt };
          for (const key of keys) exec('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)', key, at);
          exec('DELETE FROM sign_in_failures WHERE at < ?', at - 86_400_000);
          return { ok: true as const };
        }),
      ),
    releaseAttempt: (key, at) =>
      run(() => {
        exec('DELETE FROM sign_in_failures WHERE rowid = (SELECT rowid FROM sign_in_failures WHERE key = ? AND at = ? LIMIT 1)', key, at);
      }),

    appendAudit: (e) =>
      run(() => {
        exec(
          'INSERT INTO audit_log (at, actor_id, actor, action, target, detail, ip) VALUES (?, ?, ?, ?, ?, ?, ?)',
          e.at,
          e.actorId,
          e.actor,
          e.action,
          e.target,
          e.detail === null ? null : JSON.stringify(e.detail),
          e.ip,
        );
      }),
    listAudit: ({ offset, limit, action }) =>
      run(() => {
        const where = action ? 'WHERE action = ?' : '';
        const params: SQLInputValue[] = action ? [action] : [];
        const rows = all<{ id: number; at: number; actor_id: string | null; actor: string; action: string; target: string | null; detail: string | null; ip: string | null }>(
          `SELECT * FROM audit_log ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
          ...params,
          limit,
          offset,
        );
        const total = Number(one<{ n: number }>(`SELECT count(*) AS n FROM audit_log ${where}`, ...params)!.n);
        const entries: AuditEntry[] = rows.map((r) => ({
          id: Number(r.id),
          at: Number(r.at),
          actorId: r.actor_id,
          actor: r.actor,
          action: r.action,
          target: r.target,
          detail: r.detail === null ? null : (JSON.parse(r.detail) as Record<string, unknown>),
          ip: r.ip,
        }));
        return { entries, total };
      }),

    listInbox: (filter, { offset, limit }) =>
      run(() => {
        const { where, params } = inboxWhere(filter);
        // The trigram index answers LIKE only without an ESCAPE clause: searches holding % _ or \ (rare) scan.
        if (filter.q && !/[\\%_]/.test(normaliseSearch(filter.q))) {
          // A search starts from the trigram index's matches and counts them in the same pass.
          const from = `FROM leads_search s CROSS JOIN leads ON leads.id = s.lead_id ${where.replace("search LIKE ? ESCAPE '\\'", 's.search LIKE ?')}`;
          const rows = all<InboxRow & { total: number }>(
            `SELECT ${LEAD_COLUMNS}, ${INBOX_COLUMNS}, count(*) OVER () AS total ${from} ORDER BY created_at DESC, leads.rowid DESC LIMIT ? OFFSET ?`,
            ...params,
            limit,
            offset,
          );
          const total = rows[0] ? Number(rows[0].total) : Number(one<{ n: number }>(`SELECT count(*) AS n ${from}`, ...params)!.n);
          return { leads: rows.map(toInboxLead), total };
        }
        const leads = all<InboxRow>(`SELECT ${LEAD_COLUMNS}, ${INBOX_COLUMNS} FROM leads ${where} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`, ...params, limit, offset);
        const total = Number(one<{ n: number }>(`SELECT count(*) AS n FROM leads ${where}`, ...params)!.n);
        return { leads: leads.map(toInboxLead), total };
      }),
    inboxChoices: () =>
      run(() => ({
        forms: all<{ form: string }>('SELECT DISTINCT form FROM leads ORDER BY form').map((r) => r.form),
        services: all<{ service: string }>('SELECT DISTINCT service FROM leads WHERE service IS NOT NULL ORDER BY service').map((r) => r.service),
      })),
    inboxLead: (id) => run(() => ((row) => (row ? toInboxLead(row) : null))(one<InboxRow>(`SELECT ${LEAD_COLUMNS}, ${INBOX_COLUMNS} FROM leads WHERE id = ?`, id))),
    leadEvents: (id) =>
      run(() =>
        all<{ id: number; lead_id: string; at: number; actor_id: string | null; actor_name: string; kind: LeadEvent['kind']; from_value: string | null; to_value: string | null }>(
          'SELECT * FROM lead_events WHERE lead_id = ? ORDER BY at, id',
          id,
        ).map((r) => ({ id: Number(r.id), leadId: r.lead_id, at: Number(r.at), actorId: r.actor_id, actorName: r.actor_name, kind: r.kind, from: r.from_value, to: r.to_value })),
      ),
    updateLead: (id, change, actor, at) =>
      run(() =>
        transaction(db, () => {
          const current = one<{ status: LeadStatus; assignee: string | null }>('SELECT status, assignee FROM leads WHERE id = ?', id);
          if (!current) return false;
          if (change.notSpam) exec('UPDATE leads SET suspected_spam = 0 WHERE id = ?', id);
          if (change.status !== undefined && change.status !== current.status) {
            exec('UPDATE leads SET status = ? WHERE id = ?', change.status, id);
            recordEvent(id, 'status', current.status, change.status, actor, at);
          }
          if (change.assignee !== undefined && change.assignee !== current.assignee) {
            exec('UPDATE leads SET assignee = ? WHERE id = ?', change.assignee, id);
            recordEvent(id, 'assignee', current.assignee, change.assignee, actor, at);
          }
          return true;
        }),
      ),
    addLeadNote: (id, note, actor, at) =>
      run(() =>
        transaction(db, () => {
          if (!one('SELECT 1 AS x FROM leads WHERE id = ?', id)) return false;
          recordEvent(id, 'note', null, note, actor, at);
          return true;
        }),
      ),
    markPaymentReceived: (id, actor, at) =>
      run(() =>
        transaction(db, () => {
          const lead = one<{ payment: PaymentState | null; utr: string | null }>('SELECT payment, utr FROM leads WHERE id = ?', id);
          if (!lead || (lead.payment !== 'awaiting' && lead.payment !== 'claimed')) return false;
          exec(`UPDATE leads SET payment = 'received' WHERE id = ?`, id);
          recordEvent(id, 'note', null, paymentReceivedNote(lead.utr), actor, at);
          return true;
        }),
      ),
    eraseLeads: (ids) =>
      run(() => {
        const erased = transaction(db, () => {
          let n = 0;
          for (const id of ids) {
            exec('DELETE FROM outbox WHERE lead_id = ?', id);
            n += Number(exec('DELETE FROM leads WHERE id = ?', id).changes);
          }
          return n;
        });
        // The erased text leaves the -wal file too, not only the database pages.
        if (erased > 0) overwriteErased(db);
        return erased;
      }),
  };
}
