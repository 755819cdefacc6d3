import { searchApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { searchUsers } from './directory.service.js';
import { searchProjects } from './search.service.js';

export function searchRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(searchApi.projects, (request) =>
      searchProjects(ctx, request.user?.id ?? null, request.query),
    );
    route(searchApi.users, (request) => searchUsers(ctx, request.user?.id ?? null, request.query));
  });
}
