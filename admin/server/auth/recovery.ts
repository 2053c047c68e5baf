// Recovery codes: ten one-time codes given when the second factor is set up, for the day the phone is
// lost. Shown once; the store keeps only SHA-256 hashes (bound to the user's id), and each code signs
// in once instead of an authenticator code. 10 characters from 32 (50 bits each), shown as
// "abcde-fghij"; typed in any case, with or without the dash or spaces.
import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l: nothing to confuse when read off paper. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What the store keeps of a code: undefined for something that cannot be a code. */
export function recoveryCodeHash(userId: string, code: string): string | undefined {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  if (!/^[a-z2-9]{10}$/.test(plain)) return undefined;
  return createHash('sha256').update(`${userId}:${plain}`).digest('hex');
}
