import { NOTIFICATIONS_UNREAD_COUNTED, isSecurityCategory } from '@kollabo/shared';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { mailOutbox, notificationSettings, notifications, users } from '../../db/schema/index.js';
import { attachmentRefs, type MailAttachmentRef } from './mail-attachments.js';

// Notifications, the mail outbox and the mail settings: the only Drizzle user of this module.

/** drizzle's `execute` answers `{ rows }` on node-postgres and PGlite alike. */
function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: T[] }).rows;
  return rows ?? (result as T[]);
}

/** The bell's count stops there (a literal: PostgreSQL plans the limit it sees). */
const countedLimit = sql.raw(String(NOTIFICATIONS_UNREAD_COUNTED));

/** A recipient's unread notifications, counted up to the bell's limit (notifications_unread_idx). */
const unreadCounted = (recipientId: SQL) =>
  sql<number>`(select count(*)::int from (select 1 from ${notifications} u
    where u.recipient_id = ${recipientId} and u.read_at is null
    limit ${countedLimit}) counted)`;

/** Whether the recipient's setting lets mails of `category` go ("messages" is users.notif_messages). */
const mailAllowed = (recipientId: string, category: string) =>
  isSecurityCategory(category)
    ? sql`true`
    : category === 'messages'
      ? sql`coalesce((select u.notif_messages from ${users} u where u.id = ${recipientId}), false)`
      : sql`coalesce((select s.mail from ${notificationSettings} s where s.user_id = ${recipientId} and s.category = ${category}), true)`;

export interface NewNotification {
  recipientId: string;
  type: string;
  category: string;
  data: unknown;
  eventKey: string;
  /** Bump the unread notification of this group instead of adding one. */
  groupKey?: string;
  /** Queue a mail (when the recipient's setting allows it). */
  mail: boolean;
  /** With a group: mail only when this event starts a new unread notification (not a bump). */
  mailFirstOfGroup?: boolean;
  /** Files the mail carries, by storage key. */
  attachments?: MailAttachmentRef[];
}

/** The outbox row's idempotency key: one mail per event (`<type>:<event key>`) and recipient. */
export const outboxKey = (eventKey: string, recipientId: string) => `${eventKey}:${recipientId}`;

/**
 * One round trip: the notification (or the bump of its group's unread one), and the outbox row
 * when a mail is wanted and the recipient's setting allows it. Replaying the same event adds
 * nothing (unique event key per recipient, unique idempotency key per mail).
 */
export async function insertNotification(db: DbOrTx, input: NewNotification): Promise<void> {
  const data = JSON.stringify(input.data);
  const { recipientId, type, eventKey } = input;
  const notification = input.groupKey
    ? sql`bumped as (
        update ${notifications} set type = ${type}, data = ${data}::jsonb, event_key = ${eventKey}, created_at = now()
        where recipient_id = ${recipientId} and group_key = ${input.groupKey} and read_at is null
        returning id
      ), added as (
        insert into ${notifications} (recipient_id, type, data, event_key, group_key)
        select ${recipientId}::uuid, ${type}, ${data}::jsonb, ${eventKey}, ${input.groupKey}
        where not exists (select 1 from bumped)
        on conflict do nothing
        returning id
      )`
    : sql`added as (
        insert into ${notifications} (recipient_id, type, data, event_key)
        values (${recipientId}, ${type}, ${data}::jsonb, ${eventKey})
        on conflict do nothing
        returning id
      )`;
  if (!input.mail) {
    await db.execute(sql`with ${notification} select 1`);
    return;
  }
  await db.execute(sql`with ${notification}
    insert into ${mailOutbox} (idempotency_key, recipient_id, type, category, data, attachments)
    select ${outboxKey(eventKey, recipientId)}, ${recipientId}::uuid, ${type}, ${input.category}, ${data}::jsonb,
      ${input.attachments ? JSON.stringify(input.attachments) : null}::jsonb
    where ${mailAllowed(recipientId, input.category)}
    ${input.groupKey && input.mailFirstOfGroup ? sql`and exists (select 1 from added)` : sql``}
    on conflict do nothing`);
}

export interface NotificationRow {
  id: string;
  type: string;
  data: unknown;
  readAt: Date | null;
  createdAt: Date;
}

