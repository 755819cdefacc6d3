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
import pagesStyles from '../features/projects/Pages.module.css';
import { getProjectTitle, removeProjectTitle } from '../lib/storage';
import { usePageMeta } from '../lib/usePageMeta';

const projectFormText = MSG.projectForm;

/** /create-project (login required): the shared form in create mode. */
export function CreateProjectPage() {
  usePageMeta(projectFormText.createTitle, { noindex: true });
  const subscription = useUserSubscription();
  const state = subscription.data?.state;
  // The state the page opened with: after the free first project is created the refetched
  // state is 'none', which must neither open "Pack requis !" over the success banner nor
  // turn the note into "utilise 1 crédit".
  const [openingState, setOpeningState] = useState<typeof state>(undefined);
  useEffect(() => {
    if (state !== undefined) setOpeningState((opening) => opening ?? state);
  }, [state]);
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
  useEffect(() => {
    if (openingState === undefined) return;
    setGateOnLoad(
      openingState === 'none' ? 'subscription' : openingState === 'balanceOver' ? 'credit' : null,
    );
  }, [openingState]);

  return (
    <div className={`container ${pagesStyles.page}`}>
      <div className={pagesStyles.narrow}>
        <div className={pagesStyles.head}>
          <h1>{projectFormText.createTitle}</h1>
        </div>
        <p className={pagesStyles.intro}>{projectFormText.intro}</p>
        <Banner message={banner.message} onClear={banner.clear} />
        {redirecting && <p className={pagesStyles.intro}>{projectFormText.redirecting}</p>}
        <Card>
          {subscription.isPending ? (
            <SkeletonText lines={8} />
          ) : (
            <ProjectForm
              initial={initial}
              busyAction={busyAction}
              locked={redirecting}
              hint={
                (openingState ?? state) === 'firstProject'
                  ? projectFormText.freeHint
                  : projectFormText.creditHint
              }
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
