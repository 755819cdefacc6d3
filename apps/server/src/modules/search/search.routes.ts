import { searchAlertsApi, searchApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import { searchUsers } from './directory.service.js';
import * as alerts from './search-alerts.service.js';
import { searchProjects } from './search.service.js';

export function searchRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(searchApi.projects, (request) =>
      searchProjects(ctx, request.user?.id ?? null, request.query),
    );
    route(searchApi.users, (request) => searchUsers(ctx, request.user?.id ?? null, request.query));

    route(searchAlertsApi.list, (request) => alerts.listAlerts(ctx, currentUser(request)));
    route(searchAlertsApi.create, (request) =>
      alerts.createAlert(ctx, currentUser(request), request.body.query),
    );
    route(searchAlertsApi.remove, (request) =>
      alerts.deleteAlert(ctx, currentUser(request), request.params.id),
    );
  });
}
