import { notificationsApi, type MarkReadBody, type NotificationSettings } from '@kollabo/shared';
import { call } from '../../lib/api';

// The notifications API: the list behind the bell and /notifications, read marks,
// the mail settings, the unsubscribe link and the admin's failed mails.

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell's number. */
  unread: ['notifications', 'unread'] as const,
  /** The bell's panel (the latest). */
  latest: ['notifications', 'latest'] as const,
  /** /notifications, page by page. */
  list: ['notifications', 'list'] as const,
  settings: ['notifications', 'settings'] as const,
  failedMails: ['admin', 'mails', 'failed'] as const,
};

export const PANEL_SIZE = 6;

export const getNotifications = (page: number, pageSize?: number, signal?: AbortSignal) =>
  call(notificationsApi.list, { query: { page, ...(pageSize ? { pageSize } : {}) } }, { signal });

export const markNotificationsRead = (body: MarkReadBody) =>
  call(notificationsApi.markRead, { body });

export const getNotificationSettings = (signal?: AbortSignal) =>
  call(notificationsApi.settings, {}, { signal });

export const updateNotificationSettings = (body: Partial<NotificationSettings>) =>
  call(notificationsApi.updateSettings, { body });

export const getUnsubscribeState = (token: string, signal?: AbortSignal) =>
  call(notificationsApi.unsubscribeState, { query: { token } }, { signal });

export const unsubscribe = (token: string) =>
  call(notificationsApi.unsubscribe, { query: { token } });

export const resubscribe = (token: string) =>
  call(notificationsApi.resubscribe, { query: { token } });

export const getFailedMails = (page: number, signal?: AbortSignal) =>
  call(notificationsApi.failedMails, { query: { page } }, { signal });

export const retryMail = (id: string) => call(notificationsApi.retryMail, { params: { id } });
