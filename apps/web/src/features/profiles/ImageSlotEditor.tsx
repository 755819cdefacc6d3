import { useRef, useState } from 'react';
import { LIMITS, MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ProgressBar } from '../../components/ProgressBar';
import { isApiError } from '../../lib/api';
import { ACCEPTED_IMAGE_TYPES, imageUrl, isAcceptableImage } from '../../lib/images';
import styles from './MyAccount.module.css';

const myAccountText = MSG.myAccountPage;

export interface ImageSlotEditorProps {
  label: string;
  /** Storage key of the current image, or null. */
  current: string | null;
  shape: 'avatar' | 'cover' | 'gallery';
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  remove: (key: string) => Promise<unknown>;
  onChanged: () => void;
  successText: string;
  removedText: string;
}

/** One image slot of /my-account: preview, choose/replace with a progress bar, delete. */
export function ImageSlotEditor({
  label,
  current,
  shape,
  upload,
  remove,
  onChanged,
  successText,
  removedText,
}: ImageSlotEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const banner = useBanner();
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file can be chosen again
    if (!file) return;
    if (!isAcceptableImage(file, LIMITS.imageMaxBytes)) {
      banner.error(MSG.profile.imageInvalid);
      return;
    }
    setProgress(0);
    try {
      await upload(file, setProgress);
      banner.success(successText);
      onChanged();
    } catch (error) {
      banner.error(isApiError(error) ? MSG.profile.imageInvalid : MSG.common.network);
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async () => {
    if (!current) return;
    setRemoving(true);
    try {
      await remove(current);
      banner.success(removedText);
      onChanged();
    } catch {
      banner.error(MSG.common.genericRetry);
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  const preview = imageUrl(current, shape === 'avatar' ? undefined : 'sm');
  return (
    <div className={styles.slot}>
      <span className={styles.slotLabel}>{label}</span>
      <div className={`${styles.preview} ${styles[shape]}`}>
        {preview ? <img src={preview} alt={label} /> : <span>{myAccountText.emptyImage}</span>}
      </div>
      {progress !== null && (
        <div className={styles.progress}>
          <ProgressBar value={progress} label={`${myAccountText.uploadProgress} : ${label}`} />
          <span aria-hidden="true">{myAccountText.uploading}</span>
        </div>
      )}
      <Banner message={banner.message} onClear={banner.clear} />
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <div className={styles.slotActions}>
        <Button
          size="sm"
          variant="secondary"
          busy={progress !== null}
          busyLabel={myAccountText.uploading}
          aria-label={`${current ? myAccountText.replace : myAccountText.choose} : ${label}`}
          onClick={() => input.current?.click()}
        >
          {current ? myAccountText.replace : myAccountText.choose}
        </Button>
        {current && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${myAccountText.remove} : ${label}`}
            onClick={() => setConfirming(true)}
          >
            {myAccountText.remove}
          </Button>
        )}
      </div>
      <p className={styles.hint}>{myAccountText.imageHint}</p>
      <ConfirmDialog
        open={confirming}
        title={myAccountText.confirmDeleteTitle}
        message={myAccountText.confirmDeleteText}
        confirmLabel={myAccountText.remove}
        danger
        busy={removing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onRemove()}
      />
    </div>
  );
}