/**
 * The list behind the bell and /notifications in one round trip: a page, newest first
 * (notifications_recipient_created_idx), each row carrying the recipient's unread count
 * (notifications_unread_idx). A named statement: every logged page asks for it. No row (an
 * empty list, or a page past the end) gives no count: the caller asks `unreadCounts`.
 */
export async function notificationsPage(
  db: DbOrTx,
  recipientId: string,
  limit: number,
  offset: number,
): Promise<{ rows: NotificationRow[]; unread: number | undefined }> {
  const statement = preparedOnce(db, 'notifications_page', () =>
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        data: notifications.data,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
        unread: unreadCounted(sql`${sql.placeholder('recipientId')}`),
      })
      .from(notifications)
      .where(eq(notifications.recipientId, sql.placeholder('recipientId')))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('notifications_page'),
  );
  const rows = await statement.execute({ recipientId, limit, offset });
  return {
    rows: rows.map(({ unread: _unread, ...row }) => row),
    unread: rows[0] ? Number(rows[0].unread) : undefined,
  };
}

/** Unread notifications per recipient, up to the bell's limit (notifications_unread_idx). */
export async function unreadCounts(
  db: DbOrTx,
  recipientIds: string[],
): Promise<Map<string, number>> {
  if (recipientIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select r.id, ${unreadCounted(sql`r.id`)} as n
    from unnest(${sql.param(recipientIds)}::uuid[]) as r(id)`);
  return new Map(rowsOf<{ id: string; n: number }>(result).map((row) => [row.id, Number(row.n)]));
}

/** Marks the recipient's own notifications among `ids` (all when undefined); returns how many. */
export async function markRead(
  db: DbOrTx,
  recipientId: string,
  ids: string[] | undefined,
): Promise<number> {
  return markUnreadRead(db, recipientId, ids ? inArray(notifications.id, ids) : undefined);
}

/** Marks the unread notification of a group read (a conversation opened). */
export async function markGroupRead(
  db: DbOrTx,
  recipientId: string,
  groupKey: string,
): Promise<number> {
  return markUnreadRead(db, recipientId, eq(notifications.groupKey, groupKey));
}

/** Marks her unread notifications that pass `which` read; returns how many. */
async function markUnreadRead(
  db: DbOrTx,
  recipientId: string,
  which: SQL | undefined,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt), which))
    .returning({ id: notifications.id });
  return rows.length;
}

// Settings

export interface SettingsRow {
  email: string;
  notifMessages: boolean;
  off: string[];
}

/** The user's address, the "messages" toggle and the categories turned off. */
export async function findSettings(db: DbOrTx, userId: string): Promise<SettingsRow | undefined> {
  const [user] = await db
    .select({ email: users.email, notifMessages: users.notifMessages })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return undefined;
  const rows = await db
    .select({ category: notificationSettings.category })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.mail, false)));
  return { ...user, off: rows.map((row) => row.category) };
}

export async function setCategoryMail(
  db: DbOrTx,
  userId: string,
  category: string,
  mail: boolean,
): Promise<void> {
  if (category === 'messages') {
    await db.update(users).set({ notifMessages: mail }).where(eq(users.id, userId));
    return;
  }
  await db
    .insert(notificationSettings)
    .values({ userId, category, mail })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.category],
      set: { mail, updatedAt: sql`now()` },
    });
}

// Outbox

export interface ClaimedMail {
  id: string;
  type: string;
  category: string;
  data: unknown;
  attempts: number;
  recipientId: string;
  email: string;
  pseudo: string;
  /** Her name and trade name: the greeting says her name (issue 42, point 9). */
  name: string;
  tradeName: string | null;
  /** The recipient's setting now: a mail of a category turned off meanwhile is not sent. */
  allowed: boolean;
  /** When the event queued it (the worker holds a mail back only so long). */
  createdAt: Date;
  attachments: MailAttachmentRef[];
}

/**
 * Claims up to `limit` due rows for this worker: each gets the claim token, one more attempt,
 * and a lease (`next_attempt_at` moved `leaseMs` ahead) so no other worker takes it meanwhile.
 * Rows another transaction is claiming are skipped (FOR UPDATE SKIP LOCKED), never waited for.
 */
export async function claimDueMails(
  db: DbOrTx,
  claimToken: string,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    with due as (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update ${mailOutbox} m
    set claim_token = ${claimToken}, attempts = m.attempts + 1,
        next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
    from due, ${users} u
    where m.id = due.id and u.id = m.recipient_id
    returning m.id, m.type, m.category, m.data, m.attempts, m.recipient_id, u.email, u.pseudo,
      u.name, u.trade_name, m.created_at, m.attachments,
      case when m.category = 'messages' then u.notif_messages
        else coalesce((select s.mail from ${notificationSettings} s
          where s.user_id = m.recipient_id and s.category = m.category), true)
      end as allowed`);
  return rowsOf<{
    id: string;
    type: string;
    category: string;
    data: unknown;
    attempts: number;
    recipient_id: string;
    email: string;
    pseudo: string;
    name: string;
    trade_name: string | null;
    allowed: boolean;
    created_at: Date | string;
    attachments: unknown;
  }>(result).map((row) => ({
    id: row.id,
    type: row.type,
    category: row.category,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data,
    attempts: Number(row.attempts),
    recipientId: row.recipient_id,
    email: row.email,
    pseudo: row.pseudo,
    name: row.name,
    tradeName: row.trade_name,
    allowed: row.allowed,
    createdAt: new Date(row.created_at),
    attachments: attachmentRefs(row.attachments),
  }));
}

