import { MSG, pagePath, projectIs, type ProjectStatus } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { findProject } from '../projects/project-reads.service.js';
import { projectNotFound } from '../projects/projects.errors.js';
import { transaction } from '../../db/transaction.js';
import { recordReport } from '../notices/notices.service.js';
import * as reportsRepo from './reports.repository.js';
import { canReportProject } from '../projects/projects.policy.js';

// Abuse reports: stored for the moderators' /admin list, and the
// team is told by e-mail at once. Moderators list them and mark them handled.

/** Reports per hour: per reporter, and per project (each one mails the team). */
export const REPORT_RATE = { perUser: 10, perProject: 20 } as const;
const HOUR_MS = 60 * 60_000;

export async function reportProject(
  ctx: AppContext,
  reporter: SessionUser,
  idProject: string,
  message: string,
): Promise<void> {
  const project = await findProject(ctx.db, idProject);
  if (!project || !projectIs.public(project.statut as ProjectStatus)) throw projectNotFound();
  if (!canReportProject(project, reporter.id)) {
    throw new AppError('report_own_project');
  }
  await ctx.limiter.consume(`report:${reporter.id}`, REPORT_RATE.perUser, HOUR_MS);
  await ctx.limiter.consume(`report:project:${project.id}`, REPORT_RATE.perProject, HOUR_MS);
  await transaction(ctx.db, async (tx) => {
    await reportsRepo.insertReport(tx, {
      projectId: project.id,
      reporterId: reporter.id,
      message,
    });
    // The same report waits in the notices queue (DSA art. 16), acknowledged to the reporter.
    await recordReport(ctx, tx, reporter, { kind: 'project', id: project.id }, message);
  });
  const url = `${ctx.config.publicUrl}${pagePath('/project/:id', { id: project.id })}`;
  await ctx.mail.send({
    to: ctx.config.contactTo,
    subject: MSG.admin.reportMailSubject,
    text: MSG.admin.reportMailText(project.title, reporter.pseudo, message, url),
  });
}

export async function listReports(
  ctx: AppContext,
  handled: boolean,
  page: number,
  pageSize: number,
) {
  const rows = await reportsRepo.listReports(ctx.db, handled, pageSize + 1, (page - 1) * pageSize);
  return {
    reports: rows.slice(0, pageSize).map((row) => ({
      _id: row.id,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt ? row.handledAt.toISOString() : null,
      project: {
        _id: row.projectId,
        title: row.projectTitle,
        statut: row.projectStatut as ProjectStatus,
      },
      reporter: { pseudo: row.reporterPseudo },
    })),
    hasMore: rows.length > pageSize,
  };
}

/** Marks an open report handled; 409 when unknown or already handled. */
export async function handleReport(ctx: AppContext, id: string): Promise<void> {
  if (!(await reportsRepo.markHandled(ctx.db, id))) throw new AppError('already_handled');
}
