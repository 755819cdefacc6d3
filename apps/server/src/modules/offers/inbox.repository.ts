import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InboxFilter } from '@kollabo/shared';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { messages, offers, projects, roomMembers, users } from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

// The inbox (GET /offer/all-rooms-offer), polled by every logged page for the header badge: one
// round trip, planned once per connection (a named statement per filter shape). The viewer's
// row gives the mail setting and the unread count (room_members_unread_idx); the page of rooms is
// cut from room_members alone in the inbox index's order (room_members_inbox_idx), and only its
// rows are joined to their sender and project by primary key.

export interface InboxRow {
  offerId: string;
  status: string;
  read: boolean;
  lastMessageAt: Date;
  senderPseudo: string;
  senderPhoto: string | null;
  senderName: string;
  /** The room's last message, still encrypted, and who sent it. */
  lastContentEnc: string | null;
  lastSenderId: string | null;
  projectId: string;
  projectTitle: string;
}

type Shape = { unread: boolean; search: boolean };
const sender = alias(users, 'sender');
const p = {
  userId: sql.placeholder('userId'),
  status: sql.placeholder('status'),
  pattern: sql.placeholder('pattern'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** The inbox statement for one filter shape (exported for the benchmark's EXPLAIN). */
export function inboxQuery(db: Db, shape: Shape) {
  const conditions: SQL[] = [
    eq(roomMembers.userId, p.userId),
    shape.unread ? eq(roomMembers.read, false) : eq(roomMembers.status, p.status),
  ];
  if (shape.search) {
    conditions.push(
      sql`exists (select 1 from ${users} s where s.id = ${roomMembers.otherId} and lower(s.pseudo) like ${p.pattern})`,
    );
  }
  const cut = db
    .select({
      offerId: roomMembers.offerId,
      otherId: roomMembers.otherId,
      status: roomMembers.status,
      read: roomMembers.read,
      lastMessageAt: roomMembers.lastMessageAt,
    })
    .from(roomMembers)
    .where(and(...conditions))
    .orderBy(sql`${roomMembers.lastMessageAt} desc nulls last`, desc(roomMembers.offerId))
    .limit(p.limit)
    .offset(p.offset)
    .as('cut');
  const page = db
    .select({
      offerId: sql<string>`${cut.offerId}`.as('page_offer_id'),
      status: sql<string>`${cut.status}`.as('page_status'),
      read: sql<boolean>`${cut.read}`.as('page_read'),
      lastMessageAt: sql<Date>`${cut.lastMessageAt}`.as('page_last_message_at'),
      senderPseudo: sql<string>`${shownPseudo(sender)}`.as('page_sender_pseudo'),
      senderPhoto: sql<string | null>`${sender.photoProfile}`.as('page_sender_photo'),
      senderName: sql<string>`${sender.name}`.as('page_sender_name'),
      // The last message of each room on the page (messages_offer_created_idx: one index probe).
      lastContentEnc: sql<string | null>`(select m.content_enc from ${messages} m
        where m.offer_id = ${cut.offerId} order by m.created_at desc limit 1)`.as(
        'page_last_content',
      ),
      lastSenderId: sql<string | null>`(select m.sender_id from ${messages} m
        where m.offer_id = ${cut.offerId} order by m.created_at desc limit 1)`.as(
        'page_last_sender',
      ),
      projectId: sql<string>`${projects.id}`.as('page_project_id'),
      projectTitle: sql<string>`${projects.title}`.as('page_project_title'),
    })
    .from(cut)
    .innerJoin(sender, eq(sender.id, cut.otherId))
    .innerJoin(offers, eq(offers.id, cut.offerId))
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .as('page');
  // The count names the user by parameter (not users.id): computed once, not once per row.
  return db
    .select({
      notif: users.notifMessages,
      unread: sql<number>`(select count(*)::int from ${roomMembers} where ${roomMembers.userId} = ${p.userId} and ${roomMembers.read} = false)`,
      offerId: page.offerId,
      status: page.status,
      read: page.read,
      lastMessageAt: page.lastMessageAt,
      senderPseudo: page.senderPseudo,
      senderPhoto: page.senderPhoto,
      senderName: page.senderName,
      lastContentEnc: page.lastContentEnc,
      lastSenderId: page.lastSenderId,
      projectId: page.projectId,
      projectTitle: page.projectTitle,
    })
    .from(users)
    .leftJoinLateral(page, sql`true`)
    .where(eq(users.id, p.userId))
    .orderBy(sql`${page.lastMessageAt} desc nulls last`, desc(page.offerId));
}

function statementFor(db: Db, shape: Shape) {
  const name = `offers_inbox_${shape.unread ? 'unread' : 'status'}${shape.search ? '_search' : ''}`;
  return preparedOnce(db, name, () => inboxQuery(db, shape).prepare(name));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function inboxPage(
  db: Db,
  userId: string,
  filters: { status: InboxFilter; sender?: string },
  limit: number,
  offset: number,
): Promise<{ rooms: InboxRow[]; unread: number; notif: boolean }> {
  const shape = { unread: filters.status === 'notRead', search: Boolean(filters.sender) };
  const rows = await statementFor(db, shape).execute({
    userId,
    status: filters.status,
    pattern: `%${escapeLike((filters.sender ?? '').toLowerCase())}%`,
    limit,
    offset,
  });
  const first = rows[0];
  return {
    unread: Number(first?.unread ?? 0),
    notif: first?.notif ?? false,
    rooms: rows.flatMap((row) =>
      row.offerId === null
        ? []
        : [
            {
              offerId: row.offerId,
              status: row.status ?? 'none',
              read: row.read ?? true,
              lastMessageAt: new Date(row.lastMessageAt ?? 0),
              senderPseudo: row.senderPseudo ?? '',
              senderPhoto: row.senderPhoto ?? null,
              senderName: row.senderName ?? '',
              lastContentEnc: row.lastContentEnc ?? null,
              lastSenderId: row.lastSenderId ?? null,
              projectId: row.projectId ?? '',
              projectTitle: row.projectTitle ?? '',
            },
          ],
    ),
  };
}
