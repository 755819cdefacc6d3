import { canMoveProject, type ProjectStatus } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { afterCommit } from '../../db/transaction.js';
import { forgetProject } from './project-detail-cache.js';
import { transitionRefused } from './projects.errors.js';
import * as projectsRepo from './projects.repository.js';

// The one owner of a project's status: edits, moderation, attribution and the end of selection
// all change it here, inside their own transaction, after locking the row with `lockProject`.

export type { ProjectRow } from './projects.repository.js';
export type StatusChanges = Omit<projectsRepo.ProjectChanges, 'statut'>;

/** Locks the project row until the transaction ends: changes of one project run one at a time. */
export const lockProject = (tx: DbOrTx, id: string) => projectsRepo.lockProject(tx, id);

/**
 * Moves a locked project to `to` with its other changes, if the status machine allows it
 * (409 otherwise), and forgets every cached answer about it now and once the change committed.
 */
export async function changeProjectStatus(
  ctx: AppContext,
  tx: DbOrTx,
  project: projectsRepo.ProjectRow,
  to: ProjectStatus,
  changes: StatusChanges = {},
): Promise<projectsRepo.ProjectRow> {
  if (!canMoveProject(project.statut as ProjectStatus, to)) throw transitionRefused();
  const row = await projectsRepo.updateProject(tx, project.id, { ...changes, statut: to });
  projectChanged(ctx, tx, project.id);
  return row;
}

/**
 * Tells the projects module that something its answers show changed in `tx` (a new offer
 * counted): its cached answers are forgotten now and once the change committed.
 */
export function projectChanged(ctx: AppContext, tx: DbOrTx, projectId: string): void {
  forgetProject(ctx, projectId);
  afterCommit(tx, () => forgetProject(ctx, projectId));
}
