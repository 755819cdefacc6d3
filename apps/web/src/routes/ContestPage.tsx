import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  NOTICE_LIMITS,
  formatDateTime,
  formatShortDate,
  type DecisionView,
} from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { EmptyState } from '../components/EmptyState';
import { QueryState } from '../components/QueryState';
import { SkeletonText } from '../components/Skeleton';
import { Textarea } from '../components/Textarea';
import { contestDecision, getDecision, noticeKeys } from '../features/notices/api';
import legalStyles from '../features/legal/Legal.module.css';
import styles from '../features/notices/Notices.module.css';
import { failedWith } from '../lib/api';
import { usePageMeta } from '../lib/usePageMeta';

const contestText = MSG.notices.contestPage;

/**
 * /contestation/:decisionId (logged): the statement of reasons of a moderation decision as its
 * author received it, and the contest form (DSA art. 20: free, six months, decided by another
 * team member). The server answers 404 to anyone but the author.
 */
export function ContestPage() {
  usePageMeta(contestText.title, { noindex: true });
  const { decisionId = '' } = useParams();
  const query = useQuery({
    queryKey: noticeKeys.decision(decisionId),
    queryFn: ({ signal }) => getDecision(decisionId, signal),
  });
  return (
    <div className={`container ${legalStyles.narrow}`}>
      <h1>{contestText.title}</h1>
      {/* DSA art. 20: the internal complaint-handling system, cited beside the form. */}
      <p className={styles.legal}>{contestText.legalNote}</p>
      <QueryState
        query={query}
        skeleton={
          <Card>
            <SkeletonText lines={6} />
          </Card>
        }
        error={<EmptyState message={contestText.loadError} />}
      >
        {({ decision }) => <DecisionCard decision={decision} />}
      </QueryState>
    </div>
  );
}

function DecisionCard({ decision }: { decision: DecisionView }) {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [explanation, setExplanation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (explanation.trim().length < NOTICE_LIMITS.explanationMin) {
      setError(MSG.validation.tooShort(NOTICE_LIMITS.explanationMin));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await contestDecision({ decisionId: decision._id, explanation });
      banner.success(contestText.success);
      await queryClient.invalidateQueries({ queryKey: noticeKeys.decision(decision._id) });
    } catch (caught) {
      banner.error(
        failedWith(caught, 'contest_closed', 'contest_exists', 'contest_invalid')
          ? caught.message
          : MSG.notices.failure,
      );
    } finally {
      setSending(false);
    }
  };

  const { contest } = decision;
  return (
    <Card>
      <Banner message={banner.message} onClear={banner.clear} />
      <dl className={styles.facts}>
        <dt>{contestText.decision}</dt>
        <dd>
          {MSG.notices.actions[decision.action]} — {decision.target.label}
          <br />
          <span className={styles.legal}>
            {contestText.decidedOn(formatDateTime(decision.decidedAt))}
          </span>
        </dd>
        <dt>{contestText.facts}</dt>
        <dd>{decision.explanation}</dd>
        <dt>{contestText.ground}</dt>
        <dd>{decision.ground}</dd>
      </dl>
      {contest ? (
        <p role="status" className={styles.status}>
          {contest.outcome
            ? contestText.resolved(contest.outcome === 'reversed')
            : contestText.contested(formatDateTime(contest.createdAt))}
        </p>
      ) : decision.canContest ? (
        <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
          <p>{contestText.until(formatShortDate(decision.contestUntil))}</p>
          <Textarea
            label={contestText.explanationLabel}
            rows={5}
            maxLength={NOTICE_LIMITS.explanationMax}
            value={explanation}
            error={error ?? undefined}
            onChange={(event) => setExplanation(event.target.value)}
          />
          <Button type="submit" busy={sending} busyLabel={contestText.busy}>
            {contestText.submit}
          </Button>
        </form>
      ) : (
        <p className={styles.status}>{contestText.expired}</p>
      )}
    </Card>
  );
}
