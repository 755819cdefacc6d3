import type { FormEvent, ReactNode } from 'react';
import { MSG } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { ActionError } from '../../components/ActionError';
import styles from './CollabPayments.module.css';

/**
 * A payment step that asks for a reason (cancel, dispute): a title and intro, a button that unfolds
 * the form, and the form with its danger submit and a "close" button.
 */
export function FoldedForm({
  titleId,
  title,
  intro,
  openLabel,
  submitLabel,
  open,
  onOpenChange,
  ready,
  busy,
  error,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  /** The intro paragraphs, shown folded or not. */
  intro: ReactNode;
  openLabel: string;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ready: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void onSubmit();
  };
  return (
    <div className={styles.sub}>
      <h3 id={titleId}>{title}</h3>
      {intro}
      {open ? (
        <form className={styles.form} aria-labelledby={titleId} onSubmit={submit}>
          {children}
          <ActionError error={error} />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" busy={busy} disabled={!ready}>
              {submitLabel}
            </Button>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {MSG.collabPaymentSection.close}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(true)}>
            {openLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
