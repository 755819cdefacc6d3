import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type SessionState,
  type WebhookEvent,
} from './provider.js';

// Stripe Checkout through the official package. Host, port and protocol come from config so
// tests (and a local stripe-mock) can stand in for api.stripe.com.

/** Webhooks older than this are refused (replay protection), Stripe's own default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function createStripeProvider(stripeConfig: NonNullable<Config['stripe']>): PaymentProvider {
  // The package (about 0.1 s of CPU to load) comes with the first call, not with every start
  // (bench/results.md, session 16).
  let loaded: Promise<{ stripe: Stripe; errors: typeof Stripe.errors }> | undefined;
  const client = () =>
    (loaded ??= import('stripe').then(({ default: StripeClient }) => ({
      stripe: new StripeClient(stripeConfig.secretKey, {
        host: stripeConfig.host,
        port: stripeConfig.port,
        protocol: stripeConfig.protocol,
        maxNetworkRetries: 2,
        timeout: 20_000,
      }),
      errors: StripeClient.errors,
    })));

  return {
    name: 'stripe',

    async createSession(input) {
      const { stripe } = await client();
      // Stripe's shortest lifetime is 30 minutes from its own clock: one more for the way there.
      // The coupon use a session holds is given back when it expires.
      const expiresAt = Math.floor(Date.now() / 1000) + 31 * 60;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        expires_at: expiresAt,
        // Payment by bank card only.
        allowed_payment_method_types: ['card'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: input.amountCents,
              product_data: { name: input.productName },
            },
          },
        ],
        customer_email: input.email,
        client_reference_id: input.userId,
        metadata: { userId: input.userId, packType: input.packType },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a session without url');
      return {
        id: session.id,
        url: session.url,
        expiresAt: new Date((session.expires_at || expiresAt) * 1000),
      };
    },

    async getSession(sessionId) {
      const { stripe, errors } = await client();
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const intent = session.payment_intent;
        const state: SessionState = {
          id: session.id,
          paid: session.payment_status === 'paid',
          amountCents: session.amount_total ?? null,
          currency: session.currency ?? null,
          userId: session.client_reference_id ?? null,
          paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        };
        return state;
      } catch (error) {
        if (error instanceof errors.StripeInvalidRequestError && error.statusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },

    async refund({ paymentIntentId, idempotencyKey }) {
      if (!paymentIntentId) throw new Error('no payment intent to refund');
      const { stripe } = await client();
      await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
    },

    async parseWebhook(rawBody, signature): Promise<WebhookEvent> {
      if (!stripeConfig.webhookSecret) throw new WebhookSignatureError('no webhook secret');
      const { stripe } = await client();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          stripeConfig.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        throw new WebhookSignatureError('bad signature');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          if (event.data.object.metadata?.kind === 'collab') {
            return { kind: 'collab_paid', id: event.id, sessionId: event.data.object.id };
          }
          return { kind: 'paid', sessionId: event.data.object.id };
        case 'account.updated':
          return { kind: 'account_updated', id: event.id, accountId: event.data.object.id };
        case 'charge.dispute.created': {
          const dispute = event.data.object;
          const ref = (v: string | { id: string } | null | undefined) =>
            typeof v === 'string' ? v : (v?.id ?? null);
          return {
            kind: 'chargeback',
            id: event.id,
            chargeId: ref(dispute.charge),
            paymentIntentId: ref(dispute.payment_intent),
          };
        }
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed':
          return { kind: 'expired', sessionId: event.data.object.id };
        default:
          return { kind: 'ignored', type: event.type };
      }
    },
  };
}
