import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { coupons, packGrants, payments, simulatedCheckouts, users } from '../../db/schema/index.js';
import type { SimulatedStore } from '../../integrations/payment/simulated.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function findPaymentBySession(
  db: DbOrTx,
  sessionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.sessionId, sessionId)).limit(1);
  return row;
}

export async function findPaymentById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** Serialises every pack change of one user (grants read then write the pack row). */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

/** The "at most one grant per session" rule: false when this session was already granted. */
export async function insertGrant(tx: DbOrTx, sessionId: string, userId: string) {
  const rows = await tx
    .insert(packGrants)
    .values({ sessionId, userId })
    .onConflictDoNothing()
    .returning({ sessionId: packGrants.sessionId });
  return rows.length === 1;
}

export async function isGranted(db: DbOrTx, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(packGrants)
    .where(eq(packGrants.sessionId, sessionId))
    .limit(1);
  return rows.length > 0;
}

export async function markPaid(
  tx: DbOrTx,
  id: string,
  values: { paidAt: Date; periodEnd: Date; paymentIntentId: string | null },
): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'paid', ...values })
    .where(eq(payments.id, id));
}

export async function markCanceled(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'canceled' })
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'open')));
}

export async function setRefundFlag(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(payments).set({ refundFlaggedAt: at }).where(eq(payments.id, id));
}

/** Records a refund once; false when it was already recorded. */
export async function setRefunded(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ refundedAt: at })
    .where(and(eq(payments.id, id), sql`${payments.refundedAt} is null`))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export interface PaymentListRow extends PaymentRow {
  userPseudo: string | null;
  couponCode: string | null;
}

/**
 * Adds the user's pseudo and the coupon's code to a page of payments. Looked up after the page
 * is cut (primary keys), so the list query stays an index scan over payments alone.
 */
async function withNames(db: DbOrTx, rows: PaymentRow[]): Promise<PaymentListRow[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const couponIds = [...new Set(rows.flatMap((r) => (r.couponId ? [r.couponId] : [])))];
  const [names, codes] = await Promise.all([
    db
      .select({ id: users.id, pseudo: shownPseudo() })
      .from(users)
      .where(inArray(users.id, userIds)),
    couponIds.length
      ? db
          .select({ id: coupons.id, code: coupons.code })
          .from(coupons)
          .where(inArray(coupons.id, couponIds))
      : Promise.resolve([]),
  ]);
  const pseudo = new Map(names.map((n) => [n.id, n.pseudo]));
  const code = new Map(codes.map((c) => [c.id, c.code]));
  return rows.map((r) => ({
    ...r,
    userPseudo: pseudo.get(r.userId) ?? null,
    couponCode: r.couponId ? (code.get(r.couponId) ?? null) : null,
  }));
}

export async function findPaymentListRow(
  db: DbOrTx,
  id: string,
): Promise<PaymentListRow | undefined> {
  const row = await findPaymentById(db, id);
  return row ? (await withNames(db, [row]))[0] : undefined;
}

/**
 * Admin list, newest first, or only those flagged for refund. Ordered exactly as the index is
 * built (drizzle's .desc() indexes are DESC NULLS LAST; a plain DESC means NULLS FIRST and
 * made PostgreSQL sort the whole table), by that column alone, so it reads the index in order
 * and stops at the page; equal keys keep the index's own stable order.
 */
export async function listPayments(
  db: DbOrTx,
  options: { onlyFlagged: boolean; limit: number; offset: number },
): Promise<PaymentListRow[]> {
  const rows = options.onlyFlagged
    ? await db
        .select()
        .from(payments)
        .where(isNotNull(payments.refundFlaggedAt))
        .orderBy(sql`${payments.refundFlaggedAt} desc nulls last`)
        .limit(options.limit)
        .offset(options.offset)
    : await db
        .select()
        .from(payments)
        .orderBy(sql`${payments.createdAt} desc nulls last`)
        .limit(options.limit)
        .offset(options.offset);
  return withNames(db, rows);
}

// The simulated provider's own records.

export function simulatedStore(db: DbOrTx): SimulatedStore {
  return {
    async insert(row) {
      await db.insert(simulatedCheckouts).values(row);
    },
    async find(id) {
      const [row] = await db
        .select()
        .from(simulatedCheckouts)
        .where(eq(simulatedCheckouts.id, id))
        .limit(1);
      return row;
    },
  };
}

/** Moves an open simulated session to paid or canceled; false when it was not open. */
export async function closeSimulated(
  db: DbOrTx,
  id: string,
  status: 'paid' | 'canceled',
): Promise<boolean> {
  const rows = await db
    .update(simulatedCheckouts)
    .set({ status, paidAt: status === 'paid' ? new Date() : null })
    .where(and(eq(simulatedCheckouts.id, id), eq(simulatedCheckouts.status, 'open')))
    .returning({ id: simulatedCheckouts.id });
  return rows.length === 1;
}
