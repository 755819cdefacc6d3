import { DURATIONS } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashCode, newVerificationCode, sameHash } from '../../lib/secrets.js';
import * as repo from './accounts.repository.js';

// E-mail verification codes: 6 digits, stored hashed, single use, 10 minutes, bound to the
// e-mail and the context. 5 wrong tries void a code; for a code typed by someone not logged in
// (the password reset) the tries are counted per network address instead, so that nobody can
// burn another's code from elsewhere.

export type CodeContext = 'verifMail' | 'editMail' | 'resetPassword';

const SUBJECTS: Record<CodeContext, string> = {
  verifMail: 'Votre code de vérification Kollabo',
  editMail: 'Confirmez votre nouvelle adresse e-mail Kollabo',
  resetPassword: 'Réinitialisation de votre mot de passe Kollabo',
};

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Limits code sending per IP (20 an hour: abuse of our mail relay) and per (address, IP) pair
 * (5 an hour: one sender cannot flood an inbox). Never per address alone: five requests from
 * someone else's IP would then block the owner's own reset code, from anywhere, for an hour.
 */
export async function limitCodeSending(ctx: AppContext, email: string, ip: string): Promise<void> {
  await ctx.limiter.consume(`code:ip:${ip}`, 20, 60 * 60_000);
  await ctx.limiter.consume(`code:mail-ip:${normalise(email)}:${ip}`, 5, 60 * 60_000);
}

/** `pseudo`: the account's, reminded in a reset mail (she may have forgotten it too). */
export async function issueCode(
  ctx: AppContext,
  email: string,
  context: CodeContext,
  pseudo?: string,
) {
  const address = normalise(email);
  const code = newVerificationCode();
  await ctx.db.transaction(async (tx) => {
    await repo.voidActiveCodes(tx, address, context);
    await repo.insertCode(tx, {
      email: address,
      context,
      codeHash: hashCode(code, ctx.config.jwtSecret),
      expiresAt: new Date(Date.now() + DURATIONS.codeValidityMs),
    });
  });
  await ctx.mail.send({
    to: email.trim(),
    subject: SUBJECTS[context],
    text: [
      'Bonjour,',
      '',
      `Votre code de vérification Kollabo : ${code}`,
      '',
      ...(pseudo ? [`Pour mémoire, votre pseudo est : ${pseudo}`, ''] : []),
      'Il est valable 10 minutes et ne peut servir qu’une fois.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message.',
      '',
      'L’équipe Kollabo',
    ].join('\n'),
  });
}

/**
 * Checks a code; a wrong one counts against its 5 tries (written at once, outside any
 * transaction, so a failing request cannot roll the count back). Returns the code id to
 * consume inside the caller's transaction, or undefined when the code is not accepted.
 *
 * `from.ip`: the tries are counted per (code, address) instead, in the rate limiter (Redis with
 * several instances): 5 wrong codes sent from one address leave the code whole for every other
 * address, the owner's included. A try is counted before the comparison, atomically, so 20
 * tries arriving together compare 5 codes at most.
 */
export async function checkCode(
  ctx: AppContext,
  email: string,
  context: CodeContext,
  code: string,
  from?: { ip: string },
): Promise<string | undefined> {
  const row = await repo.findActiveCode(
    ctx.db,
    normalise(email),
    context,
    DURATIONS.codeMaxAttempts,
  );
  if (!row) return undefined;
  if (from && !(await tryFrom(ctx, row.id, from.ip))) return undefined;
  if (!sameHash(row.codeHash, hashCode(code.trim(), ctx.config.jwtSecret))) {
    if (!from) await repo.countFailedAttempt(ctx.db, row.id);
    return undefined;
  }
  return row.id;
}

/** Counts one try of this code from this address; false past the code's 5 tries there. */
async function tryFrom(ctx: AppContext, codeId: string, ip: string): Promise<boolean> {
  try {
    await ctx.limiter.consume(
      `code-try:${codeId}:${ip}`,
      DURATIONS.codeMaxAttempts,
      DURATIONS.codeValidityMs,
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') return false;
    throw error;
  }
}

export const consumeCode = (db: DbOrTx, codeId: string) => repo.consumeCode(db, codeId);