/**
 * Adds a file to a queued mail no worker holds yet; false when it is being sent or has left
 * (the caller then sends the file in a mail of its own). A worker's claim and this update lock
 * the same row, so one of them sees the other's change: the file is never silently dropped.
 */
export async function attachToPendingMail(
  db: DbOrTx,
  idempotencyKey: string,
  attachment: MailAttachmentRef,
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({
      attachments: sql`coalesce(${mailOutbox.attachments}, '[]'::jsonb) || ${JSON.stringify([attachment])}::jsonb`,
    })
    .where(
      and(
        eq(mailOutbox.idempotencyKey, idempotencyKey),
        eq(mailOutbox.status, 'pending'),
        isNull(mailOutbox.claimToken),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Extends this worker's lease on a row it still holds; false when it lost it. */
export async function renewClaim(
  db: DbOrTx,
  id: string,
  claimToken: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.claimToken, claimToken),
        eq(mailOutbox.status, 'pending'),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** Gives back rows this worker claimed but did not start (a stop): due again at once. */
export async function releaseClaims(db: DbOrTx, ids: string[], claimToken: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({
      claimToken: null,
      attempts: sql`${mailOutbox.attempts} - 1`,
      nextAttemptAt: sql`now()`,
    })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.claimToken, claimToken)));
}

/** Ends a claimed row: sent, skipped, failed for good, or back to pending after `retryInMs`. */
export async function finishClaim(
  db: DbOrTx,
  id: string,
  claimToken: string,
  outcome:
    | { status: 'sent' | 'skipped' }
    | { status: 'failed'; error: string }
    | { status: 'pending'; error: string; retryInMs: number },
): Promise<void> {
  const common = { claimToken: null };
  const set =
    outcome.status === 'pending'
      ? {
          ...common,
          lastError: outcome.error,
          nextAttemptAt: sql`now() + ${`${outcome.retryInMs} milliseconds`}::interval`,
        }
      : outcome.status === 'failed'
        ? { ...common, status: 'failed', lastError: outcome.error }
        : { ...common, status: outcome.status, sentAt: sql`now()` };
  await db
    .update(mailOutbox)
    .set(set)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, claimToken)));
}

/**
 * Ends many claimed rows the same way in one statement (the worker marks sent mails in groups
 * rather than one commit per mail); rows this claim no longer holds are left alone.
 */
export async function finishClaims(
  db: DbOrTx,
  ids: string[],
  claimToken: string,
  status: 'sent' | 'skipped',
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ claimToken: null, status, sentAt: sql`now()` })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.claimToken, claimToken)));
}

/** How many mails wait, and since when the oldest (the backlog the benchmark reports). */
export async function outboxBacklog(db: DbOrTx): Promise<{ pending: number; failed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
    })
    .from(mailOutbox);
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
}

/** Admin: mails that failed for good, newest first (mail_outbox_failed_idx). */
export function listFailedMails(db: DbOrTx, limit: number, offset: number) {
  return db
    .select({
      id: mailOutbox.id,
      type: mailOutbox.type,
      data: mailOutbox.data,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      email: users.email,
    })
    .from(mailOutbox)
    .innerJoin(users, eq(users.id, mailOutbox.recipientId))
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
}

/** Admin: a failed mail goes back to the queue with fresh attempts. */
export async function retryFailedMail(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, claimToken: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}
