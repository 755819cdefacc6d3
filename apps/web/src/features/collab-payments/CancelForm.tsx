import { useState, type FormEvent } from 'react';
import { CANCEL_REASON_MAX, MSG, type CollabReply } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Textarea } from '../../components/Textarea';
import { ActionError } from '../collab/ActionError';
import { useCollabAction, type CollabBanner } from '../collab/useCollabAction';
import { cancelCollab } from './api';
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
  banner: CollabBanner;
  onDone: () => void;
}) {
  const { payment } = data;
  const confirming = payment.can.confirmCancel;
  const alone =
    data.role === 'owner' &&
    payment.ownerCancelFrom !== null &&
    new Date(payment.ownerCancelFrom).getTime() <= Date.now();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, error, run } = useCollabAction();
  const length = reason.trim().length;
  const tooLong = length > CANCEL_REASON_MAX;
  const submitLabel = confirming
    ? sectionText.cancelConfirm
    : alone
      ? sectionText.cancelNow
      : sectionText.cancelAsk;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || tooLong) return;
    await run(async () => {
      const reply = await cancelCollab(data.idOffer, reason.trim());
      setReason('');
      setOpen(false);
      banner.success(reply.cancelled ? sectionText.cancelled : sectionText.asked);
      onDone();
    });
  };

  return (
    <div className={styles.sub}>
      <h3 id="collab-cancel">{sectionText.cancelTitle}</h3>
      <p className={styles.muted}>{sectionText.cancelIntro}</p>
      {alone && !confirming && <p className={styles.muted}>{sectionText.ownerAlone}</p>}
      {open ? (
        <form
          className={styles.form}
          aria-labelledby="collab-cancel"
          onSubmit={(event) => void submit(event)}
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
          <ActionError error={error} />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" busy={busy} disabled={length === 0 || tooLong}>
              {submitLabel}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {sectionText.close}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
            {submitLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
