import type { PaymentTransition } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { moneyKey } from '../../integrations/payment/connect.js';
import { connectProvider } from './connect-provider.js';
import { escrowNotice } from './escrow-notify.js';
import * as repo from './escrow.repository.js';
import * as settlementsRepo from './settlements.repository.js';
import { postings } from './ledger.js';
import { insertLedgerTransaction } from './ledger.repository.js';
import { amountsOf, applyTransition, lockPayment } from './payment-state.js';
import { taxDetailsComplete } from '../tax/tax-gate.js';
import { invoiceReleasedService } from '../invoices/service-invoice.js';

// Release: the decision, in the transaction of its cause (the last approval, the
// automatic release, the team's decision): held → released, the one release row of the payment
// (primary key), the ledger. Then, after commit, the money: a transfer to the creator's connected
// account, then a payout, each with its idempotency key and recorded once under the row lock.

export type ReleaseOutcome = 'released' | 'not_held' | 'account_inactive';

/** In the caller's transaction. Concurrent calls: one releases, the others find it not held. */
export async function decideRelease(
  ctx: AppContext,
  tx: DbOrTx,
  offerId: string,
  transition: Extract<PaymentTransition, 'release' | 'decideRelease'>,
): Promise<ReleaseOutcome> {
  const payment = await lockPayment(tx, offerId);
  const from = transition === 'release' ? 'held' : 'disputed';
  if (!payment || payment.status !== from) return 'not_held';
  const account = await repo.findPayoutAccount(tx, payment.authorId);
  if (!account || account.status !== 'active') {
    // No payment to a restricted account: kept held, tried again by the worker.
    return 'account_inactive';
  }
  if (
    !(await settlementsRepo.insertRelease(tx, {
      offerId,
      amountCents: payment.amountCents,
      destination: account.accountId,
    }))
  ) {
    return 'not_held';
  }
  const releasedAt = new Date();
  await applyTransition(tx, payment, transition, {
    patch: { releasedAt, creatorCents: payment.amountCents },
    ledger: [{ kind: 'release', lines: postings.release(amountsOf(payment)) }],
  });
  // Her invoice, issued in her name if her billing mandate is in force (modules/invoices).
  await invoiceReleasedService(ctx, tx, {
    ...serviceOf(payment, releasedAt),
    creatorCents: payment.amountCents,
  });
  await escrowNotice(ctx, tx, offerId, 'collab_payment_released', {
    amountCents: payment.amountCents,
    authorData: await releaseTaxNotice(tx, payment.authorId),
  });
  return 'released';
}

/** What the creator's service invoice reads of a released payment. */
export const serviceOf = (payment: repo.PaymentRow, releasedAt: Date) => ({
  offerId: payment.offerId,
  ownerId: payment.ownerId,
  authorId: payment.authorId,
  version: payment.version,
  paidCents: payment.amountCents,
  releasedAt,
});

/**
 * What the creator's release notification carries: the notice of art. 242 bis CGI, and whether
 * her transfer waits for her DAC7 details.
 */
export async function releaseTaxNotice(tx: DbOrTx, authorId: string) {
  return { taxNotice: true, taxDetailsMissing: !(await taxDetailsComplete(tx, authorId)) };
}

/**
 * The transfer then the payout of a decided release (or a split's creator share). Safe to call
 * any number of times at once: the provider acts once per idempotency key, and each step is
 * recorded (ledger included) only by the call that finds it still to do under the row lock.
 */
export async function executeRelease(ctx: AppContext, offerId: string): Promise<void> {
  const provider = connectProvider(ctx);
  const release = await settlementsRepo.findRelease(ctx.db, offerId);
  const payment = await repo.findPayment(ctx.db, offerId);
  if (!provider || !release || !payment || release.status === 'paid_out') return;
  // No consideration paid or credited before the creator's DAC7 details are complete
  // (art. 1649 ter C CGI): the release stays pending; saving them resumes it.
  if (release.status === 'pending' && !(await taxDetailsComplete(ctx.db, payment.authorId))) {
    return;
  }
  try {
    let transferId = release.transferId;
    if (release.status === 'pending') {
      const transfer = await provider.transfer({
        amountCents: release.amountCents,
        destination: release.destination,
        transferGroup: payment.transferGroup,
        sourceCharge: payment.chargeId,
        idempotencyKey: moneyKey('transfer', offerId),
      });
      transferId = transfer.id;
      await transaction(ctx.db, async (tx) => {
        const locked = await settlementsRepo.findRelease(tx, offerId, true);
        if (locked?.status !== 'pending') return;
        await settlementsRepo.updateRelease(tx, offerId, {
          status: 'transferred',
          transferId: transfer.id,
          transferredAt: new Date(),
        });
        await insertLedgerTransaction(tx, {
          offerId,
          kind: 'transfer',
          reference: transfer.id,
          lines: postings.transfer(release.amountCents),
        });
      });
    }
    if (!transferId) return;
    const payout = await provider.payout({
      accountId: release.destination,
      amountCents: release.amountCents,
      idempotencyKey: moneyKey('payout', offerId),
    });
    await transaction(ctx.db, async (tx) => {
      const locked = await settlementsRepo.findRelease(tx, offerId, true);
      if (locked?.status !== 'transferred') return;
      await settlementsRepo.updateRelease(tx, offerId, {
        status: 'paid_out',
        payoutId: payout.id,
        paidOutAt: new Date(),
      });
      await insertLedgerTransaction(tx, {
        offerId,
        kind: 'payout',
        reference: payout.id,
        lines: postings.payout(release.amountCents),
      });
    });
  } catch (error) {
    await settlementsRepo.updateRelease(ctx.db, offerId, {
      attempts: release.attempts + 1,
      lastError: error instanceof Error ? error.message.slice(0, 500) : 'failed',
    });
    throw error;
  }
}

/** Her details were just saved: the transfers that waited for them, after this answer. */
export function resumeCreatorPayouts(ctx: AppContext, authorId: string): void {
  ctx.background.run('resume payouts', async () => {
    for (const { offerId } of await settlementsRepo.pendingReleasesOf(ctx.db, authorId)) {
      // A failure is retried by the worker with the same idempotency keys.
      await executeRelease(ctx, offerId).catch(() => undefined);
    }
  });
}
