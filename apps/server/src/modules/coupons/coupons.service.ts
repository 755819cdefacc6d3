import {
  type ErrorCode,
  COUPON_CODE_PATTERN,
  formatReductionValue,
  isCalendarDay,
  parisDay,
  parseReduction,
  type Coupon,
  type CouponStatus,
  type CouponVerificationReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { findAccountByPseudo } from '../accounts/account-lookups.js';
import * as repo from './coupons.repository.js';

export type { CouponRow } from './coupons.repository.js';

// Coupons: the check used by the pricing page and by checkout, the
// affiliation list of a sponsor, and creation (admin page and admin command share it).

export interface CouponCheck {
  status: CouponStatus;
  coupon?: repo.CouponRow;
}

type CouponUser = Pick<SessionUser, 'id' | 'pseudo'>;

/**
 * valid, is-use (no use left, or this user already paid with it), is-expire, or no-valid
 * (unknown, disabled, or personal to someone else; a visitor cannot use a personal coupon).
 */
export async function checkCoupon(
  db: DbOrTx,
  code: string,
  user: CouponUser | undefined,
  now = new Date(),
): Promise<CouponCheck> {
  const trimmed = code.trim();
  if (!COUPON_CODE_PATTERN.test(trimmed)) return { status: 'no-valid' };
  const coupon = await repo.findCouponByCode(db, trimmed);
  if (!coupon || !parseReduction(coupon.reduction)) return { status: 'no-valid' };
  const personal = coupon.isPersonnalTo;
  if (personal === 'disable') return { status: 'no-valid' };
  if (personal && personal.toLowerCase() !== user?.pseudo.toLowerCase()) {
    return { status: 'no-valid' };
  }
  // Valid through its last day, Paris time.
  if (coupon.delay && coupon.delay < parisDay(now)) return { status: 'is-expire' };
  // The last use held by this user's own open checkout is still theirs to use.
  const holdsOne = async () =>
    user !== undefined && (await repo.openReservationsOf(db, coupon.id, user.id)).length > 0;
  if (coupon.numberOfUses <= 0 && !(await holdsOne())) return { status: 'is-use' };
  if (user && (await repo.userHasUsedCoupon(db, user.id, coupon.id))) return { status: 'is-use' };
  return { status: 'valid', coupon };
}

/** POST /coupon/verification. Limited per address so codes cannot be guessed in bulk. */
export async function verifyCoupon(
  ctx: AppContext,
  code: string,
  user: CouponUser | undefined,
  ip: string,
): Promise<CouponVerificationReply> {
  await ctx.limiter.consume(`coupon-check:${ip}`, 30, 60_000);
  await releaseExpiredReservations(ctx.db);
  const check = await checkCoupon(ctx.db, code, user);
  return { status: check.status, reduction: check.coupon?.reduction ?? '' };
}

/** The French text for a refused coupon (error catalogue). */
export function couponRefusal(status: Exclude<CouponStatus, 'valid'>): AppError {
  const code =
    status === 'is-use'
      ? 'coupon_is_use'
      : status === 'is-expire'
        ? 'coupon_is_expire'
        : 'coupon_no_valid';
  return new AppError(code, { status });
}

export function presentCoupon(row: repo.CouponWithSponsor): Coupon {
  return {
    _id: row.id,
    code: row.code,
    reduction: row.reduction,
    sponsor: row.sponsorPseudo,
    delay: row.delay,
    createdAt: row.createdAt.toISOString(),
    isPersonnalTo: row.isPersonnalTo,
    initialNumberOfUses: row.initialNumberOfUses,
    numberOfUses: row.numberOfUses,
    CA: row.caCents / 100,
  };
}

/** A page of coupons (sponsor's own, or all for the admin), with hasMore. */
export async function listCouponsPage(
  db: DbOrTx,
  options: { sponsorId?: string; filter: string; page: number; pageSize: number },
) {
  const rows = await repo.listCoupons(db, {
    sponsorId: options.sponsorId,
    filter: options.filter,
    limit: options.pageSize + 1,
    offset: (options.page - 1) * options.pageSize,
  });
  return {
    coupons: rows.slice(0, options.pageSize).map(presentCoupon),
    hasMore: rows.length > options.pageSize,
  };
}

export interface NewCoupon {
  code: string;
  reduction: string;
  /** '' (never expires) or YYYY-MM-DD. */
  delay: string;
  initialNumberOfUses: number;
  /** '' (everyone), 'disable', or a pseudo. */
  isPersonnalTo: string;
  /** '' or a pseudo. */
  sponsor: string;
}

const invalid = (code: ErrorCode, field: string, detail?: string) =>
  new AppError(code, { field }, detail);

async function pseudoOf(db: DbOrTx, pseudo: string, field: string) {
  const user = await findAccountByPseudo(db, pseudo);
  if (!user) throw invalid('unknown_user', field, pseudo);
  return user;
}

/** Creates a coupon; the code is stored upper-case and must be unique (case-insensitive). */
export async function createCoupon(db: DbOrTx, input: NewCoupon): Promise<Coupon> {
  const code = input.code.trim().toUpperCase();
  if (!COUPON_CODE_PATTERN.test(code)) {
    throw invalid('invalid_coupon_code', 'code');
  }
  const reduction = parseReduction(input.reduction);
  if (!reduction) throw invalid('invalid_reduction', 'reduction');
  const uses = input.initialNumberOfUses;
  if (!Number.isInteger(uses) || uses < 1 || uses > 1_000_000) {
    throw invalid('invalid_uses', 'initialNumberOfUses');
  }
  // The last day the coupon works: today at the earliest (Paris).
  const delay = input.delay || null;
  if (delay && (!isCalendarDay(delay) || delay < parisDay())) {
    throw invalid('invalid_date', 'delay');
  }
  const personal = input.isPersonnalTo.trim();
  const isPersonnalTo =
    personal === '' || personal === 'disable'
      ? personal
      : (await pseudoOf(db, personal, 'isPersonnalTo')).pseudo;
  const sponsor = input.sponsor.trim() ? await pseudoOf(db, input.sponsor.trim(), 'sponsor') : null;
  try {
    const row = await repo.insertCoupon(db, {
      code,
      reduction: formatReductionValue(reduction),
      delay,
      isPersonnalTo,
      sponsorId: sponsor?.id ?? null,
      initialNumberOfUses: uses,
      numberOfUses: uses,
    });
    return presentCoupon({ ...row, sponsorPseudo: sponsor?.pseudo ?? null });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('coupon_exists', { field: 'code' });
    }
    throw error;
  }
}

