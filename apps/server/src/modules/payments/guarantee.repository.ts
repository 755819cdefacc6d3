import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { offers, payments, projects } from '../../db/schema/index.js';
import type { PaymentRow } from './payments.repository.js';

/** Paid payments whose month has ended and was not checked yet (payments_period_end_idx). */
export async function duePayments(db: DbOrTx, now: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.guaranteeChecked, false),
        lte(payments.periodEnd, now),
        eq(payments.status, 'paid'),
      ),
    )
    .orderBy(asc(payments.periodEnd))
    .limit(limit);
}

/** Takes a payment for checking; false when another instance already took it. */
export async function claimForCheck(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ guaranteeChecked: true })
    .where(and(eq(payments.id, id), eq(payments.guaranteeChecked, false)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/**
 * What the owner published during [from, to) and how many of those projects received an offer
 * in the same window (projects_owner_created_idx, offers_project_created_idx).
 */
export async function periodActivity(db: DbOrTx, ownerId: string, from: Date, to: Date) {
  const [row] = await db
    .select({
      published: sql<number>`count(*)::int`,
      // Qualified by hand: inside the sub-select a bare "id" would mean offers.id.
      withOffers: sql<number>`(count(*) filter (where exists (
        select 1 from ${offers} o
        where o.project_id = "projects"."id"
          and o.created_at >= ${from.toISOString()}::timestamptz
          and o.created_at < ${to.toISOString()}::timestamptz
      )))::int`,
    })
    .from(projects)
    .where(
      and(
        eq(projects.ownerId, ownerId),
        gte(projects.publishedAt, from),
        lt(projects.publishedAt, to),
      ),
    );
  return { published: Number(row?.published ?? 0), withOffers: Number(row?.withOffers ?? 0) };
}
