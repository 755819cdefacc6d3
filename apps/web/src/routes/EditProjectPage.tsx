import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG, projectIs, type EditProjectReply } from '@kollabo/shared';
import { Banner } from '../components/Banner';
import { StatusBadge } from '../components/Badge';
import { Card } from '../components/Card';
import { QueryState } from '../components/QueryState';
import { SkeletonCard } from '../components/Skeleton';
import { useUserSubscription } from '../features/account/useUserSubscription';
import { getEditProject, projectKeys } from '../features/projects/api';
import { ErrorBlock } from '../features/projects/ErrorBlock';
import { GatePopup, type GateKind } from '../features/projects/GatePopup';
import { ProjectForm, type ProjectAction } from '../features/projects/ProjectForm';
import { toFormValues } from '../features/projects/schema';
import { statusLabel } from '../features/projects/status';
import { useProjectSubmit } from '../features/projects/useProjectSubmit';
import pagesStyles from '../features/projects/Pages.module.css';
import { isApiError } from '../lib/api';
import { usePageMeta } from '../lib/usePageMeta';

const projectFormText = MSG.projectForm;

function EditForm({ reply }: { reply: EditProjectReply }) {
  const { project } = reply;
  const subscription = useUserSubscription();
  const pack = subscription.data?.subscription ?? null;
  // Editing needs a pack unless it is the free project; a first publication needs a credit.
  const gateFor = useCallback(
    (action: ProjectAction): GateKind | null => {
      if (action === 'close' || reply.freeProject || subscription.isError) return null;
      if (!pack) return 'subscription';
      if (action === 'prePublish' && !reply.publicationPaid && pack.balanceOffer <= 0) {
        return 'credit';
      }
      return null;
    },
    [pack, reply.freeProject, reply.publicationPaid, subscription.isError],
  );
  const { banner, busyAction, gate, closeGate, redirecting, submit, invalid } = useProjectSubmit({
    mode: 'edit',
    project: {
      id: project._id,
      statut: project.statut,
      dateCrea: project.dateCrea,
      publishedAt: project.publishedAt,
    },
    gateFor,
  });
  const hint = reply.freeProject
    ? projectFormText.freeHint
    : reply.publicationPaid
      ? projectFormText.paidHint
      : projectFormText.creditHint;
  return (
    <>
      <div className={pagesStyles.head}>
        <h1>{projectFormText.editTitle}</h1>
        <StatusBadge status={project.statut}>{statusLabel(project.statut)}</StatusBadge>
      </div>
      <Banner message={banner.message} onClear={banner.clear} />
      {redirecting && <p className={pagesStyles.intro}>{projectFormText.redirecting}</p>}
      {reply.rejectReason && (
        <p className={`${pagesStyles.notice} ${pagesStyles.noticeDanger}`}>
          {projectFormText.rejected(reply.rejectReason)}
        </p>
      )}
      {projectIs.awaitingModeration(project.statut) && (
        <p className={pagesStyles.notice}>{projectFormText.pendingNotice}</p>
      )}
      <Card>
        <ProjectForm
          initial={toFormValues(project)}
          project={{ id: project._id, statut: project.statut }}
          busyAction={busyAction}
          locked={redirecting}
          hint={hint}
          onInvalid={invalid}
          onAction={(action, values) => void submit(action, values)}
        />
      </Card>
      <GatePopup kind={gate} onClose={closeGate} />
    </>
  );
}

/** /edit-project/:id (login required): refusal → /my-projects, other failure → 500 block. */
export function EditProjectPage() {
  usePageMeta(projectFormText.editTitle, { noindex: true });
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: projectKeys.edit(id),
    queryFn: ({ signal }) => getEditProject(id, signal),
    retry: false,
    // The form keeps the user's typing: no background refetch replaces it.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (query.isError && isApiError(query.error) && query.error.status === 403) {
    return <Navigate to="/my-projects" replace />;
  }
  return (
    <div className={`container ${pagesStyles.page}`}>
      <div className={pagesStyles.narrow}>
        <QueryState
          query={query}
          skeleton={<SkeletonCard lines={8} />}
          error={<ErrorBlock code={500} message={projectFormText.loadError} />}
        >
          {(reply) => <EditForm key={reply.project._id} reply={reply} />}
        </QueryState>
      </div>
    </div>
  );
}
