// The optional second factor: time-based one-time codes (RFC 6238: HMAC-SHA1, 6 digits, 30 s), as
// authenticator apps make them. Required for the admin role. A code is accepted once: the accepted
// 30-second step is stored with the user (a conditional UPDATE, so two instances cannot both accept
// it), and a code of that step or an earlier one is refused.
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;

function totp(secret: string, label = 'user', issuer = 'FilingBridge') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30-second step a code belongs to when it matches now (±1 step for clock drift), else undefined. */
export function matchingStep(secret: string, code: string, now: number): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}

/** When a code is not right now but matches within ±10 minutes: how many minutes the phone's clock is off (the only case for "check the time"). */
export function clockOffByMinutes(secret: string, code: string, now: number): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(secret).validate({ token, timestamp: now, window: 20 });
  return delta === null || Math.abs(delta) <= 1 ? undefined : Math.round((delta * PERIOD) / 60);
}

/** The current code (tests, and nothing else). */
export function currentCode(secret: string, now: number): string {
  return totp(secret).generate({ timestamp: now });
}

/** What an authenticator app scans: the otpauth:// address and its QR code as SVG markup. */
export async function enrolment(secret: string, email: string, issuer: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totp(secret, email, issuer).toString();
  // qrcode is loaded when someone sets up a second factor, not at every server start.
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg };
}
