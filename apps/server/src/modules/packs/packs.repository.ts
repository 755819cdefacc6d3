import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { projects, userPacks } from '../../db/schema/index.js';

export type PackRow = typeof userPacks.$inferSelect;

/** Every logged page asks for the pack: a named statement (in a transaction too, on its client). */
export async function findPack(db: DbOrTx, userId: string): Promise<PackRow | undefined> {
  const statement = preparedOnce(db, 'packs_find', () =>
    db
      .select()
      .from(userPacks)
      .where(eq(userPacks.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('packs_find'),
  );
  const [row] = await statement.execute({ userId });
  return row;
}

/** Takes one credit of an unexpired pack atomically; the pack after it, or undefined when none is left. */
export async function takeCredit(db: DbOrTx, userId: string): Promise<PackRow | undefined> {
  const rows = await db
    .update(userPacks)
    .set({ balanceOffer: sql`${userPacks.balanceOffer} - 1` })
    .where(
      and(
        eq(userPacks.userId, userId),
        gt(userPacks.balanceOffer, 0),
        gt(userPacks.expireDate, new Date()),
      ),
    )
    .returning();
  return rows[0];
}

export async function giveCreditBack(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(userPacks)
    .set({ balanceOffer: sql`${userPacks.balanceOffer} + 1` })
    .where(and(eq(userPacks.userId, userId), gt(userPacks.expireDate, new Date())));
}

/** Upserts the pack row with the given values. */
export async function savePack(db: DbOrTx, values: typeof userPacks.$inferInsert): Promise<void> {
  await db
    .insert(userPacks)
    .values(values)
    .onConflictDoUpdate({
      target: userPacks.userId,
      set: {
        type: values.type,
        balanceOffer: values.balanceOffer,
        startedAt: values.startedAt ?? new Date(),
        expireDate: values.expireDate,
      },
    });
}

/** Whether the user has created any project yet (the first one is free). */
export async function ownsAnyProject(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(projects)
    .where(eq(projects.ownerId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Packs whose expiry falls in (from, until], soonest first (user_packs_expire_idx). */
export function packsExpiringBetween(
  db: DbOrTx,
  from: Date,
  until: Date,
  limit: number,
  after?: { expireDate: Date; userId: string },
): Promise<PackRow[]> {
  return db
    .select()
    .from(userPacks)
    .where(
      and(
        gt(userPacks.expireDate, from),
        lte(userPacks.expireDate, until),
        after
          ? sql`(${userPacks.expireDate}, ${userPacks.userId}) > (${after.expireDate}, ${after.userId})`
          : undefined,
      ),
    )
    .orderBy(asc(userPacks.expireDate), asc(userPacks.userId))
    .limit(limit);
}
