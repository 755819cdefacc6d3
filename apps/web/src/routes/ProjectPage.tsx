import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG, projectIs, type ProjectDetailReply, pagePath } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { LinkButton } from '../components/Button';
import { Card } from '../components/Card';
import { EmptyState } from '../components/EmptyState';
import { SkeletonCard } from '../components/Skeleton';
import { ProjectOffersSection } from '../features/offers/ProjectOffersSection';
import { postProjectView, projectDetailQuery } from '../features/projects/api';
import { ErrorBlock } from '../features/projects/ErrorBlock';
import { OwnerActions } from '../features/projects/OwnerActions';
import { ProjectSummary } from '../features/projects/ProjectSummary';
import { AuthorCard, ContactCard } from '../features/projects/SideCards';
import detailStyles from '../features/projects/Detail.module.css';
import pagesStyles from '../features/projects/Pages.module.css';
import { isApiError } from '../lib/api';
import { useAuthState } from '../lib/auth';
import { markViewed, wasViewed } from '../lib/storage';
import { usePageMeta } from '../lib/usePageMeta';

const projectDetailText = MSG.projectDetail;

/** One view per project per browser per 10 minutes; the cookie is set only on success. */
function useCountView(id: string, detail: ProjectDetailReply | undefined) {
  const sent = useRef<string | null>(null);
  const countable = detail && !detail.authorProject && !projectIs.draft(detail.project.statut);
  useEffect(() => {
    if (!countable || sent.current === id || wasViewed('project', id)) return;
    sent.current = id;
    postProjectView(id).then(
      () => markViewed('project', id),
      () => undefined, // not read by the spec
    );
  }, [id, countable]);
}

function Notices({ detail }: { detail: ProjectDetailReply }) {
  const { statut } = detail.project;
  const owner = detail.authorProject;
  if (owner && projectIs.draft(statut)) {
    return (
      <p className={`${pagesStyles.notice} ${pagesStyles.noticeInfo}`}>
        {projectDetailText.saveNotice}
      </p>
    );
  }
  if (owner && projectIs.awaitingModeration(statut))
    return <p className={pagesStyles.notice}>{projectDetailText.pendingNotice}</p>;
  if (projectIs.selectionEnded(statut) && detail.openChat) {
    return (
      <p className={`${pagesStyles.notice} ${pagesStyles.noticeInfo}`}>
        {projectDetailText.attributeChatNotice(detail.openChat.withName)}{' '}
        <Link
          to={pagePath('/offer/:idOffer/:idProject', {
            idOffer: detail.openChat.idOffer,
            idProject: detail.project._id,
          })}
        >
          {projectDetailText.openChat}
        </Link>
      </p>
    );
  }
  if (projectIs.selectionEnded(statut)) {
    return (
      <p className={`${pagesStyles.notice} ${pagesStyles.noticeInfo}`}>
        {projectDetailText.attributeNotice}
      </p>
    );
  }
  if (owner && projectIs.closed(statut)) {
    return (
      <p className={`${pagesStyles.notice} ${pagesStyles.noticeInfo}`}>
        {projectDetailText.closeNotice}
      </p>
    );
  }
  return null;
}

/** /project/:id (public, partial for visitors): every role's view of a project. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const { logged, pseudo } = useAuthState();
  const banner = useBanner();
  const query = useQuery(projectDetailQuery(id, logged));
  const detail = query.data;
  usePageMeta(detail?.project.title ?? projectDetailText.description);
  useCountView(id, detail);
  const { refetch } = query;
  const reload = useCallback(async () => (await refetch()).data?.project.statut, [refetch]);

  if (query.isPending) {
    return (
      <div className={`container ${pagesStyles.page}`}>
        <SkeletonCard lines={10} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={`container ${pagesStyles.page}`}>
        {isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState message={MSG.projects.notFound} />
        ) : (
          <ErrorBlock code={500} message={projectDetailText.loadError} />
        )}
      </div>
    );
  }

  const { project, can } = query.data;
  const visitorSignup = !logged && !projectIs.published(project.statut);
  return (
    <div className={`container ${pagesStyles.page}`}>
      <Banner message={banner.message} onClear={banner.clear} />
      <div className={detailStyles.layout}>
        <div className={detailStyles.main}>
          <Notices detail={query.data} />
          <ProjectSummary project={project}>
            {can.edit && (
              <OwnerActions
                projectId={project._id}
                canEnd={can.endSelection}
                banner={banner}
                reload={reload}
              />
            )}
          </ProjectSummary>
          {visitorSignup && (
            <Card className={detailStyles.prompt}>
              <p>{projectDetailText.signupPrompt}</p>
              <LinkButton to="/inscription">{MSG.nav.signup}</LinkButton>
            </Card>
          )}
          <ProjectOffersSection
            project={{ ...query.data, viewerPseudo: logged ? pseudo : null }}
            onChanged={() => void reload()}
          />
        </div>
        <div className={detailStyles.side}>
          <AuthorCard author={query.data.authorInfo} />
          <ContactCard
            projectId={project._id}
            projectTitle={project.title}
            author={query.data.authorInfo}
            isOwner={query.data.authorProject}
            logged={logged}
            banner={banner}
          />
        </div>
      </div>
    </div>
  );
}
