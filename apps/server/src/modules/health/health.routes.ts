import { healthApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';

export function healthRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(healthApi.live, () => ({ status: 'ok' as const }));

    route(healthApi.ready, async (_request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    });
  });
}
