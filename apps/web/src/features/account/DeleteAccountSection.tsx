import { useId, useState, type FormEvent } from 'react';
import { MSG } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Input';
import { Modal } from '../../components/Modal';
import { SecondFactorInput } from '../../components/SecondFactorInput';
import { failedWith } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { deleteAccount } from './dataRightsApi';
import styles from './DataRights.module.css';

const text = MSG.dataRights;

/** The refusal the server gave, in French with what to do (its own text for known codes). */
function refusalOf(error: unknown): string {
  if (failedWith(error, 'wrong_password')) return text.wrongPassword;
  if (failedWith(error, 'second_factor_code_required')) return text.secondFactorRequired;
  if (failedWith(error, 'second_factor_invalid')) return text.secondFactorInvalid;
  if (failedWith(error, 'deletion_collab_in_progress')) return text.collabInProgress;
  if (failedWith(error, 'deletion_money_held')) return text.moneyHeld;
  if (failedWith(error, 'rate_limited')) return MSG.common.tooManyRequests;
  return MSG.common.network;
}

/** The danger zone (RGPD art. 17): the password typed again (and the second factor's code). */
export function DeleteAccountSection() {
  const { logout } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();

  const close = () => {
    setOpen(false);
    setPassword('');
    setCode('');
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setRefusal(text.wrongPassword);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await deleteAccount(password, code.trim());
      logout();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      as="section"
      aria-labelledby="delete-account-title"
      className={`${styles.section} ${styles.danger}`}
    >
      <h2 id="delete-account-title" className={styles.dangerTitle}>
        {text.dangerTitle}
      </h2>
      <p>{text.dangerIntro}</p>
      <p className={styles.text}>{text.dangerKept}</p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {text.dangerButton}
        </Button>
      </div>
      <Modal
        open={open}
        onClose={close}
        title={text.dialogTitle}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {text.cancel}
            </Button>
            <Button
              variant="danger"
              type="submit"
              form="delete-account-form"
              busy={busy}
              busyLabel={text.deleting}
            >
              {text.confirm}
            </Button>
          </>
        }
      >
        <form
          id="delete-account-form"
          className={styles.form}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <p>{text.dialogText}</p>
          <Input
            label={text.passwordLabel}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={refusal ? refusalId : undefined}
          />
          <SecondFactorInput
            label={text.codeLabel}
            hint={text.codeHint}
            inputMode="numeric"
            value={code}
            onChange={setCode}
          />
          {refusal && (
            <p id={refusalId} role="alert" className={styles.refusal}>
              {refusal}
            </p>
          )}
        </form>
      </Modal>
    </Card>
  );
}
