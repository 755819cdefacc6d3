import { and, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { collaborations, projects, reviewReports, reviews, users } from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

export type ReviewRow = typeof reviews.$inferSelect;

const reviewColumns = {
  id: reviews.id,
  offerId: reviews.offerId,
  authorId: reviews.authorId,
  targetId: reviews.targetId,
  rating: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  replyAt: reviews.replyAt,
  visibleAt: reviews.visibleAt,
  createdAt: reviews.createdAt,
  moderation: reviews.moderation,
  authorPseudo: shownPseudo(),
  authorName: users.name,
  authorPhoto: users.photoProfile,
  projectId: projects.id,
  projectTitle: projects.title,
};

/** A review removed or restricted by a moderation decision leaves the public lists and rating. */
const publicReview = isNull(reviews.moderation);

function selectReviews(db: DbOrTx) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(collaborations, eq(collaborations.offerId, reviews.offerId))
    .innerJoin(projects, eq(projects.id, collaborations.projectId));
}

export async function insertReview(db: DbOrTx, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The other party's review of the same collaboration, locked. */
export async function findOtherReview(db: DbOrTx, offerId: string, authorId: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.offerId, offerId), ne(reviews.authorId, authorId)))
    .for('update');
  return row;
}

export async function findByAuthor(db: DbOrTx, offerId: string, authorId: string) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.offerId, offerId), eq(reviews.authorId, authorId)));
  return row;
}

export async function showNow(db: DbOrTx, id: string, at: Date) {
  await db
    .update(reviews)
    .set({ visibleAt: sql`least(${reviews.visibleAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(reviews.id, id));
}

export async function reviewsOfOffer(db: DbOrTx, offerId: string) {
  return selectReviews(db).where(eq(reviews.offerId, offerId));
}

export async function findReview(db: DbOrTx, id: string) {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row;
}
export type ReviewView = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/** Sets the reply once; false when one exists. */
export async function setReply(db: DbOrTx, id: string, reply: string): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ reply, replyAt: new Date() })
    .where(and(eq(reviews.id, id), sql`${reviews.reply} is null`))
    .returning({ id: reviews.id });
  return rows.length === 1;
}

/** False when this user already reported this review. */
export async function insertReport(
  db: DbOrTx,
  values: { reviewId: string; reporterId: string; message: string },
): Promise<boolean> {
  const rows = await db
    .insert(reviewReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  return rows.length === 1;
}

/** Visible reviews of a user, newest first (reviews_target_created_idx). */
export async function listVisible(db: DbOrTx, targetId: string, limit: number, offset: number) {
  return selectReviews(db)
    .where(and(eq(reviews.targetId, targetId), lte(reviews.visibleAt, sql`now()`), publicReview))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

export async function ratingOf(db: DbOrTx, targetId: string) {
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${reviews.rating})`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.targetId, targetId), lte(reviews.visibleAt, sql`now()`), publicReview));
  return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0 };
}

export async function findUserByPseudo(db: DbOrTx, pseudo: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.pseudo}) = lower(${pseudo})`);
  return row;
}
