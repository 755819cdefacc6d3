import type { OfferStatus } from '@kollabo/shared';
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { offers, projects, userPacks, users } from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

// Offers, and the project rows they depend on. Person columns come with the user's active pack
// in the same query (left join on the unexpired pack), so lists need one round trip.

export type OfferRow = typeof offers.$inferSelect;

export interface ProjectFacts {
  id: string;
  ownerId: string;
  title: string;
  statut: string;
  budget: string;
  createdAt: Date;
  publishedAt: Date | null;
}

const projectFacts = {
  id: projects.id,
  ownerId: projects.ownerId,
  title: projects.title,
  statut: projects.statut,
  budget: projects.budget,
  createdAt: projects.createdAt,
  publishedAt: projects.publishedAt,
};

/** The user columns shown on offer cards, plus the tier of an unexpired pack. */
export const personColumns = {
  id: users.id,
  pseudo: shownPseudo(),
  name: users.name,
  tradeName: users.tradeName,
  statut: users.statut,
  photo: users.photoProfile,
  views: users.views,
  lastConnect: users.lastConnect,
  packType: userPacks.type,
};
export interface PersonRow {
  id: string;
  pseudo: string;
  name: string;
  tradeName: string | null;
  statut: string;
  photo: string | null;
  views: number;
  lastConnect: Date | null;
  packType: string | null;
}

/** A brand's trade name (null when none), to name it in the other party's notifications. */
export async function findTradeName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ tradeName: users.tradeName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.tradeName ?? null;
}

const activePackJoin = (userId: SQL | typeof users.id) =>
  and(eq(userPacks.userId, userId), sql`${userPacks.expireDate} > now()`);

export async function findProject(db: DbOrTx, id: string): Promise<ProjectFacts | undefined> {
  const [row] = await db.select(projectFacts).from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/** Locks the project row until the transaction ends (attribution and offers serialise on it). */
export async function lockProject(db: DbOrTx, id: string): Promise<ProjectFacts | undefined> {
  const [row] = await db
    .select(projectFacts)
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function incrementTotalOffers(db: DbOrTx, projectId: string): Promise<void> {
  await db
    .update(projects)
    .set({ totalOffers: sql`${projects.totalOffers} + 1` })
    .where(eq(projects.id, projectId));
}

export async function insertOffer(db: DbOrTx, values: typeof offers.$inferInsert) {
  const [row] = await db.insert(offers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function lockOffer(
  db: DbOrTx,
  id: string,
  projectId: string,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.projectId, projectId)))
    .limit(1)
    .for('update');
  return row;
}

/** Writes an offer's status; `changeOfferStatus` (offer-status.service.ts) checks the move first. */
export async function setOfferStatus(db: DbOrTx, id: string, statut: OfferStatus): Promise<void> {
  await db.update(offers).set({ statut }).where(eq(offers.id, id));
}

export async function findUserOffer(
  db: DbOrTx,
  projectId: string,
  userId: string,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.projectId, projectId), eq(offers.userId, userId)))
    .limit(1);
  return row;
}

/** An offer with its author (person columns), or several: the shape lists and pages use. */
export interface OfferWithAuthor {
  offer: OfferRow;
  author: PersonRow;
}

function offersWithAuthor(db: DbOrTx) {
  return db
    .select({ offer: offers, author: personColumns })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .leftJoin(userPacks, activePackJoin(users.id));
}

export async function findOfferWithAuthor(
  db: DbOrTx,
  id: string,
): Promise<OfferWithAuthor | undefined> {
  const [row] = await offersWithAuthor(db).where(eq(offers.id, id)).limit(1);
  return row;
}

/** Offer statuses of the project's attributed offer: at most one (offers_project_attributed_uq). */
const ATTRIBUTED = ['preSelect', 'select'];

/**
 * The project's attributed offer, shown first on the owner's list: the one chosen (select, the
 * spec's rule) or, before its author answers, the one attributed (preSelect).
 */
export async function findAttributedOffer(db: DbOrTx, projectId: string) {
  const [row] = await offersWithAuthor(db)
    .where(and(eq(offers.projectId, projectId), inArray(offers.statut, ATTRIBUTED)))
    .limit(1);
  return row;
}

/** One page of a project's offers, newest first, skipping the attributed one (offers_project_created_idx). */
export function listProjectOffers(db: DbOrTx, projectId: string, limit: number, offset: number) {
  return offersWithAuthor(db)
    .where(and(eq(offers.projectId, projectId), notInArray(offers.statut, ATTRIBUTED)))
    .orderBy(newestFirst, desc(offers.id))
    .limit(limit)
    .offset(offset);
}

export async function findPerson(db: DbOrTx, userId: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .leftJoin(userPacks, activePackJoin(users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The exact order of the offers_*_created_idx indexes (created_at DESC NULLS LAST). */
const newestFirst = sql`${offers.createdAt} desc nulls last`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The user's sent offers with their projects (offers_user_created_idx), one page. */
export function listUserOffers(
  db: DbOrTx,
  userId: string,
  filters: { search?: string; wonOnly: boolean; oldestFirst: boolean },
  limit: number,
  offset: number,
) {
  const conditions: (SQL | undefined)[] = [eq(offers.userId, userId)];
  if (filters.wonOnly) conditions.push(eq(offers.statut, 'select'));
  if (filters.search) {
    conditions.push(
      sql`lower(${projects.title}) like ${`%${escapeLike(filters.search.toLowerCase())}%`}`,
    );
  }
  const order = filters.oldestFirst
    ? [sql`${offers.createdAt} asc nulls first`, asc(offers.id)]
    : [newestFirst, desc(offers.id)];
  return db
    .select({ offer: offers, project: projectFacts })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}
