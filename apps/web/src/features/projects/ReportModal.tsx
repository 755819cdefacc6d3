import { useState, type FormEvent } from 'react';
import { LIMITS, MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Textarea } from '../../components/Textarea';
import { reportProject } from './api';

const reportText = MSG.report;

/** "Signaler un abus" form: a required message sent to the moderators. */
export function ReportModal({
  projectId,
  open,
  onClose,
  onSent,
}: {
  projectId: string;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const banner = useBanner();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      banner.error(reportText.failure);
      return;
    }
    setSending(true);
    try {
      await reportProject(projectId, message.trim());
      setMessage('');
      onSent();
    } catch {
      banner.error(reportText.failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={reportText.title}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p>{reportText.intro}</p>
        <Banner message={banner.message} onClear={banner.clear} />
        <Textarea
          label={reportText.messageLabel}
          rows={5}
          maxLength={LIMITS.reportMessageMax}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" busy={sending} busyLabel={reportText.busy} block>
          {reportText.submit}
        </Button>
      </form>
    </Modal>
  );
}
