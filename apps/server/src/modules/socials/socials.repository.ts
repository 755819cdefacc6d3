import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { EMPTY_SOCIAL_ID, type SocialNetwork } from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import { oauthStates, socials } from '../../db/schema/index.js';

// Social identifiers, rates, verification, and the single-use OAuth states.

export type SocialRow = typeof socials.$inferSelect;

/** True when at least one of the user's networks is verified (served by socials_verified_idx). */
export async function anyVerified(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(socials)
    .where(and(eq(socials.userId, userId), eq(socials.verified, true)))
    .limit(1);
  return rows.length > 0;
}

export function findSocials(db: DbOrTx, userId: string): Promise<SocialRow[]> {
  return db.select().from(socials).where(eq(socials.userId, userId));
}

export async function findSocial(
  db: DbOrTx,
  userId: string,
  network: SocialNetwork,
): Promise<SocialRow | undefined> {
  const [row] = await db
    .select()
    .from(socials)
    .where(and(eq(socials.userId, userId), eq(socials.network, network)))
    .limit(1);
  return row;
}

/**
 * Saves an identifier. The verification survives only when the identifier is unchanged
 * (ignoring case): a new handle has to be proven again. The empty marker resets it.
 */
export async function saveIdentifiant(
  db: DbOrTx,
  userId: string,
  network: SocialNetwork,
  identifiant: string,
): Promise<SocialRow> {
  const same = sql`lower(${socials.identifiant}) = lower(excluded.identifiant) and excluded.identifiant <> ${EMPTY_SOCIAL_ID}`;
  const [row] = await db
    .insert(socials)
    .values({ userId, network, identifiant })
    .onConflictDoUpdate({
      target: [socials.userId, socials.network],
      set: {
        identifiant: sql`excluded.identifiant`,
        verified: sql`case when ${same} then ${socials.verified} else false end`,
        verifiedHandle: sql`case when ${same} then ${socials.verifiedHandle} else null end`,
        followers: sql`case when ${same} then ${socials.followers} else null end`,
        verifiedAt: sql`case when ${same} then ${socials.verifiedAt} else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function saveRates(
  db: DbOrTx,
  userId: string,
  network: SocialNetwork,
  rates: { storyTarif: number; publicationTarif: number },
): Promise<SocialRow> {
  const [row] = await db
    .insert(socials)
    .values({ userId, network, ...rates })
    .onConflictDoUpdate({
      target: [socials.userId, socials.network],
      set: { ...rates, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/**
 * Marks the handle the provider returned as this user's verified account. A provider account
 * belongs to one Kollabo user: whoever proves it last holds it (socials_verified_handle_uq).
 */
export async function markVerified(
  db: DbOrTx,
  userId: string,
  network: SocialNetwork,
  handle: string,
  followers: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(socials)
      .set({
        verified: false,
        verifiedHandle: null,
        followers: null,
        verifiedAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(socials.network, network),
          sql`lower(${socials.verifiedHandle}) = lower(${handle})`,
          ne(socials.userId, userId),
        ),
      );
    await tx
      .insert(socials)
      .values({
        userId,
        network,
        identifiant: handle,
        verified: true,
        verifiedHandle: handle,
        followers,
        verifiedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [socials.userId, socials.network],
        set: {
          identifiant: handle,
          verified: true,
          verifiedHandle: handle,
          followers,
          verifiedAt: sql`now()`,
          updatedAt: sql`now()`,
        },
      });
  });
}

export async function insertState(
  db: DbOrTx,
  values: typeof oauthStates.$inferInsert,
): Promise<void> {
  // Expired states are useless: the table only ever holds flows in progress.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  await db.insert(oauthStates).values(values);
}

/** Uses a state once: undefined when unknown, expired, for another network or already used. */
export async function consumeState(db: DbOrTx, state: string, network: SocialNetwork) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.network, network),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
