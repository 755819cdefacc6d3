import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { syncAccount } from './account-sync.js';
import { freezeForDispute } from './dispute-freeze.js';
import * as repo from './escrow.repository.js';
import { lockPayment } from './payment-state.js';
import { holdPayment } from './hold.service.js';

// THE handler of the provider's collaboration events: the Stripe webhook and the simulated
// provider's pages both deliver here (one code path). Each event id is processed once: a
// replay is acknowledged and changes nothing. States are read back from the provider, so events
// arriving out of order end in the provider's latest state.

export type ProviderEvent =
  | { id: string; kind: 'account_updated'; accountId: string }
  | { id: string; kind: 'collab_paid'; sessionId: string }
  | { id: string; kind: 'chargeback'; chargeId: string | null; paymentIntentId: string | null };

export async function handleProviderEvent(
  ctx: AppContext,
  event: ProviderEvent,
  log?: FastifyBaseLogger,
): Promise<string> {
  switch (event.kind) {
    case 'collab_paid':
      return holdPayment(
        ctx,
        event.sessionId,
        { id: event.id, type: 'checkout.session.completed' },
        log,
      );
    case 'account_updated': {
      const known = await repo.findPayoutAccountById(ctx.db, event.accountId);
      if (!known) return 'unknown';
      if (await repo.eventSeen(ctx.db, event.id)) return 'replay';
      // Read back (idempotent: the provider's latest state), then the event is kept.
      await syncAccount(ctx, event.accountId);
      await repo.recordEvent(ctx.db, event.id, 'account.updated');
      return 'synced';
    }
    case 'chargeback':
      return transaction(ctx.db, async (tx) => {
        if (!(await repo.recordEvent(tx, event.id, 'charge.dispute.created'))) return 'replay';
        const reference = event.chargeId ?? event.paymentIntentId;
        const found = reference ? await repo.findPaymentByCharge(tx, reference) : undefined;
        const byIntent =
          !found && event.paymentIntentId
            ? await repo.findPaymentByCharge(tx, event.paymentIntentId)
            : found;
        if (!byIntent) return 'unknown';
        const payment = await lockPayment(tx, byIntent.offerId);
        if (!payment || payment.status !== 'held') {
          log?.warn(
            { offerId: byIntent.offerId, status: payment?.status },
            'chargeback on money not held',
          );
          return 'not_held';
        }
        await freezeForDispute(ctx, tx, payment, {
          openedBy: 'provider',
          reason: 'chargeback',
          message: '',
        });
        return 'frozen';
      });
  }
}
