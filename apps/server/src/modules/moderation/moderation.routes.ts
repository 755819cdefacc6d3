import { moderationApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { handleReport, listReports } from '../reports/reports.service.js';
import * as moderation from './moderation.service.js';

// The admin API behind /admin (admin access: 401 for visitors, 403 for non-admins).

export function moderationRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(moderationApi.access, () => ({ ok: true as const }));

    route(moderationApi.pendingProjects, (request) =>
      moderation.pendingProjects(ctx, request.query.page, request.query.pageSize),
    );

    route(moderationApi.approveProject, async (request) => {
      await moderation.approveProject(ctx, request.body.idProject);
      return { ok: true as const };
    });

    route(moderationApi.rejectProject, async (request) => {
      await moderation.rejectProject(ctx, request.body.idProject, request.body.reason);
      return { ok: true as const };
    });

    route(moderationApi.reports, (request) => {
      const { handled, page, pageSize } = request.query;
      return listReports(ctx, handled === 'true', page, pageSize);
    });

    route(moderationApi.handleReport, async (request) => {
      await handleReport(ctx, request.body.id);
      return { ok: true as const };
    });
  });
}
