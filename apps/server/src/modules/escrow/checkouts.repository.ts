import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  collabCheckouts,
  collabPayments,
  collaborations,
  strayCharges,
} from '../../db/schema/index.js';

// The lock every change of a payment takes, the checkout reservations of its versions, and the
// paid checkouts it could not take (stray charges, refunded at once).

/**
 * THE lock order of a collaboration's money (see lockPayment in payment-state.ts): its
 * collaboration row, then its payment row. Re-locking a row the transaction holds is free.
 */
export async function lockCollabThenPayment(tx: DbOrTx, offerId: string) {
  await tx
    .select({ offerId: collaborations.offerId })
    .from(collaborations)
    .where(eq(collaborations.offerId, offerId))
    .for('update');
  const [payment] = await tx
    .select()
    .from(collabPayments)
    .where(eq(collabPayments.offerId, offerId))
    .for('update');
  return payment;
}

export type CheckoutRow = typeof collabCheckouts.$inferSelect;

export async function findCheckout(db: DbOrTx, offerId: string, version: number) {
  const [row] = await db
    .select()
    .from(collabCheckouts)
    .where(and(eq(collabCheckouts.offerId, offerId), eq(collabCheckouts.version, version)));
  return row;
}

export async function findCheckoutBySession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select()
    .from(collabCheckouts)
    .where(eq(collabCheckouts.sessionId, sessionId));
  return row;
}

/** The version's reservation, new or replacing an expired attempt (payment row locked). */
export async function saveCheckout(
  db: DbOrTx,
  values: Pick<
    CheckoutRow,
    'offerId' | 'version' | 'attempt' | 'idempotencyKey' | 'totalCents' | 'expiresAt'
  >,
) {
  const reset = { sessionId: null, sessionUrl: null, reservedAt: new Date() };
  await db
    .insert(collabCheckouts)
    .values({ ...values, ...reset })
    .onConflictDoUpdate({
      target: [collabCheckouts.offerId, collabCheckouts.version],
      set: { ...values, ...reset },
    });
}

/** The session the provider gave for this key (the same for every concurrent caller). */
export async function recordCheckoutSession(
  db: DbOrTx,
  idempotencyKey: string,
  session: { id: string; url: string },
) {
  await db
    .update(collabCheckouts)
    .set({ sessionId: session.id, sessionUrl: session.url })
    .where(eq(collabCheckouts.idempotencyKey, idempotencyKey));
}

/** The payment's sessions that may still be paid (every version's), to close them. */
export async function openSessionsOf(db: DbOrTx, offerId: string, now = new Date()) {
  const rows = await db
    .select({ sessionId: collabCheckouts.sessionId })
    .from(collabCheckouts)
    .where(
      and(
        eq(collabCheckouts.offerId, offerId),
        isNotNull(collabCheckouts.sessionId),
        gt(collabCheckouts.expiresAt, now),
      ),
    );
  return rows.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
}

// Stray charges.

export type StrayChargeRow = typeof strayCharges.$inferSelect;

/** False when this session's charge is already known (the primary key). */
export async function insertStrayCharge(
  db: DbOrTx,
  values: Pick<
    StrayChargeRow,
    'sessionId' | 'offerId' | 'paymentIntentId' | 'amountCents' | 'reason'
  >,
): Promise<boolean> {
  const rows = await db
    .insert(strayCharges)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: strayCharges.sessionId });
  return rows.length === 1;
}

export async function findStrayCharge(db: DbOrTx, sessionId: string, lock = false) {
  const query = db.select().from(strayCharges).where(eq(strayCharges.sessionId, sessionId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateStrayCharge(
  db: DbOrTx,
  sessionId: string,
  values: Partial<
    Pick<StrayChargeRow, 'status' | 'refundId' | 'attempts' | 'lastError' | 'doneAt'>
  >,
) {
  await db.update(strayCharges).set(values).where(eq(strayCharges.sessionId, sessionId));
}

export async function pendingStrayCharges(db: DbOrTx, limit = 50) {
  return db
    .select({ sessionId: strayCharges.sessionId })
    .from(strayCharges)
    .where(eq(strayCharges.status, 'pending'))
    .orderBy(asc(strayCharges.createdAt))
    .limit(limit);
}

export async function strayChargesOf(db: DbOrTx, offerId: string) {
  return db
    .select()
    .from(strayCharges)
    .where(eq(strayCharges.offerId, offerId))
    .orderBy(asc(strayCharges.createdAt), sql`${strayCharges.sessionId}`);
}
