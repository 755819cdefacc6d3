import { isProviderId, type PackType } from '@kollabo/shared';

// One interface for the card payment provider: Stripe Checkout when STRIPE_SECRET_KEY is set,
// the built-in simulated hosted checkout otherwise (refused in production).

export interface CheckoutInput {
  userId: string;
  email: string;
  packType: PackType;
  /** Shown on the hosted page, e.g. "Pack Premium". */
  productName: string;
  amountCents: number;
  /** Absolute URL; Stripe replaces {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
}

export interface HostedSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
  /** When the provider stops accepting payment for it. */
  expiresAt: Date;
}

/** What the provider says about a session: the only source of truth for "paid". */
export interface SessionState {
  id: string;
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  /** The user who opened it, as the provider recorded it. */
  userId: string | null;
  paymentIntentId: string | null;
}

export type WebhookEvent =
  | { kind: 'paid'; sessionId: string }
  | { kind: 'expired'; sessionId: string }
  | { kind: 'ignored'; type: string }
  // Collaboration payments, handled by the escrow module, each once by event id.
  | { kind: 'collab_paid'; id: string; sessionId: string }
  | { kind: 'account_updated'; id: string; accountId: string }
  | { kind: 'chargeback'; id: string; chargeId: string | null; paymentIntentId: string | null };

export interface PaymentProvider {
  readonly name: 'stripe' | 'simulated';
  createSession(input: CheckoutInput): Promise<HostedSession>;
  /** Undefined when the provider does not know the session. */
  getSession(sessionId: string): Promise<SessionState | undefined>;
  /** Refunds the whole payment; the key makes a retried refund harmless. */
  refund(input: { paymentIntentId: string | null; idempotencyKey: string }): Promise<void>;
  /** Checks the signature (and its age) and reads the event; throws on a bad signature. */
  parseWebhook?(rawBody: Buffer, signature: string): Promise<WebhookEvent>;
}

export class WebhookSignatureError extends Error {}

/** Every id an event names is a well-formed provider id (no NUL, no lone surrogate, no space). */
export function webhookIdsValid(event: WebhookEvent): boolean {
  const ids = Object.entries(event)
    .filter(([key]) => key !== 'kind' && key !== 'type')
    .map(([, value]) => value as unknown);
  return ids.every((id) => id === null || isProviderId(id));
}
