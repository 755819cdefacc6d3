import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// Password and code hashing in one place.

/** The native argon2 binding loads with the first password, not with every start
 * (bench/results.md, session 16). */
let argon2Module: Promise<typeof import('argon2')> | undefined;
const loadArgon2 = () => (argon2Module ??= import('argon2'));

export async function hashPassword(password: string): Promise<string> {
  const argon2 = await loadArgon2();
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const argon2 = await loadArgon2();
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A 6-digit code from the CSPRNG. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are short-lived and attempt-capped, so a keyed SHA-256 is enough: argon2 here would
 * only slow down the honest path.
 */
export function hashCode(code: string, pepper: string): string {
  return createHash('sha256').update(`${pepper}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A stable, non-reversible key for a visitor's IP (views are counted per viewer). */
export function hashIp(ip: string, pepper: string): string {
  return createHash('sha256').update(`${pepper}:ip:${ip}`).digest('base64url').slice(0, 22);
}
