// Passwords: argon2id hashes (node:crypto, Node 24) and the NIST SP 800-63B rules for choosing one.
//
// Parameters: OWASP's Password Storage Cheat Sheet minimum for argon2id — 19 MiB of memory, 2 passes,
// 1 lane — with a 16-byte random salt and a 32-byte tag, stored in the PHC string format
// ($argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>) so the parameters can be raised later: a hash with
// older parameters still verifies.
//
// Choosing a password (SP 800-63B §3.1.1.2): at least 12 characters, at most 256 (any characters,
// spaces included, no composition rules), refused when it is common or guessable — zxcvbn-ts with its
// common-password, name and word lists scores it below 3, counting the site's name and the person's
// own name and e-mail address as guessable. A new password is also looked up in Have I Been Pwned's
// Pwned Passwords (the `hibp` package; k-anonymity: only the first 5 of the 40 hex digits of its
// SHA-1 leave the server, with padding) — hundreds of millions of passwords from breaches, famous
// phrases among them ("correct horse battery staple", which zxcvbn scores as strong); when the
// service cannot be reached in 3 seconds the password is judged by the rules above alone, and the
// caller logs it. PWNED_PASSWORDS_URL (server/config.ts) names the service, or turns it off.
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

const argon2Async = promisify(argon2);

export const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await argon2Async('argon2id', { message: password, nonce: salt, ...ARGON2 });
  return `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$${b64(salt)}$${b64(hash)}`;
}

/** Checks a password against a PHC argon2id string; false for anything malformed. */
export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!match) return false;
  const [, m, t, p, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64');
  const actual = await argon2Async('argon2id', {
    message: password,
    nonce: Buffer.from(salt!, 'base64'),
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing anyone knows: checked when the e-mail address has no usable password, so a wrong address costs the same time as a wrong password. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString('hex'));
  return dummy;
}

// Loaded when a password is first chosen, not at start: the word lists are a quarter of a second of
// every server start and every test file that builds the app, and most never set a password.
let zxcvbn: Promise<ZxcvbnFactory> | undefined;
function strength(): Promise<ZxcvbnFactory> {
  zxcvbn ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations }),
  );
  return zxcvbn;
}

/** Why a password may not be used, in plain words — or undefined when it is fine. */
export async function passwordProblem(password: string, guessable: { siteName: string; name: string; email: string }): Promise<string | undefined> {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}). A few unrelated words make a long password that is easy to remember.`;
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const words = [guessable.siteName, ...guessable.name.split(/\s+/), guessable.email, ...guessable.email.split(/[@.+_-]/), 'admin', 'password']
    .map((w) => w.trim())
    .filter((w) => w.length >= 3);
  const checker = await strength();
  const result = checker.check(password, words);
  // A name adds nothing an attacker must guess: what is left without it must be strong on its own
  // ("PriyaSharma2026" is "2026").
  let rest = password;
  for (const word of words) rest = rest.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  const ownName = rest !== password && checker.check(rest.trim(), words).score < 3;
  if (result.score >= 3 && !ownName) return undefined;
  const warning = result.feedback.warning ? `${result.feedback.warning.replace(/\.$/, '')}. ` : '';
  return `This password is too easy to guess. ${ownName ? 'It is mostly your name, your e-mail address or the site’s name. ' : warning}Choose a longer one made of unrelated words.`;
}

export const BREACH_CHECK_TIMEOUT_MS = 3000;
export const BREACHED_PASSWORD =
  'This password is on the public list of passwords from data breaches (or is a well-known phrase), so attackers try it first. Choose another: a few unrelated words that are not a quotation.';

/**
 * BREACHED_PASSWORD when Pwned Passwords lists the password — as typed, or a phrase written the way
 * breach lists hold it (lower case, no spaces: "correcthorsebatterystaple") — undefined when it does
 * not, and undefined after calling `unavailable` when the service cannot answer.
 */
export async function breachedPasswordProblem(password: string, baseUrl: string | undefined, unavailable: (error: unknown) => void = () => {}): Promise<string | undefined> {
  if (!baseUrl) return undefined;
  const forms = [...new Set([password, password.toLowerCase().replace(/[\s._-]+/g, '')])].filter((form) => form.length > 0);
  // Loaded on the first new password, like the word lists above.
  const { pwnedPassword } = await import('hibp');
  try {
    const counts = await Promise.all(
      forms.map((form) => pwnedPassword(form, { baseUrl, addPadding: true, timeoutMs: BREACH_CHECK_TIMEOUT_MS, userAgent: 'filingbridge-back-office' })),
    );
    return counts.some((count) => count > 0) ? BREACHED_PASSWORD : undefined;
  } catch (error) {
    unavailable(error);
    return undefined;
  }
}

function b64(buffer: Buffer): string {
  return buffer.toString('base64').replace(/=+$/, '');
}
