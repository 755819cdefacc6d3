import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { escrowNotice } from './escrow-notify.js';
import * as repo from './escrow.repository.js';
import * as disputesRepo from './disputes.repository.js';
import { applyTransition } from './payment-state.js';

// A dispute freezes the held money until the team decides: opened by a party, or by the
// provider's chargeback (charge.dispute.created). In the caller's transaction, payment locked.

export async function freezeForDispute(
  ctx: AppContext,
  tx: DbOrTx,
  payment: repo.PaymentRow,
  dispute: { openedBy: 'owner' | 'author' | 'provider'; reason: string; message: string },
): Promise<boolean> {
  if (!(await disputesRepo.insertDispute(tx, { offerId: payment.offerId, ...dispute })))
    return false;
  await applyTransition(tx, payment, 'dispute', { patch: { releaseAt: null } });
  await escrowNotice(ctx, tx, payment.offerId, 'collab_dispute_opened', {
    amountCents: payment.totalCents,
    reason: dispute.message || undefined,
  });
  return true;
}
