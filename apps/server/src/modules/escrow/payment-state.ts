import {
  collabPaymentAmounts,
  nextPaymentStatus,
  type CollabAmounts,
  type CollabPaymentStatus,
  type PaymentTransition,
} from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import { recordEvent } from '../collab/collab.service.js';
import { AppError } from '../../lib/app-error.js';
import { lockCollabThenPayment } from './checkouts.repository.js';
import * as repo from './escrow.repository.js';
import type { LedgerKind, LedgerLine } from './ledger.js';
import { insertLedgerTransaction } from './ledger.repository.js';

// THE one function that changes a payment's state: the shared table (PAYMENT_TRANSITIONS) says
// whether the move is allowed; the row changes only if it is still in the state it was read in,
// and the ledger transactions of the move are written in the same database transaction.

/**
 * THE lock every change of a collaboration's money takes first, in one order: the collaboration
 * row, then its payment row. Paying, holding, cancelling, releasing, refunding and disputing all
 * start here, so two of them on one collaboration wait for each other instead of deadlocking
 * (a hold that locked the payment then touched the collaboration, against a cancellation that
 * locked the collaboration then the payment, did). The payment, or undefined before it exists.
 */
export const lockPayment = (tx: DbOrTx, offerId: string) => lockCollabThenPayment(tx, offerId);

export interface LedgerPosting {
  kind: LedgerKind;
  reference?: string | null;
  lines: LedgerLine[];
}

/** The collaboration's history line of each transition: the money event and its amount. */
const HISTORY: Record<
  PaymentTransition,
  (
    payment: repo.PaymentRow,
    patch: repo.PaymentPatch,
  ) => { type: string; amountCents: number; actorId?: string }
> = {
  hold: (p) => ({ type: 'payment_held', amountCents: p.totalCents, actorId: p.ownerId }),
  release: (p) => ({ type: 'payment_released', amountCents: p.amountCents }),
  decideRelease: (p) => ({ type: 'payment_released', amountCents: p.amountCents }),
  refund: (p) => ({ type: 'payment_refunded', amountCents: p.totalCents }),
  decideRefund: (p) => ({ type: 'payment_refunded', amountCents: p.totalCents }),
  dispute: (p) => ({ type: 'payment_disputed', amountCents: p.totalCents }),
  decideSplit: (_p, patch) => ({ type: 'payment_split', amountCents: patch.creatorCents ?? 0 }),
};

export async function applyTransition(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  transition: PaymentTransition,
  change: { patch?: repo.PaymentPatch; ledger?: LedgerPosting[] } = {},
): Promise<CollabPaymentStatus> {
  const from = payment.status as CollabPaymentStatus;
  const to = nextPaymentStatus(from, transition);
  if (!to) throw new AppError('payment_state');
  const moved = await repo.updatePayment(
    tx,
    payment.offerId,
    { ...change.patch, status: to },
    from,
  );
  if (!moved) throw new AppError('payment_state');
  const line = HISTORY[transition](payment, change.patch ?? {});
  await recordEvent(tx, payment.offerId, line.actorId ?? null, line.type, {
    amountCents: line.amountCents,
  });
  for (const posting of change.ledger ?? []) {
    await insertLedgerTransaction(tx, {
      offerId: payment.offerId,
      kind: posting.kind,
      reference: posting.reference ?? null,
      lines: posting.lines,
    });
  }
  return to;
}

/** The amounts a payment row was charged with. */
export const amountsOf = (payment: repo.PaymentRow): CollabAmounts => ({
  amountCents: payment.amountCents,
  feeCents: payment.feeCents,
  vatOnFeeCents: payment.vatOnFeeCents,
  totalCents: payment.totalCents,
});

export { collabPaymentAmounts };
