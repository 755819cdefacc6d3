import { useState, type FormEvent } from 'react';
import { MSG, signatureMatches, signerNameOf, type CollabReply } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { signContract } from './api';
import { ActionError } from '../../components/ActionError';
import styles from './Collab.module.css';
import { useAction } from '../../lib/useAction';
import type { CollabBanner } from './sectionProps';

const collabText = MSG.collab;

/** A simple electronic signature: the full name typed and an explicit consent box. */
export function SignForm({
  data,
  banner,
  onSigned,
}: {
  data: CollabReply;
  banner: CollabBanner;
  onSigned: () => void;
}) {
  // Who signs: the representative of a company, or the person herself (never the company's name).
  const signer = data.identity ? signerNameOf(data.identity) : null;
  const [fullName, setFullName] = useState(signer ?? '');
  const [consent, setConsent] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const blocked = data.missingIdentity.length > 0 || data.otherIdentityMissing;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same rule as the server's: accents, case and spaces aside.
    if (data.identity && signer && !signatureMatches(fullName, data.identity)) {
      setNameError(collabText.fullNameMismatch(signer));
      return;
    }
    setNameError(null);
    await run(
      async () => {
        await signContract({ idOffer: data.idOffer, version: data.version, fullName, consent });
        banner.success(collabText.signed);
        onSigned();
      },
      () => {
        // A newer version was saved meanwhile: show it.
        onSigned();
      },
    );
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
        hint={signer ? collabText.fullNameHint(signer) : undefined}
        error={nameError ?? undefined}
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
      <ActionError error={error} />
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
