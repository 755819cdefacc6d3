import { MSG, type PendingProjectsReply } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { refundCredit } from '../packs/packs.service.js';
import { presentProject } from '../projects/projects.presenter.js';
import { projectNotFound } from '../projects/projects.errors.js';
import { changeProjectStatus, lockProject } from '../projects/project-status.service.js';
import * as moderationRepo from './moderation.repository.js';

// Moderation of publication requests (prePublish) and abuse reports. Not shown by the spec:
// approve publishes; reject sends the project back to save with a reason, gives the credit
// back when the request was its first publication, and e-mails the owner.

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

async function tellOwner(ctx: AppContext, ownerId: string, subject: string, text: string) {
  const owner = await moderationRepo.findOwnerContact(ctx.db, ownerId);
  if (owner) await ctx.mail.send({ to: owner.email, subject, text });
}

export async function approveProject(ctx: AppContext, idProject: string): Promise<void> {
  const project = await transaction(ctx.db, async (tx) => {
    const row = await lockProject(tx, idProject);
    if (!row) throw projectNotFound();
    if (row.statut !== 'prePublish') throw alreadyHandled();
    return changeProjectStatus(ctx, tx, row, 'publish', {
      publishedAt: new Date(),
      rejectReason: null,
    });
  });
  const url = `${ctx.config.publicUrl}/project/${project.id}`;
  await tellOwner(
    ctx,
    project.ownerId,
    MSG.admin.approvedMailSubject,
    MSG.admin.approvedMailText(project.title, url),
  );
}

export async function rejectProject(
  ctx: AppContext,
  idProject: string,
  reason: string,
): Promise<void> {
  const project = await transaction(ctx.db, async (tx) => {
    const row = await lockProject(tx, idProject);
    if (!row) throw projectNotFound();
    if (row.statut !== 'prePublish') throw alreadyHandled();
    // The credit paid for a first publication that never happened goes back; an approved
    // project whose later edit is refused keeps its paid publication.
    const firstPublication = row.publishedAt === null;
    if (firstPublication && row.creditSpent && !row.isFreeProject) {
      await refundCredit(tx, row.ownerId);
    }
    return changeProjectStatus(ctx, tx, row, 'save', {
      rejectReason: reason,
      creditSpent: firstPublication ? false : row.creditSpent,
    });
  });
  const url = `${ctx.config.publicUrl}/edit-project/${project.id}`;
  await tellOwner(
    ctx,
    project.ownerId,
    MSG.admin.rejectedMailSubject,
    MSG.admin.rejectedMailText(project.title, reason, url),
  );
}
