// The back office's store on PostgreSQL (the lead store's pool; migration 2 makes the tables). Several
// instances share it: sessions, failed sign-ins and accepted TOTP steps are rows every instance reads,
// and the one-time operations (a password link, a TOTP step) are single conditional UPDATEs, so two
// instances racing get one winner.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { LEAD_COLUMNS, toStoredLead, type PgLeadRow } from './postgres-store.ts';
import { pgQueries } from './pg-queries.ts';
import {
  DuplicateEmailError,
  SECOND_FACTOR_TABLES,
  likePattern,
  normaliseSearch,
  paymentReceivedNote,
  type BackOfficeStore,
  type InboxFilter,
  type InboxLead,
  type LeadEvent,
  type LeadStatus,
  type PaymentState,
  type UserPatch,
} from './back-office.ts';
import { CONSUME_TOKEN, PEEK_TOKEN, SESSION_COLUMNS, USER_COLUMNS, sessionValues, toSession, toToken, toUser } from './back-office-rows.ts';
import type { SessionRow, TokenRow, UserRow } from './back-office-rows.ts';

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

type InboxRow = PgLeadRow & { status: LeadStatus; assignee: string | null; payment: PaymentState | null; utr: string | null };
const toInboxLead = (r: InboxRow): InboxLead => ({ ...toStoredLead(r), status: r.status, assignee: r.assignee, payment: r.payment, utr: r.utr });

/** A user id that is not a UUID can match no row (and must not make PostgreSQL raise "invalid input syntax"). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Key of the advisory lock under which an instance makes the second factor's tables (two instances at once must not both try). */
const SECOND_FACTOR_TABLES_LOCK = 7_346_003;

