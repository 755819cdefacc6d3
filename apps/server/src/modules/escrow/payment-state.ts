import {
  collabPaymentAmounts,
  nextPaymentStatus,
  type CollabAmounts,
  type CollabPaymentStatus,
  type PaymentTransition,
} from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './escrow.repository.js';
import type { LedgerKind, LedgerLine } from './ledger.js';
import { insertLedgerTransaction } from './ledger.repository.js';

// THE one function that changes a payment's state: the shared table (PAYMENT_TRANSITIONS) says
// whether the move is allowed; the row changes only if it is still in the state it was read in,
// and the ledger transactions of the move are written in the same database transaction.

export interface LedgerPosting {
  kind: LedgerKind;
  reference?: string | null;
  lines: LedgerLine[];
}

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
