import { PACKS, type PackType } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { couponCode } from '../coupons/coupons.service.js';
import { mailKeyOf, notify } from '../notifications/notifications.service.js';
import { issuePackInvoice } from '../invoices/invoice-issue.js';
import type { ActivePack } from '../packs/packs.service.js';
import type { PaymentRow } from './payments.repository.js';

/**
 * The receipt of a granted pack (pack_payment_received), in the grant's transaction: amount
 * paid, list price and coupon, credits bought, the balance and the expiry, and the invoice
 * issued for it (numbered in this transaction; its PDF rendered after commit, then attached to
 * this mail if it has not left yet, else mailed on its own). One per payment.
 */
export async function notifyPackPaid(
  ctx: AppContext,
  tx: DbOrTx,
  payment: Pick<PaymentRow, 'id' | 'userId' | 'packType' | 'amountCents' | 'couponId'>,
  pack: ActivePack,
  paidAt: Date,
): Promise<void> {
  const bought = PACKS[payment.packType as PackType];
  const code = payment.couponId ? await couponCode(tx, payment.couponId) : null;
  const invoice = await issuePackInvoice(ctx, tx, {
    paymentId: payment.id,
    buyerId: payment.userId,
    packLabel: bought.label,
    credits: bought.credits,
    listPriceCents: Math.max(bought.priceCents, payment.amountCents),
    paidCents: payment.amountCents,
    couponCode: code,
    paidAt,
    receiptMailKey: mailKeyOf('pack_payment_received', payment.id, payment.userId),
  });
  await notify(ctx, tx, {
    type: 'pack_payment_received',
    recipientId: payment.userId,
    data: {
      paymentId: payment.id,
      packLabel: bought.label,
      priceCents: Math.max(bought.priceCents, payment.amountCents),
      amountCents: payment.amountCents,
      couponCode: code,
      credits: bought.credits,
      balance: pack.balanceOffer,
      paidAt: paidAt.toISOString(),
      expiresAt: pack.expireDate.toISOString(),
      invoiceNumber: invoice.number,
    },
    eventKey: payment.id,
  });
}
