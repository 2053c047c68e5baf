// One-time links to set a password: an invitation (a new account) or a reset. The token is 256
// random bits in the link; the store keeps only its SHA-256, valid 24 hours, used once, and a new
// link for the same person ends the old one.
import { createHash, randomBytes } from 'node:crypto';
import type { BackOfficeStore, PasswordTokenPurpose, User } from '../../server/db/back-office.ts';

export const LINK_VALID_MS = 24 * 3_600_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issuePasswordLink(office: BackOfficeStore, user: User, purpose: PasswordTokenPurpose, publicUrl: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await office.createPasswordToken(hashToken(token), user.id, purpose, now, now + LINK_VALID_MS);
  return `${publicUrl}/admin/set-password?token=${token}`;
}

/** A token as it may appear in a link (base64url, 43 characters): anything else is not looked up. */
export const looksLikeToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
