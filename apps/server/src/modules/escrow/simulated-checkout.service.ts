import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { simulatedCardFee } from '../../integrations/payment/connect-simulated.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../lib/secrets.js';
import { simulatedConnectEnabled } from './connect-provider.js';
import { handleProviderEvent } from './provider-events.service.js';
import * as simulated from './simulated.repository.js';

// The simulated hosted checkout of a collaboration (without Stripe, never in production): the
// page shows the amounts; "Payer" makes the provider's charge in its own books, then delivers
// checkout.session.completed through the webhook's handler.

async function openSession(ctx: AppContext, sessionId: string) {
  if (!simulatedConnectEnabled(ctx)) throw new AppError('simulated_unavailable');
  const row = await simulated.findSimulatedCheckout(ctx.db, sessionId);
  if (!row) throw new AppError('session_not_found');
  return row;
}

export async function simulatedSession(ctx: AppContext, sessionId: string) {
  const row = await openSession(ctx, sessionId);
  const expired = row.status === 'open' && simulated.simulatedCollabExpired(row);
  return {
    id: row.id,
    idOffer: row.offerId,
    projectTitle: row.projectTitle,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    vatOnFeeCents: row.vatOnFeeCents,
    totalCents: row.totalCents,
    status: (expired ? 'canceled' : row.status) as 'open' | 'paid' | 'canceled',
  };
}

export async function simulatedPay(ctx: AppContext, sessionId: string, log?: FastifyBaseLogger) {
  const row = await openSession(ctx, sessionId);
  const back = `/collab/${row.offerId}`;
  if (row.status === 'paid') return { redirect: `${back}?paiement=ok` };
  if (row.status !== 'open' || simulated.simulatedCollabExpired(row)) {
    throw new AppError('session_closed');
  }
  await simulated.paySimulatedCheckout(ctx.db, sessionId, {
    paymentIntentId: `pi_sim_${randomToken(16)}`,
    feeCents: simulatedCardFee(row.totalCents),
  });
  await handleProviderEvent(
    ctx,
    { id: `evt_sim_${randomToken(16)}`, kind: 'collab_paid', sessionId },
    log,
  );
  return { redirect: `${back}?paiement=ok` };
}

export async function simulatedCancel(ctx: AppContext, sessionId: string) {
  const row = await openSession(ctx, sessionId);
  await simulated.cancelSimulatedCheckout(ctx.db, sessionId);
  return { redirect: `/collab/${row.offerId}?paiement=annule` };
}
