import { type PendingProjectsReply } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { notify } from '../notifications/notifications.service.js';
import { AppError } from '../../lib/app-error.js';
import { refundCredit } from '../packs/packs.service.js';
import { presentProject } from '../projects/projects.presenter.js';
import { projectNotFound } from '../projects/projects.errors.js';
import { changeProjectStatus, lockProject } from '../projects/project-status.service.js';
import * as moderationRepo from './moderation.repository.js';

// Moderation of publication requests (prePublish) and abuse reports. Not shown by the spec:
// approve publishes; reject sends the project back to save with a reason, gives the credit
// back when the request was its first publication; the owner is notified (app and mail).

const alreadyHandled = () => new AppError('already_handled');

export async function pendingProjects(
  ctx: AppContext,
  page: number,
  pageSize: number,
): Promise<PendingProjectsReply> {
  const rows = await moderationRepo.listPending(ctx.db, pageSize + 1, (page - 1) * pageSize);
  return {
    projects: rows.slice(0, pageSize).map((row) => ({
      project: presentProject(row.project),
      owner: { pseudo: row.ownerPseudo, name: row.ownerName },
    })),
    hasMore: rows.length > pageSize,
    moderation: ctx.config.moderation,
  };
}

/** The owner hears of the decision in the app and by mail (outbox), in its transaction. */
async function tellOwner(
  ctx: AppContext,
  tx: DbOrTx,
  project: { id: string; ownerId: string; title: string },
  decision: { published: true } | { published: false; reason: string },
) {
  // One notification per decision: a project may be requested and decided again later.
  const eventKey = `${project.id}:${Date.now()}`;
  const data = { projectId: project.id, projectTitle: project.title };
  if (decision.published) {
    await notify(ctx, tx, {
      type: 'project_published',
      recipientId: project.ownerId,
      data,
      eventKey,
    });
  } else {
    await notify(ctx, tx, {
      type: 'project_refused',
      recipientId: project.ownerId,
      data: { ...data, reason: decision.reason },
      eventKey,
    });
  }
}

export async function approveProject(ctx: AppContext, idProject: string): Promise<void> {
  await transaction(ctx.db, async (tx) => {
    const row = await lockProject(tx, idProject);
    if (!row) throw projectNotFound();
    if (row.statut !== 'prePublish') throw alreadyHandled();
    const project = await changeProjectStatus(ctx, tx, row, 'publish', {
      publishedAt: new Date(),
      rejectReason: null,
    });
    await tellOwner(ctx, tx, project, { published: true });
  });
}

export async function rejectProject(
  ctx: AppContext,
  idProject: string,
  reason: string,
): Promise<void> {
  await transaction(ctx.db, async (tx) => {
    const row = await lockProject(tx, idProject);
    if (!row) throw projectNotFound();
    if (row.statut !== 'prePublish') throw alreadyHandled();
    // The credit paid for a first publication that never happened goes back; an approved
    // project whose later edit is refused keeps its paid publication.
    const firstPublication = row.publishedAt === null;
    if (firstPublication && row.creditSpent && !row.isFreeProject) {
      await refundCredit(tx, row.ownerId);
    }
    const project = await changeProjectStatus(ctx, tx, row, 'save', {
      rejectReason: reason,
      creditSpent: firstPublication ? false : row.creditSpent,
    });
    await tellOwner(ctx, tx, project, { published: false, reason });
  });
}
