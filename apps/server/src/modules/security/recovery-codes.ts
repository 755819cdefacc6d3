import { createHash, randomBytes } from 'node:crypto';

// Ten single-use recovery codes, shown once when the factor is enabled. Each holds 50 random
// bits (10 base32 characters, written "abcde-fghij"): far too many to guess, so a SHA-256 of the
// normalised code is enough to store them (argon2 would only slow down the honest path).

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5, 10)}`;
}

/** What was typed, as stored: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (typed: string): string =>
  typed.toLowerCase().replace(/[\s-]/g, '');

/** A typed code that looks like a recovery code (not a 6-digit TOTP). */
export const looksLikeRecoveryCode = (typed: string): boolean =>
  /^[a-z2-7]{10}$/.test(normaliseRecoveryCode(typed));

export const hashRecoveryCode = (typed: string): string =>
  createHash('sha256')
    .update(`recovery:${normaliseRecoveryCode(typed)}`)
    .digest('hex');
