import type { NotificationType } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './escrow.repository.js';

// Each state change of a payment is a notification and a mail ("collaboration" or "payments"
// category) to the parties, in the transaction of the change.

type PaymentEvent =
  | 'collab_payment_held'
  | 'collab_payment_released'
  | 'collab_payment_refunded'
  | 'collab_payment_split'
  | 'collab_payment_duplicate_refunded'
  | 'collab_cancel_requested'
  | 'collab_dispute_opened'
  | 'collab_dispute_decided';

export async function escrowNotice(
  ctx: AppContext,
  tx: DbOrTx,
  offerId: string,
  type: PaymentEvent & NotificationType,
  options: {
    to?: 'both' | 'owner' | 'author';
    amountCents?: number;
    reason?: string;
    key?: string;
    /** What only the creator's notification carries (the tax notice at a release). */
    authorData?: { taxNotice?: boolean; taxDetailsMissing?: boolean };
  } = {},
) {
  const [facts] = await repo.partiesOf(tx, offerId);
  if (!facts) return;
  const to = options.to ?? 'both';
  const recipients = [
    ...(to !== 'author' ? [{ id: facts.ownerId, from: facts.authorPseudo, extra: {} }] : []),
    ...(to !== 'owner'
      ? [{ id: facts.authorId, from: facts.ownerPseudo, extra: options.authorData ?? {} }]
      : []),
  ];
  for (const recipient of recipients) {
    await notify(ctx, tx, {
      type,
      recipientId: recipient.id,
      eventKey: `${offerId}:${options.key ?? ''}`,
      data: {
        offerId,
        projectId: facts.projectId,
        projectTitle: facts.projectTitle,
        fromPseudo: recipient.from,
        path: `/collab/${offerId}`,
        amountCents: options.amountCents ?? 0,
        ...(options.reason ? { reason: options.reason.slice(0, 2500) } : {}),
        ...recipient.extra,
      },
    });
  }
}
