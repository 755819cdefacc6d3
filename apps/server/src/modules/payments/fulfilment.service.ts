import { PACK_DURATION_MONTHS, type PackType } from '@kollabo/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { countCouponUse, releaseCouponReservation } from '../coupons/coupons.service.js';
import { addMonths, grantPack } from '../packs/packs.service.js';
import { paymentProvider } from './payment-provider.js';
import * as repo from './payments.repository.js';
import { notifyPackPaid } from './receipt.js';
import { isBuyer } from './payments.policy.js';

// THE fulfilment function: the confirmation call of /payment/{session_id}, the signed webhook
// and the simulated "Payer" all end here. It grants the pack at most once per session (primary
// key of pack_grants), only when the provider says the session is paid, for the amount that
// was asked, to the user who opened it.

export type FulfilResult =
  | { ok: true; granted: boolean }
  | { ok: false; reason: 'unknown' | 'other_user' | 'unpaid' | 'mismatch' };

export async function fulfilCheckout(
  ctx: AppContext,
  sessionId: string,
  options: { expectedUserId?: string; log?: FastifyBaseLogger } = {},
): Promise<FulfilResult> {
  const payment = await repo.findPaymentBySession(ctx.db, sessionId);
  if (!payment) return { ok: false, reason: 'unknown' };
  // Another user's session grants nothing and tells nothing.
  if (options.expectedUserId && !isBuyer(payment, options.expectedUserId)) {
    return { ok: false, reason: 'other_user' };
  }
  if (payment.status === 'paid') return { ok: true, granted: false };

  const provider = paymentProvider(ctx);
  if (!provider || provider.name !== payment.provider) return { ok: false, reason: 'unknown' };
  const state = await provider.getSession(sessionId);
  if (!state?.paid) return { ok: false, reason: 'unpaid' };
  if (
    state.amountCents !== payment.amountCents ||
    state.currency?.toLowerCase() !== 'eur' ||
    !isBuyer(payment, state.userId)
  ) {
    options.log?.warn(
      { sessionId, asked: payment.amountCents, paid: state.amountCents, currency: state.currency },
      'checkout session does not match its payment',
    );
    return { ok: false, reason: 'mismatch' };
  }
  const granted = await grantSession(ctx, payment, state.paymentIntentId);
  if (granted) await ctx.userChanges.publish(payment.userId); // sessions and profiles show the pack
  return { ok: true, granted };
}

/**
 * In one transaction: the grant row (false when another call got there first), the pack, the
 * payment marked paid with its guarantee period, the coupon's use and revenue, and the receipt
 * (notification and mail).
 */
async function grantSession(
  ctx: AppContext,
  payment: repo.PaymentRow,
  paymentIntentId: string | null,
): Promise<boolean> {
  return transaction(ctx.db, async (tx) => {
    await repo.lockUser(tx, payment.userId);
    if (!(await repo.insertGrant(tx, payment.sessionId, payment.userId))) return false;
    const now = new Date();
    const pack = await grantPack(tx, payment.userId, payment.packType as PackType);
    await repo.markPaid(tx, payment.id, {
      paidAt: now,
      periodEnd: addMonths(now, PACK_DURATION_MONTHS),
      paymentIntentId,
    });
    if (payment.couponId) {
      await countCouponUse(tx, payment.couponId, payment.amountCents, payment.sessionId);
    }
    await notifyPackPaid(ctx, tx, payment, pack, now);
    return true;
  });
}

/**
 * The provider closed the session unpaid (expired, failed, or cancelled on the simulated page):
 * it can no longer be granted, and the coupon use it held goes back.
 */
export async function expireCheckout(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await repo.markCanceled(tx, sessionId);
    await releaseCouponReservation(tx, sessionId);
  });
}
