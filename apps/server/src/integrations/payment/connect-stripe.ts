import Stripe from 'stripe';
import type { PayoutAccountStatus } from '@kollabo/shared';
import type { Config } from '../../config.js';
import type { ConnectProvider, ConnectedAccount, ProviderMovement } from './connect.js';

// Stripe Connect through the official package (Express accounts, account links, Checkout on the
// platform with a transfer_group, transfers, manual payouts on the connected account, refunds,
// balance transactions). Host, port and protocol come from config so tests use a local fake.

export function stripeClient(stripeConfig: NonNullable<Config['stripe']>): Stripe {
  return new Stripe(stripeConfig.secretKey, {
    host: stripeConfig.host,
    port: stripeConfig.port,
    protocol: stripeConfig.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/** none / pending / active / restricted, from the account's capabilities and requirements. */
export function accountStatus(account: Stripe.Account): ConnectedAccount {
  const due = [
    ...(account.requirements?.currently_due ?? []),
    ...(account.requirements?.past_due ?? []),
  ];
  const requirements = [...new Set(due)];
  let status: PayoutAccountStatus;
  if (account.requirements?.disabled_reason && account.details_submitted) status = 'restricted';
  else if (
    account.charges_enabled !== false &&
    account.payouts_enabled &&
    requirements.length === 0
  )
    status = 'active';
  else if (account.details_submitted && requirements.length > 0) status = 'restricted';
  else status = 'pending';
  return { id: account.id, status, requirements };
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function createStripeConnect(stripeConfig: NonNullable<Config['stripe']>): ConnectProvider {
  const stripe = stripeClient(stripeConfig);

  return {
    name: 'stripe',

    async createAccount({ userId, email, idempotencyKey }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'FR',
          email,
          capabilities: { transfers: { requested: true } },
          business_type: 'individual',
          metadata: { userId },
          // Payouts on Kollabo's instruction only (after the release).
          settings: { payouts: { schedule: { interval: 'manual' } } },
        },
        { idempotencyKey },
      );
      return accountStatus(account);
    },

    async accountLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      });
      return link.url;
    },

    async getAccount(accountId) {
      try {
        return accountStatus(await stripe.accounts.retrieve(accountId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async createCollabCheckout(input) {
      const expiresAt = Math.floor(input.expiresAt.getTime() / 1000);
      const line = (name: string, cents: number) => ({
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: cents, product_data: { name } },
      });
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          expires_at: expiresAt,
          allowed_payment_method_types: ['card'],
          line_items: [
            line(`Collaboration « ${input.projectTitle} »`, input.amountCents),
            ...(input.feeCents > 0 ? [line('Commission Kollabo', input.feeCents)] : []),
            ...(input.vatOnFeeCents > 0
              ? [line('TVA sur la commission (20 %)', input.vatOnFeeCents)]
              : []),
          ],
          customer_email: input.email,
          client_reference_id: input.ownerId,
          metadata: { kind: 'collab', offerId: input.offerId },
          payment_intent_data: {
            transfer_group: input.transferGroup,
            metadata: { kind: 'collab', offerId: input.offerId },
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a session without url');
      return {
        id: session.id,
        url: session.url,
        expiresAt: new Date((session.expires_at || expiresAt) * 1000),
      };
    },

    async getCollabCheckout(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, {
          expand: ['payment_intent.latest_charge.balance_transaction'],
        });
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const charge =
        intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const balance =
        charge && typeof charge.balance_transaction === 'object'
          ? charge.balance_transaction
          : null;
      return {
        id: session.id,
        paid: session.payment_status === 'paid',
        amountCents: session.amount_total ?? null,
        currency: session.currency ?? null,
        offerId: session.metadata?.offerId ?? null,
        paymentIntentId: idOf(session.payment_intent),
        chargeId: charge?.id ?? (intent ? idOf(intent.latest_charge) : null),
        providerFeeCents: balance?.fee ?? 0,
      };
    },

    async expireCollabCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (error) {
        if (isMissing(error)) return 'missing';
        // Only an open session can be expired: read what it became.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return session.payment_status === 'paid' ? 'paid' : 'expired';
      }
    },

    async checkoutOfCharge(reference) {
      let intent = reference;
      if (!reference.startsWith('pi_')) {
        try {
          intent = idOf((await stripe.charges.retrieve(reference)).payment_intent) ?? '';
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
      }
      if (!intent) return undefined;
      const sessions = await stripe.checkout.sessions.list({ payment_intent: intent, limit: 1 });
      return sessions.data[0]?.id;
    },

    async transfer({ amountCents, destination, transferGroup, sourceCharge, idempotencyKey }) {
      const transfer = await stripe.transfers.create(
        {
          amount: amountCents,
          currency: 'eur',
          destination,
          transfer_group: transferGroup,
          ...(sourceCharge ? { source_transaction: sourceCharge } : {}),
        },
        { idempotencyKey },
      );
      return { id: transfer.id };
    },

    async payout({ accountId, amountCents, idempotencyKey }) {
      const payout = await stripe.payouts.create(
        { amount: amountCents, currency: 'eur' },
        { idempotencyKey, stripeAccount: accountId },
      );
      return { id: payout.id };
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents },
        { idempotencyKey },
      );
      return { id: refund.id };
    },

    async movements(since, connectedAccounts) {
      const out: ProviderMovement[] = [];
      const created = { gte: Math.floor(since.getTime() / 1000) };
      for await (const txn of stripe.balanceTransactions.list({
        created,
        limit: 100,
        expand: ['data.source'],
      })) {
        const source = idOf(txn.source as string | { id: string } | null);
        const group =
          typeof txn.source === 'object' && txn.source && 'transfer_group' in txn.source
            ? txn.source.transfer_group
            : null;
        if (!source) continue;
        const type =
          txn.type === 'charge' || txn.type === 'payment'
            ? 'charge'
            : txn.type === 'transfer'
              ? 'transfer'
              : txn.type === 'refund' || txn.type === 'payment_refund'
                ? 'refund'
                : null;
        if (!type) continue;
        out.push({
          type,
          reference: source,
          amountCents: Math.abs(txn.amount),
          feeCents: txn.fee,
          currency: txn.currency,
          createdAt: new Date(txn.created * 1000),
          collab: type === 'charge' && Boolean(group?.startsWith('collab_')),
        });
      }
      // Payouts are on the connected accounts' own balances.
      for (const account of connectedAccounts) {
        for await (const payout of stripe.payouts.list(
          { created, limit: 100 },
          { stripeAccount: account },
        )) {
          out.push({
            type: 'payout',
            reference: payout.id,
            amountCents: payout.amount,
            feeCents: 0,
            currency: payout.currency,
            createdAt: new Date(payout.created * 1000),
          });
        }
      }
      return out;
    },
  };
}
