import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  simulatedAccounts,
  simulatedBalanceTransactions,
  simulatedCollabCheckouts,
} from '../../db/schema/index.js';
import type { SimulatedConnectStore } from '../../integrations/payment/connect-simulated.js';
import type { ProviderMovement } from '../../integrations/payment/connect.js';
import { randomToken } from '../../lib/secrets.js';
import { SIMULATED_SESSION_MS } from '../../integrations/payment/simulated.js';

// The simulated provider's own books (simulated_* tables): its "API side". The escrow rules
// never read these; the simulated pages and the reconciliation do.

const sum = (column: typeof simulatedBalanceTransactions.amountCents) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

export function simulatedConnectStore(db: Db): SimulatedConnectStore {
  const store: SimulatedConnectStore = {
    async insertAccount(row) {
      await db.insert(simulatedAccounts).values(row);
    },
    async findAccount(id) {
      const [row] = await db.select().from(simulatedAccounts).where(eq(simulatedAccounts.id, id));
      return row;
    },
    async insertCheckout(row) {
      await db.insert(simulatedCollabCheckouts).values(row).onConflictDoNothing({
        target: simulatedCollabCheckouts.idempotencyKey,
      });
      const [first] = await db
        .select({ id: simulatedCollabCheckouts.id })
        .from(simulatedCollabCheckouts)
        .where(eq(simulatedCollabCheckouts.idempotencyKey, row.idempotencyKey));
      if (!first) throw new Error('simulated checkout not written');
      return first.id;
    },
    async closeCheckout(id) {
      await cancelSimulatedCheckout(db, id);
      return (await findSimulatedCheckout(db, id))?.status;
    },
    async checkoutOfIntent(paymentIntentId) {
      const [row] = await db
        .select({ id: simulatedCollabCheckouts.id })
        .from(simulatedCollabCheckouts)
        .where(eq(simulatedCollabCheckouts.paymentIntentId, paymentIntentId));
      return row?.id;
    },
    async findCheckout(id) {
      return findSimulatedCheckout(db, id);
    },
    async findByKey(key) {
      const [row] = await db
        .select({ source: simulatedBalanceTransactions.source })
        .from(simulatedBalanceTransactions)
        .where(eq(simulatedBalanceTransactions.idempotencyKey, key));
      return row;
    },
    async recordOnce(row) {
      await db
        .insert(simulatedBalanceTransactions)
        .values({
          id: `txn_sim_${randomToken(16)}`,
          type: row.type,
          source: row.source,
          account: row.account,
          amountCents: row.amountCents,
          feeCents: row.feeCents ?? 0,
          idempotencyKey: row.idempotencyKey,
        })
        .onConflictDoNothing();
      const first = await store.findByKey(row.idempotencyKey);
      if (!first) throw new Error('simulated balance transaction not written');
      return first;
    },
    async chargeOf(paymentIntentId) {
      const [row] = await db
        .select({
          amountCents: simulatedBalanceTransactions.amountCents,
          feeCents: simulatedBalanceTransactions.feeCents,
        })
        .from(simulatedBalanceTransactions)
        .where(
          and(
            eq(simulatedBalanceTransactions.type, 'charge'),
            eq(simulatedBalanceTransactions.source, paymentIntentId),
          ),
        );
      return row;
    },
    async refundedOf(paymentIntentId) {
      const [row] = await db
        .select({ total: sum(simulatedBalanceTransactions.amountCents) })
        .from(simulatedBalanceTransactions)
        .where(
          and(
            eq(simulatedBalanceTransactions.type, 'refund'),
            eq(simulatedBalanceTransactions.account, paymentIntentId),
          ),
        );
      return row?.total ?? 0;
    },
    async accountBalance(accountId) {
      const [row] = await db
        .select({
          total:
            sql<number>`coalesce(sum(case when ${simulatedBalanceTransactions.type} = 'transfer' then ${simulatedBalanceTransactions.amountCents} else -${simulatedBalanceTransactions.amountCents} end), 0)::bigint`.mapWith(
              Number,
            ),
        })
        .from(simulatedBalanceTransactions)
        .where(eq(simulatedBalanceTransactions.account, accountId));
      return row?.total ?? 0;
    },
    async movements(since) {
      const rows = await db
        .select()
        .from(simulatedBalanceTransactions)
        .where(gte(simulatedBalanceTransactions.createdAt, since));
      return rows.map((row): ProviderMovement => ({
        type: row.type as ProviderMovement['type'],
        reference: row.source,
        amountCents: row.amountCents,
        feeCents: row.feeCents,
        currency: row.currency,
        createdAt: row.createdAt,
        collab: true,
      }));
    },
  };
  return store;
}

/** A collaboration checkout page stops taking payment at its expiry (30 minutes for older rows). */
export const simulatedCollabExpired = (
  row: { expiresAt: Date | null; createdAt: Date },
  now = Date.now(),
) => (row.expiresAt?.getTime() ?? row.createdAt.getTime() + SIMULATED_SESSION_MS) <= now;

export async function findSimulatedCheckout(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(simulatedCollabCheckouts)
    .where(eq(simulatedCollabCheckouts.id, id));
  return row;
}

/** The simulated page's "Payer": the session paid once, its charge in the provider's books. */
export async function paySimulatedCheckout(
  db: Db,
  id: string,
  charge: { paymentIntentId: string; feeCents: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(simulatedCollabCheckouts)
      .set({ status: 'paid', paymentIntentId: charge.paymentIntentId })
      .where(and(eq(simulatedCollabCheckouts.id, id), eq(simulatedCollabCheckouts.status, 'open')))
      .returning();
    const row = rows[0];
    if (!row) return false;
    await tx.insert(simulatedBalanceTransactions).values({
      id: `txn_sim_${randomToken(16)}`,
      type: 'charge',
      source: charge.paymentIntentId,
      account: 'platform',
      amountCents: row.totalCents,
      feeCents: charge.feeCents,
      idempotencyKey: `sim-charge:${id}`,
    });
    return true;
  });
}

export async function cancelSimulatedCheckout(db: DbOrTx, id: string) {
  await db
    .update(simulatedCollabCheckouts)
    .set({ status: 'canceled' })
    .where(and(eq(simulatedCollabCheckouts.id, id), eq(simulatedCollabCheckouts.status, 'open')));
}

/** The simulated hosted onboarding's submit: the account's details, active at once. */
export async function activateSimulatedAccount(
  db: DbOrTx,
  id: string,
  details: { holderName: string; iban: string; birthDate: string },
) {
  await db
    .update(simulatedAccounts)
    .set({ ...details, status: 'active' })
    .where(eq(simulatedAccounts.id, id));
}

export async function findSimulatedAccount(db: DbOrTx, id: string) {
  const [row] = await db.select().from(simulatedAccounts).where(eq(simulatedAccounts.id, id));
  return row;
}
