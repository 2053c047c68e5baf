// The back office's users and sessions as rows (migration 2, the same columns on SQLite and PostgreSQL) and
// as the store's values, for both implementations. PostgreSQL returns bigint columns as strings, SQLite as
// numbers: both go through Number.
import type { Session, User, UserPatch } from './back-office.ts';

type Int = number | string;
const int = (v: Int | null): number | null => (v === null ? null : Number(v));

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: User['role'];
  status: User['status'];
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: Int | null;
  created_at: Int;
  updated_at: Int;
  last_sign_in_at: Int | null;
}

export const toUser = (r: UserRow): User => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  status: r.status,
  passwordHash: r.password_hash,
  totpSecret: r.totp_secret,
  totpLastStep: int(r.totp_last_step),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
  lastSignInAt: int(r.last_sign_in_at),
});

/** Column names a user patch may set. */
export const USER_COLUMNS: Record<keyof UserPatch, string> = {
  name: 'name',
  role: 'role',
  status: 'status',
  passwordHash: 'password_hash',
  totpSecret: 'totp_secret',
  totpLastStep: 'totp_last_step',
  lastSignInAt: 'last_sign_in_at',
};

export interface SessionRow {
  id_hash: string;
  user_id: string;
  stage: Session['stage'];
  csrf_token: string;
  totp_pending: string | null;
  created_at: Int;
  last_seen_at: Int;
  ip: string | null;
  user_agent: string | null;
}

/** A statement written once with PostgreSQL's numbered parameters ($1, $2 …), as SQLite numbers them (?1, ?2 …): the same values bind in the same order on both stores. */
export const sqliteParams = (sql: string) => sql.replace(/\$(\d+)/g, '?$1');

type TokenRow = { user_id: string; purpose: 'invite' | 'reset' };
/** An invitation or reset token still good at $2: who it is for and why. */
export const PEEK_TOKEN = 'SELECT user_id, purpose FROM password_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2';
/** The same, used up at $2 (once: a second use finds it used). */
export const CONSUME_TOKEN = 'UPDATE password_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id, purpose';
export const toToken = (r: TokenRow | undefined) => (r ? { userId: r.user_id, purpose: r.purpose } : null);
export type { TokenRow };

/** A new session's row, in the columns' order, for `INSERT INTO sessions (SESSION_COLUMNS) VALUES …` on either store. */
export const SESSION_COLUMNS = 'id_hash, user_id, stage, csrf_token, totp_pending, created_at, last_seen_at, ip, user_agent';
export const sessionValues = (s: Session) => [s.idHash, s.userId, s.stage, s.csrfToken, s.totpPending, s.createdAt, s.lastSeenAt, s.ip, s.userAgent];

export const toSession = (r: SessionRow): Session => ({
  idHash: r.id_hash,
  userId: r.user_id,
  stage: r.stage,
  csrfToken: r.csrf_token,
  totpPending: r.totp_pending,
  createdAt: Number(r.created_at),
  lastSeenAt: Number(r.last_seen_at),
  ip: r.ip,
  userAgent: r.user_agent,
});