export function createPostgresBackOffice(pool: pg.Pool): BackOfficeStore {
  const { q, tx } = pgQueries(pool);
  let secondFactorTables: Promise<void> | undefined;
  /** The recovery-code and reset tables, made on first use under a transaction-scoped advisory lock. */
  function tables(): Promise<void> {
    secondFactorTables ??= tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [SECOND_FACTOR_TABLES_LOCK]);
      await c.query(SECOND_FACTOR_TABLES('uuid'));
    }).catch((error: unknown) => {
      secondFactorTables = undefined;
      throw error;
    });
    return secondFactorTables;
  }

  function inboxWhere(filter: InboxFilter): { where: string; params: unknown[] } {
    const parts: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      parts.push(sql(`$${params.length}`));
    };
    const q = filter.q ? normaliseSearch(filter.q) : '';
    if (q) add((n) => `l.search LIKE ${n}`, likePattern(q));
    if (filter.form !== undefined) add((n) => `l.form = ${n}`, filter.form);
    if (filter.service !== undefined) add((n) => `l.service = ${n}`, filter.service);
    if (filter.language !== undefined) add((n) => `l.language = ${n}`, filter.language);
    if (filter.status !== undefined) add((n) => `l.status = ${n}`, filter.status);
    if (filter.payment !== undefined) add((n) => `l.payment = ${n}`, filter.payment);
    if (filter.assignee === 'none') parts.push('l.assignee IS NULL');
    else if (filter.assignee !== undefined) {
      if (UUID.test(filter.assignee)) add((n) => `l.assignee = ${n}`, filter.assignee);
      else parts.push('false');
    }
    if (filter.from) add((n) => `l.created_at >= ${n}`, filter.from);
    if (filter.to) add((n) => `l.created_at < ${n}`, filter.to);
    return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  }

  async function recordEvent(
    client: pg.PoolClient,
    leadId: string,
    kind: LeadEvent['kind'],
    from: string | null,
    to: string | null,
    actor: { id: string | null; name: string },
    at: number,
  ) {
    await client.query('INSERT INTO lead_events (lead_id, at, actor_id, actor_name, kind, from_value, to_value) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      leadId,
      at,
      actor.id,
      actor.name,
      kind,
      from,
      to,
    ]);
  }

  return {
    async createUser({ email, name, role }, now) {
      const id = randomUUID();
      try {
        const { rows } = await q<UserRow>(`INSERT INTO users (id, email, name, role, status, created_at, updated_at) VALUES ($1, $2, $3, $4, 'invited', $5, $5) RETURNING *`, [
          id,
          email,
          name,
          role,
          now,
        ]);
        return toUser(rows[0]!);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new DuplicateEmailError(email);
        throw error;
      }
    },
    async userById(id) {
      if (!UUID.test(id)) return null;
      const { rows } = await q<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
      return rows[0] ? toUser(rows[0]) : null;
    },
    async userByEmail(email) {
      const { rows } = await q<UserRow>('SELECT * FROM users WHERE email = $1', [email.trim().toLowerCase()]);
      return rows[0] ? toUser(rows[0]) : null;
    },
    async listUsers() {
      const { rows } = await q<UserRow>('SELECT * FROM users ORDER BY lower(name), email');
      return rows.map(toUser);
    },
    async updateUser(id, patch, now) {
      const keys = (Object.keys(patch) as (keyof UserPatch)[]).filter((k) => patch[k] !== undefined);
      if (keys.length === 0 || !UUID.test(id)) return;
      const sets = keys.map((k, i) => `${USER_COLUMNS[k]} = $${i + 1}`);
      await q(`UPDATE users SET ${sets.join(', ')}, updated_at = $${keys.length + 1} WHERE id = $${keys.length + 2}`, [...keys.map((k) => patch[k]), now, id]);
    },
    async updateUserKeepingAnAdmin(id, patch, now) {
      if (!UUID.test(id)) return true;
      return tx(async (c) => {
        // Every change that could remove an administrator takes this lock first, on every instance.
        await c.query("SELECT pg_advisory_xact_lock(hashtext('users'), hashtext('last administrator'))");
        const { rows } = await c.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
        const user = rows[0];
        if (!user) return true;
        const stays = (patch.role ?? user.role) === 'admin' && (patch.status ?? user.status) === 'active';
        if (user.role === 'admin' && user.status === 'active' && !stays) {
          const { rows: others } = await c.query<{ n: string }>(`SELECT count(*) AS n FROM users WHERE role = 'admin' AND status = 'active' AND id <> $1`, [id]);
          if (Number(others[0]!.n) === 0) return false;
        }
        const keys = (Object.keys(patch) as (keyof UserPatch)[]).filter((k) => patch[k] !== undefined);
        if (keys.length > 0) {
          const sets = keys.map((k, i) => `${USER_COLUMNS[k]} = $${i + 1}`);
          await c.query(`UPDATE users SET ${sets.join(', ')}, updated_at = $${keys.length + 1} WHERE id = $${keys.length + 2}`, [...keys.map((k) => patch[k]), now, id]);
        }
        return true;
      });
    },
    async acceptTotpStep(userId, step) {
      const result = await q('UPDATE users SET totp_last_step = $1 WHERE id = $2 AND (totp_last_step IS NULL OR totp_last_step < $1)', [step, userId]);
      return result.rowCount === 1;
    },
    async replaceRecoveryCodes(userId, hashes, now) {
      await tables();
      await tx(async (c) => {
        await c.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
        if (hashes.length > 0) await c.query('INSERT INTO recovery_codes (user_id, code_hash, created_at) SELECT $1, h, $3 FROM unnest($2::text[]) AS h', [userId, hashes, now]);
      });
    },
    async spendRecoveryCode(userId, hash, now) {
      await tables();
      const result = await q('UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL', [userId, hash, now]);
      return result.rowCount === 1;
    },
    async recoveryCodesLeft(userId) {
      await tables();
      return Number((await q<{ n: string }>('SELECT count(*) AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId])).rows[0]!.n);
    },
    async setSecondFactorSetupRequired(userId, required, now) {
      await tables();
      if (required) await q('INSERT INTO second_factor_resets (user_id, reset_at) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET reset_at = excluded.reset_at', [userId, now]);
      else await q('DELETE FROM second_factor_resets WHERE user_id = $1', [userId]);
    },
    async secondFactorSetupRequired(userId) {
      await tables();
      return (await q('SELECT 1 FROM second_factor_resets WHERE user_id = $1', [userId])).rowCount === 1;
    },

    async createPasswordToken(tokenHash, userId, purpose, now, expiresAt) {
      await tx(async (c) => {
        await c.query('UPDATE password_tokens SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL', [now, userId]);
        await c.query('INSERT INTO password_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
          tokenHash,
          userId,
          purpose,
          now,
          expiresAt,
        ]);
      });
    },
    peekPasswordToken: async (tokenHash, now) => toToken((await q<TokenRow>(PEEK_TOKEN, [tokenHash, now])).rows[0]),
    consumePasswordToken: async (tokenHash, now) => toToken((await q<TokenRow>(CONSUME_TOKEN, [tokenHash, now])).rows[0]),

    async createSession(s) {
      await q(`INSERT INTO sessions (${SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, sessionValues(s));
    },
    async sessionByHash(idHash) {
      const { rows } = await q<SessionRow>('SELECT * FROM sessions WHERE id_hash = $1', [idHash]);
      return rows[0] ? toSession(rows[0]) : null;
    },
    async touchSession(idHash, at) {
      await q('UPDATE sessions SET last_seen_at = $1 WHERE id_hash = $2', [at, idHash]);
    },
    async updateSession(idHash, patch) {
      if (patch.stage !== undefined) await q('UPDATE sessions SET stage = $1 WHERE id_hash = $2', [patch.stage, idHash]);
      if (patch.totpPending !== undefined) await q('UPDATE sessions SET totp_pending = $1 WHERE id_hash = $2', [patch.totpPending, idHash]);
    },
    async deleteSession(idHash) {
      await q('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
    },
    async deleteUserSessions(userId) {
      if (!UUID.test(userId)) return 0;
      return (await q('DELETE FROM sessions WHERE user_id = $1', [userId])).rowCount ?? 0;
    },
    async pruneSessions(idleBefore, createdBefore) {
      return (await q('DELETE FROM sessions WHERE last_seen_at < $1 OR created_at < $2', [idleBefore, createdBefore])).rowCount ?? 0;
    },

    async recordSignInFailure(keys, at) {
      await tx(async (c) => {
        await c.query('INSERT INTO sign_in_failures (key, at) SELECT unnest($1::text[]), $2', [keys, at]);
        await c.query('DELETE FROM sign_in_failures WHERE at < $1', [at - 86_400_000]);
      });
    },
    async signInFailures(key, since) {
      const { rows } = await q<{ n: string; oldest: string | null }>('SELECT count(*) AS n, min(at) AS oldest FROM sign_in_failures WHERE key = $1 AND at >= $2', [key, since]);
      return { count: Number(rows[0]!.n), oldest: num(rows[0]!.oldest) };
    },
    async clearSignInFailures(key) {
      await q('DELETE FROM sign_in_failures WHERE key = $1', [key]);
    },
    async reserveAttempt(keys, at, windowMs, max) {
      return tx(async (c) => {
        // One attempt at a time per key, on every instance: the count and the insert cannot interleave.
        for (const key of [...new Set(keys)].sort()) await c.query("SELECT pg_advisory_xact_lock(hashtext('sign_in_failures'), hashtext($1))", [key]);
        const { rows } = await c.query<{ n: string; oldest: string }>(
          'SELECT key, count(*) AS n, min(at) AS oldest FROM sign_in_failures WHERE key = ANY($1::text[]) AND at >= $2 GROUP BY key',
          [keys, at - windowMs],
        );
        let retryAt = 0;
        for (const row of rows) if (Number(row.n) >= max) retryAt = Math.max(retryAt, Number(row.oldest) + windowMs);
        if (retryAt) return { ok: false as const, retryAt };
        await c.query('INSERT INTO sign_in_failures (key, at) SELECT unnest($1::text[]), $2', [keys, at]);
        await c.query('DELETE FROM sign_in_failures WHERE at < $1', [at - 86_400_000]);
        return { ok: true as const };
      });
    },
    async releaseAttempt(key, at) {
      await q('DELETE FROM sign_in_failures WHERE ctid IN (SELECT ctid FROM sign_in_failures WHERE key = $1 AND at = $2 LIMIT 1 FOR UPDATE SKIP LOCKED)', [key, at]);
    },

    async appendAudit(e) {
      await q('INSERT INTO audit_log (at, actor_id, actor, action, target, detail, ip) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        e.at,
        e.actorId !== null && UUID.test(e.actorId) ? e.actorId : null,
        e.actor,
        e.action,
        e.target,
        e.detail === null ? null : JSON.stringify(e.detail),
        e.ip,
      ]);
    },
    async listAudit({ offset, limit, action }) {
      const where = action ? 'WHERE action = $1' : '';
      const params = action ? [action] : [];
      const { rows } = await q<{
        id: string;
        at: string;
        actor_id: string | null;
        actor: string;
        action: string;
        target: string | null;
        detail: Record<string, unknown> | null;
        ip: string | null;
      }>(`SELECT * FROM audit_log ${where} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, limit, offset]);
      const { rows: count } = await q<{ n: string }>(`SELECT count(*) AS n FROM audit_log ${where}`, params);
      return {
        entries: rows.map((r) => ({ id: Number(r.id), at: Number(r.at), actorId: r.actor_id, actor: r.actor, action: r.action, target: r.target, detail: r.detail, ip: r.ip })),
        total: Number(count[0]!.n),
      };
    },

    async listInbox(filter, { offset, limit }) {
      const { where, params } = inboxWhere(filter);
      const { rows } = await q<InboxRow>(
        `SELECT ${LEAD_COLUMNS}, l.status, l.assignee, l.payment, l.utr FROM leads l ${where} ORDER BY l.created_at DESC, l.seq DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      );
      const { rows: count } = await q<{ n: string }>(`SELECT count(*) AS n FROM leads l ${where}`, params);
      return { leads: rows.map(toInboxLead), total: Number(count[0]!.n) };
    },
    async inboxChoices() {
      const forms = await q<{ form: string }>('SELECT DISTINCT form FROM leads ORDER BY form');
      const services = await q<{ service: string }>('SELECT DISTINCT service FROM leads WHERE service IS NOT NULL ORDER BY service');
      return { forms: forms.rows.map((r) => r.form), services: services.rows.map((r) => r.service) };
    },
    async inboxLead(id) {
      if (!UUID.test(id)) return null;
      const { rows } = await q<InboxRow>(`SELECT ${LEAD_COLUMNS}, l.status, l.assignee, l.payment, l.utr FROM leads l WHERE l.id = $1`, [id]);
      return rows[0] ? toInboxLead(rows[0]) : null;
    },
    async leadEvents(id) {
      if (!UUID.test(id)) return [];
      const { rows } = await q<{
        id: string;
        lead_id: string;
        at: string;
        actor_id: string | null;
        actor_name: string;
        kind: LeadEvent['kind'];
        from_value: string | null;
        to_value: string | null;
      }>('SELECT * FROM lead_events WHERE lead_id = $1 ORDER BY at, id', [id]);
      return rows.map((r) => ({
        id: Number(r.id),
        leadId: r.lead_id,
        at: Number(r.at),
        actorId: r.actor_id,
        actorName: r.actor_name,
        kind: r.kind,
        from: r.from_value,
        to: r.to_value,
      }));
    },
    async updateLead(id, change, actor, at) {
      if (!UUID.test(id)) return false;
      return tx(async (c) => {
        const { rows } = await c.query<{ status: LeadStatus; assignee: string | null }>('SELECT status, assignee FROM leads WHERE id = $1 FOR UPDATE', [id]);
        const current = rows[0];
        if (!current) return false;
        if (change.notSpam) await c.query('UPDATE leads SET suspected_spam = false WHERE id = $1', [id]);
        if (change.status !== undefined && change.status !== current.status) {
          await c.query('UPDATE leads SET status = $1 WHERE id = $2', [change.status, id]);
          await recordEvent(c, id, 'status', current.status, change.status, actor, at);
        }
        if (change.assignee !== undefined && change.assignee !== current.assignee) {
          await c.query('UPDATE leads SET assignee = $1 WHERE id = $2', [change.assignee, id]);
          await recordEvent(c, id, 'assignee', current.assignee, change.assignee, actor, at);
        }
        return true;
      });
    },
    async addLeadNote(id, note, actor, at) {
      if (!UUID.test(id)) return false;
      return tx(async (c) => {
        const { rowCount } = await c.query('SELECT 1 FROM leads WHERE id = $1 FOR SHARE', [id]);
        if (!rowCount) return false;
        await recordEvent(c, id, 'note', null, note, actor, at);
        return true;
      });
    },
    async markPaymentReceived(id, actor, at) {
      if (!UUID.test(id)) return false;
      return tx(async (c) => {
        const { rows } = await c.query<{ payment: PaymentState | null; utr: string | null }>('SELECT payment, utr FROM leads WHERE id = $1 FOR UPDATE', [id]);
        const lead = rows[0];
        if (!lead || (lead.payment !== 'awaiting' && lead.payment !== 'claimed')) return false;
        await c.query(`UPDATE leads SET payment = 'received' WHERE id = $1`, [id]);
        await recordEvent(c, id, 'note', null, paymentReceivedNote(lead.utr), actor, at);
        return true;
      });
    },
    async eraseLeads(ids) {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length === 0) return 0;
      return (await q('DELETE FROM leads WHERE id = ANY($1::uuid[])', [valid])).rowCount ?? 0;
    },
  };
}
