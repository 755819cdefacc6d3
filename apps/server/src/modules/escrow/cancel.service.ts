import type { CollabRole } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { deliverableStates, requireParty, versionTerms } from '../collab/collab.service.js';
import { nothingPublished, ownerCancelFrom } from './collab-rules.js';
import { connectProvider } from './connect-provider.js';
import { escrowNotice } from './escrow-notify.js';
import * as repo from './escrow.repository.js';
import { openSessionsOf } from './checkouts.repository.js';
import { lockPayment } from './payment-state.js';
import { decideRefund, executeRefund } from './refund.service.js';
import { askedBy, canCancelAlone, confirmsCancel, otherRole } from './escrow.policy.js';

// POST /collab/cancel: before any publication, one party asks and the other
// confirms; the owner alone once the publication window ended 14 days ago with nothing
// published. A paid collaboration is refunded in full, commission included. Asking twice
// changes nothing; after a publication the answer is 409, pointing to the dispute.

export async function cancelCollab(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; reason: string },
): Promise<{ ok: true; cancelled: boolean }> {
  const outcome = await transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    const { collab, facts, role } = party;
    let payment = await lockPayment(tx, collab.offerId);
    if (payment?.cancelledAt) return { cancelled: true, refund: false, close: [] };
    if (!nothingPublished(await deliverableStates(tx, collab.offerId))) {
      throw new AppError('cancel_after_publication');
    }
    if (payment && payment.status !== 'unpaid' && payment.status !== 'held') {
      throw new AppError('payment_state');
    }
    if (!payment) {
      await repo.insertPayment(tx, {
        offerId: collab.offerId,
        ownerId: facts.ownerId,
        authorId: facts.authorId,
        version: collab.version,
        amountCents: 0,
        feeCents: 0,
        vatOnFeeCents: 0,
        totalCents: 0,
        provider: connectProvider(ctx)?.name ?? 'none',
        transferGroup: `collab_${collab.offerId}`,
      });
      payment = await lockPayment(tx, collab.offerId);
      if (!payment) throw new Error('payment row not written');
    }
    const request = payment.cancelRequestedBy as CollabRole | null;
    const terms =
      collab.version > 0 ? await versionTerms(tx, collab.offerId, collab.version) : null;
    const from = ownerCancelFrom(terms);
    if (!canCancelAlone(role, from) && !confirmsCancel(request, role)) {
      if (askedBy(request, role)) return { cancelled: false, refund: false, close: [] }; // asked twice
      await repo.updatePayment(tx, collab.offerId, {
        cancelRequestedBy: role,
        cancelReason: body.reason,
        cancelRequestedAt: new Date(),
      });
      await escrowNotice(ctx, tx, collab.offerId, 'collab_cancel_requested', {
        to: otherRole(role),
        amountCents: payment.totalCents,
        reason: body.reason,
      });
      return { cancelled: false, refund: false, close: [] };
    }
    const refund = await cancelNow(ctx, tx, payment, role, body.reason);
    // An unpaid collaboration's open checkouts are closed, so none can be paid any more.
    const close = refund ? [] : await openSessionsOf(tx, collab.offerId);
    return { cancelled: true, refund, close };
  });
  const provider = connectProvider(ctx);
  for (const sessionId of outcome.close) {
    // Paid meanwhile: its hold finds the collaboration cancelled and refunds it in full.
    await provider?.expireCollabCheckout(sessionId).catch(() => undefined);
  }
  if (outcome.refund) {
    try {
      await executeRefund(ctx, body.idOffer);
    } catch {
      // Decided and recorded; the worker makes the provider's refund with the same key.
      ctx.background.run('collab refund', () => executeRefund(ctx, body.idOffer));
    }
  }
  return { ok: true, cancelled: outcome.cancelled };
}

async function cancelNow(
  ctx: AppContext,
  tx: DbOrTx,
  payment: repo.PaymentRow,
  role: CollabRole,
  reason: string,
): Promise<boolean> {
  const patch = {
    cancelledAt: new Date(),
    cancelRequestedBy: payment.cancelRequestedBy ?? role,
    cancelReason: payment.cancelReason ?? reason,
    cancelRequestedAt: payment.cancelRequestedAt ?? new Date(),
  };
  if (payment.status === 'held') {
    await decideRefund(ctx, tx, payment, 'refund', patch);
    return true;
  }
  await repo.updatePayment(tx, payment.offerId, patch, 'unpaid');
  return false;
}
