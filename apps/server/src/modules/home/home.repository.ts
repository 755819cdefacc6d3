import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { CREATOR_PROFILE_TYPES } from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import { projects, userPacks, users } from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

// The home page's highlights: a few small indexed reads, cached by the service.

export function latestPublishedProjects(db: DbOrTx, limit: number) {
  return db
    .select({
      id: projects.id,
      title: projects.title,
      budget: projects.budget,
      publishedAt: projects.publishedAt,
      createdAt: projects.createdAt,
      totalOffers: projects.totalOffers,
      ownerPseudo: shownPseudo(),
      ownerName: users.name,
      ownerPhoto: users.photoProfile,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(and(eq(projects.statut, 'publish'), isNull(projects.moderation)))
    .orderBy(desc(projects.createdAt))
    .limit(limit);
}

/** Creators with a photo: running packs (PRO) first, then the most viewed. */
export function featuredProfiles(db: DbOrTx, limit: number) {
  const pro = sql<number>`case when ${userPacks.userId} is null then 0 else 1 end`;
  return db
    .select({
      pseudo: shownPseudo(),
      name: users.name,
      statut: users.statut,
      feminine: users.feminine,
      categorie: users.categorie,
      localisation: users.localisation,
      photo: users.photoProfile,
      packType: userPacks.type,
    })
    .from(users)
    .leftJoin(userPacks, and(eq(userPacks.userId, users.id), gt(userPacks.expireDate, sql`now()`)))
    .where(
      and(
        isNotNull(users.photoProfile),
        ne(users.role, 'admin'),
        isNull(users.moderation),
        inArray(users.statut, [...CREATOR_PROFILE_TYPES]),
      ),
    )
    .orderBy(desc(pro), desc(users.views), users.id)
    .limit(limit);
}

export async function counts(db: DbOrTx) {
  const [published] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(eq(projects.statut, 'publish'));
  const [creators] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.statut, [...CREATOR_PROFILE_TYPES]));
  return { projects: published?.n ?? 0, creators: creators?.n ?? 0 };
}
