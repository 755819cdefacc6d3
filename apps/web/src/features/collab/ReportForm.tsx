import { useState, type FormEvent } from 'react';
import { MSG } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Textarea } from '../../components/Textarea';
import { reportProblem } from './api';
import styles from './Collab.module.css';
import { useAction } from '../../lib/useAction';
import type { CollabBanner } from './sectionProps';

const collabText = MSG.collab;

/** "Signaler un problème": a message to the team, like the project report. */
export function ReportForm({
  idOffer,
  banner,
  onSent,
}: {
  idOffer: string;
  banner: CollabBanner;
  onSent: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const { busy, error, run } = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      await reportProblem(idOffer, message);
      setMessage('');
      setOpen(false);
      banner.success(collabText.reportSent);
      onSent();
    });
  };
  return (
    <Card as="section" className={styles.section} aria-labelledby="collab-report">
      <h2 id="collab-report">{collabText.reportTitle}</h2>
      {open ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <Textarea
            label={collabText.reportLabel}
            value={message}
            maxLength={2000}
            rows={4}
            onChange={(event) => setMessage(event.target.value)}
            error={error ?? undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={busy} disabled={!message.trim()}>
              {collabText.reportSend}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {collabText.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          {collabText.reportTitle}
        </Button>
      )}
    </Card>
  );
}
