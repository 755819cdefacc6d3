import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef } from './users.js';
import { timestamptz, idColumn, createdAt, updatedAt } from './columns.js';

/** What the bell and /notifications show: one row per event and recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    recipientId: userRef('recipient_id'),
    /** An entry of NOTIFICATION_EVENTS (packages/shared/src/notifications.ts). */
    type: text('type').notNull(),
    /** What the event's texts and link are built from, checked against its schema. */
    data: jsonb('data').notNull(),
    /** The event's own key (an offer id, a message id...): one notification per event. */
    eventKey: text('event_key').notNull(),
    /** Events of one group (a conversation) share one unread notification, bumped instead. */
    groupKey: text('group_key'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_recipient_event_uq').on(t.recipientId, t.eventKey),
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_open_group_uq')
      .on(t.recipientId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/**
 * The delivery state of an outbox row, shared by both mail outboxes: pending, sent, failed (gave
 * up; shown in /admin) or skipped (the mail outbox's only: unsubscribed meanwhile).
 */
const deliveryColumns = () => ({
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** Not before: the backoff of a failure, or the lease of the worker that claimed it. */
  nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
  /** The claim of the worker holding the row; a send needs it still to be current. */
  claimToken: uuid('claim_token'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamptz('sent_at'),
});

/**
 * The transactional outbox of notification mails: written in the event's transaction, delivered
 * by the worker (modules/notifications/mail-outbox.ts), at most one row per event and recipient.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** `<event key>:<recipient id>`: the same event never queues a second mail. */
    idempotencyKey: text('idempotency_key').notNull(),
    recipientId: userRef('recipient_id'),
    type: text('type').notNull(),
    category: text('category').notNull(),
    data: jsonb('data').notNull(),
    /** Files sent with the mail, by storage key (`MailAttachmentRef[]`): read when it is sent,
     * never copied here. */
    attachments: jsonb('attachments'),
    ...deliveryColumns(),
  },
  (t) => [
    uniqueIndex('mail_outbox_idempotency_uq').on(t.idempotencyKey),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_failed_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'failed'`),
    index('mail_outbox_recipient_idx').on(t.recipientId),
  ],
);

/**
 * Mail on/off per user and category; a missing row is on. The "messages" category is stored
 * in users.notif_messages (the inbox's toggle of the spec), never here.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: userRef('user_id'),
    category: text('category').notNull(),
    mail: boolean('mail').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * Mails to an address rather than to an account's settings: a notifier who may have no account,
 * and the legal statements (DSA art. 17) no mail setting may turn off. Written in the event's
 * transaction, delivered once by the address outbox worker (modules/notifications/address-outbox.ts).
 */
export const addressMails = pgTable(
  'address_mails',
  {
    id: idColumn(),
    /** The event's own key: the same event never queues a second mail. */
    idempotencyKey: text('idempotency_key').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    uniqueIndex('address_mails_idempotency_uq').on(t.idempotencyKey),
    index('address_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
