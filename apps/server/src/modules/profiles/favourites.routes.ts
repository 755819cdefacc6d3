import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favouriteBody,
  favouriteReply,
  favouritesQuery,
  favouritesReply,
  inFavouritesQuery,
  inFavouritesReply,
  usersSecteurQuery,
  usersSecteurReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { currentUser } from '../../plugins/auth.js';
import * as favourites from './favourites.service.js';

export function favouritesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser } = ctx.guards;
  // Sector pages are public and the same for everyone: a few seconds in memory spare the
  // database the bursts of visitors (one cache per app instance).
  const sectorCache = createTtlCache<string>({ ttlMs: favourites.SECTOR_CACHE_MS });
  return async (app) => {
    app.get(
      '/user/in-favourites',
      {
        preHandler: requireUser,
        schema: {
          tags: ['favourites'],
          querystring: inFavouritesQuery,
          response: { 200: inFavouritesReply },
        },
      },
      (request) => favourites.inFavourites(ctx, currentUser(request), request.query.pseudo),
    );

    app.post(
      '/user/favourite',
      {
        preHandler: requireUser,
        schema: { tags: ['favourites'], body: favouriteBody, response: { 200: favouriteReply } },
      },
      (request) =>
        favourites.setFavourite(
          ctx,
          currentUser(request),
          request.body.userLiked,
          request.body.context,
        ),
    );

    app.get(
      '/user/favourites',
      {
        preHandler: requireUser,
        schema: {
          tags: ['favourites'],
          querystring: favouritesQuery,
          response: { 200: favouritesReply },
        },
      },
      (request) => favourites.listFavourites(ctx, currentUser(request), request.query),
    );

    app.get(
      '/user/get-users-secteur',
      {
        schema: {
          tags: ['favourites'],
          querystring: usersSecteurQuery,
          response: { 200: usersSecteurReply },
        },
      },
      async (request, reply) => {
        const json = await favourites.sectorPageJson(ctx, request.query, sectorCache);
        // Already checked against usersSecteurReply and serialised: Fastify sends text as is
        // (the contract stays declared for the API documentation).
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
  };
}
