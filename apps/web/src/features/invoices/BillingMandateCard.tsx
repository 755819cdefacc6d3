import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, formatShortDate, type BillingMandateReply } from '@kollabo/shared';
import { ActionError } from '../../components/ActionError';
import { Badge } from '../../components/Badge';
import { LoadErrorBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryState } from '../../components/QueryState';
import { SkeletonCard } from '../../components/Skeleton';
import { useAction } from '../../lib/useAction';
import { acceptBillingMandate, getBillingMandate, mandateKeys, revokeBillingMandate } from './api';
import styles from './CreatorInvoices.module.css';

const mandateText = MSG.billingMandate;

/**
 * The billing mandate on the payouts page: its text (the server's, articles cited), accepted by
 * ticking the box, with its date; revoked after a confirmation; its history.
 */
export function BillingMandateCard() {
  const query = useQuery({
    queryKey: mandateKeys.mandate,
    queryFn: ({ signal }) => getBillingMandate(signal),
  });
  return (
    <QueryState
      query={query}
      skeleton={<SkeletonCard lines={6} />}
      error={<LoadErrorBanner text={MSG.common.genericRetry} />}
    >
      {(data) => <MandateContent data={data} />}
    </QueryState>
  );
}

function MandateContent({ data }: { data: BillingMandateReply }) {
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const [tickError, setTickError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  const save = (action: () => Promise<BillingMandateReply>, notice: string) =>
    run(async () => {
      queryClient.setQueryData(mandateKeys.mandate, await action());
      setDone(notice);
      setConfirming(false);
      setTicked(false);
    });

  const accept = () => {
    setDone(null);
    if (!ticked) return setTickError(mandateText.mustTick);
    void save(acceptBillingMandate, mandateText.accepted);
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby="billing-mandate">
      <div className={styles.head}>
        <h2 id="billing-mandate">{mandateText.title}</h2>
        <Badge tone={data.accepted ? 'publish' : 'neutral'} dot>
          {data.accepted ? mandateText.activeBadge : mandateText.inactiveBadge}
        </Badge>
      </div>
      <p>{mandateText.intro}</p>
      <div className={styles.text} tabIndex={0} aria-label={mandateText.title}>
        {data.text.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className={styles.muted}>
        {mandateText.vatNumberHint} <Link to="/mes-factures">{mandateText.vatNumberLink}</Link>
      </p>
      {data.accepted && data.acceptedAt ? (
        <>
          <p>
            <strong>{mandateText.acceptedOn(formatShortDate(data.acceptedAt))}</strong>
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {mandateText.revoke}
            </Button>
          </div>
        </>
      ) : (
        <>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={ticked}
              aria-invalid={tickError ? true : undefined}
              onChange={(event) => {
                setTicked(event.target.checked);
                setTickError(null);
              }}
            />
            <span>{mandateText.accept}</span>
          </label>
          <ActionError error={tickError} />
          <div className={styles.actions}>
            <Button busy={busy} busyLabel={mandateText.accepting} onClick={accept}>
              {mandateText.acceptButton}
            </Button>
          </div>
          <p className={styles.muted}>{mandateText.notAccepted}</p>
        </>
      )}
      <ActionError error={error} />
      {done && (
        <p className={styles.notice} role="status">
          {done}
        </p>
      )}
      {data.history.length > 0 && (
        <details className={styles.history}>
          <summary>{mandateText.historyTitle}</summary>
          <ul>
            {data.history.map((event) => (
              <li key={`${event.action}-${event.at}`}>
                {event.action === 'accepted'
                  ? mandateText.historyAccepted(formatShortDate(event.at))
                  : mandateText.historyRevoked(formatShortDate(event.at))}
              </li>
            ))}
          </ul>
        </details>
      )}
      <ConfirmDialog
        open={confirming}
        title={mandateText.revokeTitle}
        message={mandateText.revokeBody}
        confirmLabel={mandateText.revokeConfirm}
        cancelLabel={mandateText.revokeCancel}
        busy={busy}
        busyLabel={mandateText.revoking}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => void save(revokeBillingMandate, mandateText.revoked)}
      />
    </Card>
  );
}
