// The back office's store (admin/): people and their sign-in (users, one-time password links,
// sessions, failed sign-ins), the audit log, and the leads inbox (filters, status, assignee, notes).
// It lives in the same database as the leads — SQLite in DATA_DIR or PostgreSQL — so every instance
// sees the same sessions, sign-in failures and lead history. One interface, two implementations
// (back-office-sqlite.ts, back-office-postgres.ts), held to one contract (tests/server/back-office-store.test.ts).
//
// Nothing secret is stored in the clear that does not have to be: session ids and password-link
// tokens are stored as SHA-256 hashes (a copy of the database does not let anyone sign in), passwords
// as argon2id. TOTP secrets must be readable to check a code, so they are stored as they are.
import type { StoredLead } from './store.ts';
import type { PaymentState } from './payment-states.ts';

export const ROLES = ['sales', 'editor', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a quote's payment stands (payment-states.ts, which the lead store names too). */
export { PAYMENT_STATES, type PaymentState } from './payment-states.ts';

/** One row of a lead's detail in the inbox, in people's words: its label, its text, and a link where the text is one (the quote's page). */
export type LeadField = [label: string, text: string, href?: string];

export type UserStatus = 'invited' | 'active' | 'disabled';

export interface User {
  id: string;
  /** Lower-case; unique. */
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  /** argon2id in PHC format; null until the person sets a password. */
  passwordHash: string | null;
  /** Base32 TOTP secret; null when the second factor is off. */
  totpSecret: string | null;
  /** The last 30-second step whose code was accepted: a code is accepted once. */
  totpLastStep: number | null;
  createdAt: number;
  updatedAt: number;
  lastSignInAt: number | null;
}

export type UserPatch = Partial<Pick<User, 'name' | 'role' | 'status' | 'passwordHash' | 'totpSecret' | 'totpLastStep' | 'lastSignInAt'>>;

/** 'second-factor': password accepted, TOTP code awaited; 'enrol': an admin without TOTP must set it up first; 'active': signed in. */
export type SessionStage = 'second-factor' | 'enrol' | 'active';

export interface Session {
  /** SHA-256 of the cookie's session id. */
  idHash: string;
  userId: string;
  stage: SessionStage;
  /** Sent by the admin app with every state-changing request (bound to this session). */
  csrfToken: string;
  /** A TOTP secret being set up, until its first code is confirmed. */
  totpPending: string | null;
  createdAt: number;
  lastSeenAt: number;
  ip: string | null;
  userAgent: string | null;
}

export type PasswordTokenPurpose = 'invite' | 'reset';

export interface InboxFilter {
  /** Words matched against name, e-mail, phone (also as digits only) and company. */
  q?: string;
  form?: string;
  service?: string;
  /** A language code of site.json "languages" ("hi"). */
  language?: string;
  status?: LeadStatus;
  /** A quote's payment: awaiting, claimed (the visitor gave a UTR) or received. */
  payment?: PaymentState;
  /** A user id, or "none" for unassigned leads. */
  assignee?: string;
  /** ISO date-times: created at or after `from`, before `to`. */
  from?: string;
  to?: string;
}

export interface InboxLead extends StoredLead {
  status: LeadStatus;
  assignee: string | null;
  /** A quote's payment state (null: not a quote with an amount to pay) and the UTR the visitor gave. */
  payment: PaymentState | null;
  utr: string | null;
}

export interface LeadEvent {
  id: number;
  leadId: string;
  at: number;
  actorId: string | null;
  actorName: string;
  kind: 'status' | 'assignee' | 'note';
  from: string | null;
  /** The new status, the new assignee's id (null: nobody), or the note's text. */
  to: string | null;
}

export interface Actor {
  id: string | null;
  /** Shown in histories and the audit log: the user's e-mail, or "command line". */
  name: string;
}

export interface AuditEntry {
  id: number;
  at: number;
  actorId: string | null;
  actor: string;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
}

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

export class DuplicateEmailError extends Error {
  constructor(email: string) {
    super(`A user with the e-mail address ${email} already exists.`);
    this.name = 'DuplicateEmailError';
  }
}

export interface BackOfficeStore {
  // People
  /** Creates an invited user (no password yet); DuplicateEmailError when the address is taken. */
  createUser(user: { email: string; name: string; role: Role }, now: number): Promise<User>;
  userById(id: string): Promise<User | null>;
  userByEmail(email: string): Promise<User | null>;
  listUsers(): Promise<User[]>;
  updateUser(id: string, patch: UserPatch, now: number): Promise<void>;
  /**
   * Applies the patch unless it would leave no active administrator: the count and the change are one
   * transaction that any other such change waits for (on every instance), so two demotions at once
   * cannot both pass. False (nothing changed) when this is the last one.
   */
  updateUserKeepingAnAdmin(id: string, patch: UserPatch, now: number): Promise<boolean>;
  /** Records `step` as the last accepted TOTP step if it is newer than the one stored; false when it is not (a replayed code). */
  acceptTotpStep(userId: string, step: number): Promise<boolean>;

  // Recovery codes (stored as hashes, each used once) and "set up the second factor again at the next
  // sign-in" (an administrator reset it). Their tables are made on first use, in the database the
  // store is opened on (CREATE TABLE IF NOT EXISTS; SECOND_FACTOR_TABLES).
  /** Replaces the user's recovery codes by these hashes (none: the user has no codes). */
  replaceRecoveryCodes(userId: string, hashes: string[], now: number): Promise<void>;
  /** Marks the code used, once: false when it is not one of the user's unused codes (or another request used it first). */
  spendRecoveryCode(userId: string, hash: string, now: number): Promise<boolean>;
  /** How many unused recovery codes the user has. */
  recoveryCodesLeft(userId: string): Promise<number>;
  /** An administrator reset the user's second factor: they set it up again at their next sign-in (false: done). */
  setSecondFactorSetupRequired(userId: string, required: boolean, now: number): Promise<void>;
  secondFactorSetupRequired(userId: string): Promise<boolean>;

  // One-time password links
  /** Stores a new link for the user; any earlier unused link of the user stops working. */
  createPasswordToken(tokenHash: string, userId: string, purpose: PasswordTokenPurpose, now: number, expiresAt: number): Promise<void>;
  /** The link's user while it is unused and unexpired. */
  peekPasswordToken(tokenHash: string, now: number): Promise<{ userId: string; purpose: PasswordTokenPurpose } | null>;
  /** Marks the link used, once: a second call (or a race with another instance) gets null. */
  consumePasswordToken(tokenHash: string, now: number): Promise<{ userId: string; purpose: PasswordTokenPurpose } | null>;

  // Sessions
  createSession(session: Session): Promise<void>;
  sessionByHash(idHash: string): Promise<Session | null>;
  touchSession(idHash: string, at: number): Promise<void>;
  updateSession(idHash: string, patch: Partial<Pick<Session, 'stage' | 'totpPending'>>): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  /** Ends every session of the user (sign out everywhere, disabling, a new password); returns how many. */
  deleteUserSessions(userId: string): Promise<number>;
  /** Removes sessions idle since `idleBefore` or created before `createdBefore`. */
  pruneSessions(idleBefore: number, createdBefore: number): Promise<number>;

  // Failed sign-ins, counted in the store so every instance agrees
  recordSignInFailure(keys: string[], at: number): Promise<void>;
  /** Failures of `key` at or after `since`: how many, and the time of the oldest. */
  signInFailures(key: string, since: number): Promise<{ count: number; oldest: number | null }>;
  clearSignInFailures(key: string): Promise<void>;
  /**
   * Counts an attempt against every key BEFORE its work is done, in one step no other attempt can
   * interleave with (any instance): when a key already has `max` attempts within `windowMs` of `at`,
   * nothing is counted and the answer is when to try again; otherwise one failure per key is recorded
   * at `at` — it stays a failure unless the attempt succeeds and releases it.
   */
  reserveAttempt(keys: string[], at: number, windowMs: number, max: number): Promise<{ ok: true } | { ok: false; retryAt: number }>;
  /** Takes back one attempt of `key` reserved at `at` (the attempt succeeded). */
  releaseAttempt(key: string, at: number): Promise<void>;

  // Audit log (append-only: the database refuses updates and deletes)
  appendAudit(entry: NewAuditEntry): Promise<void>;
  listAudit(options: { offset: number; limit: number; action?: string }): Promise<{ entries: AuditEntry[]; total: number }>;

  // Leads inbox
  /** Newest first. */
  listInbox(filter: InboxFilter, options: { offset: number; limit: number }): Promise<{ leads: InboxLead[]; total: number }>;
  /** The forms and services stored leads have, for the filter lists. */
  inboxChoices(): Promise<{ forms: string[]; services: string[] }>;
  inboxLead(id: string): Promise<InboxLead | null>;
  leadEvents(id: string): Promise<LeadEvent[]>;
  /** Changes status or assignee and records it with who and when, in one transaction; false when the lead does not exist. */
  /** `notSpam` clears “Suspected spam” (sales saw it is a real person): the lead stays, only the mark goes. */
  updateLead(id: string, change: { status?: LeadStatus; assignee?: string | null; notSpam?: true }, actor: Actor, at: number): Promise<boolean>;
  addLeadNote(id: string, note: string, actor: Actor, at: number): Promise<boolean>;
  /**
   * Sales saw a quote's payment in the bank: its payment becomes "received" and its history says so, in
   * one transaction; false when the lead is not a quote awaiting or claiming a payment.
   */
  markPaymentReceived(id: string, actor: Actor, at: number): Promise<boolean>;
  /** Deletes these leads with their history and queued deliveries; returns how many leads. */
  eraseLeads(ids: string[]): Promise<number>;
}

/** The history's words when sales mark a quote's payment received. */
export function paymentReceivedNote(utr: string | null): string {
  return `Payment received: seen in the bank${utr ? ` (UTR ${utr}, as the visitor gave it)` : ''}.`;
}

/** The second factor's tables (recovery codes, resets), made on first use by each store; the same columns on SQLite and PostgreSQL. */
export const SECOND_FACTOR_TABLES = (userId: string) => `
  CREATE TABLE IF NOT EXISTS recovery_codes (
    user_id   ${userId} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    used_at   BIGINT,
    PRIMARY KEY (user_id, code_hash)
  );
  CREATE TABLE IF NOT EXISTS second_factor_resets (
    user_id  ${userId} PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    reset_at BIGINT NOT NULL
  );
`;

/** Escapes LIKE's wildcards so a search for "50%" finds "50%". */
export function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search as the inbox stores it: lower-case; a phone number typed with spaces or dashes as its digits. */
export function normaliseSearch(q: string): string {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ');
  return /^[+\d][\d\s()-]{3,}$/.test(text) ? text.replace(/\D/g, '') : text;
}
