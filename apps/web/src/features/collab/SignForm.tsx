import { useState, type FormEvent } from 'react';
import { MSG, type CollabReply } from '@kollabo/shared';
import type { useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { errorMessage, signContract } from './api';
import styles from './Collab.module.css';

const collabText = MSG.collab;

/** A simple electronic signature: the full name typed and an explicit consent box. */
export function SignForm({
  data,
  banner,
  onSigned,
}: {
  data: CollabReply;
  banner: ReturnType<typeof useBanner>;
  onSigned: () => void;
}) {
  const [fullName, setFullName] = useState(data.identity?.legalName ?? '');
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blocked = data.missingIdentity.length > 0 || data.otherIdentityMissing;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signContract({ idOffer: data.idOffer, version: data.version, fullName, consent });
      banner.success(collabText.signed);
      onSigned();
    } catch (failure) {
      setError(errorMessage(failure, MSG.common.genericRetry));
      // A newer version was saved meanwhile: show it.
      onSigned();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="collab-sign"
    >
      <h3 id="collab-sign">
        {data.role === 'author' ? collabText.acceptTitle : collabText.signTitle}
      </h3>
      {data.otherIdentityMissing && (
        <p className={styles.notice}>{collabText.otherIdentityMissing}</p>
      )}
      <Input
        name="fullName"
        label={collabText.fullName}
        value={fullName}
        maxLength={120}
        autoComplete="name"
        onChange={(event) => setFullName(event.target.value)}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>{collabText.consent}</span>
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={busy}
          disabled={blocked || !consent || fullName.trim().length < 2}
        >
          {collabText.sign}
        </Button>
      </div>
    </form>
  );
}
