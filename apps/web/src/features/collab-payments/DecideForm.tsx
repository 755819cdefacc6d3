import { useState, type FormEvent } from 'react';
import {
  DECISION_REASON_MAX,
  DISPUTE_DECISIONS,
  MSG,
  formatCents,
  type DisputeDecision,
} from '@kollabo/shared';
import { ActionError } from '../../components/ActionError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Textarea } from '../../components/Textarea';
import { isApiError } from '../../lib/api';
import { decideDispute } from './api';
import { decisionErrors, eurosToCents, type DecisionErrors } from './decisionRules';
import styles from './CollabPayments.module.css';

const adminDisputesText = MSG.adminDisputes;
const paymentsText = MSG.collabPayments;

/** The team's decision on a dispute: release, refund or split, with the statement of reasons. */
export function DecideForm({
  idOffer,
  amountCents,
  totalCents,
  creator,
  onDecided,
}: {
  idOffer: string;
  /** What the creator would receive in full; totalCents is what the owner paid. */
  amountCents: number;
  totalCents: number;
  creator: string;
  onDecided: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [decision, setDecision] = useState<DisputeDecision | ''>('');
  const [creatorEuros, setCreatorEuros] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const legendId = `decide-${idOffer}`;

  // Checked, then confirmed with its amounts: the decision moves money for good.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return;
    const found = decisionErrors({ decision, creatorEuros, reason }, amountCents);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };
  const confirmation = () => {
    if (decision === 'release')
      return adminDisputesText.confirmRelease(formatCents(amountCents), creator);
    if (decision === 'refund') return adminDisputesText.confirmRefund(formatCents(totalCents));
    const share = formatCents(eurosToCents(creatorEuros) ?? 0);
    return adminDisputesText.confirmSplit(share, creator);
  };

  const send = async () => {
    if (!decision) return;
    setBusy(true);
    setFailure(null);
    try {
      await decideDispute({
        idOffer,
        decision,
        reason: reason.trim(),
        ...(decision === 'split' ? { creatorCents: eurosToCents(creatorEuros) ?? 0 } : {}),
      });
      onDecided(adminDisputesText.done);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : MSG.common.genericRetry);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.radios}>
        <legend id={legendId}>{adminDisputesText.decisionLegend}</legend>
        {DISPUTE_DECISIONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`decision-${idOffer}`}
              value={value}
              checked={decision === value}
              onChange={() => setDecision(value)}
            />
            {paymentsText.decisions[value]}
          </label>
        ))}
      </fieldset>
      {decision === 'split' && (
        <Input
          name="creatorEuros"
          label={adminDisputesText.creatorShare}
          hint={adminDisputesText.creatorShareHint(formatCents(amountCents))}
          inputMode="decimal"
          value={creatorEuros}
          error={errors.creatorEuros}
          onChange={(event) => setCreatorEuros(event.target.value)}
        />
      )}
      <Textarea
        name="decisionReason"
        label={adminDisputesText.reason}
        counterMax={DECISION_REASON_MAX}
        value={reason}
        rows={3}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <ActionError error={failure} />
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={busy}
          busyLabel={adminDisputesText.submitting}
          disabled={!decision}
        >
          {adminDisputesText.submit}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={adminDisputesText.confirmTitle}
        message={
          <>
            {confirmation()} {adminDisputesText.confirmHint}
          </>
        }
        busy={busy}
        busyLabel={adminDisputesText.submitting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      />
    </form>
  );
}
