import {
  collabPaymentAmounts,
  type CollabPayment,
  type CollabPaymentStatus,
  type CollabRole,
  type DisputeAttachment,
  type DisputeReason,
  type PayoutAccountStatus,
} from '@kollabo/shared';
import { cleanFileName } from '../../lib/uploaded-file.js';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { PaymentLineInput } from '../collab/collab-extensions.js';
import { nothingPublished, ownerCancelFrom, paymentRequired } from './collab-rules.js';
import { canPay, confirmsCancel } from './escrow.policy.js';
import * as repo from './escrow.repository.js';
import * as disputesRepo from './disputes.repository.js';

// The payment line of the collaboration space (GET /collab → payment): amounts (those charged,
// or before payment those of the signed version, else of the version to sign, else of the offer:
// always from terms, never from the creator's account), state, dates, the creator's payout
// account, the cancellation request, the dispute, and what the viewer may do.

/** A dispute's attachment as both parties and the team see it. */
export const attachmentView = (row: disputesRepo.DisputeAttachmentRow): DisputeAttachment => ({
  id: row.id,
  name: cleanFileName(row.fileName), // names stored before the rule: cleaned when shown
  sizeBytes: row.sizeBytes,
  uploadedBy: row.uploadedBy as 'owner' | 'author',
  uploadedAt: row.createdAt.toISOString(),
});

export const disputeView = (
  row: disputesRepo.DisputeRow | undefined,
  attachments: disputesRepo.DisputeAttachmentRow[],
) =>
  row
    ? {
        openedBy: row.openedBy as 'owner' | 'author' | 'provider',
        reason: row.reason as DisputeReason | 'chargeback',
        message: row.message,
        openedAt: row.openedAt.toISOString(),
        decision: (row.decision ?? null) as 'release' | 'refund' | 'split' | null,
        decisionReason: row.decisionReason,
        creatorCents: row.creatorCents,
        decidedAt: row.decidedAt?.toISOString() ?? null,
        attachments: attachments.filter((a) => a.offerId === row.offerId).map(attachmentView),
      }
    : null;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export async function paymentLine(
  ctx: AppContext,
  db: DbOrTx,
  input: PaymentLineInput,
): Promise<CollabPayment> {
  const [payment, account, dispute, attachments] = await Promise.all([
    repo.findPayment(db, input.offerId),
    repo.findPayoutAccount(db, input.authorId),
    disputesRepo.findDispute(db, input.offerId),
    disputesRepo.listDisputeAttachments(db, [input.offerId]),
  ]);
  const basis = input.terms ?? { ...input.offer };
  const charged = input.signedTerms ?? basis;
  const status = (payment?.status ?? 'unpaid') as CollabPaymentStatus;
  const amounts =
    payment && status !== 'unpaid'
      ? payment
      : collabPaymentAmounts({
          amountCents: charged.amountCents,
          tax: charged.tax,
          feeBps: ctx.config.escrow.feeBps,
        });
  const required = paymentRequired(basis);
  const accountStatus = (account?.status ?? 'none') as PayoutAccountStatus;
  const cancelled = payment?.cancelledAt != null;
  const request =
    payment?.cancelRequestedBy && !cancelled
      ? {
          requestedBy: payment.cancelRequestedBy as CollabRole,
          reason: payment.cancelReason ?? '',
          requestedAt: iso(payment.cancelRequestedAt) ?? '',
        }
      : null;
  const cancelFrom = ownerCancelFrom(input.terms);
  const cancellable =
    !cancelled &&
    nothingPublished(input.deliverables) &&
    (status === 'unpaid' || status === 'held');
  return {
    status,
    required,
    amountCents: amounts.amountCents,
    feeCents: amounts.feeCents,
    vatOnFeeCents: amounts.vatOnFeeCents,
    totalCents: amounts.totalCents,
    paidAt: iso(payment?.paidAt),
    releaseAt: iso(payment?.releaseAt),
    releasedAt: iso(payment?.releasedAt),
    refundedAt: iso(payment?.refundedAt),
    creatorPayout: {
      status: accountStatus,
      requirements: (account?.requirements as string[] | undefined) ?? [],
    },
    cancelled,
    cancelRequest: request,
    ownerCancelFrom: iso(cancelFrom),
    dispute: disputeView(dispute, attachments),
    creatorCents: payment?.creatorCents ?? null,
    refundCents: payment?.refundCents ?? null,
    can: {
      pay:
        canPay(input.role) &&
        input.signed &&
        required &&
        status === 'unpaid' &&
        !cancelled &&
        accountStatus === 'active',
      cancel: cancellable && request === null,
      confirmCancel: cancellable && confirmsCancel(request?.requestedBy ?? null, input.role),
      dispute: status === 'held',
    },
  };
}
