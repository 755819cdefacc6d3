import { profilesApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { sendJsonText } from '../../lib/json-text.js';
import { currentUser } from '../../plugins/auth.js';
import { favouritesRoutes } from './favourites.routes.js';
import { mediaRoutes } from './media.routes.js';
import { createProfileCache } from './profile-cache.js';
import * as profiles from './profiles.service.js';

export function profilesRoutes(ctx: AppContext) {
  const profileCache = createProfileCache(ctx);
  return apiRoutes(ctx, async (route, app) => {
    await app.register(mediaRoutes(ctx));
    await app.register(favouritesRoutes(ctx));

    route(profilesApi.profile, async (request, reply) => {
      const json = await profiles.profileAnswer(
        ctx,
        profileCache,
        request.query.user,
        request.user,
      );
      return sendJsonText(reply, json);
    });

    route(profilesApi.updateInfo, async (request) => {
      await profiles.updateInfo(ctx, currentUser(request), request.body);
      return { ok: true as const };
    });

    route(profilesApi.video, (request) =>
      profiles.setVideo(ctx, currentUser(request), request.body.id),
    );

    route(profilesApi.stat, (request) =>
      profiles.recordStat(ctx, request.body, request.ip, request.user),
    );
  });
}
