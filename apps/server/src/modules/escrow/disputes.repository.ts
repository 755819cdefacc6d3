import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { collabDisputeAttachments, collabDisputes, collabPayments } from '../../db/schema/index.js';

// A payment's dispute (at most one, decided once by the team) and its attachments.

export type DisputeRow = typeof collabDisputes.$inferSelect;

// Disputes.

export async function findDispute(db: DbOrTx, offerId: string) {
  const [row] = await db.select().from(collabDisputes).where(eq(collabDisputes.offerId, offerId));
  return row;
}

export async function insertDispute(db: DbOrTx, values: typeof collabDisputes.$inferInsert) {
  const rows = await db
    .insert(collabDisputes)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: collabDisputes.offerId });
  return rows.length === 1;
}

export async function decideDispute(
  db: DbOrTx,
  offerId: string,
  values: Pick<
    DisputeRow,
    'decision' | 'decisionReason' | 'creatorCents' | 'decidedBy' | 'decidedAt'
  >,
) {
  await db.update(collabDisputes).set(values).where(eq(collabDisputes.offerId, offerId));
}

// A dispute's attachments.

export type DisputeAttachmentRow = typeof collabDisputeAttachments.$inferSelect;

/** The attachments of these disputes, oldest first. */
export async function listDisputeAttachments(
  db: DbOrTx,
  offerIds: string[],
): Promise<DisputeAttachmentRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .select()
    .from(collabDisputeAttachments)
    .where(inArray(collabDisputeAttachments.offerId, offerIds))
    .orderBy(collabDisputeAttachments.createdAt, collabDisputeAttachments.id);
}

/** The dispute row locked, so two uploads at once cannot both pass the count. */
export async function lockDispute(db: DbOrTx, offerId: string) {
  const [row] = await db
    .select()
    .from(collabDisputes)
    .where(eq(collabDisputes.offerId, offerId))
    .for('update');
  return row;
}

export async function insertDisputeAttachment(
  db: DbOrTx,
  values: typeof collabDisputeAttachments.$inferInsert,
): Promise<DisputeAttachmentRow> {
  const [row] = await db.insert(collabDisputeAttachments).values(values).returning();
  if (!row) throw new Error('dispute attachment not inserted');
  return row;
}

export async function findDisputeAttachment(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      attachment: collabDisputeAttachments,
      ownerId: collabPayments.ownerId,
      authorId: collabPayments.authorId,
    })
    .from(collabDisputeAttachments)
    .innerJoin(collabPayments, eq(collabPayments.offerId, collabDisputeAttachments.offerId))
    .where(eq(collabDisputeAttachments.id, id));
  return row;
}

export async function listDisputes(db: DbOrTx, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db.select().from(collabDisputes).where(inArray(collabDisputes.offerId, offerIds));
}
