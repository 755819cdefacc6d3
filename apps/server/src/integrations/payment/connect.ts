import type { PayoutAccountStatus } from '@kollabo/shared';

// Stripe Connect for collaboration payments, "separate charges and transfers" with
// manual payouts: the owner's card is charged on the platform, the provider holds the money, a
// transfer to the creator's connected account (same transfer_group) then a payout move it on
// Kollabo's instruction; a refund gives it back. Every call that moves money or creates an
// object carries an idempotency key, so a retried or concurrent call acts once.

export interface ConnectedAccount {
  id: string;
  status: PayoutAccountStatus;
  /** What the provider still asks for (its requirement names). */
  requirements: string[];
}

export interface CollabCheckoutInput {
  offerId: string;
  ownerId: string;
  email: string;
  projectTitle: string;
  amountCents: number;
  feeCents: number;
  vatOnFeeCents: number;
  totalCents: number;
  transferGroup: string;
  /** Absolute URLs; Stripe replaces {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  /** Fixed when the checkout is reserved, so a retry with the same key asks the same thing. */
  expiresAt: Date;
  idempotencyKey: string;
}

/** What expiring a session found: closed now (or already), or paid before it could be. */
export type ExpireOutcome = 'expired' | 'paid' | 'missing';

export interface CollabCheckoutState {
  id: string;
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  offerId: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  /** The provider's own fee on the charge, when known. */
  providerFeeCents: number;
}

/** One line of the provider's books, as the reconciliation compares it. */
export interface ProviderMovement {
  /** charge, transfer, payout, refund */
  type: 'charge' | 'transfer' | 'payout' | 'refund';
  /** The object it belongs to: the payment intent of a charge, tr_…, po_…, re_…. */
  reference: string;
  /** Always positive. */
  amountCents: number;
  feeCents: number;
  currency: string;
  /** When the provider booked it (differences younger than a few minutes are left alone). */
  createdAt: Date;
  /** A charge of a collaboration's checkout (its transfer group), not of a pack. */
  collab?: boolean;
}

export interface ConnectProvider {
  readonly name: 'stripe' | 'simulated';
  createAccount(input: {
    userId: string;
    email: string;
    idempotencyKey: string;
  }): Promise<ConnectedAccount>;
  /** The hosted onboarding page of the account. */
  accountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  getAccount(accountId: string): Promise<ConnectedAccount | undefined>;
  createCollabCheckout(
    input: CollabCheckoutInput,
  ): Promise<{ id: string; url: string; expiresAt: Date }>;
  getCollabCheckout(sessionId: string): Promise<CollabCheckoutState | undefined>;
  /** Closes an open session so it can no longer be paid. */
  expireCollabCheckout(sessionId: string): Promise<ExpireOutcome>;
  /** The collaboration checkout session a charge (its reference in the movements) came from. */
  checkoutOfCharge(reference: string): Promise<string | undefined>;
  transfer(input: {
    amountCents: number;
    destination: string;
    transferGroup: string;
    sourceCharge: string | null;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  payout(input: {
    accountId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** The provider's movements of collaboration money since `since` (payouts: of these accounts). */
  movements(since: Date, connectedAccounts: string[]): Promise<ProviderMovement[]>;
}

/** The idempotency key of each money movement of a payment: one of each per payment. */
export const moneyKey = (
  step: 'checkout' | 'transfer' | 'payout' | 'refund' | 'account',
  id: string,
  attempt = '',
) => `kollabo:${step}:${id}${attempt ? `:${attempt}` : ''}`;
