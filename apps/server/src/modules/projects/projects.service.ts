import { canEditProject, canEndSelection, type ProjectStatus } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { transaction } from '../../db/transaction.js';
import type { SessionUser } from '../auth/session-user.js';
import { creditState, getActivePack, spendCredit } from '../packs/packs.service.js';
import {
  noCredit,
  notOwner,
  projectNotFound,
  subscriptionRequired,
  transitionRefused,
} from './projects.errors.js';
import { publicationTarget } from './project-status.js';
import { changeProjectStatus, lockProject, type StatusChanges } from './project-status.service.js';
import * as repo from './projects.repository.js';
import { canManageProject } from './projects.policy.js';

// Project writes: create, update (save / publication request / close) and end of selection.
//
// Credits (the spec's rules, and where it is silent, decided here):
// - creating (save or publish) needs creditState firstProject or allowed: none → "Abonnement
//   requis !", balanceOver → "Vous n'avez plus de crédit";
// - the first project is free (isFreeProject, at most one per owner by a unique index);
// - the first publication request of any other project spends one credit, in the transaction
//   that changes its status (creditSpent records it); later requests of the same project
//   (after close, attribute, save or a refused request of an approved project) cost nothing;
// - editing (save or publish) needs an active pack unless it is the free project; closing
//   needs nothing, it only takes the project offline.

export interface ProjectContent {
  title: string;
  description: string;
  budget: string;
  /** One of the 16 niches, or null. */
  secteur: string | null;
  profilSearch: string[];
}

/** Spends one credit or explains why not (no pack at all, or a pack with no credit left). */
async function spendOrRefuse(ctx: AppContext, tx: DbOrTx, ownerId: string): Promise<void> {
  if (await spendCredit(ctx, tx, ownerId)) return;
  throw (await getActivePack(tx, ownerId)) ? noCredit() : subscriptionRequired();
}

async function createOnce(
  ctx: AppContext,
  ownerId: string,
  body: ProjectContent & { statut: 'save' | 'prePublish' },
): Promise<repo.ProjectRow> {
  return transaction(ctx.db, async (tx) => {
    const state = await creditState(tx, ownerId);
    if (state === 'none') throw subscriptionRequired();
    if (state === 'balanceOver') throw noCredit();
    const isFree = state === 'firstProject';
    const publishing = body.statut === 'prePublish';
    if (publishing && !isFree) await spendOrRefuse(ctx, tx, ownerId);
    const now = new Date();
    const statut = publishing
      ? publicationTarget({
          moderation: ctx.config.moderation,
          wasPublished: false,
          contentChanged: true,
        })
      : 'save';
    return repo.insertProject(tx, {
      ownerId,
      title: body.title,
      description: body.description,
      budget: body.budget,
      secteur: body.secteur,
      profilSearch: body.profilSearch,
      statut,
      createdAt: now,
      publishedAt: statut === 'publish' ? now : null,
      creditSpent: publishing,
      isFreeProject: isFree,
    });
  });
}

export async function createProject(
  ctx: AppContext,
  user: SessionUser,
  body: ProjectContent & { statut: 'save' | 'prePublish' },
): Promise<repo.ProjectRow> {
  try {
    return await createOnce(ctx, user.id, body);
  } catch (error) {
    // Two "first" projects at once: the unique index kept one free; this one goes through
    // the gate again and is treated like any later project.
    if (isUniqueViolation(error)) return createOnce(ctx, user.id, body);
    throw error;
  }
}

function contentDiffers(row: repo.ProjectRow, content: ProjectContent): boolean {
  const sorted = (list: string[]) => [...list].sort().join('\n');
  return (
    row.title !== content.title ||
    row.description !== content.description ||
    row.budget !== content.budget ||
    row.secteur !== content.secteur ||
    sorted(row.profilSearch) !== sorted(content.profilSearch)
  );
}

export async function updateProject(
  ctx: AppContext,
  user: SessionUser,
  body: ProjectContent & { id: string; statut: 'save' | 'prePublish' | 'close' },
): Promise<repo.ProjectRow> {
  return transaction(ctx.db, async (tx) => {
    const project = await lockProject(tx, body.id);
    if (!project) throw projectNotFound();
    if (!canManageProject(project, user)) throw notOwner();
    const from = project.statut as ProjectStatus;
    if (!canEditProject(from, body.statut)) throw transitionRefused();

    // Closing changes the status only: content edits of a public project go through moderation.
    if (body.statut === 'close') return changeProjectStatus(ctx, tx, project, 'close');

    if (!project.isFreeProject && !(await getActivePack(tx, user.id))) {
      throw subscriptionRequired();
    }
    const content: ProjectContent = {
      title: body.title,
      description: body.description,
      budget: body.budget,
      secteur: body.secteur,
      profilSearch: body.profilSearch,
    };
    const contentChanged = contentDiffers(project, content);
    const now = new Date();
    const changes: StatusChanges = { ...content };
    if (project.publishedAt && contentChanged) changes.editedAt = now;
    if (body.statut === 'save') return changeProjectStatus(ctx, tx, project, 'save', changes);

    // A publication request.
    if (!project.creditSpent) {
      if (!project.isFreeProject) await spendOrRefuse(ctx, tx, user.id);
      changes.creditSpent = true;
    }
    const target = publicationTarget({
      moderation: ctx.config.moderation,
      wasPublished: project.publishedAt !== null,
      contentChanged,
    });
    changes.rejectReason = null;
    // A new request (not an edit of a pending or live one) re-dates the project: dateCrea
    // becomes the request date and dateProjet keeps the first creation date.
    if (from !== 'prePublish' && from !== 'publish') {
      changes.dateProjet = project.dateProjet ?? project.createdAt;
      changes.createdAt = now;
    }
    if (target === 'publish' && from !== 'publish') changes.publishedAt = now;
    return changeProjectStatus(ctx, tx, project, target, changes);
  });
}

/** Terminer: publish or close → attribute, by the owner only. */
export async function endSelection(
  ctx: AppContext,
  user: SessionUser,
  idProject: string,
): Promise<void> {
  await transaction(ctx.db, async (tx) => {
    const project = await lockProject(tx, idProject);
    if (!project) throw projectNotFound();
    if (!canManageProject(project, user)) throw notOwner();
    if (!canEndSelection(project.statut as ProjectStatus)) throw transitionRefused();
    await changeProjectStatus(ctx, tx, project, 'attribute');
  });
}
