import { favouritesApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { sendJsonText } from '../../lib/json-text.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { currentUser } from '../../plugins/auth.js';
import * as favourites from './favourites.service.js';

export function favouritesRoutes(ctx: AppContext) {
  // Sector pages are public and the same for every visitor: a few seconds in memory spare the
  // database the bursts of visitors (one cache per app instance).
  const sectorCache = createTtlCache<string>({ ttlMs: favourites.SECTOR_CACHE_MS });
  return apiRoutes(ctx, (route) => {
    route(favouritesApi.inFavourites, (request) =>
      favourites.inFavourites(ctx, currentUser(request), request.query.pseudo),
    );

    route(favouritesApi.setFavourite, (request) =>
      favourites.setFavourite(
        ctx,
        currentUser(request),
        request.body.userLiked,
        request.body.context,
      ),
    );

    route(favouritesApi.list, (request) =>
      favourites.listFavourites(ctx, currentUser(request), request.query),
    );

    route(favouritesApi.sector, async (request, reply) => {
      const logged = request.user !== undefined;
      const json = await favourites.sectorPageJson(ctx, request.query, logged, sectorCache);
      return sendJsonText(reply, json);
    });
  });
}
