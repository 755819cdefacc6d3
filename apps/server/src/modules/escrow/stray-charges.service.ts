import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { CollabCheckoutState } from '../../integrations/payment/connect.js';
import { moneyKey } from '../../integrations/payment/connect.js';
import { recordEvent } from '../collab/collab.service.js';
import * as checkouts from './checkouts.repository.js';
import { connectProvider } from './connect-provider.js';
import { escrowNotice } from './escrow-notify.js';
import type * as repo from './escrow.repository.js';
import { postings } from './ledger.js';
import { insertLedgerTransaction } from './ledger.repository.js';

// A paid checkout the payment cannot take: a second session paid (one opened by an older
// build, a provider's retry), or a session of another amount. The money is refunded at once and
// in full: the charge and its decided refund in the ledger in the transaction that finds it,
// the payer told, then the provider's refund with its own idempotency key (the worker retries).

export type StrayReason = 'second_session' | 'other_amount';

/** In the caller's transaction, the payment locked (lockPayment). False when already known. */
export async function takeStrayCharge(
  ctx: AppContext,
  tx: DbOrTx,
  payment: repo.PaymentRow,
  state: CollabCheckoutState & { amountCents: number; paymentIntentId: string },
  reason: StrayReason,
): Promise<boolean> {
  const taken = await checkouts.insertStrayCharge(tx, {
    sessionId: state.id,
    offerId: payment.offerId,
    paymentIntentId: state.paymentIntentId,
    amountCents: state.amountCents,
    reason,
  });
  if (!taken) return false;
  const reference = state.chargeId ?? state.paymentIntentId;
  const ledger = [
    { kind: 'stray_charge' as const, reference, lines: postings.strayCharge(state.amountCents) },
    {
      kind: 'provider_fee' as const,
      reference,
      lines: postings.providerFee(state.providerFeeCents),
    },
    {
      kind: 'stray_refund' as const,
      reference: null,
      lines: postings.strayRefund(state.amountCents),
    },
  ];
  for (const posting of ledger) {
    await insertLedgerTransaction(tx, { offerId: payment.offerId, ...posting });
  }
  await recordEvent(tx, payment.offerId, null, 'payment_stray_refunded', {
    amountCents: state.amountCents,
  });
  await escrowNotice(ctx, tx, payment.offerId, 'collab_payment_duplicate_refunded', {
    to: 'owner',
    amountCents: state.amountCents,
    key: state.id,
  });
  return true;
}

/** The provider's refund of a stray charge; safe to call again (idempotency key, row lock). */
export async function refundStrayCharge(ctx: AppContext, sessionId: string): Promise<void> {
  const provider = connectProvider(ctx);
  const stray = await checkouts.findStrayCharge(ctx.db, sessionId);
  if (!provider || !stray || stray.status === 'done') return;
  try {
    const done = await provider.refund({
      paymentIntentId: stray.paymentIntentId,
      amountCents: stray.amountCents,
      idempotencyKey: moneyKey('refund', sessionId),
    });
    await transaction(ctx.db, async (tx) => {
      const locked = await checkouts.findStrayCharge(tx, sessionId, true);
      if (locked?.status !== 'pending') return;
      await checkouts.updateStrayCharge(tx, sessionId, {
        status: 'done',
        refundId: done.id,
        doneAt: new Date(),
      });
      await insertLedgerTransaction(tx, {
        offerId: stray.offerId,
        kind: 'stray_refund_paid',
        reference: done.id,
        lines: postings.refundPaid(stray.amountCents),
      });
    });
  } catch (error) {
    await checkouts.updateStrayCharge(ctx.db, sessionId, {
      attempts: stray.attempts + 1,
      lastError: error instanceof Error ? error.message.slice(0, 500) : 'failed',
    });
    throw error;
  }
}
