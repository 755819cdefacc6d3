import { allowsPublication, type CollabPaymentStatus, type ContractTerms } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CollabPaymentHooks } from '../collab/collab-extensions.js';
import { paymentRequired } from './collab-rules.js';
import * as repo from './escrow.repository.js';
import { lockPayment } from './payment-state.js';
import { paymentLine } from './payment-view.js';
import { decideRelease, executeRelease } from './release.service.js';

// What the collaboration calls (its payment hooks, plugged in by modules/index.ts): no
// deliverable is published before the payment is held; each deliverable change sets the
// automatic release date; the last approval releases the money, moved once the approval
// committed; the space shows the payment line.

const DAY_MS = 86_400_000;

/** In the publication's transaction: refused while the payment is not held (0 € skips it). */
export async function assertPublicationAllowed(
  tx: DbOrTx,
  offerId: string,
  terms: Pick<ContractTerms, 'amountCents'>,
): Promise<void> {
  const payment = await repo.findPayment(tx, offerId);
  if (payment?.cancelledAt) throw new AppError('collab_cancelled');
  if (!paymentRequired(terms)) return;
  if (!payment || !allowsPublication(payment.status as CollabPaymentStatus)) {
    throw new AppError('payment_required_first');
  }
}

/**
 * In the transaction of a publication or a review. The last approval releases; otherwise the
 * automatic release comes AUTO_RELEASE_DAYS after the last publication once every deliverable is
 * published (a pending one or a change asked keeps it null), never after the 80-day limit.
 */
export async function afterDeliverableChange(
  ctx: AppContext,
  tx: DbOrTx,
  offerId: string,
  deliverables: { status: string; publishedAt: Date | null }[],
  completed: boolean,
): Promise<void> {
  const payment = await lockPayment(tx, offerId);
  if (!payment || payment.status !== 'held') return;
  if (completed) {
    const outcome = await decideRelease(ctx, tx, offerId, 'release');
    // The creator's account is not active: released by the worker once it is.
    if (outcome === 'account_inactive') {
      await repo.updatePayment(tx, offerId, { releaseAt: new Date() }, 'held');
    }
    return;
  }
  const waiting = deliverables.some((d) => d.status === 'pending' || d.status === 'changes');
  const last = Math.max(0, ...deliverables.map((d) => d.publishedAt?.getTime() ?? 0));
  let releaseAt: Date | null = null;
  if (!waiting && last > 0) {
    const due = last + ctx.config.escrow.autoReleaseDays * DAY_MS;
    const limit = payment.holdLimitAt?.getTime() ?? due;
    releaseAt = new Date(Math.min(due, limit));
  }
  await repo.updatePayment(tx, offerId, { releaseAt }, 'held');
}

/** After the approval committed: the transfer and payout (the worker retries a failure). */
export async function moveReleasedMoney(ctx: AppContext, offerId: string): Promise<void> {
  await executeRelease(ctx, offerId).catch((error: unknown) => {
    // Logged as a failed background task; the worker retries with the same idempotency keys.
    ctx.background.run('release transfer', () => Promise.reject(error));
  });
}

/** Paid, held, released, refunded or split: a new version no longer takes another tax mode. */
export async function amountsCharged(db: DbOrTx, offerId: string): Promise<boolean> {
  const payment = await repo.findPayment(db, offerId);
  return payment !== undefined && payment.status !== 'unpaid';
}

/** The collaboration's payment hooks. */
export const collabPaymentHooks: CollabPaymentHooks = {
  assertPublicationAllowed,
  afterDeliverableChange,
  moveReleasedMoney,
  paymentLine,
  amountsCharged,
};
