import { useState } from 'react';
import { MSG } from '@kollabo/shared';
import { downloadAttachment } from './api';
import styles from './Offers.module.css';

/** "Voir la pièce jointe": fetched with the session token, then saved as a download. */
export function AttachmentLink({ idOffer, fileName }: { idOffer: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await downloadAttachment(idOffer, fileName);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => void open()}
      aria-busy={busy || undefined}
      title={fileName}
    >
      {MSG.offers.attachment}
    </button>
  );
}
