import { useState } from 'react';
import { MSG, NOTICE_ACTIONS, NOTICE_GROUNDS, NOTICE_LIMITS, decideBody } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { decideNotice } from '../notices/api';
import { DecisionEnd } from './DecisionEnd';
import { useDecisionForm } from './useDecisionForm';

const adminNoticesText = MSG.adminNotices;
/** Checked by the shared schema; these refusals show the server's French text. */
const NOTICE_DECISION = {
  schema: decideBody,
  send: decideNotice,
  explained: ['notice_action_not_applicable', 'already_handled'],
} as const;
const OTHER = 'other';
const actionOptions = NOTICE_ACTIONS.map((value) => ({
  value,
  label: MSG.notices.actions[value],
}));
const groundOptions = [
  ...NOTICE_GROUNDS.map((ground) => ({ value: ground, label: ground })),
  { value: OTHER, label: adminNoticesText.groundOther },
];

/**
 * The decision on a notice: the action, its ground (the law or the terms' clause) and the facts
 * sent to the author in the statement of reasons (DSA art. 17).
 */
export function NoticeDecideForm({
  noticeId,
  onDone,
  onCancel,
  onError,
}: {
  noticeId: string;
  onDone: () => void;
  onCancel: () => void;
  onError: (message: string) => void;
}) {
  const [action, setAction] = useState('');
  const [groundChoice, setGroundChoice] = useState('');
  const [otherGround, setOtherGround] = useState('');
  const [explanation, setExplanation] = useState('');
  const { errors, busy, submit } = useDecisionForm(NOTICE_DECISION, { onDone, onError });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const ground = groundChoice === OTHER ? otherGround : groundChoice;
        void submit({ noticeId, action, ground, explanation });
      }}
    >
      <Select
        label={adminNoticesText.actionLabel}
        placeholder=""
        options={actionOptions}
        value={action}
        error={errors.action}
        onChange={(event) => setAction(event.target.value)}
      />
      <Select
        label={adminNoticesText.groundLabel}
        hint={adminNoticesText.groundHint}
        placeholder=""
        options={groundOptions}
        value={groundChoice}
        error={groundChoice === OTHER ? undefined : errors.ground}
        onChange={(event) => setGroundChoice(event.target.value)}
      />
      {groundChoice === OTHER && (
        <Input
          label={adminNoticesText.groundOtherLabel}
          maxLength={NOTICE_LIMITS.groundMax}
          value={otherGround}
          error={errors.ground}
          onChange={(event) => setOtherGround(event.target.value)}
        />
      )}
      <DecisionEnd
        label={adminNoticesText.decisionExplanationLabel}
        explanation={explanation}
        error={errors.explanation}
        onExplanation={setExplanation}
        busy={busy}
        submitLabel={adminNoticesText.submitDecision}
      >
        <Button type="button" variant="ghost" onClick={onCancel}>
          {adminNoticesText.cancel}
        </Button>
      </DecisionEnd>
    </form>
  );
}
