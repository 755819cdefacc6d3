import { useState, type FormEvent } from 'react';
import { MSG, REJECT_REASON_MAX, REJECT_REASON_MIN } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Textarea } from '../../components/Textarea';

const adminText = MSG.admin;

/** Asks the reason of a refusal (sent to the owner) before rejecting. */
export function RejectDialog({
  title,
  busy,
  onCancel,
  onReject,
}: {
  /** The project being refused; null keeps the dialog closed. */
  title: string | null;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REJECT_REASON_MIN) {
      setError(adminText.reasonTooShort);
      return;
    }
    onReject(reason.trim());
  };
  return (
    <Modal open={title !== null} onClose={onCancel} title={`${adminText.reject} : ${title ?? ''}`}>
      <form noValidate onSubmit={submit}>
        <Textarea
          label={adminText.reasonLabel}
          hint={adminText.reasonHint}
          rows={4}
          maxLength={REJECT_REASON_MAX}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="danger" busy={busy} busyLabel={adminText.rejecting} block>
          {adminText.reject}
        </Button>
      </form>
    </Modal>
  );
}
