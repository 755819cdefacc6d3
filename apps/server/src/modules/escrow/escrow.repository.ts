import { and, desc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  collabPayments,
  offers,
  payoutAccounts,
  payoutReleases,
  projects,
  providerEvents,
  reconciliationRuns,
  users,
} from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

// The escrow's tables: payout accounts, collaboration payments, provider events, reconciliation
// runs (a payment's dispute: disputes.repository.ts; its release and refund:
// settlements.repository.ts).

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PaymentRow = typeof collabPayments.$inferSelect;

// Payout accounts.

export async function findPayoutAccount(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

export async function findPayoutAccountById(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountId, accountId));
  return row;
}

/** The first account of a user (a concurrent second call keeps the first one's). */
export async function insertPayoutAccount(
  db: DbOrTx,
  values: {
    userId: string;
    provider: string;
    accountId: string;
    status: string;
    requirements: string[];
  },
) {
  await db.insert(payoutAccounts).values(values).onConflictDoNothing();
  return findPayoutAccount(db, values.userId);
}

export async function updatePayoutAccount(
  db: DbOrTx,
  accountId: string,
  values: Partial<Pick<PayoutAccountRow, 'status' | 'requirements' | 'vatExempt'>>,
) {
  const rows = await db
    .update(payoutAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payoutAccounts.accountId, accountId))
    .returning();
  return rows[0];
}

// Payments.

/** Read only: a change locks it with lockPayment (payment-state.ts), in the one lock order. */
export async function findPayment(db: DbOrTx, offerId: string) {
  const [row] = await db.select().from(collabPayments).where(eq(collabPayments.offerId, offerId));
  return row;
}

export async function findPaymentBySession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select()
    .from(collabPayments)
    .where(eq(collabPayments.sessionId, sessionId));
  return row;
}

export async function findPaymentByCharge(db: DbOrTx, reference: string) {
  const [row] = await db
    .select()
    .from(collabPayments)
    .where(
      or(eq(collabPayments.paymentIntentId, reference), eq(collabPayments.chargeId, reference)),
    );
  return row;
}

export async function insertPayment(db: DbOrTx, values: typeof collabPayments.$inferInsert) {
  await db.insert(collabPayments).values(values).onConflictDoNothing();
}

export type PaymentPatch = Partial<Omit<PaymentRow, 'offerId' | 'createdAt'>>;

/** Updates the payment; with `status`, only if it is still in that state (false otherwise). */
export async function updatePayment(
  db: DbOrTx,
  offerId: string,
  values: PaymentPatch,
  whereStatus?: string,
): Promise<boolean> {
  const rows = await db
    .update(collabPayments)
    .set({ ...values, updatedAt: new Date() })
    .where(
      whereStatus === undefined
        ? eq(collabPayments.offerId, offerId)
        : and(eq(collabPayments.offerId, offerId), eq(collabPayments.status, whereStatus)),
    )
    .returning({ id: collabPayments.offerId });
  return rows.length === 1;
}

/** Held payments whose automatic release has come. */
export async function dueReleases(db: DbOrTx, now: Date, limit = 50) {
  return db
    .select({ offerId: collabPayments.offerId })
    .from(collabPayments)
    .where(and(eq(collabPayments.status, 'held'), lte(collabPayments.releaseAt, now)))
    .limit(limit);
}

/** Held 80 days and not alerted yet. */
export async function holdLimitReached(db: DbOrTx, now: Date) {
  return db
    .select({ offerId: collabPayments.offerId })
    .from(collabPayments)
    .where(
      and(
        or(eq(collabPayments.status, 'held'), eq(collabPayments.status, 'disputed')),
        lte(collabPayments.holdLimitAt, now),
        isNull(collabPayments.alertedAt),
      ),
    );
}

// Provider events.

/** True the first time an event id is seen (in the caller's transaction). */
export async function recordEvent(db: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(providerEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return rows.length === 1;
}

// Lists.

const ownerUser = alias(users, 'payment_owner');
const authorUser = alias(users, 'payment_author');

const listColumns = {
  payment: collabPayments,
  projectId: projects.id,
  projectTitle: projects.title,
  ownerPseudo: shownPseudo(ownerUser),
  authorPseudo: shownPseudo(authorUser),
};

function listQuery(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(collabPayments)
    .innerJoin(offers, eq(offers.id, collabPayments.offerId))
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .innerJoin(ownerUser, eq(ownerUser.id, collabPayments.ownerId))
    .innerJoin(authorUser, eq(authorUser.id, collabPayments.authorId));
}
export type PaymentListRow = Awaited<ReturnType<typeof listQuery>>[number];

/** The user's paid (or once paid) collaborations, newest first. */
export async function listUserPayments(db: DbOrTx, userId: string, offset: number, limit: number) {
  return listQuery(db)
    .where(
      and(
        or(eq(collabPayments.ownerId, userId), eq(collabPayments.authorId, userId)),
        isNotNull(collabPayments.paidAt),
      ),
    )
    .orderBy(desc(collabPayments.paidAt), desc(collabPayments.offerId))
    .offset(offset)
    .limit(limit);
}

export async function listByStatus(db: DbOrTx, status: string, limit = 200) {
  return listQuery(db)
    .where(eq(collabPayments.status, status))
    .orderBy(collabPayments.paidAt)
    .limit(limit);
}

export async function listReleasesDue(db: DbOrTx, before: Date, limit = 200) {
  return listQuery(db)
    .where(and(eq(collabPayments.status, 'held'), lte(collabPayments.releaseAt, before)))
    .orderBy(collabPayments.releaseAt)
    .limit(limit);
}

export async function listAlerted(db: DbOrTx, limit = 200) {
  return listQuery(db)
    .where(
      and(
        isNotNull(collabPayments.alertedAt),
        or(eq(collabPayments.status, 'held'), eq(collabPayments.status, 'disputed')),
      ),
    )
    .orderBy(collabPayments.holdLimitAt)
    .limit(limit);
}

// Reconciliation runs.

export async function insertReconciliation(
  db: DbOrTx,
  values: { ok: boolean; balanced: boolean; differences: unknown },
) {
  const [row] = await db.insert(reconciliationRuns).values(values).returning();
  return row;
}

export async function lastReconciliation(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.ranAt))
    .limit(1);
  return row;
}

/** The collaboration's parties and project, for notifications. */
export async function partiesOf(db: DbOrTx, offerId: string) {
  return db
    .select({
      ownerId: projects.ownerId,
      authorId: offers.userId,
      projectId: projects.id,
      projectTitle: projects.title,
      ownerPseudo: shownPseudo(ownerUser),
      authorPseudo: shownPseudo(authorUser),
      ownerEmail: ownerUser.email,
    })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .innerJoin(ownerUser, eq(ownerUser.id, projects.ownerId))
    .innerJoin(authorUser, eq(authorUser.id, offers.userId))
    .where(eq(offers.id, offerId));
}

export async function eventSeen(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: providerEvents.id })
    .from(providerEvents)
    .where(eq(providerEvents.id, id));
  return rows.length > 0;
}

/** The connected accounts money was released to (their payouts are reconciled). */
export async function releaseDestinations(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ destination: payoutReleases.destination })
    .from(payoutReleases);
  return rows.map((row) => row.destination);
}
