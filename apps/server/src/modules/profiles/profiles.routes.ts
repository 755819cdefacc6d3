import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okSchema,
  profileQuery,
  profileReply,
  type ProfileReply,
  statProfileBody,
  statProfileReply,
  updateInfoBody,
  videoPrezBody,
  videoPrezReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { favouritesRoutes } from './favourites.routes.js';
import { mediaRoutes } from './media.routes.js';
import { createProfileCache } from './profile-cache.js';
import * as profiles from './profiles.service.js';

export function profilesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser, optionalUser } = ctx.guards;
  const profileCache = createProfileCache(ctx);
  return async (app) => {
    await app.register(mediaRoutes(ctx));
    await app.register(favouritesRoutes(ctx));

    app.get(
      '/user/profile',
      {
        preHandler: optionalUser,
        schema: { tags: ['profiles'], querystring: profileQuery, response: { 200: profileReply } },
      },
      async (request, reply) => {
        const { user } = request.query;
        const logged = request.user !== undefined;
        const json = await profileCache.get(user, logged, () =>
          profiles.loadProfileAnswer(ctx, user, logged),
        );
        // Validated when it was built: a JSON string with a JSON type is sent as it is.
        return reply.type('application/json; charset=utf-8').send(json as unknown as ProfileReply);
      },
    );

    app.put(
      '/user/update-info',
      {
        preHandler: requireUser,
        schema: { tags: ['profiles'], body: updateInfoBody, response: { 200: okSchema } },
      },
      async (request) => {
        await profiles.updateInfo(ctx, currentUser(request), request.body);
        return { ok: true as const };
      },
    );

    app.patch(
      '/user/video-prez',
      {
        preHandler: requireUser,
        schema: { tags: ['profiles'], body: videoPrezBody, response: { 200: videoPrezReply } },
      },
      (request) => profiles.setVideo(ctx, currentUser(request), request.body.id),
    );

    app.post(
      '/user/statprofile',
      {
        preHandler: optionalUser,
        schema: { tags: ['profiles'], body: statProfileBody, response: { 200: statProfileReply } },
      },
      (request) => profiles.recordStat(ctx, request.body, request.ip, request.user),
    );
  };
}
