import type { SplitShares } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { issueCommissionInvoice, issueCreditNote } from '../invoices/invoice-issue.js';
import * as repo from './escrow.repository.js';

// Kollabo's commission is sold to the owner when her payment is held: its invoice is issued in
// that transaction; a refund that gives the commission back (a cancellation, the team's refund
// or the owner's share of a split) issues the credit note in the refund's transaction.

export async function invoiceCommission(
  ctx: AppContext,
  tx: DbOrTx,
  payment: repo.PaymentRow,
  paidAt: Date,
): Promise<void> {
  if (payment.feeCents + payment.vatOnFeeCents <= 0) return;
  const [facts] = await repo.partiesOf(tx, payment.offerId);
  await issueCommissionInvoice(ctx, tx, {
    offerId: payment.offerId,
    buyerId: payment.ownerId,
    projectTitle: facts?.projectTitle ?? '',
    feeCents: payment.feeCents,
    vatOnFeeCents: payment.vatOnFeeCents,
    paidAt,
  });
}

/** The credit note of a refund: the whole commission, or the split's share of it. */
export async function creditCommission(
  ctx: AppContext,
  tx: DbOrTx,
  offerId: string,
  refundedAt: Date,
  shares?: Pick<SplitShares, 'feeRefundCents' | 'vatOnFeeRefundCents'>,
): Promise<void> {
  await issueCreditNote(ctx, tx, {
    source: 'commission',
    sourceId: offerId,
    refundedAt,
    ...(shares
      ? { part: { htCents: shares.feeRefundCents, vatCents: shares.vatOnFeeRefundCents } }
      : {}),
  });
}
