import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MSG, formatCents, formatShortDate, type CollabPayment } from '@kollabo/shared';
import { ActionError } from '../../components/ActionError';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { errorMessage } from '../../lib/useAction';
import type { PaymentSectionProps } from './sectionProps';
import { payCollab } from './api';
import { CancelForm } from './CancelForm';
import { DisputeAttachments } from './DisputeAttachments';
import { DisputeForm } from './DisputeForm';
import { PaymentBreakdown } from './PaymentBreakdown';
import { PAYMENT_TONES } from './paymentLabels';
import { useGoTo } from './useGoTo';
import { requirementLabels } from './payoutLabels';
import styles from './CollabPayments.module.css';

const sectionText = MSG.collabPaymentSection;
const paymentsText = MSG.collabPayments;

/**
 * The space's payment: before paying, the breakdown and what is missing (told to
 * both); "Payer et sécuriser" for the owner once both signed; then the payment line (amount,
 * state, release date), the cancellation and the dispute.
 */
export function CollabPaymentSection({ data, banner, onChanged }: PaymentSectionProps) {
  const { payment } = data;
  // Back from the hosted checkout: /collab/{id}?paiement=ok or ?paiement=annule.
  const back = useSearchParams()[0].get('paiement');
  return (
    <Card as="section" className={styles.section} aria-labelledby="collab-payment">
      <div className={styles.sectionHead}>
        <h2 id="collab-payment">{sectionText.title}</h2>
        {payment.required && data.signed && (
          <Badge tone={PAYMENT_TONES[payment.status]} dot>
            {paymentsText.statuses[payment.status]}
          </Badge>
        )}
      </div>
      {back === 'ok' && payment.status === 'held' && (
        <p className={styles.notice} role="status">
          {sectionText.paidBack}
        </p>
      )}
      {back === 'annule' && payment.status === 'unpaid' && (
        <p className={styles.warningNote} role="status">
          {sectionText.cancelledBack}
        </p>
      )}
      {!payment.required ? (
        <p className={styles.notice}>{sectionText.notRequired}</p>
      ) : payment.status === 'unpaid' && !payment.cancelled ? (
        <BeforePayment data={data} />
      ) : (
        <PaymentLine payment={payment} role={data.role} />
      )}
      {payment.cancelRequest && !payment.cancelled && (
        <p className={styles.warningNote} data-testid="cancel-request">
          {payment.cancelRequest.requestedBy === data.role
            ? sectionText.askedByMe(payment.cancelRequest.reason)
            : sectionText.askedByOther(
                (payment.cancelRequest.requestedBy === 'owner' ? data.owner : data.author).pseudo,
                payment.cancelRequest.reason,
              )}
        </p>
      )}
      {payment.dispute && (
        <DisputeLine payment={payment} idOffer={data.idOffer} onChanged={onChanged} />
      )}
      {(payment.can.cancel || payment.can.confirmCancel) && (
        <CancelForm data={data} banner={banner} onDone={onChanged} />
      )}
      {payment.can.dispute && (
        <DisputeForm idOffer={data.idOffer} banner={banner} onDone={onChanged} />
      )}
    </Card>
  );
}

