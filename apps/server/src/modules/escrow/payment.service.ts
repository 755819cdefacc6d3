import { collabPaymentAmounts, pagePath } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { moneyKey, type ConnectProvider } from '../../integrations/payment/connect.js';
import { AppError } from '../../lib/app-error.js';
import { singleFlight } from '../../lib/single-flight.js';
import type { SessionUser } from '../auth/session-user.js';
import { requireParty, versionTerms } from '../collab/collab.service.js';
import * as checkouts from './checkouts.repository.js';
import { paymentRequired } from './collab-rules.js';
import { connectProvider } from './connect-provider.js';
import * as repo from './escrow.repository.js';
import { canPay } from './escrow.policy.js';
import { lockPayment } from './payment-state.js';

// POST /collab/payment: the owner pays the signed version's amount (never an amount from the
// client) plus the commission and its VAT, on the provider's hosted checkout. One charge per
// payment: the version's checkout is reserved under the payment's lock before the provider is
// called, with an idempotency key derived from the reservation, so concurrent clicks and retries
// get the one session the provider gives for that key. A new session (the last one expired) is
// opened only after every other session of the payment was closed at the provider.

/** How long a session can be paid (Stripe takes 30 minutes to 24 hours). */
const CHECKOUT_MS = 60 * 60_000;
/** An open session is handed out while it has at least this long left. */
const REUSE_OPEN_MS = 5 * 60_000;
/** A reservation whose session was never recorded is asked again with its key while the
 * provider still accepts its expiry (at least 30 minutes ahead). */
const RETRY_KEY_MS = 31 * 60_000;

/** A double click on one instance: the second request waits for the first one's answer. */
const openings = new WeakMap<AppContext, ReturnType<typeof singleFlight<{ url: string }>>>();

export function startPayment(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; version: number },
): Promise<{ url: string }> {
  let flight = openings.get(ctx);
  if (!flight) openings.set(ctx, (flight = singleFlight()));
  const key = `${viewer.id}:${body.idOffer}:${body.version}`;
  return flight(key, () => openPayment(ctx, viewer, body));
}

/** The opening itself, safe against any concurrency (as many instances would run it). */
export async function openPayment(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; version: number },
): Promise<{ url: string }> {
  const provider = connectProvider(ctx);
  if (!provider) throw new AppError('payment_unavailable');
  const reserved = await transaction(ctx.db, (tx) =>
    reserveCheckout(ctx, tx, provider, viewer, body),
  );
  if (reserved.open !== null) return { url: reserved.open };
  await closeSessions(provider, reserved.supersede);
  const { facts, amounts } = reserved;
  const back = `${ctx.config.publicUrl}${pagePath('/collab/:idOffer', { idOffer: facts.offerId })}`;
  let session;
  try {
    session = await provider.createCollabCheckout({
      offerId: facts.offerId,
      ownerId: facts.ownerId,
      email: facts.ownerEmail,
      projectTitle: facts.projectTitle,
      ...amounts,
      transferGroup: reserved.transferGroup,
      successUrl: `${back}?paiement=ok`,
      cancelUrl: `${back}?paiement=annule`,
      expiresAt: reserved.expiresAt,
      idempotencyKey: reserved.idempotencyKey,
    });
  } catch {
    throw new AppError('payment_provider');
  }
  await checkouts.recordCheckoutSession(ctx.db, reserved.idempotencyKey, session);
  return { url: session.url };
}

/** The other sessions of the payment closed first: if one was paid, its hold is on its way. */
async function closeSessions(provider: ConnectProvider, sessionIds: string[]) {
  for (const sessionId of sessionIds) {
    let outcome;
    try {
      outcome = await provider.expireCollabCheckout(sessionId);
    } catch {
      throw new AppError('payment_provider');
    }
    if (outcome === 'paid') throw new AppError('payment_in_progress');
  }
}

type Reservation =
  | { open: string }
  | {
      open: null;
      idempotencyKey: string;
      expiresAt: Date;
      /** The payment's other sessions, to close before a new one is opened. */
      supersede: string[];
      facts: Awaited<ReturnType<typeof requireParty>>['facts'];
      amounts: ReturnType<typeof collabPaymentAmounts>;
      transferGroup: string;
    };

/** Checked and reserved under the payment's lock: an open session, or the key to ask for one. */
async function reserveCheckout(
  ctx: AppContext,
  tx: DbOrTx,
  provider: ConnectProvider,
  viewer: SessionUser,
  body: { idOffer: string; version: number },
): Promise<Reservation> {
  const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
  const { collab, facts } = party;
  if (!canPay(party.role)) throw new AppError('payment_owner_only');
  if (!collab.signedAt) throw new AppError('payment_not_signed');
  if (body.version !== collab.version) {
    throw new AppError('version_changed', { version: collab.version });
  }
  // The version in force: an amendment waiting for signatures changes nothing until signed.
  const version = collab.signedVersion ?? collab.version;
  const terms = await versionTerms(tx, collab.offerId, version);
  if (!terms) throw new AppError('payment_not_signed');
  if (!paymentRequired(terms)) throw new AppError('payment_not_required');
  const payment = await lockPayment(tx, collab.offerId);
  if (payment?.cancelledAt) throw new AppError('collab_cancelled');
  if (payment && payment.status !== 'unpaid') throw new AppError('payment_already_done');
  const account = await repo.findPayoutAccount(tx, facts.authorId);
  if (account?.status !== 'active') throw new AppError('creator_payout_inactive');

  // The signed version's figures (its terms' amount and tax mode), never the creator's account.
  const amounts = collabPaymentAmounts({
    amountCents: terms.amountCents,
    tax: terms.tax,
    feeBps: ctx.config.escrow.feeBps,
  });
  const transferGroup = `collab_${collab.offerId}`;
  if (!payment) {
    await repo.insertPayment(tx, {
      offerId: collab.offerId,
      ownerId: facts.ownerId,
      authorId: facts.authorId,
      version,
      ...amounts,
      provider: provider.name,
      transferGroup,
    });
  } else {
    await repo.updatePayment(
      tx,
      collab.offerId,
      { version, ...amounts, provider: provider.name },
      'unpaid',
    );
  }

  const now = Date.now();
  const checkout = await checkouts.findCheckout(tx, collab.offerId, version);
  if (checkout?.totalCents === amounts.totalCents) {
    const left = checkout.expiresAt.getTime() - now;
    if (checkout.sessionUrl && left > REUSE_OPEN_MS) return { open: checkout.sessionUrl };
    if (!checkout.sessionId && left > RETRY_KEY_MS) {
      // Another click (or a failed call) is asking for it: the same key, the same session.
      const { idempotencyKey, expiresAt } = checkout;
      return {
        open: null,
        idempotencyKey,
        expiresAt,
        supersede: [],
        facts,
        amounts,
        transferGroup,
      };
    }
  }
  const attempt = (checkout?.attempt ?? 0) + 1;
  const idempotencyKey = moneyKey('checkout', collab.offerId, `${version}:${attempt}`);
  const expiresAt = new Date(now + CHECKOUT_MS);
  const supersede = await checkouts.openSessionsOf(tx, collab.offerId, new Date(now));
  await checkouts.saveCheckout(tx, {
    offerId: collab.offerId,
    version,
    attempt,
    idempotencyKey,
    totalCents: amounts.totalCents,
    expiresAt,
  });
  return { open: null, idempotencyKey, expiresAt, supersede, facts, amounts, transferGroup };
}
