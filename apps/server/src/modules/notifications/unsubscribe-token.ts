import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@kollabo/shared';

// The token of a mail's unsubscribe link: the recipient and the category, signed with a key
// derived from JWT_SECRET (HMAC-SHA256, 128 bits kept). It does not expire: a link in an old
// mail must still work (RFC 8058). It only ever turns one category's mails off or on again.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, userId: string, category: string): Buffer {
  return createHmac('sha256', secret)
    .update(`kollabo-unsubscribe:${userId}:${category}`)
    .digest()
    .subarray(0, 16);
}

/** The web page that confirms an unsubscribe link (/desabonnement, a client route). */
export const unsubscribePage = (token: string) =>
  `/desabonnement?token=${encodeURIComponent(token)}`;

export function signUnsubscribe(
  secret: string,
  userId: string,
  category: NotificationCategory,
): string {
  return `${userId}.${category}.${mac(secret, userId, category).toString('base64url')}`;
}

export function verifyUnsubscribe(
  secret: string,
  token: string,
): { userId: string; category: NotificationCategory } | undefined {
  const [userId, category, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !category || !signature) return undefined;
  if (!UUID.test(userId)) return undefined;
  if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(category)) return undefined;
  // The canonical spelling only: decoding first let padding, the "+/" alphabet, whitespace and
  // the last character's unused bits spell the same signature many ways.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(secret, userId, category).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, category: category as NotificationCategory };
}
