import { and, asc, desc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  messages,
  noticeDecisions,
  notices,
  offers,
  projects,
  reviews,
  roomMembers,
  users,
} from '../../db/schema/index.js';

// Notices, decisions, and the moderation state of the four kinds of content (the `moderation`
// column each content row carries): the only Drizzle user of this module.

export type NoticeRow = typeof notices.$inferSelect;
export type DecisionRow = typeof noticeDecisions.$inferSelect;
export type ContentKind = 'project' | 'profile' | 'review' | 'message';

// The contents as a notice finds them.

export async function findProjectContent(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      statut: projects.statut,
      moderation: projects.moderation,
      authorId: projects.ownerId,
      authorPseudo: users.pseudo,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(projects.id, id));
  return row;
}

export async function findProfileContent(db: DbOrTx, pseudo: string) {
  const [row] = await db
    .select({
      id: users.id,
      pseudo: users.pseudo,
      name: users.name,
      statut: users.statut,
      presentation: users.presentation,
      role: users.role,
      moderation: users.moderation,
    })
    .from(users)
    .where(sql`lower(${users.pseudo}) = lower(${pseudo})`)
    .limit(1);
  return row;
}

export async function findReviewContent(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      visibleAt: reviews.visibleAt,
      moderation: reviews.moderation,
      authorId: reviews.authorId,
      authorPseudo: users.pseudo,
      targetPseudo: sql<string>`(select t.pseudo from ${users} t where t.id = ${reviews.targetId})`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.id, id));
  return row;
}

/** A message, with whether `viewerId` is a party of its conversation. */
export async function findMessageContent(db: DbOrTx, id: string, viewerId: string) {
  const [row] = await db
    .select({
      id: messages.id,
      offerId: messages.offerId,
      projectId: offers.projectId,
      contentEnc: messages.contentEnc,
      createdAt: messages.createdAt,
      moderation: messages.moderation,
      authorId: messages.senderId,
      authorPseudo: users.pseudo,
      viewerIsParty: sql<boolean>`exists (select 1 from ${roomMembers} r
        where r.offer_id = ${messages.offerId} and r.user_id = ${viewerId})`,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .innerJoin(offers, eq(offers.id, messages.offerId))
    .where(eq(messages.id, id));
  return row;
}

export async function findAccount(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      pseudo: users.pseudo,
      name: users.name,
      tradeName: users.tradeName,
      email: users.email,
      moderation: users.moderation,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

// Moderation states.

const contentTable = {
  project: projects,
  profile: users,
  review: reviews,
  message: messages,
} as const;

/** The content's moderation state, its row locked for the decision's transaction. */
export async function lockContentState(
  db: DbOrTx,
  kind: ContentKind,
  id: string,
): Promise<string | null> {
  const table = contentTable[kind];
  const [row] = await db
    .select({ moderation: table.moderation })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row?.moderation ?? null;
}

export async function setContentState(
  db: DbOrTx,
  kind: ContentKind,
  id: string,
  state: string | null,
): Promise<void> {
  const table = contentTable[kind];
  await db.update(table).set({ moderation: state }).where(eq(table.id, id));
}

/** A suspension also ends every session of the account (older tokens are refused). */
export async function suspendAccount(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ moderation: 'suspended', tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

// Notices.

export async function insertNotice(db: DbOrTx, values: typeof notices.$inferInsert) {
  const [row] = await db.insert(notices).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function lockNotice(db: DbOrTx, id: string) {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).for('update');
  return row;
}

/** Closes every open notice of the content with the decision; answers their notifiers. */
export async function closeGroup(db: DbOrTx, kind: string, targetId: string, decisionId: string) {
  return db
    .update(notices)
    .set({ decisionId })
    .where(
      and(eq(notices.targetKind, kind), eq(notices.targetId, targetId), isNull(notices.decisionId)),
    )
    .returning({ id: notices.id, name: notices.notifierName, email: notices.notifierEmail });
}

export async function notifiersOf(db: DbOrTx, decisionId: string) {
  return db
    .select({ id: notices.id, name: notices.notifierName, email: notices.notifierEmail })
    .from(notices)
    .where(eq(notices.decisionId, decisionId));
}

// Decisions.

export async function insertDecision(db: DbOrTx, values: typeof noticeDecisions.$inferInsert) {
  const [row] = await db.insert(noticeDecisions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findDecision(db: DbOrTx, id: string, lock = false) {
  const query = db.select().from(noticeDecisions).where(eq(noticeDecisions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateDecision(
  db: DbOrTx,
  id: string,
  values: Partial<typeof noticeDecisions.$inferInsert>,
): Promise<void> {
  await db.update(noticeDecisions).set(values).where(eq(noticeDecisions.id, id));
}

export async function snapshotOfNotice(db: DbOrTx, id: string): Promise<unknown> {
  const [row] = await db
    .select({ snapshot: notices.snapshot })
    .from(notices)
    .where(eq(notices.id, id));
  return row?.snapshot;
}

// The team's queue.

const pseudoOf = (column: SQLWrapper) =>
  sql<string | null>`(select a.pseudo from ${users} a where a.id = ${column})`;

const queueColumns = {
  notice: notices,
  // Notices of the same content closed together (or still open together).
  groupSize: sql<number>`(select count(*)::int from ${notices} g
    where g.target_kind = ${notices.targetKind} and g.target_id = ${notices.targetId}
      and g.decision_id is not distinct from ${notices.decisionId})`,
  decision: noticeDecisions,
  decidedByPseudo: pseudoOf(noticeDecisions.decidedBy),
  contestDecidedByPseudo: pseudoOf(noticeDecisions.contestDecidedBy),
};

/**
 * Open notices, oldest first (notices_open_idx), one row per content: the oldest notice of each
 * content stands for its group.
 */
export function openQueue(db: DbOrTx, limit: number, offset: number) {
  return db
    .select(queueColumns)
    .from(notices)
    .leftJoin(noticeDecisions, sql`false`)
    .where(
      and(
        isNull(notices.decisionId),
        sql`not exists (select 1 from ${notices} o where o.decision_id is null
          and o.target_kind = ${notices.targetKind} and o.target_id = ${notices.targetId}
          and (o.created_at, o.id) < (${notices.createdAt}, ${notices.id}))`,
      ),
    )
    .orderBy(asc(notices.createdAt), asc(notices.id))
    .limit(limit)
    .offset(offset);
}

/** Contests waiting for a second team member, oldest first. */
export function contestQueue(db: DbOrTx, limit: number, offset: number) {
  return db
    .select(queueColumns)
    .from(noticeDecisions)
    .innerJoin(notices, eq(notices.id, noticeDecisions.noticeId))
    .where(
      sql`${noticeDecisions.contestedAt} is not null and ${noticeDecisions.contestOutcome} is null`,
    )
    .orderBy(asc(noticeDecisions.contestedAt))
    .limit(limit)
    .offset(offset);
}

/** Decisions taken, newest first: the history. */
export function decisionHistory(db: DbOrTx, limit: number, offset: number) {
  return db
    .select(queueColumns)
    .from(noticeDecisions)
    .innerJoin(notices, eq(notices.id, noticeDecisions.noticeId))
    .orderBy(desc(noticeDecisions.createdAt), desc(noticeDecisions.id))
    .limit(limit)
    .offset(offset);
}
