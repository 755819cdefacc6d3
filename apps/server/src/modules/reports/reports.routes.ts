import { reportsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import { reportProject } from './reports.service.js';

export function reportsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(reportsApi.reportProject, async (request) => {
      const { idProject, message } = request.body;
      await reportProject(ctx, currentUser(request), idProject, message);
      return { ok: true as const };
    });
  });
}
