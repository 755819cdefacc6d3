import { and, eq, gt, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { couponReservations, coupons, payments, users } from '../../db/schema/index.js';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponWithSponsor = CouponRow & { sponsorPseudo: string | null };

/** Codes are compared case-insensitively (unique index on upper(code)). */
export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`)
    .limit(1);
  return row;
}

export async function findCouponById(
  db: DbOrTx,
  id: string,
): Promise<CouponWithSponsor | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ? (await withSponsors(db, [row]))[0] : undefined;
}

export async function insertCoupon(
  db: DbOrTx,
  values: typeof coupons.$inferInsert,
): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}

/** Adds sponsor pseudos to a page already cut, by primary key (the list stays index-only). */
async function withSponsors(db: DbOrTx, rows: CouponRow[]): Promise<CouponWithSponsor[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.sponsorId ? [r.sponsorId] : [])))];
  const names = ids.length
    ? await db
        .select({ id: users.id, pseudo: users.pseudo })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const pseudo = new Map(names.map((n) => [n.id, n.pseudo]));
  return rows.map((r) => ({
    ...r,
    sponsorPseudo: r.sponsorId ? (pseudo.get(r.sponsorId) ?? null) : null,
  }));
}

/** "abc" matches codes starting with ABC; LIKE wildcards typed by the user are literal. */
function codePrefix(filter: string): SQL | undefined {
  if (!filter) return undefined;
  const escaped = filter.replace(/[\\%_]/g, (c) => `\\${c}`);
  return ilike(coupons.code, `${escaped}%`);
}

/**
 * One page of coupons, newest first, read in the order of the index on (sponsor_id,
 * created_at DESC NULLS LAST) or on created_at: the ORDER BY must match the index exactly (no
 * tie-breaker, same NULLS LAST) or PostgreSQL sorts every row; the caller asks one row more
 * than it shows to answer hasMore.
 */
export async function listCoupons(
  db: DbOrTx,
  options: { sponsorId?: string; filter: string; limit: number; offset: number },
): Promise<CouponWithSponsor[]> {
  const where = and(
    options.sponsorId ? eq(coupons.sponsorId, options.sponsorId) : undefined,
    codePrefix(options.filter),
  );
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(sql`${coupons.createdAt} desc nulls last`)
    .limit(options.limit)
    .offset(options.offset);
  return withSponsors(db, rows);
}

/** Whether this user already paid with this coupon ("Coupon déjà utilisé"). */
export async function userHasUsedCoupon(
  db: DbOrTx,
  userId: string,
  couponId: string,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.couponId, couponId),
        eq(payments.status, 'paid'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Counts a use after a successful payment and adds its revenue. The money is already taken,
 * so a race for the last use never refuses: the counter simply stops at 0.
 */
export async function countPaidUse(db: DbOrTx, couponId: string, amountCents: number) {
  await db
    .update(coupons)
    .set({
      numberOfUses: sql`greatest(${coupons.numberOfUses} - 1, 0)`,
      caCents: sql`${coupons.caCents} + ${amountCents}`,
    })
    .where(eq(coupons.id, couponId));
}

/** Takes one use (a free grant, or a reservation); false when none is left. */
export async function takeFreeUse(db: DbOrTx, couponId: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ numberOfUses: sql`${coupons.numberOfUses} - 1` })
    .where(and(eq(coupons.id, couponId), gt(coupons.numberOfUses, 0)))
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function disableCoupon(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ isPersonnalTo: 'disable' })
    .where(eq(coupons.id, id))
    .returning({ id: coupons.id });
  return rows.length === 1;
}

// Reservations: a use held by an open checkout session (see coupon_reservations).

const isOpen = and(isNull(couponReservations.consumedAt), isNull(couponReservations.releasedAt));

export async function insertReservation(
  db: DbOrTx,
  values: { sessionId: string; couponId: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(couponReservations).values(values);
}

/** This user's open reservations of this coupon (an earlier checkout left open). */
export async function openReservationsOf(db: DbOrTx, couponId: string, userId: string) {
  const rows = await db
    .select({ sessionId: couponReservations.sessionId })
    .from(couponReservations)
    .where(
      and(eq(couponReservations.couponId, couponId), eq(couponReservations.userId, userId), isOpen),
    );
  return rows.map((r) => r.sessionId);
}

/** Sessions whose reservation is still open past its expiry, oldest first. */
export async function expiredReservations(db: DbOrTx, now: Date, limit: number) {
  const rows = await db
    .select({ sessionId: couponReservations.sessionId })
    .from(couponReservations)
    .where(and(isOpen, lte(couponReservations.expiresAt, now)))
    .orderBy(couponReservations.expiresAt)
    .limit(limit);
  return rows.map((r) => r.sessionId);
}

/** Closes an open reservation as released; its coupon id, or undefined when it was not open. */
export async function releaseReservation(
  db: DbOrTx,
  sessionId: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(couponReservations)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponReservations.sessionId, sessionId), isOpen))
    .returning({ couponId: couponReservations.couponId });
  return row?.couponId;
}

/** Closes an open reservation as paid; false when it was not open (released, or none). */
export async function consumeReservation(db: DbOrTx, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(couponReservations)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(couponReservations.sessionId, sessionId), isOpen))
    .returning({ sessionId: couponReservations.sessionId });
  return rows.length === 1;
}

export async function giveUseBack(db: DbOrTx, couponId: string): Promise<void> {
  await db
    .update(coupons)
    .set({ numberOfUses: sql`${coupons.numberOfUses} + 1` })
    .where(eq(coupons.id, couponId));
}

/** Revenue of a paid session whose use was already taken by its reservation. */
export async function addRevenue(db: DbOrTx, couponId: string, amountCents: number) {
  await db
    .update(coupons)
    .set({ caCents: sql`${coupons.caCents} + ${amountCents}` })
    .where(eq(coupons.id, couponId));
}
