import { MSG } from '@kollabo/shared';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { decryptMessage, encryptMessage } from '../../lib/message-crypto.js';
import { verifyPassword } from '../../lib/secrets.js';
import type { SessionUser } from '../auth/session-user.js';
import {
  RECOVERY_CODE_COUNT,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCode,
} from './recovery-codes.js';
import * as repo from './security.repository.js';
import { notifySecurity } from './security-mails.js';
import { matchTotpStep, newTotpSecret, totpUri } from './totp.js';

// The second factor by authenticator app: set up (pending), enabled by a first code (the
// recovery codes are shown then, once), asked at login and before sensitive changes, disabled
// with the password and a code. `assertSecondFactor` is what other modules call.

// Code attempts slow the guesser without locking the owner out (as the login's limits do):
// per (account, address) a few tries; past a per-account ceiling the account is under attack
// and every address not yet trusted gets one try per window, while a browser that logged into
// this account before (its device cookie) keeps its own per-pair tries.
export const SECOND_FACTOR_LIMITS = {
  perAccountAndAddress: { max: 5, windowMs: 5 * 60_000 },
  perAccount: { max: 20, windowMs: 15 * 60_000 },
  underAttackPerAddress: { max: 1, windowMs: 15 * 60_000 },
  /** Confirmations inside a session (disable, payout details, deletion): she is logged in. */
  perSession: { max: 10, windowMs: 15 * 60_000 },
};

const secretContext = (userId: string) => `totp:${userId}`;

async function limitLoginCode(ctx: AppContext, userId: string, ip: string, trusted: boolean) {
  const { perAccountAndAddress, perAccount, underAttackPerAddress } = SECOND_FACTOR_LIMITS;
  await ctx.limiter.consume(
    `2fa:account-ip:${userId}:${ip}`,
    perAccountAndAddress.max,
    perAccountAndAddress.windowMs,
  );
  if (trusted) return;
  try {
    await ctx.limiter.consume(`2fa:account:${userId}`, perAccount.max, perAccount.windowMs);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'rate_limited') throw error;
    await ctx.limiter.consume(
      `2fa:attacked:${userId}:${ip}`,
      underAttackPerAddress.max,
      underAttackPerAddress.windowMs,
    );
  }
}

const limitConfirmation = (ctx: AppContext, userId: string) =>
  ctx.limiter.consume(
    `2fa:confirm:${userId}`,
    SECOND_FACTOR_LIMITS.perSession.max,
    SECOND_FACTOR_LIMITS.perSession.windowMs,
  );

function secretOf(ctx: AppContext, factor: repo.SecondFactorRow): string {
  const secret = decryptMessage(
    ctx.config.messageKey,
    factor.secretEncrypted,
    secretContext(factor.userId),
  );
  if (!secret) throw new Error('second factor secret does not decrypt');
  return secret;
}

/**
 * Checks a code against an enabled factor and uses it up: a TOTP's step (never accepted again,
 * nor an older one) or a recovery code (single use, mailed about). False when it does not fit.
 */
async function consumeCode(ctx: AppContext, factor: repo.SecondFactorRow, code: string) {
  const userId = factor.userId;
  if (looksLikeRecoveryCode(code)) {
    return transaction(ctx.db, async (tx) => {
      if (!(await repo.useRecoveryCode(tx, userId, hashRecoveryCode(code)))) return false;
      const left = await repo.countRecoveryCodesLeft(tx, userId);
      await notifySecurity(ctx, tx, userId, 'security_recovery_used', { left });
      return true;
    });
  }
  const step = matchTotpStep(secretOf(ctx, factor), code.replace(/\s/g, ''));
  if (step === undefined) return false;
  return repo.useStep(ctx.db, userId, step);
}

const enabledFactor = async (ctx: AppContext, userId: string) => {
  const factor = await repo.findFactor(ctx.db, userId);
  return factor?.enabledAt ? factor : undefined;
};

/** Whether the account's factor is on (the login asks for a code then). */
export const hasSecondFactor = async (ctx: AppContext, userId: string) =>
  (await enabledFactor(ctx, userId)) !== undefined;

/**
 * The login's second step: throws `second_factor_invalid` (or a 429) unless `code` is a valid
 * TOTP or an unused recovery code. `trusted`: the browser carries this account's device cookie.
 */
