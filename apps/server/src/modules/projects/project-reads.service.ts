import {
  BUDGETS,
  DURATIONS,
  PAGE_SIZES,
  PROJECT_STATUS_FLAG_MEMBERS,
  projectDetailReply,
  projectIs,
  type EditProjectReply,
  type MyProjectsReply,
  type ProjectDetailReply,
  type ProjectStatus,
  isUuid,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashIp } from '../../lib/secrets.js';
import { seesPhoneOf } from '../auth/auth.policy.js';
import type { SessionUser } from '../auth/session-user.js';
import { hasRunningPack } from '../packs/packs.service.js';
import { projectNotFound } from './projects.errors.js';
import { presentAuthor, presentProject } from './projects.presenter.js';
import { forgetProject, visitorDetailCache } from './project-detail-cache.js';
import * as readsRepo from './project-reads.repository.js';
import * as projectsRepo from './projects.repository.js';
import {
  canManageProject,
  canViewProject,
  canViewModeratedProject,
  countsAsView,
  isOwnerGone,
  isProjectOwner,
  projectCan,
} from './projects.policy.js';

// Project reads: the edit form, the owner's list, the public detail and the view counter.

/** GET /project/get-edit-project: the owner only; anyone else gets Authorization false. */
export async function getEditProject(
  ctx: AppContext,
  user: SessionUser,
  id: string,
): Promise<EditProjectReply> {
  const project = isUuid(id) ? await projectsRepo.findProjectById(ctx.db, id) : undefined;
  if (!project || !canManageProject(project, user)) {
    throw new AppError('forbidden', { Authorization: false });
  }
  return {
    Authorization: true,
    project: presentProject(project),
    rejectReason: project.statut === 'save' ? project.rejectReason : null,
    publicationPaid: project.creditSpent || project.isFreeProject,
    freeProject: project.isFreeProject,
  };
}

export interface MyProjectsFilters {
  filter?: string;
  projectName?: string;
  profil?: string;
  triPar: 'croissant' | 'decroissant';
  publish: boolean;
  close: boolean;
  attribute: boolean;
  save: boolean;
  budgetMoins500: boolean;
  budget500a1k: boolean;
  budget1ka10k: boolean;
  budgetplus10k: boolean;
  page: number;
  pageSize: number;
}

export async function myProjects(
  ctx: AppContext,
  user: SessionUser,
  query: MyProjectsFilters,
): Promise<MyProjectsReply> {
  const flags = (['publish', 'close', 'attribute', 'save'] as const).filter((f) => query[f]);
  const statuses = flags.flatMap((f) => PROJECT_STATUS_FLAG_MEMBERS[f]) as ProjectStatus[];
  const bands = [query.budgetMoins500, query.budget500a1k, query.budget1ka10k, query.budgetplus10k];
  const budgets = BUDGETS.filter((_, index) => bands[index]);
  const profiles = [query.filter, query.profil].filter(
    (p): p is string => Boolean(p) && p !== 'all',
  );
  const pageSize = Math.min(query.pageSize, PAGE_SIZES.projects);
  const rows = await readsRepo.listOwnerProjects(ctx.db, user.id, {
    statuses,
    budgets: [...budgets],
    profiles: [...new Set(profiles)],
    name: query.projectName?.toLowerCase() || undefined,
    newestFirst: query.triPar === 'croissant',
    limit: pageSize + 1,
    offset: (query.page - 1) * pageSize,
  });
  return {
    projects: rows
      .slice(0, pageSize)
      .map((row) => ({ ...presentProject(row), freeProject: row.isFreeProject })),
    hasMore: rows.length > pageSize,
    userAuthSubscription: hasRunningPack(user),
  };
}

/**
 * GET /project?id=: save and prePublish projects exist only for their owner (and moderators);
 * visitors get the project without authorInfo (no author details, no contact); the owner's
 * phone goes to herself and her signed partners only. A deleted owner's project is not found.
 */
export async function projectDetail(
  ctx: AppContext,
  viewer: SessionUser | undefined,
  id: string,
): Promise<ProjectDetailReply> {
  if (!isUuid(id)) throw projectNotFound();
  const row = await readsRepo.findProjectWithAuthor(ctx.db, id, viewer?.id ?? null);
  if (!row) throw projectNotFound();
  if (isOwnerGone({ deleted: row.authorDeleted })) throw projectNotFound();
  if (!canViewProject(row.project, viewer)) throw projectNotFound();
  if (!canViewModeratedProject(row.project, viewer, row.viewerHasOffer)) throw projectNotFound();
  return {
    project: presentProject(row.project),
    authorInfo: viewer
      ? presentAuthor(
          row.author,
          { type: row.authorPackType, expire: row.authorPackExpire },
          seesPhoneOf(viewer, row.project.ownerId),
        )
      : null,
    userAuthSubscription: viewer ? hasRunningPack(viewer) : false,
    statusSocialNetwork: row.viewerHasVerifiedSocial,
    authorProject: isProjectOwner(row.project, viewer?.id),
    can: projectCan(row.project, viewer),
    openChat: viewer ? row.attributedChat : null,
  };
}

/**
 * POST /project/views: one view per viewer (user, or hashed address for visitors) per project
 * per 10 minutes, whatever the client's cookie says. The owner's own visits do not count.
 */
export async function recordView(
  ctx: AppContext,
  viewer: SessionUser | undefined,
  ip: string,
  projectId: string,
): Promise<boolean> {
  const project = await projectsRepo.findProjectById(ctx.db, projectId);
  if (!project || !projectIs.public(project.statut as ProjectStatus)) throw projectNotFound();
  if (!countsAsView(project, viewer)) return false;
  const viewerKey = viewer ? `u:${viewer.id}` : `ip:${hashIp(ip, ctx.config.jwtSecret)}`;
  const counted = await ctx.db.transaction((tx) =>
    projectsRepo.countView(tx, projectId, viewerKey, DURATIONS.viewWindowMs),
  );
  if (counted) forgetProject(ctx, projectId);
  return counted;
}

/**
 * The visitors' answer as validated JSON text: the same for every visitor, so it is kept a
 * second per instance (see project-detail-cache.ts).
 */
export async function visitorDetailJson(ctx: AppContext, id: string): Promise<string> {
  const cache = visitorDetailCache(ctx);
  const cached = cache.get(id);
  if (cached) return cached;
  const json = JSON.stringify(projectDetailReply.parse(await projectDetail(ctx, undefined, id)));
  cache.set(id, json);
  return json;
}

/** A project's stored row (for the features that act on a project: reports). */
export const findProject = (db: DbOrTx, id: string) =>
  isUuid(id) ? projectsRepo.findProjectById(db, id) : Promise.resolve(undefined);
