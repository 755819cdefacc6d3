import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_SOCKET_EVENTS,
  categoryOf,
  parseNotificationData,
  renderNotification,
  renderNotificationMail,
  type MarkReadBody,
  type NotificationCategory,
  type NotificationData,
  type NotificationItem,
  type NotificationSettings,
  type NotificationType,
  type NotificationsReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { afterCommit } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { createCountPusher, type CountPusher } from '../../lib/live.js';
import type { SessionUser } from '../auth/session-user.js';
import type { MailAttachmentRef } from './mail-attachments.js';
import * as repo from './notifications.repository.js';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token.js';

// Notifications. Other modules call `notify` inside the transaction of the event: the
// notification and its mail (the outbox row, when the recipient's settings allow it) commit or
// roll back with the event. Once committed, the bell of every open page of the recipient is
// told (Socket.IO user room) and this instance's mail worker is woken.

export interface NotifyInput<T extends NotificationType> {
  type: T;
  recipientId: string;
  data: NotificationData<T>;
  /** The event's own key (an offer id, a payment id...): notifying it twice adds nothing. */
  eventKey: string;
  /** Events of one group (a conversation) share one unread notification, bumped instead. */
  groupKey?: string;
  /** False when the event's own rule says no mail this time (the message window). */
  mail?: boolean;
  /** With a group: one mail when the group's unread notification starts, none for its bumps. */
  mailFirstOfGroup?: boolean;
  /** Files the mail carries, by storage key (read when the worker sends it). */
  attachments?: MailAttachmentRef[];
}

/** The key of the mail `notify` queues for this event and recipient (see `attachToQueuedMail`). */
export const mailKeyOf = (type: NotificationType, eventKey: string, recipientId: string) =>
  repo.outboxKey(`${type}:${eventKey}`, recipientId);

/**
 * Adds a file to the mail queued under `mailKey` if no worker has taken it yet; false when it
 * is being sent, has left, or was never queued (mails of that category turned off).
 */
export const attachToQueuedMail = (tx: DbOrTx, mailKey: string, attachment: MailAttachmentRef) =>
  repo.attachToPendingMail(tx, mailKey, attachment);

export async function notify<T extends NotificationType>(
  ctx: AppContext,
  tx: DbOrTx,
  input: NotifyInput<T>,
): Promise<void> {
  const data = parseNotificationData(input.type, input.data);
  await repo.insertNotification(tx, {
    recipientId: input.recipientId,
    type: input.type,
    category: categoryOf(input.type),
    data,
    eventKey: `${input.type}:${input.eventKey}`,
    groupKey: input.groupKey,
    mail: input.mail ?? true,
    mailFirstOfGroup: input.mailFirstOfGroup,
    attachments: input.attachments,
  });
  afterCommit(tx, () => {
    bellPusher(ctx).touch(input.recipientId);
    if (input.mail ?? true) wakeMailWorker(ctx);
  });
}

// Live counts of the bell: one count query for every user touched within 25 ms.

const pushers = new WeakMap<AppContext, CountPusher>();
function bellPusher(ctx: AppContext): CountPusher {
  let pusher = pushers.get(ctx);
  if (!pusher) {
    pusher = createCountPusher({
      live: ctx.live,
      event: NOTIFICATION_SOCKET_EVENTS.notifications,
      count: (ids) => repo.unreadCounts(ctx.db, ids),
    });
    pushers.set(ctx, pusher);
  }
  return pusher;
}

/** Sends pending bell counts now (tests). */
export const flushLiveCounts = (ctx: AppContext) => bellPusher(ctx).flush();

// The mail worker registers here, so a committed mail leaves at once rather than at the next poll.
const wakers = new WeakMap<AppContext, () => void>();
export function onMailQueued(ctx: AppContext, wake: (() => void) | undefined): void {
  if (wake) wakers.set(ctx, wake);
  else wakers.delete(ctx);
}
function wakeMailWorker(ctx: AppContext): void {
  wakers.get(ctx)?.();
}

/** GET /notifications */
export async function listNotifications(
  ctx: AppContext,
  viewer: SessionUser,
  page: number,
  pageSize: number,
): Promise<NotificationsReply> {
  const found = await repo.notificationsPage(
    ctx.db,
    viewer.id,
    pageSize + 1,
    (page - 1) * pageSize,
  );
  // No row on this page: the count comes on its own (an empty list is 0 without asking).
  const unread =
    found.unread ??
    (page === 1 ? 0 : ((await repo.unreadCounts(ctx.db, [viewer.id])).get(viewer.id) ?? 0));
  return {
    notifications: found.rows.slice(0, pageSize).map(presentNotification),
    unread,
    hasMore: found.rows.length > pageSize,
  };
}

