import type { NotificationData, NotificationType } from '@kollabo/shared';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { notify } from '../notifications/notifications.service.js';

// Security mails go through the notifications outbox, in the transaction of the change they
// report: always mailed (their category cannot be turned off), each with what to do if it was
// not her. The functions below are the only way they are written.

type SecurityType = Extract<NotificationType, `security_${string}`>;

export function notifySecurity<T extends SecurityType>(
  ctx: AppContext,
  tx: DbOrTx,
  userId: string,
  type: T,
  data: Omit<NotificationData<T>, 'at'>,
): Promise<void> {
  return notify(ctx, tx, {
    type,
    recipientId: userId,
    data: { ...data, at: new Date().toISOString() } as NotificationData<T>,
    // Each change is its own event: two password changes make two mails.
    eventKey: randomUUID(),
  });
}
