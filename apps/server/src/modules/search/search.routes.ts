import { searchAlertsApi, searchApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { sendJsonText } from '../../lib/json-text.js';
import { currentUser } from '../../plugins/auth.js';
import { directoryJson } from './directory.service.js';
import * as alerts from './search-alerts.service.js';
import { searchProjects, visitorBoardJson } from './search.service.js';

export function searchRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    // Answers shared by every visitor (or member) are kept as JSON text (search-cache.ts).
    route(searchApi.projects, async (request, reply) =>
      request.user
        ? searchProjects(ctx, request.user.id, request.query)
        : sendJsonText(reply, await visitorBoardJson(ctx, request.query)),
    );
    route(searchApi.users, async (request, reply) =>
      sendJsonText(reply, await directoryJson(ctx, request.user !== undefined, request.query)),
    );

    route(searchAlertsApi.list, (request) => alerts.listAlerts(ctx, currentUser(request)));
    route(searchAlertsApi.create, (request) =>
      alerts.createAlert(ctx, currentUser(request), request.body.query),
    );
    route(searchAlertsApi.remove, (request) =>
      alerts.deleteAlert(ctx, currentUser(request), request.params.id),
    );
  });
}
