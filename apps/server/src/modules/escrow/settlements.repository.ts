import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  collabPayments,
  creatorTaxDetails,
  paymentRefunds,
  payoutReleases,
} from '../../db/schema/index.js';

// How a payment ends: its one release to the creator and its one refund to the owner, each
// moved on by the escrow worker until the provider confirms it.

export type ReleaseRow = typeof payoutReleases.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

// The one release and the one refund of a payment.

/** False when the payment already has its release (the primary key). */
export async function insertRelease(
  db: DbOrTx,
  values: { offerId: string; amountCents: number; destination: string },
): Promise<boolean> {
  const rows = await db
    .insert(payoutReleases)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: payoutReleases.offerId });
  return rows.length === 1;
}

export async function findRelease(db: DbOrTx, offerId: string, lock = false) {
  const query = db.select().from(payoutReleases).where(eq(payoutReleases.offerId, offerId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRelease(db: DbOrTx, offerId: string, values: Partial<ReleaseRow>) {
  await db.update(payoutReleases).set(values).where(eq(payoutReleases.offerId, offerId));
}

/** Releases to finish; a pending one whose creator has no tax details waits (not listed). */
export async function unfinishedReleases(db: DbOrTx, limit = 50) {
  return db
    .select({ offerId: payoutReleases.offerId })
    .from(payoutReleases)
    .innerJoin(collabPayments, eq(collabPayments.offerId, payoutReleases.offerId))
    .leftJoin(creatorTaxDetails, eq(creatorTaxDetails.userId, collabPayments.authorId))
    .where(
      and(
        sql`${payoutReleases.status} <> 'paid_out'`,
        or(sql`${payoutReleases.status} <> 'pending'`, isNotNull(creatorTaxDetails.userId)),
      ),
    )
    .limit(limit);
}

/** A creator's releases still to transfer (those waiting for her tax details). */
export async function pendingReleasesOf(db: DbOrTx, authorId: string) {
  return db
    .select({ offerId: payoutReleases.offerId })
    .from(payoutReleases)
    .innerJoin(collabPayments, eq(collabPayments.offerId, payoutReleases.offerId))
    .where(and(eq(collabPayments.authorId, authorId), eq(payoutReleases.status, 'pending')));
}

export async function insertRefund(
  db: DbOrTx,
  values: { offerId: string; amountCents: number },
): Promise<boolean> {
  const rows = await db
    .insert(paymentRefunds)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.offerId });
  return rows.length === 1;
}

export async function findRefund(db: DbOrTx, offerId: string, lock = false) {
  const query = db.select().from(paymentRefunds).where(eq(paymentRefunds.offerId, offerId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRefund(db: DbOrTx, offerId: string, values: Partial<RefundRow>) {
  await db.update(paymentRefunds).set(values).where(eq(paymentRefunds.offerId, offerId));
}

export async function unfinishedRefunds(db: DbOrTx, limit = 50) {
  return db
    .select({ offerId: paymentRefunds.offerId })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'pending'))
    .limit(limit);
}
