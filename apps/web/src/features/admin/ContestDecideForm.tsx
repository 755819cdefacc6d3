import { useState } from 'react';
import { MSG, decideContestBody } from '@kollabo/shared';
import { Select } from '../../components/Select';
import { decideContest } from '../notices/api';
import { DecisionEnd } from './DecisionEnd';
import { useDecisionForm } from './useDecisionForm';

const adminNoticesText = MSG.adminNotices;
/** Checked by the shared schema; these refusals show the server's French text. */
const CONTEST_DECISION = {
  schema: decideContestBody,
  send: decideContest,
  explained: ['contest_same_admin', 'already_handled'],
} as const;
const outcomeOptions = (['upheld', 'reversed'] as const).map((value) => ({
  value,
  label: adminNoticesText.outcomes[value],
}));

/** A contest's outcome (DSA art. 20): the server refuses the admin who took the decision. */
export function ContestDecideForm({
  decisionId,
  onDone,
  onError,
}: {
  decisionId: string;
  onDone: () => void;
  onError: (message: string) => void;
}) {
  const [outcome, setOutcome] = useState('');
  const [explanation, setExplanation] = useState('');
  const { errors, busy, submit } = useDecisionForm(CONTEST_DECISION, { onDone, onError });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ decisionId, outcome, explanation });
      }}
    >
      <Select
        label={adminNoticesText.outcomeLabel}
        placeholder=""
        options={outcomeOptions}
        value={outcome}
        error={errors.outcome}
        onChange={(event) => setOutcome(event.target.value)}
      />
      <DecisionEnd
        label={adminNoticesText.contestReasonsLabel}
        explanation={explanation}
        error={errors.explanation}
        onExplanation={setExplanation}
        busy={busy}
        submitLabel={adminNoticesText.submitContest}
      />
    </form>
  );
}
