import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SOCIAL_NETWORKS,
  allSocialsQuery,
  allSocialsReply,
  authUrlReply,
  oauthCallbackQuery,
  updateIdentifiantBody,
  updateIdentifiantReply,
  updateTarificationBody,
  updateTarificationReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { createOAuthProviders } from '../../integrations/oauth/index.js';
import { currentUser } from '../../plugins/auth.js';
import { simulatedOAuthRoutes } from './simulated.routes.js';
import * as socials from './socials.service.js';
import { finishVerification, startVerification } from './verification.service.js';

export function socialsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser } = ctx.guards;
  const providers = createOAuthProviders(ctx.config);
  return async (app) => {
    if (providers.simulated) await app.register(simulatedOAuthRoutes(ctx, providers));

    app.get(
      '/user/social/all-socials',
      {
        preHandler: requireUser,
        schema: {
          tags: ['socials'],
          querystring: allSocialsQuery,
          response: { 200: allSocialsReply },
        },
      },
      (request) => socials.allSocials(ctx, currentUser(request), request.query.pseudo),
    );

    app.post(
      '/user/social/update-identifiant',
      {
        preHandler: requireUser,
        schema: {
          tags: ['socials'],
          body: updateIdentifiantBody,
          response: { 200: updateIdentifiantReply },
        },
      },
      (request) =>
        socials.updateIdentifiant(
          ctx,
          currentUser(request),
          request.body.reseau,
          request.body.identifiant,
        ),
    );

    app.post(
      '/user/social/update-tarification',
      {
        preHandler: requireUser,
        schema: {
          tags: ['socials'],
          body: updateTarificationBody,
          response: { 200: updateTarificationReply },
        },
      },
      (request) => {
        const { reseau, storyTarif, publicationTarif } = request.body;
        return socials.updateRates(ctx, currentUser(request), reseau, {
          storyTarif,
          publicationTarif,
        });
      },
    );

    for (const network of SOCIAL_NETWORKS) {
      app.get(
        `/auth/${network}`,
        { preHandler: requireUser, schema: { tags: ['socials'], response: { 200: authUrlReply } } },
        (request) => startVerification(ctx, providers, currentUser(request), network),
      );

      // The provider sends the browser here (no bearer token: the state names the user).
      app.get(
        `/auth/${network}/callback`,
        { schema: { tags: ['socials'], querystring: oauthCallbackQuery } },
        async (request, reply) => {
          await ctx.limiter.consume(`oauth:callback:${request.ip}`, 30, 60_000);
          const outcome = await finishVerification(
            ctx,
            providers,
            network,
            request.query,
            request.log,
          );
          return reply.redirect(`/my-social-net?verif=${outcome}&reseau=${network}`, 303);
        },
      );
    }
  };
}
