// Sessions in the store, so any instance serves any request: the cookie carries a random id (256
// bits), the store its SHA-256 (a copy of the database holds no usable session). A new id at every
// step up (password accepted, second factor accepted), so an id planted before sign-in is worthless
// (session fixation). Idle timeout 30 minutes, absolute 12 hours; sign out deletes the row, so a
// stolen id stops working at once; disabling a user deletes all of theirs.
//
// The cookie: __Host- prefixed (the browser refuses it unless Secure, Path=/ and no Domain — no
// subdomain can set or overwrite it), HttpOnly, Secure, SameSite=Strict (never sent with a request
// another site starts). Browsers treat http://localhost as secure, so this works locally too.
import { createHash, randomBytes } from 'node:crypto';
import type { BackOfficeStore, Session, SessionStage } from '../../../server/db/back-office.ts';

export const SESSION_COOKIE = '__Host-fb-admin';
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 3_600_000;
/** A session waiting for its second factor or enrolment expires sooner. */
export const PENDING_TIMEOUT_MS = 10 * 60_000;
/** last_seen_at is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;

export const hashId = (id: string) => createHash('sha256').update(id).digest('hex');
const randomId = () => randomBytes(32).toString('base64url');

export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${ABSOLUTE_TIMEOUT_MS / 1000}`;
}
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`;
}

/** The session id in a Cookie header, if any. */
export function sessionIdFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

export interface StartedSession {
  id: string;
  session: Session;
}

/** A new session (new id, new CSRF token); the caller deletes the one it replaces. */
export async function startSession(
  store: BackOfficeStore,
  userId: string,
  stage: SessionStage,
  now: number,
  client: { ip: string | null; userAgent: string | null },
): Promise<StartedSession> {
  const id = randomId();
  const session: Session = {
    idHash: hashId(id),
    userId,
    stage,
    csrfToken: randomBytes(32).toString('base64url'),
    totpPending: null,
    createdAt: now,
    lastSeenAt: now,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  };
  await store.createSession(session);
  return { id, session };
}

/** The live session for a cookie's id: expired ones are deleted and count as none. */
export async function currentSession(store: BackOfficeStore, id: string | undefined, now: number): Promise<Session | undefined> {
  if (!id || id.length > 100) return undefined;
  const session = await store.sessionByHash(hashId(id));
  if (!session) return undefined;
  const idleLimit = session.stage === 'active' ? IDLE_TIMEOUT_MS : PENDING_TIMEOUT_MS;
  if (now - session.lastSeenAt >= idleLimit || now - session.createdAt >= ABSOLUTE_TIMEOUT_MS) {
    await store.deleteSession(session.idHash);
    return undefined;
  }
  if (now - session.lastSeenAt >= TOUCH_EVERY_MS) await store.touchSession(session.idHash, now);
  return session;
}
