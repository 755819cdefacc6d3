import { useState } from 'react';
import { DURATIONS, MSG, type OfferStatus, type ProjectStatus } from '@kollabo/shared';
import type { useBanner } from '../../components/Banner';
import { Button, LinkButton } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { failedWith } from '../../lib/api';
import { allocateProject, attributeProject } from './api';
import { authorOfferState, ownerOfferState } from './status';
import styles from './Offers.module.css';

const a = MSG.attribution;
type Action = 'attribute' | 'accept' | 'refus';

const CONFIRM: Record<Action, { message: string; busy: string; success: string }> = {
  attribute: { message: a.confirmAttribute, busy: a.busyAttribute, success: a.attributeSuccess },
  accept: { message: a.confirmAccept, busy: a.busyAccept, success: a.acceptSuccess },
  refus: { message: a.confirmRefuse, busy: a.busy, success: a.declineSuccess },
};

export interface AttributionActionsProps {
  role: 'owner' | 'author' | 'other';
  idOffer: string;
  idProject: string;
  offerStatut: OfferStatus;
  projectStatut: ProjectStatus;
  /** The offer author's display name ("Projet accepté" line). */
  authorName: string;
  /** The owner's active pack; false opens "Pack requis !" without calling the server. */
  hasPack?: boolean;
  banner: ReturnType<typeof useBanner>;
  /** Reloads the page data (called 1 s after a success). */
  onChanged: () => void;
}

function StateBox({ tone, title, text }: { tone?: string; title: string; text?: string }) {
  return (
    <div className={`${styles.state} ${tone ?? ''}`} role="status">
      <p className={styles.stateTitle}>{title}</p>
      {text && <p>{text}</p>}
    </div>
  );
}

/** Every attribution state, badge and button the spec lists, for the owner and the author. */
export function AttributionActions(props: AttributionActionsProps) {
  const { role, idOffer, idProject, offerStatut, projectStatut, banner, onChanged } = props;
  const [confirm, setConfirm] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [gate, setGate] = useState(false);

  const run = async (action: Action) => {
    setBusy(true);
    try {
      if (action === 'attribute') await attributeProject(idProject, idOffer);
      else await allocateProject(idProject, idOffer, action);
      banner.success(CONFIRM[action].success);
      setTimeout(onChanged, DURATIONS.refreshAfterSuccessMs);
    } catch (error) {
      if (failedWith(error, 'attribution_subscription_required')) setGate(true);
      else if (failedWith(error, 'unknown_decision')) {
        banner.error(a.unknownDecision);
      } else banner.error(a.failure);
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  let content: React.ReactNode = null;
  if (role === 'owner') {
    const state = ownerOfferState(offerStatut, projectStatut);
    if (state === 'canAttribute') {
      content = (
        <div className={styles.cardActions}>
          <Button
            onClick={() => (props.hasPack === false ? setGate(true) : setConfirm('attribute'))}
          >
            {a.acceptOffer}
          </Button>
        </div>
      );
    } else if (state === 'awaitingAnswer') {
      content = (
        <StateBox
          tone={styles.stateWarning}
          title={a.ownerPreSelectTitle}
          text={a.ownerPreSelectText}
        />
      );
    } else if (state === 'accepted') {
      content = (
        <StateBox tone={styles.stateSuccess} title={`${a.ownerSelect} : ${props.authorName}`} />
      );
    } else if (state === 'authorDeclined') {
      content = (
        <StateBox
          title={a.ownerAuthorDeclinedTitle}
          text={a.ownerAuthorDeclinedText(props.authorName)}
        />
      );
    } else if (state === 'notChosen') {
      content = <StateBox title={a.ownerDeclinedTitle} text={a.ownerDeclinedText} />;
    }
  } else if (role === 'author') {
    const state = authorOfferState(offerStatut, projectStatut);
    if (state === 'decide') {
      content = (
        <div className={`${styles.state} ${styles.stateWarning}`}>
          <p>{a.authorPreSelect}</p>
          <div className={styles.decision}>
            <Button onClick={() => setConfirm('accept')}>{a.accept}</Button>
            <Button variant="secondary" onClick={() => setConfirm('refus')}>
              {a.decline}
            </Button>
          </div>
        </div>
      );
    } else if (state === 'won') {
      content = <StateBox tone={styles.stateSuccess} title={a.authorWon} />;
    } else if (state === 'ended') {
      content = (
        <StateBox
          tone={styles.stateDanger}
          title={a.authorDeclinedTitle}
          text={a.authorDeclinedText}
        />
      );
    }
  }

  return (
    <>
      {content}
      <ConfirmDialog
        open={confirm !== null}
        message={confirm ? CONFIRM[confirm].message : ''}
        onConfirm={() => confirm && void run(confirm)}
        onCancel={() => !busy && setConfirm(null)}
        busy={busy}
        busyLabel={confirm ? CONFIRM[confirm].busy : undefined}
        danger={confirm === 'refus'}
      />
      <Modal
        open={gate}
        onClose={() => setGate(false)}
        title={a.subscriptionTitle}
        footer={
          <>
            <Button variant="ghost" onClick={() => setGate(false)}>
              {MSG.ui.close}
            </Button>
            <LinkButton to="/subscription">{a.seePacks}</LinkButton>
          </>
        }
      >
        <p>{a.subscriptionText}</p>
      </Modal>
    </>
  );
}
