import { Secret, TOTP } from 'otpauth';

// Time-based one-time passwords (RFC 6238) with otpauth: SHA-1, 6 digits, 30-second steps, the
// defaults every authenticator app reads from the QR code. One step either side is accepted
// (a phone's clock a little off, a code typed as it changes); the step a code matched is kept
// so that the same code, or an older one, is never accepted twice.

const PERIOD_S = 30;
const DIGITS = 6;
const WINDOW = 1;

/** 20 random bytes (RFC 4226's recommended length), in base32 as the apps expect. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totpOf(secret: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://totp/...` URI the QR code carries. */
export const totpUri = (secret: string, label: string, issuer: string): string =>
  totpOf(secret, label, issuer).toString();

/** The time step a code is valid for (now, or one step either side), or undefined. */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_S) + delta;
}
