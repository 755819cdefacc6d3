import { useState } from 'react';
import { CANCEL_REASON_MAX, MSG, canCancelAlone, type CollabReply } from '@kollabo/shared';
import { Textarea } from '../../components/Textarea';
import { useAction } from '../../lib/useAction';
import type { PaymentBanner } from './sectionProps';
import { cancelCollab } from './api';
import { FoldedForm } from './FoldedForm';
import styles from './CollabPayments.module.css';

const sectionText = MSG.collabPaymentSection;

/**
 * Cancelling before any publication: one party asks, the other confirms (or the owner alone, 14
 * days after the publication window). The reason is free text of at most 500 characters.
 */
export function CancelForm({
  data,
  banner,
  onDone,
}: {
  data: CollabReply;
  banner: PaymentBanner;
  onDone: () => void;
}) {
  const { payment } = data;
  const confirming = payment.can.confirmCancel;
  const alone = canCancelAlone(data.role, payment.ownerCancelFrom);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, error, run } = useAction();
  const length = reason.trim().length;
  const tooLong = length > CANCEL_REASON_MAX;
  const submitLabel = confirming
    ? sectionText.cancelConfirm
    : alone
      ? sectionText.cancelNow
      : sectionText.cancelAsk;

  const submit = () =>
    run(async () => {
      const reply = await cancelCollab(data.idOffer, reason.trim());
      setReason('');
      setOpen(false);
      banner.success(reply.cancelled ? sectionText.cancelled : sectionText.asked);
      onDone();
    });

  return (
    <FoldedForm
      titleId="collab-cancel"
      title={sectionText.cancelTitle}
      intro={
        <>
          <p className={styles.muted}>{sectionText.cancelIntro}</p>
          {alone && !confirming && <p className={styles.muted}>{sectionText.ownerAlone}</p>}
        </>
      }
      openLabel={submitLabel}
      submitLabel={submitLabel}
      open={open}
      onOpenChange={setOpen}
      ready={length > 0 && !tooLong}
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      <Textarea
        name="cancelReason"
        label={sectionText.cancelReason}
        counterMax={CANCEL_REASON_MAX}
        error={tooLong ? sectionText.tooLong(CANCEL_REASON_MAX) : undefined}
        value={reason}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
    </FoldedForm>
  );
}
