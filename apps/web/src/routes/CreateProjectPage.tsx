import { useCallback, useEffect, useState } from 'react';
import { MSG } from '@kollabo/shared';
import { Banner } from '../components/Banner';
import { Card } from '../components/Card';
import { SkeletonText } from '../components/Skeleton';
import { useUserSubscription } from '../features/account/useUserSubscription';
import { GatePopup, type GateKind } from '../features/projects/GatePopup';
import { ProjectForm, type ProjectAction } from '../features/projects/ProjectForm';
import { emptyProjectForm } from '../features/projects/schema';
import { useProjectSubmit } from '../features/projects/useProjectSubmit';
import styles from '../features/projects/Pages.module.css';
import { getProjectTitle, removeProjectTitle } from '../lib/storage';
import { usePageMeta } from '../lib/usePageMeta';

const f = MSG.projectForm;

/** /create-project (login required): the shared form in create mode. */
export function CreateProjectPage() {
  usePageMeta(f.createTitle, { noindex: true });
  const subscription = useUserSubscription();
  const state = subscription.data?.state;
  // The home page's theme choice leaves a title in the session for this form.
  const [initial] = useState(() => emptyProjectForm(getProjectTitle() ?? ''));
  useEffect(() => removeProjectTitle(), []);

  // Spec gate: no pack (and not the first project) or no credit left blocks creation.
  const gateFor = useCallback(
    (_action: ProjectAction): GateKind | null =>
      state === 'none' ? 'subscription' : state === 'balanceOver' ? 'credit' : null,
    [state],
  );
  const { banner, busyAction, gate, closeGate, redirecting, submit, invalid } = useProjectSubmit({
    mode: 'create',
    gateFor,
  });
  const [gateOnLoad, setGateOnLoad] = useState<GateKind | null>(null);
  useEffect(() => setGateOnLoad(gateFor('save')), [gateFor]);

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.narrow}>
        <div className={styles.head}>
          <h1>{f.createTitle}</h1>
        </div>
        <p className={styles.intro}>{f.intro}</p>
        <Banner message={banner.message} onClear={banner.clear} />
        {redirecting && <p className={styles.intro}>{f.redirecting}</p>}
        <Card>
          {subscription.isPending ? (
            <SkeletonText lines={8} />
          ) : (
            <ProjectForm
              initial={initial}
              busyAction={busyAction}
              locked={redirecting}
              hint={state === 'firstProject' ? f.freeHint : f.creditHint}
              onInvalid={invalid}
              onAction={(action, values) => void submit(action, values)}
            />
          )}
        </Card>
      </div>
      <GatePopup
        kind={gate ?? gateOnLoad}
        onClose={() => {
          closeGate();
          setGateOnLoad(null);
        }}
      />
    </div>
  );
}
