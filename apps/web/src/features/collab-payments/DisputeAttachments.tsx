import { useRef, useState, type FormEvent } from 'react';
import {
  DISPUTE_ATTACHMENTS_MAX,
  DISPUTE_ATTACHMENT_MAX_BYTES,
  MSG,
  formatShortDate,
  type CollabDispute,
} from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { ActionError } from '../../components/ActionError';
import { useAction } from '../../lib/useAction';
import { addDisputeAttachment, downloadDisputeAttachment } from './api';
import styles from './CollabPayments.module.css';

const sectionText = MSG.collabPaymentSection;
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/**
 * A dispute's attachments as download links, for both parties and the team; with `idOffer`
 * (a party's view), one more file can be joined while the dispute is open and not full.
 */
export function DisputeAttachments({
  dispute,
  idOffer,
  onAdded,
}: {
  dispute: CollabDispute;
  idOffer?: string;
  onAdded?: () => void;
}) {
  const { attachments } = dispute;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const canAdd =
    idOffer !== undefined && !dispute.decision && attachments.length < DISPUTE_ATTACHMENTS_MAX;
  const download = (id: string, name: string) => {
    setDownloadError(null);
    downloadDisputeAttachment(id, name).catch(() =>
      setDownloadError(sectionText.attachmentDownloadFailed),
    );
  };
  return (
    <div className={styles.attachments} data-testid="dispute-attachments">
      <h4>{sectionText.attachmentsTitle}</h4>
      {attachments.length === 0 ? (
        <p className={styles.muted}>{sectionText.attachmentsNone}</p>
      ) : (
        <ul className={styles.attachmentList}>
          {attachments.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => download(file.id, file.name)}
              >
                {file.name}
              </button>{' '}
              <span className={styles.muted}>
                {sectionText.attachmentBy(sectionText.openedBy[file.uploadedBy])},{' '}
                {formatShortDate(file.uploadedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ActionError error={downloadError} />
      {canAdd && <AddAttachment idOffer={idOffer} onAdded={onAdded} />}
    </div>
  );
}

function AddAttachment({ idOffer, onAdded }: { idOffer: string; onAdded?: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, error, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(false);
    if (!file) return setCheckError(sectionText.attachmentMissing);
    // Refused here before sending 5 MB for nothing; the server checks again, with the bytes.
    if (file.size > DISPUTE_ATTACHMENT_MAX_BYTES) {
      return setCheckError(MSG.collabPayments.disputeAttachmentTooLarge);
    }
    setCheckError(null);
    await run(async () => {
      await addDisputeAttachment(idOffer, file);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setAdded(true);
      onAdded?.();
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Input
        ref={inputRef}
        label={sectionText.attachmentAdd}
        hint={sectionText.attachmentHint}
        type="file"
        accept={ACCEPT}
        error={checkError ?? undefined}
        onChange={(event) => {
          setCheckError(null);
          setFile(event.target.files?.[0] ?? null);
        }}
      />
      <ActionError error={error} />
      {added && (
        <p className={styles.notice} role="status">
          {sectionText.attachmentAdded}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={busy}>
          {busy ? sectionText.attachmentSending : sectionText.attachmentSend}
        </Button>
      </div>
    </form>
  );
}
