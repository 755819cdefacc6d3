import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from '../notifications.js';
import { okSchema, pagingSchema } from './common.js';

// Notifications: the list behind the bell and /notifications, read marks, mail
// settings per category, and the mails' unsubscribe link (no login). Live counts come over
// Socket.IO (NOTIFICATION_SOCKET_EVENTS).

export const NOTIFICATIONS_PAGE_SIZE = 10;
/**
 * The unread count stops at 10: the bell shows "+9" above 9 (the spec's badge rule), so a larger
 * number is never shown, and counting up to 10 costs a page load the same with 10 unread
 * notifications or 10,000 (every logged page asks for it).
 */
export const NOTIFICATIONS_UNREAD_COUNTED = 10;
/** At most this many ids in one PATCH /notifications/read. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** A path of the web app. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsQuery = z.object({ ...pagingSchema(NOTIFICATIONS_PAGE_SIZE) });
export const notificationsReply = z.object({
  notifications: z.array(notificationSchema),
  /** Unread notifications of the viewer (the bell's number), up to NOTIFICATIONS_UNREAD_COUNTED. */
  unread: z.number().int(),
  hasMore: z.boolean(),
});
export type NotificationsReply = z.infer<typeof notificationsReply>;

/** `{ ids }` marks those (the viewer's own; others are ignored), `{ all: true }` every one. */
export const markReadBody = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(NOTIFICATIONS_READ_MAX_IDS) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkReadBody = z.input<typeof markReadBody>;
export const markReadReply = z.object({ ok: z.literal(true), unread: z.number().int() });

export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
const categoryFlags = Object.fromEntries(
  NOTIFICATION_CATEGORIES.map((category) => [category, z.boolean()]),
) as Record<(typeof NOTIFICATION_CATEGORIES)[number], z.ZodBoolean>;

/** Mail on or off per category (on unless the user turned it off). */
export const notificationSettingsSchema = z.object(categoryFlags);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsReply = z.object({ settings: notificationSettingsSchema });
/** Any of the categories; unknown keys are refused. */
export const updateNotificationSettingsBody = notificationSettingsSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'empty' });

/** The signed token of an unsubscribe link (one recipient, one category). */
export const unsubscribeQuery = z.object({ token: z.string().trim().min(1).max(200) });
export const unsubscribeStateReply = z.object({
  category: notificationCategorySchema,
  /** Whether mails of this category are on now. */
  mail: z.boolean(),
  /** The recipient's address, partly hidden ("l…@exemple.fr"). */
  email: z.string(),
});
/** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form. */
export const unsubscribeBody = z
  .object({ 'List-Unsubscribe': z.string().max(40).optional() })
  .nullish();
export const unsubscribeReply = z.object({
  ok: z.literal(true),
  category: notificationCategorySchema,
  mail: z.boolean(),
});

// Admin: mails that failed for good.
export const failedMailSchema = z.object({
  _id: z.string(),
  type: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export const failedMailsQuery = z.object({ ...pagingSchema(20) });
export const failedMailsReply = z.object({
  mails: z.array(failedMailSchema),
  hasMore: z.boolean(),
});
export const retryMailParams = z.object({ id: z.uuid() });

export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    access: 'user',
    tag: 'notifications',
    query: notificationsQuery,
    reply: notificationsReply,
    errors: [],
    noStore: true,
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/notifications/read',
    access: 'user',
    tag: 'notifications',
    body: markReadBody,
    reply: markReadReply,
    errors: [],
  }),
  settings: endpoint({
    method: 'GET',
    path: '/user/notification-settings',
    access: 'user',
    tag: 'notifications',
    reply: notificationSettingsReply,
    errors: [],
    noStore: true,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/user/notification-settings',
    access: 'user',
    tag: 'notifications',
    body: updateNotificationSettingsBody,
    reply: notificationSettingsReply,
    errors: [],
  }),
  unsubscribeState: endpoint({
    method: 'GET',
    path: '/notifications/unsubscribe',
    access: 'public',
    tag: 'notifications',
    summary:
      'What an unsubscribe link is about (no login): JSON to a caller asking for it first, a 303 to the confirming page (/desabonnement) for a browser or mail client',
    query: unsubscribeQuery,
    reply: unsubscribeStateReply,
    errors: [],
    invalidBody: 'unsubscribe_invalid',
    noStore: true,
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/notifications/unsubscribe',
    access: 'public',
    tag: 'notifications',
    summary: 'One-click unsubscribe (RFC 8058): the link of every notification mail',
    query: unsubscribeQuery,
    body: unsubscribeBody,
    reply: unsubscribeReply,
    errors: [],
    invalidBody: 'unsubscribe_invalid',
  }),
  resubscribe: endpoint({
    method: 'POST',
    path: '/notifications/resubscribe',
    access: 'public',
    tag: 'notifications',
    summary: 'Undo an unsubscribe from the same link',
    query: unsubscribeQuery,
    reply: unsubscribeReply,
    errors: [],
    invalidBody: 'unsubscribe_invalid',
  }),
  failedMails: endpoint({
    method: 'GET',
    path: '/admin/mails/failed',
    access: 'admin',
    tag: 'notifications',
    query: failedMailsQuery,
    reply: failedMailsReply,
    errors: [],
    noStore: true,
  }),
  retryMail: endpoint({
    method: 'POST',
    path: '/admin/mails/:id/retry',
    access: 'admin',
    tag: 'notifications',
    params: retryMailParams,
    reply: okSchema,
    errors: ['not_found'],
  }),
};

/** Socket.IO events of the header counters, sent to the user's room on every instance. */
export const NOTIFICATION_SOCKET_EVENTS = {
  /** `{ unread }`: the bell's count changed (new notification, read here or in another tab). */
  notifications: 'notifications_unread',
  /** `{ unread }`: the unread conversations count changed (the message badge). */
  messages: 'messages_unread',
} as const;
export const unreadCountPayload = z.object({ unread: z.number().int().min(0) });
