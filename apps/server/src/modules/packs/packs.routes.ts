import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSubscriptionReply } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { creditState, getActivePack } from './packs.service.js';

export function packsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/user-subscription',
      {
        preHandler: ctx.guards.requireUser,
        schema: { tags: ['packs'], response: { 200: userSubscriptionReply } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const user = currentUser(request);
        const [pack, state] = await Promise.all([
          getActivePack(ctx.db, user.id),
          creditState(ctx.db, user.id),
        ]);
        return {
          subscription: pack
            ? {
                type: pack.type,
                balanceOffer: pack.balanceOffer,
                expireDate: pack.expireDate.toISOString(),
              }
            : null,
          firstProject: state === 'firstProject' ? ('yes' as const) : ('no' as const),
          state,
        };
      },
    );
  };
}
