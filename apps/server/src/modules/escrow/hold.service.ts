import { MAX_HOLD_DAYS } from '@kollabo/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import type { CollabCheckoutState } from '../../integrations/payment/connect.js';
import { findCheckoutBySession, findStrayCharge } from './checkouts.repository.js';
import { invoiceCommission } from './commission-invoices.js';
import { connectProvider } from './connect-provider.js';
import { escrowNotice } from './escrow-notify.js';
import * as repo from './escrow.repository.js';
import { postings } from './ledger.js';
import { amountsOf, applyTransition, lockPayment } from './payment-state.js';
import { decideRefund, executeRefund } from './refund.service.js';
import { refundStrayCharge, takeStrayCharge } from './stray-charges.service.js';

// A checkout of a collaboration was paid (the provider's event, the simulated page's "Payer",
// or the healing job finding a charge the ledger does not know): the provider says whether it is
// paid and for how much; then, once, in one transaction under the payment's lock: unpaid → held,
// the ledger, the invoice, the notifications. Money the payment cannot take is never kept: a
// payment on a cancelled collaboration is held then refunded in full (invoice and credit note),
// a second paid session or one of another amount is refunded at once as a stray charge.

const DAY_MS = 86_400_000;

export type HoldResult =
  'held' | 'refunded' | 'stray' | 'already' | 'unknown' | 'unpaid' | 'mismatch' | 'replay';

type PaidState = CollabCheckoutState & { amountCents: number; paymentIntentId: string };

const isPaid = (state: CollabCheckoutState): state is PaidState =>
  state.paid && state.amountCents !== null && state.paymentIntentId !== null;

export async function holdPayment(
  ctx: AppContext,
  sessionId: string,
  event: { id: string; type: string } | null,
  log?: FastifyBaseLogger,
): Promise<HoldResult> {
  const provider = connectProvider(ctx);
  if (!provider) return 'unknown';
  const state = await provider.getCollabCheckout(sessionId);
  if (!state) return 'unknown';
  // Ours by its reservation, by the payment it paid, or by the offer its metadata names.
  const offerId =
    (await findCheckoutBySession(ctx.db, sessionId))?.offerId ??
    (await repo.findPaymentBySession(ctx.db, sessionId))?.offerId ??
    state.offerId;
  if (!offerId) return 'unknown';
  if (!isPaid(state)) return 'unpaid';
  if (state.offerId && state.offerId !== offerId) {
    log?.warn({ sessionId, offerId, named: state.offerId }, 'checkout names another offer');
    return 'mismatch';
  }
  const result = await transaction(ctx.db, async (tx): Promise<HoldResult> => {
    if (event && !(await repo.recordEvent(tx, event.id, event.type))) return 'replay';
    const payment = await lockPayment(tx, offerId);
    if (!payment || payment.provider !== provider.name) return 'unknown';
    if (payment.sessionId === sessionId || (await findStrayCharge(tx, sessionId))) {
      return 'already';
    }
    const fits =
      state.amountCents === payment.totalCents &&
      state.currency?.toLowerCase() === payment.currency;
    if (payment.status !== 'unpaid' || !fits) {
      if (!fits) {
        log?.warn(
          { sessionId, asked: payment.totalCents, paid: state.amountCents, offerId },
          'collaboration checkout does not match its payment: refunded',
        );
      }
      const reason = payment.status !== 'unpaid' ? 'second_session' : 'other_amount';
      return (await takeStrayCharge(ctx, tx, payment, state, reason)) ? 'stray' : 'already';
    }
    const now = new Date();
    const reference = state.chargeId ?? state.paymentIntentId;
    await applyTransition(tx, payment, 'hold', {
      patch: {
        sessionId,
        paidAt: now,
        holdLimitAt: new Date(now.getTime() + MAX_HOLD_DAYS * DAY_MS),
        paymentIntentId: state.paymentIntentId,
        chargeId: state.chargeId,
      },
      ledger: [
        { kind: 'payment', reference, lines: postings.payment(amountsOf(payment)) },
        { kind: 'provider_fee', reference, lines: postings.providerFee(state.providerFeeCents) },
      ],
    });
    await invoiceCommission(ctx, tx, payment, now);
    if (payment.cancelledAt) {
      // Paid on a session still open when the collaboration was cancelled: refunded at once.
      const held = await lockPayment(tx, offerId);
      if (held) await decideRefund(ctx, tx, held, 'refund');
      return 'refunded';
    }
    await escrowNotice(ctx, tx, offerId, 'collab_payment_held', {
      amountCents: payment.totalCents,
    });
    return 'held';
  });
  // The provider's refund after the commit; the worker retries a failure with the same key.
  const refund =
    result === 'refunded'
      ? () => executeRefund(ctx, offerId)
      : result === 'stray'
        ? () => refundStrayCharge(ctx, sessionId)
        : undefined;
  if (refund) {
    await refund().catch((error: unknown) => {
      ctx.background.run('refund of money the payment cannot take', () => Promise.reject(error));
    });
  }
  return result;
}
