import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  messages,
  offers,
  projects,
  roomMembers,
  userPacks,
  users,
} from '../../db/schema/index.js';
import type { InboxFilter } from '@kollabo/shared';

// Chat messages and the per-participant room rows the inbox reads.

export interface RoomAccess {
  offerId: string;
  authorId: string;
  ownerId: string;
  projectId: string;
  projectStatut: string;
  projectTitle: string;
  /** The asking user's active pack tier, if any. */
  viewerPack: string | null;
  viewerPseudo: string | null;
  viewerPhoto: string | null;
  /** Compared with the socket's token version: a password change revokes older sessions. */
  viewerTokenVersion: number | null;
}

/** Everything a chat permission needs, in one query (offer, project, the viewer's pack). */
export async function findRoomAccess(
  db: DbOrTx,
  offerId: string,
  viewerId: string,
): Promise<RoomAccess | undefined> {
  const [row] = await db
    .select({
      offerId: offers.id,
      authorId: offers.userId,
      ownerId: projects.ownerId,
      projectId: projects.id,
      projectStatut: projects.statut,
      projectTitle: projects.title,
      viewerPack: userPacks.type,
      viewerPseudo: users.pseudo,
      viewerPhoto: users.photoProfile,
      viewerTokenVersion: users.tokenVersion,
    })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .leftJoin(users, eq(users.id, viewerId))
    .leftJoin(userPacks, and(eq(userPacks.userId, viewerId), sql`${userPacks.expireDate} > now()`))
    .where(eq(offers.id, offerId))
    .limit(1);
  return row;
}

/**
 * Stores a message and touches both room rows in one statement (atomic, one round trip): the
 * sender's room is read, the recipient's becomes unread and leaves the archive, like a reply to
 * an archived mail.
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
      select ${offerId}::uuid, ${senderId}::uuid, ${recipientId}::uuid, true, m.created_at from m
      union all
      select ${offerId}::uuid, ${recipientId}::uuid, ${senderId}::uuid, false, m.created_at from m
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
      createdAt: messages.createdAt,
      sender: users.pseudo,
      senderPhoto: users.photoProfile,
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface InboxRow {
  offerId: string;
  status: string;
  read: boolean;
  lastMessageAt: Date;
  senderPseudo: string;
  senderPhoto: string | null;
  projectId: string;
  projectTitle: string;
}

type RawInbox = {
  unread: number;
  notif: boolean | null;
  offer_id: string | null;
  status: string;
  read: boolean;
  last_message_at: Date | string;
  sender_pseudo: string;
  sender_photo: string | null;
  project_id: string;
  project_title: string;
};

/**
 * The inbox in one round trip (the header badge polls it): the unread count
 * (room_members_unread_idx), the mail setting, and one page of rooms cut from room_members alone
 * (room_members_inbox_idx), whose rows only are then joined to their sender and project by
 * primary key, whatever the tables' sizes.
 */
export async function inboxPage(
  db: DbOrTx,
  userId: string,
  filters: { status: InboxFilter; sender?: string },
  limit: number,
  offset: number,
): Promise<{ rooms: InboxRow[]; unread: number; notif: boolean }> {
  const folder =
    filters.status === 'notRead' ? sql`rm.read = false` : sql`rm.status = ${filters.status}`;
  const search = filters.sender
    ? sql`and exists (select 1 from ${users} su where su.id = rm.other_id
            and lower(su.pseudo) like ${`%${escapeLike(filters.sender.toLowerCase())}%`})`
    : sql``;
  const result = await db.execute<RawInbox>(sql`
    select s.unread, s.notif, r.*
    from (select
        (select count(*)::int from ${roomMembers} where user_id = ${userId} and read = false) as unread,
        (select notif_messages from ${users} where id = ${userId}) as notif) s
    left join lateral (
      select page.offer_id, page.status, page.read, page.last_message_at,
             u.pseudo as sender_pseudo, u.photo_profile as sender_photo,
             p.id as project_id, p.title as project_title
      from (select rm.offer_id, rm.other_id, rm.status, rm.read, rm.last_message_at
            from ${roomMembers} rm
            where rm.user_id = ${userId} and ${folder} ${search}
            order by rm.last_message_at desc, rm.offer_id desc
            limit ${limit} offset ${offset}) page
      join ${users} u on u.id = page.other_id
      join ${offers} o on o.id = page.offer_id
      join ${projects} p on p.id = o.project_id
    ) r on true
    order by r.last_message_at desc nulls last, r.offer_id desc`);
  const rows =
    (result as unknown as { rows?: RawInbox[] }).rows ?? (result as unknown as RawInbox[]);
  const first = rows[0];
  return {
    unread: Number(first?.unread ?? 0),
    notif: first?.notif ?? false,
    rooms: rows
      .filter((row) => row.offer_id !== null)
      .map((row) => ({
        offerId: row.offer_id ?? '',
        status: row.status,
        read: row.read,
        lastMessageAt: new Date(row.last_message_at),
        senderPseudo: row.sender_pseudo,
        senderPhoto: row.sender_photo,
        projectId: row.project_id,
        projectTitle: row.project_title,
      })),
  };
}

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

export async function findMailSettings(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, notifMessages: users.notifMessages })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function setNotifMessages(db: DbOrTx, userId: string, on: boolean): Promise<void> {
  await db.update(users).set({ notifMessages: on }).where(eq(users.id, userId));
}

/** Takes the room's mail slot when the last mail is older than the window; false otherwise. */
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
        or(
          isNull(roomMembers.lastMailAt),
          lt(roomMembers.lastMailAt, new Date(now.getTime() - windowMs)),
        ),
      ),
    )
    .returning({ offerId: roomMembers.offerId });
  return rows.length === 1;
}

// Socket sessions

/** Current token versions of the given users (the socket sweep disconnects stale tokens). */
export function tokenVersions(db: DbOrTx, userIds: string[]) {
  return db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(inArray(users.id, userIds));
}
