import { MAX_HOLD_DAYS } from '@kollabo/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { invoiceCommission } from './commission-invoices.js';
import { connectProvider } from './connect-provider.js';
import { escrowNotice } from './escrow-notify.js';
import * as repo from './escrow.repository.js';
import { postings } from './ledger.js';
import { amountsOf, applyTransition } from './payment-state.js';
import { decideRefund, executeRefund } from './refund.service.js';

// The checkout of a collaboration completed (the provider's event, or the simulated page's
// "Payer" delivering the same event): the provider says whether it is paid and for how much;
// then, once, in one transaction: unpaid → held, the ledger, the notifications.

const DAY_MS = 86_400_000;

export type HoldResult =
  'held' | 'refunded' | 'already' | 'unknown' | 'unpaid' | 'mismatch' | 'replay';

export async function holdPayment(
  ctx: AppContext,
  sessionId: string,
  event: { id: string; type: string } | null,
  log?: FastifyBaseLogger,
): Promise<HoldResult> {
  const provider = connectProvider(ctx);
  if (!provider) return 'unknown';
  const state = await provider.getCollabCheckout(sessionId);
  // The payment's current session, or an older one of the same payment (concurrent clicks).
  const payment =
    (await repo.findPaymentBySession(ctx.db, sessionId)) ??
    (state?.offerId ? await repo.findPayment(ctx.db, state.offerId) : undefined);
  if (!payment || !state || provider.name !== payment.provider) return 'unknown';
  if (!state.paid) return 'unpaid';
  if (
    state.amountCents !== payment.totalCents ||
    state.currency?.toLowerCase() !== payment.currency ||
    state.offerId !== payment.offerId
  ) {
    log?.warn(
      { sessionId, asked: payment.totalCents, paid: state.amountCents, offerId: state.offerId },
      'collaboration checkout does not match its payment',
    );
    return 'mismatch';
  }
  const result: HoldResult = await transaction(ctx.db, async (tx): Promise<HoldResult> => {
    if (event && !(await repo.recordEvent(tx, event.id, event.type))) return 'replay';
    const locked = await repo.findPayment(tx, payment.offerId, true);
    if (!locked || locked.status !== 'unpaid') return 'already';
    const now = new Date();
    const reference = state.chargeId ?? state.paymentIntentId;
    await applyTransition(tx, locked, 'hold', {
      patch: {
        sessionId,
        paidAt: now,
        holdLimitAt: new Date(now.getTime() + MAX_HOLD_DAYS * DAY_MS),
        paymentIntentId: state.paymentIntentId,
        chargeId: state.chargeId,
      },
      ledger: [
        { kind: 'payment', reference, lines: postings.payment(amountsOf(locked)) },
        { kind: 'provider_fee', reference, lines: postings.providerFee(state.providerFeeCents) },
      ],
    });
    await invoiceCommission(ctx, tx, locked, now);
    if (locked.cancelledAt) {
      // Paid on a session still open when the collaboration was cancelled: refunded at once.
      const held = await repo.findPayment(tx, locked.offerId, true);
      if (held) await decideRefund(ctx, tx, held, 'refund');
      return 'refunded';
    }
    await escrowNotice(ctx, tx, locked.offerId, 'collab_payment_held', {
      amountCents: locked.totalCents,
    });
    return 'held';
  });
  if (result === 'refunded') {
    await executeRefund(ctx, payment.offerId).catch((error: unknown) => {
      ctx.background.run('late payment refund', () => Promise.reject(error));
    });
  }
  return result;
}
