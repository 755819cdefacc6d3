import { projectsApi, type ProjectStatus } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { sendJsonText } from '../../lib/json-text.js';
import { currentUser } from '../../plugins/auth.js';
import * as projectReads from './project-reads.service.js';
import * as projectWrites from './projects.service.js';

export function projectsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(projectsApi.create, async (request) => {
      const row = await projectWrites.createProject(ctx, currentUser(request), request.body);
      return { ok: true as const, _id: row.id, statut: row.statut as ProjectStatus };
    });

    route(projectsApi.update, async (request) => {
      const row = await projectWrites.updateProject(ctx, currentUser(request), request.body);
      return { ok: true as const, _id: row.id, statut: row.statut as ProjectStatus };
    });

    route(projectsApi.editForm, (request) =>
      projectReads.getEditProject(ctx, currentUser(request), request.query.id),
    );

    route(projectsApi.mine, (request) =>
      projectReads.myProjects(ctx, currentUser(request), request.query),
    );

    route(projectsApi.detail, async (request, reply) => {
      const { id } = request.query;
      if (request.user) return projectReads.projectDetail(ctx, request.user, id);
      const json = await projectReads.visitorDetailJson(ctx, id);
      return sendJsonText(reply, json);
    });

    route(projectsApi.views, async (request) => {
      const { projectId } = request.body;
      const counted = await projectReads.recordView(ctx, request.user, request.ip, projectId);
      return { ok: true as const, counted };
    });

    route(projectsApi.endSelection, async (request) => {
      await projectWrites.endSelection(ctx, currentUser(request), request.body.idProject);
      return { ok: true as const };
    });
  });
}