export async function checkLoginCode(
  ctx: AppContext,
  userId: string,
  code: string,
  ip: string,
  trusted: boolean,
): Promise<void> {
  const factor = await enabledFactor(ctx, userId);
  if (!factor) return;
  await limitLoginCode(ctx, userId, ip, trusted);
  if (!(await consumeCode(ctx, factor, code))) throw new AppError('second_factor_invalid');
  await ctx.limiter.reset(`2fa:account-ip:${userId}:${ip}`);
}

/**
 * For other modules, before a sensitive change (payout details, tax details, account
 * deletion): passes when the account has no second factor; otherwise needs a fresh code
 * (TOTP or recovery code) and throws `second_factor_code_required` without one,
 * `second_factor_invalid` for a wrong or reused one, `rate_limited` past the attempts.
 */
export async function assertSecondFactor(
  ctx: AppContext,
  userId: string,
  code: string | undefined,
): Promise<void> {
  const factor = await enabledFactor(ctx, userId);
  if (!factor) return;
  if (!code?.trim()) throw new AppError('second_factor_code_required');
  await limitConfirmation(ctx, userId);
  if (!(await consumeCode(ctx, factor, code.trim()))) throw new AppError('second_factor_invalid');
}

/** GET /user/2fa */
export async function secondFactorStatus(ctx: AppContext, viewer: SessionUser) {
  const factor = await repo.findFactor(ctx.db, viewer.id);
  const enabled = Boolean(factor?.enabledAt);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await repo.countRecoveryCodesLeft(ctx.db, viewer.id) : 0,
  };
}

/** POST /user/2fa/setup: a new secret, pending until a first code enables it. */
export async function setupSecondFactor(ctx: AppContext, viewer: SessionUser) {
  const secret = newTotpSecret();
  const stored = encryptMessage(ctx.config.messageKey, secret, secretContext(viewer.id));
  if (!(await repo.savePendingFactor(ctx.db, viewer.id, stored))) {
    throw new AppError('second_factor_enabled');
  }
  const uri = totpUri(secret, viewer.pseudo, MSG.accountSecurity.issuer);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    uri,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** POST /user/2fa/enable { code }: the recovery codes, shown this once. */
export async function enableSecondFactor(ctx: AppContext, viewer: SessionUser, code: string) {
  const factor = await repo.findFactor(ctx.db, viewer.id);
  if (factor?.enabledAt) throw new AppError('second_factor_enabled');
  if (!factor) throw new AppError('second_factor_not_pending');
  await limitConfirmation(ctx, viewer.id);
  const step = matchTotpStep(secretOf(ctx, factor), code.replace(/\s/g, ''));
  if (step === undefined) throw new AppError('second_factor_invalid');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await transaction(ctx.db, async (tx) => {
    if (!(await repo.enableFactor(tx, viewer.id, step))) {
      throw new AppError('second_factor_enabled');
    }
    await repo.replaceRecoveryCodes(tx, viewer.id, codes.map(hashRecoveryCode));
    await notifySecurity(ctx, tx, viewer.id, 'security_factor_enabled', {});
  });
  await ctx.userChanges.publish(viewer.id);
  return { recoveryCodes: codes };
}

/** POST /user/2fa/disable { password, code } */
export async function disableSecondFactor(
  ctx: AppContext,
  viewer: SessionUser,
  body: { password: string; code: string },
) {
  const factor = await enabledFactor(ctx, viewer.id);
  if (!factor) throw new AppError('second_factor_not_enabled');
  await limitConfirmation(ctx, viewer.id);
  const hash = await repo.findPasswordHash(ctx.db, viewer.id);
  if (!hash || !(await verifyPassword(hash, body.password))) {
    throw new AppError('password_invalid', { field: 'password' });
  }
  if (!(await consumeCode(ctx, factor, body.code.trim()))) {
    throw new AppError('second_factor_invalid', { field: 'code' });
  }
  await transaction(ctx.db, async (tx) => {
    await repo.deleteFactor(tx, viewer.id);
    await notifySecurity(ctx, tx, viewer.id, 'security_factor_disabled', {});
  });
  await ctx.userChanges.publish(viewer.id);
  return { ok: true as const };
}
