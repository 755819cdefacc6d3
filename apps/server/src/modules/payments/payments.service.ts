import {
  PACKS,
  PACK_DURATION_MONTHS,
  discountedPriceCents,
  type CheckoutReply,
  type ConfirmReply,
  type PackType,
  type SimulatedSessionReply,
  pagePath,
} from '@kollabo/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../lib/secrets.js';
import type { SessionUser } from '../auth/session-user.js';
import { findAccountById } from '../accounts/account-lookups.js';
import {
  checkCoupon,
  couponRefusal,
  releaseExpiredReservations,
  reserveCouponUse,
  takeCouponForFreeGrant,
} from '../coupons/coupons.service.js';
import { simulatedExpired } from '../../integrations/payment/simulated.js';
import type { CouponRow } from '../coupons/coupons.service.js';
import { addMonths, grantPack, packSubscription } from '../packs/packs.service.js';
import { expireCheckout, fulfilCheckout } from './fulfilment.service.js';
import { paymentProvider, simulatedEnabled } from './payment-provider.js';
import * as repo from './payments.repository.js';
import { notifyPackPaid } from './receipt.js';

// Checkout: open a hosted session for the discounted price, confirm it
// from /payment/{session_id}, and the simulated provider's own page actions.

export const paymentPagePath = (sessionId: string) => `/payment/${encodeURIComponent(sessionId)}`;

/** POST /user/subscription?subscription=&couponCode= */
export async function openCheckout(
  ctx: AppContext,
  user: SessionUser,
  query: { subscription: PackType; couponCode: string },
  log: FastifyBaseLogger,
): Promise<CheckoutReply> {
  await ctx.limiter.consume(`checkout:${user.id}`, 20, 10 * 60_000);
  let coupon: CouponRow | undefined;
  if (query.couponCode) {
    await releaseExpiredReservations(ctx.db);
    const check = await checkCoupon(ctx.db, query.couponCode, user);
    if (check.status !== 'valid') throw couponRefusal(check.status);
    coupon = check.coupon;
  }
  const pack = PACKS[query.subscription];
  const amountCents = discountedPriceCents(pack.priceCents, coupon?.reduction);
  if (amountCents === 0) return grantFree(ctx, user, query.subscription, coupon);

  const provider = paymentProvider(ctx);
  if (!provider) throw new AppError('payment_unavailable');
  const account = await findAccountById(ctx.db, user.id);
  if (!account) throw new AppError('unauthorized');
  let session;
  try {
    session = await provider.createSession({
      userId: user.id,
      email: account.email,
      packType: query.subscription,
      productName: `Pack ${pack.label}`,
      amountCents,
      successUrl: `${ctx.config.publicUrl}/payment/{CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.config.publicUrl}${pagePath('/subscription')}`,
    });
  } catch (error) {
    log.error({ err: error }, 'payment provider refused the checkout session');
    throw new AppError('payment_provider');
  }
  // The payment row and the coupon use it holds, together: the last use goes to one session.
  // A refused session was never shown to anyone; it expires unpaid at the provider.
  await ctx.db.transaction(async (tx) => {
    if (coupon) {
      await reserveCouponUse(tx, {
        sessionId: session.id,
        couponId: coupon.id,
        userId: user.id,
        expiresAt: session.expiresAt,
      });
    }
    await repo.insertPayment(tx, {
      sessionId: session.id,
      userId: user.id,
      provider: provider.name,
      packType: query.subscription,
      amountCents,
      couponId: coupon?.id ?? null,
    });
  });
  return { id: session.id, url: session.url, amountCents, free: false };
}

