import { randomToken } from '../../lib/secrets.js';
import type { CollabCheckoutInput, ConnectProvider, ProviderMovement } from './connect.js';

// The built-in simulated Connect provider (no Stripe key; never in production). Its "API side"
// is its own tables (simulated_*): accounts, hosted checkouts and balance transactions, so that
// the reconciliation compares the ledger with books the escrow rules never write. Its hosted
// pages are pages of this app; their actions deliver events through the webhook's handler.

export interface SimulatedConnectStore {
  insertAccount(row: { id: string; userId: string }): Promise<void>;
  findAccount(id: string): Promise<{ id: string; status: string } | undefined>;
  /** The session as asked for, less what only Stripe's API takes (e-mail); a key asked again
   * gets the first session's id. */
  insertCheckout(
    row: Omit<CollabCheckoutInput, 'ownerId' | 'email'> & { id: string },
  ): Promise<string>;
  findCheckout(id: string): Promise<
    | {
        id: string;
        offerId: string;
        totalCents: number;
        currency: string;
        status: string;
        paymentIntentId: string | null;
        createdAt: Date;
      }
    | undefined
  >;
  /** Closes the session if still open; its status after. */
  closeCheckout(id: string): Promise<string | undefined>;
  checkoutOfIntent(paymentIntentId: string): Promise<string | undefined>;
  findByKey(idempotencyKey: string): Promise<{ source: string } | undefined>;
  /** Records a balance transaction once per idempotency key; returns the source of the first. */
  recordOnce(row: {
    type: ProviderMovement['type'];
    source: string;
    account: string;
    amountCents: number;
    feeCents?: number;
    idempotencyKey: string;
  }): Promise<{ source: string }>;
  /** The charge of a payment intent (for refunds, checked against what was charged). */
  chargeOf(paymentIntentId: string): Promise<{ amountCents: number; feeCents: number } | undefined>;
  refundedOf(paymentIntentId: string): Promise<number>;
  accountBalance(accountId: string): Promise<number>;
  movements(since: Date): Promise<ProviderMovement[]>;
}

export const SIMULATED_ACCOUNT_PREFIX = 'acct_sim_';
export const SIMULATED_COLLAB_PREFIX = 'cs_sim_';

/** Card fees like Stripe's standard EEA card rate: 1,5 % + 0,25 €, half up. */
export const simulatedCardFee = (cents: number) => Math.floor((cents * 15 + 500) / 1000) + 25;

export const simulatedOnboardingPath = (accountId: string) =>
  `/simulated/onboarding/${encodeURIComponent(accountId)}`;
export const simulatedCollabCheckoutPath = (sessionId: string) =>
  `/simulated/collab-checkout/${encodeURIComponent(sessionId)}`;

export class SimulatedProviderError extends Error {}

export function createSimulatedConnect(store: SimulatedConnectStore): ConnectProvider {
  return {
    name: 'simulated',

    async createAccount({ userId }) {
      const id = `${SIMULATED_ACCOUNT_PREFIX}${randomToken(16)}`;
      await store.insertAccount({ id, userId });
      return { id, status: 'pending', requirements: ['external_account', 'individual.dob'] };
    },

    async accountLink({ accountId }) {
      return simulatedOnboardingPath(accountId);
    },

    async getAccount(accountId) {
      const row = await store.findAccount(accountId);
      if (!row) return undefined;
      const status =
        row.status === 'active' ? 'active' : row.status === 'restricted' ? 'restricted' : 'pending';
      return {
        id: row.id,
        status,
        requirements: status === 'active' ? [] : ['external_account', 'individual.dob'],
      };
    },

    async createCollabCheckout(input) {
      const id = await store.insertCheckout({
        id: `${SIMULATED_COLLAB_PREFIX}${randomToken(24)}`,
        offerId: input.offerId,
        projectTitle: input.projectTitle,
        amountCents: input.amountCents,
        feeCents: input.feeCents,
        vatOnFeeCents: input.vatOnFeeCents,
        totalCents: input.totalCents,
        transferGroup: input.transferGroup,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
        idempotencyKey: input.idempotencyKey,
      });
      return { id, url: simulatedCollabCheckoutPath(id), expiresAt: input.expiresAt };
    },

    async expireCollabCheckout(sessionId) {
      const status = await store.closeCheckout(sessionId);
      if (!status) return 'missing';
      return status === 'paid' ? 'paid' : 'expired';
    },

    checkoutOfCharge: (reference) => store.checkoutOfIntent(reference),

    async getCollabCheckout(sessionId) {
      const row = await store.findCheckout(sessionId);
      if (!row) return undefined;
      const charge = row.paymentIntentId ? await store.chargeOf(row.paymentIntentId) : undefined;
      return {
        id: row.id,
        paid: row.status === 'paid',
        amountCents: row.totalCents,
        currency: row.currency,
        offerId: row.offerId,
        paymentIntentId: row.paymentIntentId,
        chargeId: row.paymentIntentId,
        providerFeeCents: charge?.feeCents ?? 0,
      };
    },

    async transfer({ amountCents, destination, idempotencyKey }) {
      const account = await store.findAccount(destination);
      if (account?.status !== 'active') throw new SimulatedProviderError('account not active');
      return {
        id: (
          await store.recordOnce({
            type: 'transfer',
            source: `tr_sim_${randomToken(16)}`,
            account: destination,
            amountCents,
            idempotencyKey,
          })
        ).source,
      };
    },

    async payout({ accountId, amountCents, idempotencyKey }) {
      const done = await store.findByKey(idempotencyKey);
      if (done) return { id: done.source };
      if ((await store.accountBalance(accountId)) < amountCents) {
        // The same key's payout may have just been made by a concurrent call: its answer.
        const made = await store.findByKey(idempotencyKey);
        if (made) return { id: made.source };
        throw new SimulatedProviderError('insufficient balance');
      }
      const { source } = await store.recordOnce({
        type: 'payout',
        source: `po_sim_${randomToken(16)}`,
        account: accountId,
        amountCents,
        idempotencyKey,
      });
      return { id: source };
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const done = await store.findByKey(idempotencyKey);
      if (done) return { id: done.source };
      const charge = await store.chargeOf(paymentIntentId);
      if (!charge) throw new SimulatedProviderError('no such charge');
      if ((await store.refundedOf(paymentIntentId)) + amountCents > charge.amountCents) {
        const made = await store.findByKey(idempotencyKey);
        if (made) return { id: made.source };
        throw new SimulatedProviderError('refund exceeds the charge');
      }
      const { source } = await store.recordOnce({
        type: 'refund',
        source: `re_sim_${randomToken(16)}`,
        account: paymentIntentId,
        amountCents,
        idempotencyKey,
      });
      return { id: source };
    },

    movements: (since) => store.movements(since),
  };
}