function presentNotification(row: repo.NotificationRow): NotificationItem {
  const rendered = renderNotification(row.type, row.data);
  return {
    _id: row.id,
    type: row.type as NotificationType,
    ...rendered,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * PATCH /notifications/read: the viewer's own notifications only. Ids of someone else's (or
 * unknown ones) change nothing and are not reported, so the answer tells nothing about them.
 */
export async function markRead(ctx: AppContext, viewer: SessionUser, body: MarkReadBody) {
  const ids = 'ids' in body ? [...new Set(body.ids)] : undefined;
  const changed = await repo.markRead(ctx.db, viewer.id, ids);
  // Every tab of the viewer updates its bell (this one gets the count in the answer too).
  if (changed > 0) bellPusher(ctx).touch(viewer.id);
  const counts = await repo.unreadCounts(ctx.db, [viewer.id]);
  return { ok: true as const, unread: counts.get(viewer.id) ?? 0 };
}

/** A conversation was read: its message notification is read too. */
export async function markGroupRead(
  ctx: AppContext,
  recipientId: string,
  groupKey: string,
): Promise<void> {
  if ((await repo.markGroupRead(ctx.db, recipientId, groupKey)) > 0) {
    bellPusher(ctx).touch(recipientId);
  }
}

// Settings

function settingsOf(row: repo.SettingsRow): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((category) => [
      category,
      category === 'messages' ? row.notifMessages : !row.off.includes(category),
    ]),
  ) as NotificationSettings;
}

export async function getSettings(ctx: AppContext, userId: string): Promise<NotificationSettings> {
  const row = await repo.findSettings(ctx.db, userId);
  if (!row) throw new AppError('unauthorized');
  return settingsOf(row);
}

/** One or more categories on or off; the inbox's toggle is the "messages" category. */
export async function updateSettings(
  ctx: AppContext,
  userId: string,
  changes: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  for (const category of NOTIFICATION_CATEGORIES) {
    const value = changes[category];
    if (value !== undefined) await repo.setCategoryMail(ctx.db, userId, category, value);
  }
  return getSettings(ctx, userId);
}

export const setCategoryMail = (
  ctx: AppContext,
  userId: string,
  category: NotificationCategory,
  mail: boolean,
) => repo.setCategoryMail(ctx.db, userId, category, mail);

// Unsubscribe links (no login)

export const unsubscribeToken = (ctx: AppContext, userId: string, category: NotificationCategory) =>
  signUnsubscribe(ctx.config.jwtSecret, userId, category);

/** Uses of one valid link (any address), and refused tokens from one address. */
const UNSUBSCRIBE_RATE = { max: 30, windowMs: 60_000 };
const UNSUBSCRIBE_REFUSED_RATE = { max: 60, windowMs: 60_000 };

/**
 * The link's claim, the token checked first: a valid link is limited per token (a shared
 * address's bad requests never hold it), refused ones per address.
 */
async function fromToken(ctx: AppContext, token: string, ip: string) {
  const claim = verifyUnsubscribe(ctx.config.jwtSecret, token);
  if (!claim) {
    await ctx.limiter.consume(
      `unsubscribe-refused:${ip}`,
      UNSUBSCRIBE_REFUSED_RATE.max,
      UNSUBSCRIBE_REFUSED_RATE.windowMs,
    );
    throw new AppError('unsubscribe_invalid');
  }
  await ctx.limiter.consume(
    `unsubscribe:${claim.userId}:${claim.category}`,
    UNSUBSCRIBE_RATE.max,
    UNSUBSCRIBE_RATE.windowMs,
  );
  const row = await repo.findSettings(ctx.db, claim.userId);
  if (!row) throw new AppError('unsubscribe_invalid');
  return { ...claim, row };
}

/** "léa@exemple.fr" → "l…@exemple.fr": enough to recognise one's address, not to learn it. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

export async function unsubscribeState(ctx: AppContext, token: string, ip: string) {
  const { category, row } = await fromToken(ctx, token, ip);
  return { category, mail: settingsOf(row)[category], email: maskEmail(row.email) };
}

export async function setFromLink(ctx: AppContext, token: string, ip: string, mail: boolean) {
  const { userId, category } = await fromToken(ctx, token, ip);
  await repo.setCategoryMail(ctx.db, userId, category, mail);
  return { ok: true as const, category, mail };
}

// Admin

export async function failedMails(ctx: AppContext, page: number, pageSize: number) {
  const rows = await repo.listFailedMails(ctx.db, pageSize + 1, (page - 1) * pageSize);
  return {
    mails: rows.slice(0, pageSize).map((row) => ({
      _id: row.id,
      type: row.type,
      to: row.email,
      subject:
        renderNotificationMail(row.type, row.data)?.subject ??
        renderNotification(row.type, row.data).title,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > pageSize,
  };
}

export async function retryMail(ctx: AppContext, id: string) {
  if (!(await repo.retryFailedMail(ctx.db, id))) throw new AppError('not_found');
  wakeMailWorker(ctx);
  return { ok: true as const };
}
