import { packsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import { creditState, packSubscription } from './packs.service.js';

export function packsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(packsApi.userSubscription, async (request) => {
      const user = currentUser(request);
      const [subscription, state] = await Promise.all([
        packSubscription(ctx.db, user.id),
        creditState(ctx.db, user.id),
      ]);
      return {
        subscription,
        firstProject: state === 'firstProject' ? ('yes' as const) : ('no' as const),
        state,
      };
    });
  });
}