/** A coupon that brings the price to 0 grants the pack at once, without a card payment. */
async function grantFree(
  ctx: AppContext,
  user: SessionUser,
  packType: PackType,
  coupon: CouponRow | undefined,
): Promise<CheckoutReply> {
  const sessionId = `free_${randomToken(24)}`;
  await transaction(ctx.db, async (tx) => {
    await repo.lockUser(tx, user.id);
    if (coupon) await takeCouponForFreeGrant(tx, coupon.id, user.id);
    const payment = await repo.insertPayment(tx, {
      sessionId,
      userId: user.id,
      provider: 'free',
      packType,
      amountCents: 0,
      couponId: coupon?.id ?? null,
    });
    await repo.insertGrant(tx, sessionId, user.id);
    const pack = await grantPack(tx, user.id, packType);
    const now = new Date();
    await repo.markPaid(tx, payment.id, {
      paidAt: now,
      periodEnd: addMonths(now, PACK_DURATION_MONTHS),
      paymentIntentId: null,
    });
    await notifyPackPaid(ctx, tx, payment, pack, now);
  });
  await ctx.userChanges.publish(user.id); // sessions and profiles show the pack
  return { id: sessionId, url: paymentPagePath(sessionId), amountCents: 0, free: true };
}

/** POST /user/update-subscription?session_id= : ok means paid and granted to this user. */
export async function confirmCheckout(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
  log: FastifyBaseLogger,
): Promise<ConfirmReply> {
  await ctx.limiter.consume(`checkout-confirm:${user.id}`, 60, 60_000);
  let result;
  try {
    result = await fulfilCheckout(ctx, sessionId, { expectedUserId: user.id, log });
  } catch (error) {
    log.error({ err: error, sessionId }, 'checkout confirmation failed');
    throw new AppError('payment_provider');
  }
  if (!result.ok) return { ok: false, subscription: null, bought: null };
  // What this payment bought, beside the pack now running: the page says what became of each.
  const payment = await repo.findPaymentBySession(ctx.db, sessionId);
  const type = payment?.packType as PackType | undefined;
  return {
    ok: true,
    subscription: await packSubscription(ctx.db, user.id),
    bought: type ? { type, credits: PACKS[type].credits } : null,
  };
}

// The simulated provider's hosted page (/simulated/checkout/{id}).

function simulatedOnly(ctx: AppContext): void {
  if (!simulatedEnabled(ctx)) {
    throw new AppError('simulated_unavailable');
  }
}

async function simulatedRow(ctx: AppContext, sessionId: string) {
  simulatedOnly(ctx);
  const row = await repo.simulatedStore(ctx.db).find(sessionId);
  if (!row) throw new AppError('session_not_found');
  return row;
}

export async function simulatedSession(
  ctx: AppContext,
  sessionId: string,
): Promise<SimulatedSessionReply> {
  const row = await simulatedRow(ctx, sessionId);
  return {
    id: row.id,
    packType: row.packType as PackType,
    amountCents: row.amountCents,
    status: row.status as SimulatedSessionReply['status'],
  };
}

/** "Payer": the provider records the payment, then notifies us as a webhook would. */
export async function simulatedPay(ctx: AppContext, sessionId: string, log: FastifyBaseLogger) {
  const row = await simulatedRow(ctx, sessionId);
  if (row.status === 'open' && simulatedExpired(row)) {
    // Past its 30 minutes the page can no longer be paid; its coupon use goes back.
    if (await repo.closeSimulated(ctx.db, row.id, 'canceled')) await expireCheckout(ctx, row.id);
    throw new AppError('session_closed');
  }
  const closed = await repo.closeSimulated(ctx.db, row.id, 'paid');
  if (!closed && row.status !== 'paid') {
    throw new AppError('session_closed');
  }
  await fulfilCheckout(ctx, row.id, { log });
  return { redirect: paymentPagePath(row.id) };
}

/** "Annuler": back to the pricing page, the session can no longer be paid. */
export async function simulatedCancel(ctx: AppContext, sessionId: string) {
  const row = await simulatedRow(ctx, sessionId);
  if (await repo.closeSimulated(ctx.db, row.id, 'canceled')) await expireCheckout(ctx, row.id);
  return { redirect: '/subscription' };
}
