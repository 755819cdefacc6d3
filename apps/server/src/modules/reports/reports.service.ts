import { MSG, type ProjectStatus } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/auth.repository.js';
import { findProjectById } from '../projects/projects.repository.js';
import { projectNotFound } from '../projects/projects.errors.js';
import { isPublicStatus } from '../projects/project-status.js';
import * as repo from './reports.repository.js';

// Abuse reports (transactions §3 "Report"): stored for the moderators' /admin list, and the
// team is told by e-mail at once.

const REPORTS_PER_HOUR = 10;

export async function reportProject(
  ctx: AppContext,
  reporter: SessionUser,
  idProject: string,
  message: string,
): Promise<void> {
  const project = await findProjectById(ctx.db, idProject);
  if (!project || !isPublicStatus(project.statut as ProjectStatus)) throw projectNotFound();
  if (project.ownerId === reporter.id) {
    throw new AppError('report_own_project');
  }
  await ctx.limiter.consume(`report:${reporter.id}`, REPORTS_PER_HOUR, 60 * 60_000);
  await repo.insertReport(ctx.db, { projectId: project.id, reporterId: reporter.id, message });
  const url = `${ctx.config.publicUrl}/project/${project.id}`;
  await ctx.mail.send({
    to: ctx.config.contactTo,
    subject: MSG.admin.reportMailSubject,
    text: MSG.admin.reportMailText(project.title, reporter.pseudo, message, url),
  });
}
