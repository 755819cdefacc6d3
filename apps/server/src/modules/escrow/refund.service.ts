import type { PaymentTransition } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { moneyKey } from '../../integrations/payment/connect.js';
import { AppError } from '../../lib/app-error.js';
import { creditCommission } from './commission-invoices.js';
import { connectProvider } from './connect-provider.js';
import { escrowNotice } from './escrow-notify.js';
import * as repo from './escrow.repository.js';
import * as settlementsRepo from './settlements.repository.js';
import { postings } from './ledger.js';
import { insertLedgerTransaction } from './ledger.repository.js';
import { amountsOf, applyTransition } from './payment-state.js';

// Refund: decided in the transaction of its cause (a cancellation, the team's
// decision): held → refunded, the payment's one refund row, the ledger; then the provider's
// refund with its idempotency key, recorded once under the row lock.

/** In the caller's transaction, the payment locked by the caller. Throws payment_state. */
export async function decideRefund(
  ctx: AppContext,
  tx: DbOrTx,
  payment: repo.PaymentRow,
  transition: Extract<PaymentTransition, 'refund' | 'decideRefund'>,
  patch: repo.PaymentPatch = {},
): Promise<void> {
  if (
    !(await settlementsRepo.insertRefund(tx, {
      offerId: payment.offerId,
      amountCents: payment.totalCents,
    }))
  ) {
    throw new AppError('payment_state');
  }
  const refundedAt = new Date();
  await applyTransition(tx, payment, transition, {
    patch: { ...patch, refundedAt, refundCents: payment.totalCents, releaseAt: null },
    ledger: [{ kind: 'refund', lines: postings.refund(amountsOf(payment)) }],
  });
  await creditCommission(ctx, tx, payment.offerId, refundedAt);
  await escrowNotice(ctx, tx, payment.offerId, 'collab_payment_refunded', {
    amountCents: payment.totalCents,
  });
}

/** The provider's refund of a decided refund; safe to call again (idempotency key, row lock). */
export async function executeRefund(ctx: AppContext, offerId: string): Promise<void> {
  const provider = connectProvider(ctx);
  const refund = await settlementsRepo.findRefund(ctx.db, offerId);
  const payment = await repo.findPayment(ctx.db, offerId);
  if (!provider || !refund || !payment || refund.status === 'done') return;
  if (!payment.paymentIntentId) throw new Error('no payment intent to refund');
  try {
    const done = await provider.refund({
      paymentIntentId: payment.paymentIntentId,
      amountCents: refund.amountCents,
      idempotencyKey: moneyKey('refund', offerId),
    });
    await transaction(ctx.db, async (tx) => {
      const locked = await settlementsRepo.findRefund(tx, offerId, true);
      if (locked?.status !== 'pending') return;
      await settlementsRepo.updateRefund(tx, offerId, {
        status: 'done',
        refundId: done.id,
        doneAt: new Date(),
      });
      await insertLedgerTransaction(tx, {
        offerId,
        kind: 'refund_paid',
        reference: done.id,
        lines: postings.refundPaid(refund.amountCents),
      });
    });
  } catch (error) {
    await settlementsRepo.updateRefund(ctx.db, offerId, {
      attempts: refund.attempts + 1,
      lastError: error instanceof Error ? error.message.slice(0, 500) : 'failed',
    });
    throw error;
  }
}
