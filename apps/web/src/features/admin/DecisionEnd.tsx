import type { ReactNode } from 'react';
import { MSG, NOTICE_LIMITS } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Textarea } from '../../components/Textarea';
import styles from '../../components/AdminList.module.css';

/**
 * The end of a moderation decision's form: the explanation sent to the people concerned, then
 * the submit button (and the form's other buttons, `children`).
 */
export function DecisionEnd({
  label,
  explanation,
  error,
  onExplanation,
  busy,
  submitLabel,
  children,
}: {
  label: string;
  explanation: string;
  error?: string;
  onExplanation: (value: string) => void;
  busy: boolean;
  submitLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Textarea
        label={label}
        rows={4}
        maxLength={NOTICE_LIMITS.explanationMax}
        value={explanation}
        error={error}
        onChange={(event) => onExplanation(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel={MSG.adminNotices.deciding}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </>
  );
}
