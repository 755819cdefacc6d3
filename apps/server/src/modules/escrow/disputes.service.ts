import { splitShares, type DisputeDecision, type DisputeReason } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { requireParty } from '../collab/collab.service.js';
import { freezeForDispute } from './dispute-freeze.js';
import { escrowNotice } from './escrow-notify.js';
import * as repo from './escrow.repository.js';
import * as disputesRepo from './disputes.repository.js';
import * as settlementsRepo from './settlements.repository.js';
import { postings } from './ledger.js';
import { creditCommission } from './commission-invoices.js';
import { amountsOf, applyTransition, lockPayment } from './payment-state.js';
import { decideRefund, executeRefund } from './refund.service.js';
import { decideRelease, executeRelease, releaseTaxNotice, serviceOf } from './release.service.js';
import { invoiceReleasedService } from '../invoices/service-invoice.js';

// Disputes: either party, while the money is held, freezes it; the team decides a
// full release, a full refund or a split (the creator gets creatorCents, the owner the rest, the
// commission refunded in the same proportion), with a statement of reasons sent to both.

/** POST /collab/dispute */
export async function openDispute(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; reason: DisputeReason; message: string },
): Promise<{ ok: true }> {
  await transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    const payment = await lockPayment(tx, body.idOffer);
    if (!payment || payment.status !== 'held') throw new AppError('dispute_not_held');
    const opened = await freezeForDispute(ctx, tx, payment, {
      openedBy: party.role,
      reason: body.reason,
      message: body.message,
    });
    if (!opened) throw new AppError('dispute_not_held');
  });
  return { ok: true };
}

/** POST /admin/disputes/decide */
export async function decide(
  ctx: AppContext,
  admin: SessionUser,
  body: { idOffer: string; decision: DisputeDecision; creatorCents?: number; reason: string },
) {
  const status = await transaction(ctx.db, async (tx) => {
    const payment = await lockPayment(tx, body.idOffer);
    const dispute = await disputesRepo.findDispute(tx, body.idOffer);
    if (!payment) throw new AppError('offer_not_found');
    if (dispute?.decidedAt) throw new AppError('dispute_already_decided');
    if (!dispute || payment.status !== 'disputed') throw new AppError('dispute_not_found');
    let creatorCents = 0;
    if (body.decision === 'release') {
      const outcome = await decideRelease(ctx, tx, body.idOffer, 'decideRelease');
      if (outcome === 'account_inactive') throw new AppError('creator_payout_inactive');
      if (outcome !== 'released') throw new AppError('payment_state');
      creatorCents = payment.amountCents;
    } else if (body.decision === 'refund') {
      await decideRefund(ctx, tx, payment, 'decideRefund');
    } else {
      creatorCents = await decideSplit(ctx, tx, payment, body.creatorCents);
    }
    await disputesRepo.decideDispute(tx, body.idOffer, {
      decision: body.decision,
      decisionReason: body.reason,
      creatorCents,
      decidedBy: admin.id,
      decidedAt: new Date(),
    });
    await escrowNotice(ctx, tx, body.idOffer, 'collab_dispute_decided', {
      amountCents: creatorCents,
      reason: body.reason,
    });
    const after = await repo.findPayment(tx, body.idOffer);
    return after?.status ?? payment.status;
  });
  await Promise.allSettled([executeRelease(ctx, body.idOffer), executeRefund(ctx, body.idOffer)]);
  return { ok: true as const, status: status as 'released' | 'refunded' | 'split' };
}

async function decideSplit(
  ctx: AppContext,
  tx: Parameters<typeof applyTransition>[0],
  payment: repo.PaymentRow,
  creatorCents: number | undefined,
): Promise<number> {
  const amounts = amountsOf(payment);
  if (creatorCents === undefined || creatorCents < 0 || creatorCents > amounts.amountCents) {
    throw new AppError('decision_invalid', { field: 'creatorCents' });
  }
  const shares = splitShares(amounts, creatorCents);
  const account = await repo.findPayoutAccount(tx, payment.authorId);
  if (shares.creatorCents > 0) {
    if (account?.status !== 'active') throw new AppError('creator_payout_inactive');
    await settlementsRepo.insertRelease(tx, {
      offerId: payment.offerId,
      amountCents: shares.creatorCents,
      destination: account.accountId,
    });
  }
  if (shares.refundCents > 0) {
    await settlementsRepo.insertRefund(tx, {
      offerId: payment.offerId,
      amountCents: shares.refundCents,
    });
  }
  const now = new Date();
  await applyTransition(tx, payment, 'decideSplit', {
    patch: {
      creatorCents: shares.creatorCents,
      refundCents: shares.refundCents,
      releasedAt: shares.creatorCents > 0 ? now : null,
      refundedAt: shares.refundCents > 0 ? now : null,
    },
    ledger: [{ kind: 'split', lines: postings.split(amounts, shares) }],
  });
  if (shares.refundCents > 0) await creditCommission(ctx, tx, payment.offerId, now, shares);
  // Her invoice of the signed service and, in her series, the credit note of the brand's share.
  await invoiceReleasedService(ctx, tx, {
    ...serviceOf(payment, now),
    creatorCents: shares.creatorCents,
  });
  await escrowNotice(ctx, tx, payment.offerId, 'collab_payment_split', {
    amountCents: shares.creatorCents,
    ...(shares.creatorCents > 0
      ? { authorData: await releaseTaxNotice(tx, payment.authorId) }
      : {}),
  });
  return shares.creatorCents;
}