export async function disableCoupon(db: DbOrTx, id: string): Promise<Coupon> {
  if (!(await repo.disableCoupon(db, id))) {
    throw new AppError('not_found');
  }
  const row = await repo.findCouponById(db, id);
  if (!row) throw new AppError('not_found');
  return presentCoupon(row);
}

/**
 * A paid checkout used this coupon: its revenue is added, and the use its reservation held is
 * kept. A session without an open reservation (released at its expiry but paid all the same,
 * or opened before reservations existed) takes its use now: the money is taken, so it is never
 * refused, and the counter stops at 0.
 */
export async function countCouponUse(
  tx: DbOrTx,
  couponId: string,
  amountCents: number,
  sessionId: string,
) {
  if (await repo.consumeReservation(tx, sessionId)) {
    await repo.addRevenue(tx, couponId, amountCents);
  } else {
    await repo.countPaidUse(tx, couponId, amountCents);
  }
}

/** How long an opened checkout holds its coupon use: the simulated session's lifetime. */
export const CHECKOUT_RESERVATION_MS = 30 * 60_000;

/**
 * In the transaction that records an opening checkout: holds one use of the coupon for this
 * session until it is paid, expires or is cancelled. The user's earlier open session on the
 * same coupon gives its use back first (reopening replaces it). Throws the spec's is-use
 * refusal when no use is left, so concurrent checkouts on the last use get exactly one.
 */
export async function reserveCouponUse(
  tx: DbOrTx,
  reservation: { sessionId: string; couponId: string; userId: string; expiresAt: Date },
): Promise<void> {
  for (const earlier of await repo.openReservationsOf(
    tx,
    reservation.couponId,
    reservation.userId,
  )) {
    await releaseCouponReservation(tx, earlier);
  }
  if (!(await repo.takeFreeUse(tx, reservation.couponId))) throw couponRefusal('is-use');
  await repo.insertReservation(tx, reservation);
}

/** Gives a session's held use back (expired or cancelled); false when nothing was held. */
export async function releaseCouponReservation(tx: DbOrTx, sessionId: string): Promise<boolean> {
  const couponId = await repo.releaseReservation(tx, sessionId);
  if (couponId) await repo.giveUseBack(tx, couponId);
  return couponId !== undefined;
}

/** Gives back the uses held by sessions past their expiry (checked before any coupon check). */
export async function releaseExpiredReservations(db: Db, now = new Date()): Promise<void> {
  for (const sessionId of await repo.expiredReservations(db, now, 100)) {
    await db.transaction((tx) => releaseCouponReservation(tx, sessionId));
  }
}

/**
 * A free (0 €) grant takes its use strictly, under the caller's per-user lock: the last use
 * cannot be taken twice and a user cannot take the same coupon twice.
 */
export async function takeCouponForFreeGrant(tx: DbOrTx, couponId: string, userId: string) {
  if (await repo.userHasUsedCoupon(tx, userId, couponId)) throw couponRefusal('is-use');
  if (!(await repo.takeFreeUse(tx, couponId))) throw couponRefusal('is-use');
}

/** A coupon's code (a receipt shows it), or null when it no longer exists. */
export async function couponCode(db: DbOrTx, id: string): Promise<string | null> {
  return (await repo.findCouponById(db, id))?.code ?? null;
}
