import { randomToken } from '../../lib/secrets.js';
import type { PackType } from '@kollabo/shared';
import type { PaymentProvider } from './provider.js';

// The built-in simulated hosted checkout: the "provider" is a page of this app
// (/simulated/checkout/{id}) marked as a test payment, with Payer and Annuler. Its state lives
// in its own table (simulated_checkouts) so fulfilment still asks "the provider" whether the
// session is paid, exactly as with Stripe. Never built in production.

export interface SimulatedCheckoutRow {
  id: string;
  userId: string;
  packType: string;
  amountCents: number;
  currency: string;
  status: string;
  createdAt: Date;
}

/** A simulated session can be paid for 30 minutes, like a hosted checkout page. */
export const SIMULATED_SESSION_MS = 30 * 60_000;

export const simulatedExpired = (row: SimulatedCheckoutRow, now = Date.now()) =>
  row.createdAt.getTime() + SIMULATED_SESSION_MS <= now;

export interface SimulatedStore {
  insert(row: {
    id: string;
    userId: string;
    packType: PackType;
    amountCents: number;
  }): Promise<void>;
  find(id: string): Promise<SimulatedCheckoutRow | undefined>;
}

export const SIMULATED_PREFIX = 'sim_';

export function simulatedCheckoutPath(sessionId: string): string {
  return `/simulated/checkout/${encodeURIComponent(sessionId)}`;
}

export function createSimulatedProvider(store: SimulatedStore): PaymentProvider {
  return {
    name: 'simulated',

    async createSession(input) {
      const id = `${SIMULATED_PREFIX}${randomToken(24)}`;
      await store.insert({
        id,
        userId: input.userId,
        packType: input.packType,
        amountCents: input.amountCents,
      });
      // Same origin as the app: a relative URL works behind any host name.
      return {
        id,
        url: simulatedCheckoutPath(id),
        expiresAt: new Date(Date.now() + SIMULATED_SESSION_MS),
      };
    },

    async getSession(sessionId) {
      const row = await store.find(sessionId);
      if (!row) return undefined;
      return {
        id: row.id,
        paid: row.status === 'paid',
        amountCents: row.amountCents,
        currency: row.currency,
        userId: row.userId,
        paymentIntentId: null,
      };
    },

    async refund() {
      // Nothing left the card: the refund is only recorded on the payment row.
    },
  };
}
