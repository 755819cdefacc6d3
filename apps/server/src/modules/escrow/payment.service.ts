import { collabPaymentAmounts, pagePath } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { moneyKey } from '../../integrations/payment/connect.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { requireParty, versionTerms } from '../collab/collab.service.js';
import { paymentRequired } from './collab-rules.js';
import { connectProvider } from './connect-provider.js';
import * as repo from './escrow.repository.js';
import { canPay } from './escrow.policy.js';

// POST /collab/payment: the owner pays the signed version's amount (never an
// amount from the client) plus the commission and its VAT, on the provider's hosted checkout.
// The open session is reused while it lasts; each new one has its own idempotency key.

const REUSE_MARGIN_MS = 60_000;

export async function startPayment(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; version: number },
): Promise<{ url: string }> {
  const provider = connectProvider(ctx);
  if (!provider) throw new AppError('payment_unavailable');
  // 1. Checked and reserved under the row lock (an open session is reused).
  const reserved = await transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    const { collab, facts } = party;
    if (!canPay(party.role)) throw new AppError('payment_owner_only');
    if (!collab.signedAt) throw new AppError('payment_not_signed');
    if (body.version !== collab.version) {
      throw new AppError('version_changed', { version: collab.version });
    }
    const terms = await versionTerms(tx, collab.offerId, collab.version);
    if (!terms) throw new AppError('payment_not_signed');
    if (!paymentRequired(terms)) throw new AppError('payment_not_required');
    let existing = await repo.findPayment(tx, collab.offerId, true);
    if (existing?.cancelledAt) throw new AppError('collab_cancelled');
    if (existing && existing.status !== 'unpaid') throw new AppError('payment_already_done');
    const account = await repo.findPayoutAccount(tx, facts.authorId);
    if (account?.status !== 'active') throw new AppError('creator_payout_inactive');

    // The signed version's figures (its terms' amount and tax mode), never the creator's account.
    const signed = (await versionTerms(tx, collab.offerId, collab.signedVersion ?? 0)) ?? terms;
    const amounts = collabPaymentAmounts({
      amountCents: signed.amountCents,
      tax: signed.tax,
      feeBps: ctx.config.escrow.feeBps,
    });
    if (
      existing?.version === collab.version &&
      existing.totalCents === amounts.totalCents &&
      existing.provider === provider.name &&
      existing.sessionUrl &&
      existing.sessionExpiresAt &&
      existing.sessionExpiresAt.getTime() > Date.now() + REUSE_MARGIN_MS
    ) {
      return { reused: true as const, url: existing.sessionUrl };
    }
    if (!existing) {
      await repo.insertPayment(tx, {
        offerId: collab.offerId,
        ownerId: facts.ownerId,
        authorId: facts.authorId,
        version: collab.version,
        ...amounts,
        provider: provider.name,
        transferGroup: `collab_${collab.offerId}`,
      });
      existing = await repo.findPayment(tx, collab.offerId, true);
      if (!existing) throw new Error('payment row not written');
    }
    const attempt = existing.checkoutAttempts + 1;
    await repo.updatePayment(
      tx,
      collab.offerId,
      { version: collab.version, ...amounts, provider: provider.name, checkoutAttempts: attempt },
      'unpaid',
    );
    return {
      reused: false as const,
      attempt,
      amounts,
      version: collab.version,
      transferGroup: existing.transferGroup,
      facts,
    };
  });
  if (reserved.reused) return { url: reserved.url };

  // 2. The provider's hosted checkout, outside the transaction, with this attempt's key.
  const { facts, amounts, attempt, version } = reserved;
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
      idempotencyKey: moneyKey('checkout', facts.offerId, `${version}:${attempt}`),
    });
  } catch {
    throw new AppError('payment_provider');
  }
  // 3. Kept as the payment's session (a session of an older attempt still holds if paid).
  await repo.updatePayment(
    ctx.db,
    facts.offerId,
    { sessionId: session.id, sessionUrl: session.url, sessionExpiresAt: session.expiresAt },
    'unpaid',
  );
  return { url: session.url };
}
