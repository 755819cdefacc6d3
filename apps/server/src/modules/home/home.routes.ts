import { homeApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { createHomeService } from './home.service.js';

export function homeRoutes(ctx: AppContext) {
  const home = createHomeService(ctx);
  return apiRoutes(ctx, (route) => {
    // Public and the same for everyone: browsers and proxies may keep it a minute too.
    route(homeApi.highlights, async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return home.highlights();
    });
  });
}
