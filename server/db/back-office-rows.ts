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
