import { canEndSelection, projectIs, type ProjectStatus } from '@kollabo/shared';
import { isAdministrator, isSameUser } from '../auth/auth.policy.js';

// Who may do what with a project: its owner edits it, ends its selection and attributes it;
// anyone reads a public one; a draft or a pending one only its owner and the team.

interface ProjectFacts {
  ownerId: string;
  statut: string;
}
type Viewer = { id: string; role: string } | null | undefined;

export const isProjectOwner = (project: Pick<ProjectFacts, 'ownerId'>, userId?: string | null) =>
  isSameUser(project.ownerId, userId);

/** Edit, close, end the selection, attribute: the owner only. */
export const canManageProject = (project: Pick<ProjectFacts, 'ownerId'>, user: Viewer) =>
  isProjectOwner(project, user?.id);

/** Public statuses to anyone; the others to the owner and the team. */
export const canViewProject = (project: ProjectFacts, viewer: Viewer) =>
  projectIs.public(project.statut as ProjectStatus) ||
  isProjectOwner(project, viewer?.id) ||
  isAdministrator(viewer);

/**
 * A deleted owner's project is read by no one (RGPD art. 17: her account is gone, and nobody is
 * left to answer for it): its page is not found, like a missing project's.
 */
export const isOwnerGone = (owner: { deleted: boolean }) => owner.deleted;

/**
 * A moderation decision: removed, the project is shown to no one but its owner and the team;
 * restricted, also to its parties (the authors of its offers).
 */
export function canViewModeratedProject(
  project: Pick<ProjectFacts, 'ownerId'> & { moderation: string | null },
  viewer: Viewer,
  viewerHasOffer: boolean,
) {
  if (!project.moderation) return true;
  if (isProjectOwner(project, viewer?.id) || isAdministrator(viewer)) return true;
  return project.moderation === 'restricted' && viewerHasOffer;
}

/** The owner's own visits do not count as views. */
export const countsAsView = (project: Pick<ProjectFacts, 'ownerId'>, viewer: Viewer) =>
  !isProjectOwner(project, viewer?.id);

/** Anyone but the owner may report a project. */
export const canReportProject = (project: Pick<ProjectFacts, 'ownerId'>, userId: string) =>
  !isProjectOwner(project, userId);

/** What the viewer may do with the project now (the detail's `can`). */
export function projectCan(project: ProjectFacts, viewer: Viewer) {
  const owner = canManageProject(project, viewer);
  const statut = project.statut as ProjectStatus;
  return {
    edit: owner,
    endSelection: owner && canEndSelection(statut),
    attribute: owner && projectIs.selecting(statut),
    report: viewer !== null && viewer !== undefined && !owner,
  };
}
