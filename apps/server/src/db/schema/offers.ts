import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { projectRef } from './projects.js';
import { userRef } from './users.js';
import { timestamptz, idColumn, createdAt } from './columns.js';

export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    projectId: projectRef(),
    userId: userRef('user_id'),
    /** Integer cents. */
    amountCents: integer('amount_cents').notNull(),
    /** TTC or HT */
    tax: text('tax').notNull(),
    messageOffre: text('message_offre').notNull(),
    /** Stored attachment file name (server-chosen) and the user's original name. */
    filePath: text('file_path'),
    fileName: text('file_name'),
    /** pending, preSelect, select, declined */
    statut: text('statut').notNull().default('pending'),
    dateSend: timestamptz('date_send').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('offers_project_user_uq').on(t.projectId, t.userId),
    index('offers_project_created_idx').on(t.projectId, t.createdAt.desc()),
    index('offers_user_created_idx').on(t.userId, t.createdAt.desc()),
    // At most one attributed offer (preSelect or select) per project: a second attribution fails.
    uniqueIndex('offers_project_attributed_uq')
      .on(t.projectId)
      .where(sql`${t.statut} in ('preSelect', 'select')`),
  ],
);

/** The offer the row belongs to: the row goes with it. */
const offerRef = () =>
  uuid('offer_id')
    .notNull()
    .references(() => offers.id, { onDelete: 'cascade' });

export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    offerId: offerRef(),
    senderId: userRef('sender_id'),
    /** AES-256-GCM: base64(iv|tag|ciphertext). */
    contentEnc: text('content_enc').notNull(),
    /** Set by a moderation decision (notices module): removed (its text is no longer shown). */
    moderation: text('moderation'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_offer_created_idx').on(t.offerId, t.createdAt)],
);

/** One row per participant of an offer's conversation: the inbox reads only this table. */
export const roomMembers = pgTable(
  'room_members',
  {
    offerId: offerRef(),
    userId: userRef('user_id'),
    /** The other participant, shown as the room's sender. */
    otherId: userRef('other_id'),
    /** none, favourite, archive */
    status: text('status').notNull().default('none'),
    /** False while a message from the other participant is unread. */
    read: boolean('read').notNull().default(true),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
    lastMailAt: timestamptz('last_mail_at'),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.userId] }),
    index('room_members_inbox_idx').on(t.userId, t.status, t.lastMessageAt.desc()),
    index('room_members_unread_idx').on(t.userId, t.read),
  ],
);
