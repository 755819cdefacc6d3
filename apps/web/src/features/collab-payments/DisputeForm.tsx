import { useState, type FormEvent } from 'react';
import { DISPUTE_MESSAGE_MAX, DISPUTE_REASONS, MSG, type DisputeReason } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { Textarea } from '../../components/Textarea';
import { ActionError } from '../collab/ActionError';
import { useCollabAction, type CollabBanner } from '../collab/useCollabAction';
import { openDispute } from './api';
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
  banner: CollabBanner;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const { busy, error, run } = useCollabAction();
  const length = message.trim().length;
  const tooLong = length > DISPUTE_MESSAGE_MAX;
  const ready = isReason(reason) && length > 0 && !tooLong;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !isReason(reason)) return;
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
    <div className={styles.sub}>
      <h3 id="collab-dispute">{sectionText.disputeTitle}</h3>
      <p className={styles.muted}>{sectionText.disputeIntro}</p>
      {open ? (
        <form
          className={styles.form}
          aria-labelledby="collab-dispute"
          onSubmit={(event) => void submit(event)}
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
          <ActionError error={error} />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" busy={busy} disabled={!ready}>
              {sectionText.disputeSend}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {sectionText.close}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
            {sectionText.disputeTitle}
          </Button>
        </div>
      )}
    </div>
  );
}
