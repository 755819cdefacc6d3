import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import {
  messages,
  offers,
  projects,
  roomMembers,
  userPacks,
  users,
} from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

// Chat messages and the per-participant room rows the inbox reads.

export interface RoomAccess {
  offerId: string;
  authorId: string;
  ownerId: string;
  projectId: string;
  projectStatut: string;
  projectTitle: string;
  /** The offer's own status: 'select' once its author accepted the attribution. */
  offerStatut: string;
  /** The asking user's active pack tier, if any. */
  viewerPack: string | null;
  viewerPseudo: string | null;
  viewerPhoto: string | null;
  /** The viewer's display name ('' when none: the pseudo shows). */
  viewerName: string | null;
  /** Compared with the socket's token version: a password change revokes older sessions. */
  viewerTokenVersion: number | null;
  /** The other party (of the viewer) deleted her account: the conversation is closed. */
  otherDeleted: boolean;
}

function roomAccessQuery(db: Db) {
  const offerId = sql.placeholder('offerId');
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      offerId: offers.id,
      authorId: offers.userId,
      ownerId: projects.ownerId,
      projectId: projects.id,
      projectStatut: projects.statut,
      projectTitle: projects.title,
      offerStatut: offers.statut,
      viewerPack: userPacks.type,
      viewerPseudo: users.pseudo,
      viewerPhoto: users.photoProfile,
      viewerName: users.name,
      viewerTokenVersion: users.tokenVersion,
      otherDeleted: sql<boolean>`exists (select 1 from ${users} other
        where other.id = case when ${offers.userId} = ${viewerId}::uuid
          then ${projects.ownerId} else ${offers.userId} end
        and other.deleted_at is not null)`,
    })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .leftJoin(users, eq(users.id, viewerId))
    .leftJoin(userPacks, and(eq(userPacks.userId, viewerId), sql`${userPacks.expireDate} > now()`))
    .where(eq(offers.id, offerId))
    .limit(1)
    .prepare('offers_room_access');
}

/**
 * Everything a chat permission needs, in one query (offer, project, the viewer's pack and token
 * version). It runs for every message: a named statement, planned once per connection.
 */
export async function findRoomAccess(
  db: Db,
  offerId: string,
  viewerId: string,
): Promise<RoomAccess | undefined> {
  const statement = preparedOnce(db, 'offers_room_access', () => roomAccessQuery(db));
  const [row] = await statement.execute({ offerId, viewerId });
  return row;
}

/**
 * Stores a message and touches both room rows in one statement (atomic, one round trip): the
 * sender's room is read, the recipient's becomes unread and leaves the archive, like a reply to
 * an archived mail. The two rows are always locked in the same order (by user id).
 */
export async function storeMessage(
  db: DbOrTx,
  input: { offerId: string; senderId: string; recipientId: string; contentEnc: string },
): Promise<{ id: string; createdAt: Date }> {
  const { offerId, senderId, recipientId, contentEnc } = input;
  const result = await db.execute<{ id: string; created_at: Date | string }>(sql`
    with m as (
      insert into ${messages} (offer_id, sender_id, content_enc)
      values (${offerId}, ${senderId}, ${contentEnc})
      returning id, created_at
    ), touched as (
      insert into ${roomMembers} as rm (offer_id, user_id, other_id, read, last_message_at)
      select ${offerId}::uuid, r.user_id, r.other_id, r.read, m.created_at
      from m, (values
        (${senderId}::uuid, ${recipientId}::uuid, true),
        (${recipientId}::uuid, ${senderId}::uuid, false)
      ) as r (user_id, other_id, read)
      -- Both sides may send at once: rows locked in one order (by user) cannot deadlock.
      order by r.user_id
      on conflict (offer_id, user_id) do update set
        read = excluded.read,
        last_message_at = excluded.last_message_at,
        status = case when rm.status = 'archive' and not excluded.read then 'none' else rm.status end
    )
    select id, created_at from m`);
  const rows = (result as unknown as { rows?: { id: string; created_at: Date | string }[] }).rows;
  const row = (rows ?? (result as unknown as { id: string; created_at: Date | string }[]))[0];
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, createdAt: new Date(row.created_at) };
}

/** One page of a conversation, newest first (messages_offer_created_idx). */
export function listMessages(db: DbOrTx, offerId: string, limit: number, before?: string) {
  const conditions: SQL[] = [eq(messages.offerId, offerId)];
  if (before) {
    conditions.push(
      sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${before} and m.offer_id = ${offerId})`,
    );
  }
  return db
    .select({
      id: messages.id,
      contentEnc: messages.contentEnc,
      moderation: messages.moderation,
      createdAt: messages.createdAt,
      sender: shownPseudo(),
      senderPhoto: users.photoProfile,
      senderName: users.name,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

export async function markRead(db: DbOrTx, offerId: string, userId: string): Promise<void> {
  await db
    .update(roomMembers)
    .set({ read: true })
    .where(and(eq(roomMembers.offerId, offerId), eq(roomMembers.userId, userId)));
}

// Inbox

export async function findRoomMember(db: DbOrTx, offerId: string, userId: string) {
  const [row] = await db
    .select({ status: roomMembers.status })
    .from(roomMembers)
    .where(and(eq(roomMembers.offerId, offerId), eq(roomMembers.userId, userId)))
    .limit(1);
  return row;
}

export async function setRoomStatus(db: DbOrTx, offerId: string, userId: string, status: string) {
  await db
    .update(roomMembers)
    .set({ status })
    .where(and(eq(roomMembers.offerId, offerId), eq(roomMembers.userId, userId)));
}

/**
 * Takes the room's mail slot when the last mail is older than the window and the recipient's
 * message mails are on; false otherwise.
 */
export async function claimMailSlot(
  db: DbOrTx,
  offerId: string,
  userId: string,
  windowMs: number,
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(roomMembers)
    .set({ lastMailAt: now })
    .where(
      and(
        eq(roomMembers.offerId, offerId),
        eq(roomMembers.userId, userId),
        sql`exists (select 1 from ${users} u where u.id = ${userId} and u.notif_messages)`,
        or(
          isNull(roomMembers.lastMailAt),
          lt(roomMembers.lastMailAt, new Date(now.getTime() - windowMs)),
        ),
      ),
    )
    .returning({ offerId: roomMembers.offerId });
  return rows.length === 1;
}

/** Unread conversations per user (the header's message badge; room_members_unread_idx). */
export async function unreadRoomCounts(
  db: DbOrTx,
  userIds: string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: roomMembers.userId, n: sql<number>`count(*)::int` })
    .from(roomMembers)
    .where(and(inArray(roomMembers.userId, userIds), eq(roomMembers.read, false)))
    .groupBy(roomMembers.userId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

// Socket sessions