/** Unpaid: who must do what, the breakdown, and the owner's button. */
function BeforePayment({ data }: { data: PaymentSectionProps['data'] }) {
  const { payment } = data;
  const goTo = useGoTo();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const owner = data.role === 'owner';
  const payoutActive = payment.creatorPayout.status === 'active';
  const missing = requirementLabels(payment.creatorPayout.requirements);

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await payCollab(data.idOffer, data.version);
      goTo(url);
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure, MSG.common.genericRetry));
    }
  };

  return (
    <>
      <p>{owner ? sectionText.ownerIntro : sectionText.authorIntro}</p>
      {!data.signed ? (
        <p className={styles.notice}>{sectionText.afterSignature}</p>
      ) : !payoutActive ? (
        <div className={styles.warningNote} data-testid="payout-missing">
          <p>
            {owner
              ? sectionText.creatorInactiveOwner(data.author.pseudo)
              : sectionText.creatorInactiveAuthor}
          </p>
          {missing.length > 0 && (
            <>
              <p>{sectionText.missing}</p>
              <ul className={styles.missing}>
                {missing.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </>
          )}
          {!owner && (
            <p>
              <Link to="/recevoir-mes-paiements">{sectionText.payoutLink}</Link>
            </p>
          )}
        </div>
      ) : (
        !owner && <p className={styles.notice}>{sectionText.waitingOwner(data.owner.pseudo)}</p>
      )}
      <h3>{sectionText.breakdown}</h3>
      <PaymentBreakdown amounts={payment} />
      <p className={styles.muted}>{sectionText.creatorGets}</p>
      {owner && data.signed && (
        <>
          <ActionError error={error} />
          <div className={styles.actions}>
            <Button
              busy={busy}
              busyLabel={sectionText.paying}
              disabled={!payment.can.pay}
              onClick={() => void pay()}
            >
              {paymentsText.payButton}
            </Button>
          </div>
          <p className={styles.muted}>{sectionText.payNote}</p>
        </>
      )}
    </>
  );
}

/** Paid (or cancelled): the payment line. */
function PaymentLine({ payment, role }: { payment: CollabPayment; role: 'owner' | 'author' }) {
  const rows: [string, string][] = [[sectionText.amount, formatCents(payment.amountCents)]];
  if (role === 'owner') rows.push([sectionText.totalPaid, formatCents(payment.totalCents)]);
  if (payment.paidAt) rows.push([sectionText.paidOn, formatShortDate(payment.paidAt)]);
  if (payment.status === 'held') {
    rows.push([
      sectionText.releaseOn,
      payment.releaseAt ? formatShortDate(payment.releaseAt) : sectionText.releaseAfterPublication,
    ]);
  }
  if (payment.releasedAt) rows.push([sectionText.releasedOn, formatShortDate(payment.releasedAt)]);
  if (payment.refundedAt) rows.push([sectionText.refundedOn, formatShortDate(payment.refundedAt)]);
  return (
    <>
      {payment.cancelled && <p className={styles.notice}>{sectionText.cancelledLine}</p>}
      <dl className={styles.breakdown} data-testid="payment-line">
        <div>
          <dt>{sectionText.state}</dt>
          <dd>{paymentsText.statuses[payment.status]}</dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {payment.status === 'split' && payment.creatorCents !== null && (
        <p className={styles.muted}>
          {sectionText.splitShares(
            formatCents(payment.creatorCents),
            formatCents(payment.refundCents ?? 0),
          )}
        </p>
      )}
    </>
  );
}

/** The dispute: who opened it, why, its attachments, and the team's decision once taken. */
function DisputeLine({
  payment,
  idOffer,
  onChanged,
}: {
  payment: CollabPayment;
  idOffer: string;
  onChanged: () => void;
}) {
  const dispute = payment.dispute;
  if (!dispute) return null;
  return (
    <div className={styles.sub} data-testid="dispute">
      <p>
        <strong>
          {sectionText.disputeOpen(
            formatShortDate(dispute.openedAt),
            sectionText.openedBy[dispute.openedBy],
          )}
        </strong>{' '}
        — {paymentsText.disputeReasons[dispute.reason]}
      </p>
      {dispute.message && <p className={styles.quote}>{dispute.message}</p>}
      <DisputeAttachments dispute={dispute} idOffer={idOffer} onAdded={onChanged} />
      {dispute.decision && (
        <>
          <p>
            <strong>{sectionText.decision(paymentsText.decisions[dispute.decision])}</strong>
          </p>
          {dispute.decisionReason && (
            <p className={styles.quote}>
              {sectionText.decisionReasons} {dispute.decisionReason}
            </p>
          )}
        </>
      )}
    </div>
  );
}
