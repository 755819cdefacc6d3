import { useState } from 'react';
import { DISPUTE_MESSAGE_MAX, DISPUTE_REASONS, MSG, type DisputeReason } from '@kollabo/shared';
import { Select } from '../../components/Select';
import { Textarea } from '../../components/Textarea';
import { useAction } from '../../lib/useAction';
import type { PaymentBanner } from './sectionProps';
import { openDispute } from './api';
import { FoldedForm } from './FoldedForm';
import styles from './CollabPayments.module.css';

const sectionText = MSG.collabPaymentSection;
const reasonOptions = DISPUTE_REASONS.map((value) => ({
  value,
  label: MSG.collabPayments.disputeReasons[value],
}));
const isReason = (value: string): value is DisputeReason =>
  (DISPUTE_REASONS as readonly string[]).includes(value);

/** Opening a dispute while the money is held: a reason from the shared list and a message. */
export function DisputeForm({
  idOffer,
  banner,
  onDone,
}: {
  idOffer: string;
  banner: PaymentBanner;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const { busy, error, run } = useAction();
  const length = message.trim().length;
  const tooLong = length > DISPUTE_MESSAGE_MAX;
  const ready = isReason(reason) && length > 0 && !tooLong;

  const submit = async () => {
    if (!isReason(reason)) return;
    await run(async () => {
      await openDispute(idOffer, reason, message.trim());
      setOpen(false);
      setReason('');
      setMessage('');
      banner.success(sectionText.disputeSent);
      onDone();
    });
  };

  return (
    <FoldedForm
      titleId="collab-dispute"
      title={sectionText.disputeTitle}
      intro={<p className={styles.muted}>{sectionText.disputeIntro}</p>}
      openLabel={sectionText.disputeTitle}
      submitLabel={sectionText.disputeSend}
      open={open}
      onOpenChange={setOpen}
      ready={ready}
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      <Select
        name="disputeReason"
        label={sectionText.disputeReason}
        placeholder={sectionText.disputeReasonPlaceholder}
        options={reasonOptions}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Textarea
        name="disputeMessage"
        label={sectionText.disputeMessage}
        counterMax={DISPUTE_MESSAGE_MAX}
        error={tooLong ? sectionText.tooLong(DISPUTE_MESSAGE_MAX) : undefined}
        value={message}
        rows={4}
        onChange={(event) => setMessage(event.target.value)}
      />
    </FoldedForm>
  );
}
