import { PACKS, type PackType } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { couponCode } from '../coupons/coupons.service.js';
import { notify } from '../notifications/notifications.service.js';
import type { ActivePack } from '../packs/packs.service.js';
import type { PaymentRow } from './payments.repository.js';

/**
 * The receipt of a granted pack (pack_payment_received), in the grant's transaction: amount
 * paid, list price and coupon, credits bought, the balance and the expiry. One per payment.
 */
export async function notifyPackPaid(
  ctx: AppContext,
  tx: DbOrTx,
  payment: Pick<PaymentRow, 'id' | 'userId' | 'packType' | 'amountCents' | 'couponId'>,
  pack: ActivePack,
  paidAt: Date,
): Promise<void> {
  const bought = PACKS[payment.packType as PackType];
  await notify(ctx, tx, {
    type: 'pack_payment_received',
    recipientId: payment.userId,
    data: {
      paymentId: payment.id,
      packLabel: bought.label,
      priceCents: Math.max(bought.priceCents, payment.amountCents),
      amountCents: payment.amountCents,
      couponCode: payment.couponId ? await couponCode(tx, payment.couponId) : null,
      credits: bought.credits,
      balance: pack.balanceOffer,
      paidAt: paidAt.toISOString(),
      expiresAt: pack.expireDate.toISOString(),
    },
    eventKey: payment.id,
  });
}
