import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CREATOR_PROFILE_TYPES } from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import {
  ratingAverageOf,
  ratingCountOf,
  socialsSummary,
  type CardSocialRow,
} from '../../db/card-summaries.js';
import { favourites, userPacks, users } from '../../db/schema/index.js';
import { runningPackJoin } from './profiles.repository.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

// Favourites (one row per liker and liked profile, the count kept on users.in_favorize in the
// same transaction) and the paginated profile-card lists.

export const cardColumns = {
  pseudo: shownPseudo(),
  name: users.name,
  tradeName: users.tradeName,
  statut: users.statut,
  feminine: users.feminine,
  // Cards show 196 characters: never ship whole presentations in lists.
  presentation: sql<string>`left(${users.presentation}, 200)`,
  photoProfile: users.photoProfile,
  views: users.views,
  inFavorize: users.inFavorize,
  lastConnect: users.lastConnect,
  packType: userPacks.type,
  ratingAverage: ratingAverageOf(users.id),
  ratingCount: ratingCountOf(users.id),
  socials: socialsSummary(users.id),
};

export interface CardRow {
  pseudo: string;
  name: string;
  tradeName: string | null;
  statut: string;
  feminine: boolean;
  presentation: string;
  photoProfile: string | null;
  views: number;
  inFavorize: number;
  lastConnect: Date | null;
  packType: string | null;
  ratingAverage?: string | number | null;
  ratingCount?: number;
  socials: CardSocialRow[];
}

export interface Page {
  offset: number;
  /** pageSize + 1: the extra row tells whether there is more. */
  limit: number;
}

export async function isFavourite(db: DbOrTx, userId: string, likedId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.likedId, likedId)))
    .limit(1);
  return rows.length > 0;
}

/** Adds or removes a favourite and moves the count only when the row really changed. */
export async function setFavourite(
  db: DbOrTx,
  userId: string,
  likedId: string,
  liked: boolean,
): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx
          .insert(favourites)
          .values({ userId, likedId })
          .onConflictDoNothing()
          .returning({ likedId: favourites.likedId })
      : await tx
          .delete(favourites)
          .where(and(eq(favourites.userId, userId), eq(favourites.likedId, likedId)))
          .returning({ likedId: favourites.likedId });
    const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
    const [row] = await tx
      .update(users)
      .set({ inFavorize: sql`greatest(${users.inFavorize} + ${delta}, 0)` })
      .where(eq(users.id, likedId))
      .returning({ inFavorize: users.inFavorize });
    return row?.inFavorize ?? 0;
  });
}

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The user's favourites, newest first (favourites_user_created_idx). */
export async function listFavourites(
  db: DbOrTx,
  userId: string,
  options: { search: string; statut: string } & Page,
): Promise<CardRow[]> {
  // A profile under a moderation decision is shown to no one else (profiles.policy.ts).
  const conditions: SQL[] = [eq(favourites.userId, userId), isNull(users.moderation)];
  if (options.statut) conditions.push(eq(users.statut, options.statut));
  if (options.search) {
    const pattern = likePattern(options.search);
    conditions.push(
      sql`(lower(${users.pseudo}) like ${pattern} or lower(${users.name}) like ${pattern})`,
    );
  }
  return (
    db
      .select(cardColumns)
      .from(favourites)
      .innerJoin(users, eq(users.id, favourites.likedId))
      .leftJoin(userPacks, runningPackJoin)
      .where(and(...conditions))
      // NULLS LAST like the index, so the index gives the order (no sort step).
      .orderBy(sql`${favourites.createdAt} desc nulls last`)
      .limit(options.limit)
      .offset(options.offset)
  );
}

/** A sector page lists creators; a type filter (any type, a brand's too) replaces that. */
function prepareSector(db: DbOrTx, withStatut: boolean) {
  // A profile under a moderation decision leaves the directory's listings.
  const conditions: SQL[] = [
    eq(users.categorie, sql.placeholder('categorie')),
    isNull(users.moderation),
  ];
  conditions.push(
    withStatut
      ? eq(users.statut, sql.placeholder('statut'))
      : inArray(users.statut, [...CREATOR_PROFILE_TYPES]),
  );
  return db
    .select(cardColumns)
    .from(users)
    .leftJoin(userPacks, runningPackJoin)
    .where(and(...conditions))
    .orderBy(sql`${users.views} desc nulls last`, users.id)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(withStatut ? 'profiles_sector_by_statut' : 'profiles_sector');
}

/**
 * Profiles of one niche, most viewed first (users_categorie_views_idx, or
 * users_categorie_statut_views_idx with a type filter). Prepared: a public, busy listing.
 */
export async function listSector(
  db: DbOrTx,
  categorie: string,
  options: { statut: string } & Page,
): Promise<CardRow[]> {
  const withStatut = Boolean(options.statut);
  const query = preparedOnce(db, `profiles_sector_${withStatut}`, () =>
    prepareSector(db, withStatut),
  );
  return query.execute({
    categorie,
    statut: options.statut,
    limit: options.limit,
    offset: options.offset,
  });
}
