import { socialsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { createOAuthProviders } from '../../integrations/oauth/index.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import { simulatedOAuthRoutes } from './simulated.routes.js';
import * as socials from './socials.service.js';
import { finishVerification, startVerification } from './verification.service.js';

export function socialsRoutes(ctx: AppContext) {
  const providers = createOAuthProviders(ctx.config);
  return apiRoutes(ctx, async (route, app) => {
    if (providers.simulated) await app.register(simulatedOAuthRoutes(ctx, providers));

    route(socialsApi.allSocials, (request) =>
      socials.allSocials(ctx, currentUser(request), request.query.pseudo),
    );

    route(socialsApi.updateIdentifiant, (request) =>
      socials.updateIdentifiant(
        ctx,
        currentUser(request),
        request.body.reseau,
        request.body.identifiant,
      ),
    );

    route(socialsApi.updateRates, (request) => {
      const { reseau, storyTarif, publicationTarif } = request.body;
      return socials.updateRates(ctx, currentUser(request), reseau, {
        storyTarif,
        publicationTarif,
      });
    });

    route(socialsApi.startVerification, (request) => {
      const network = socials.networkOf(request.params.network);
      return startVerification(ctx, providers, currentUser(request), network);
    });

    // The provider sends the browser here (no bearer token: the state names the user).
    route(socialsApi.callback, async (request, reply) => {
      const network = socials.networkOf(request.params.network);
      await ctx.limiter.consume(`oauth:callback:${request.ip}`, 30, 60_000);
      const outcome = await finishVerification(ctx, providers, network, request.query, request.log);
      return reply.redirect(`/my-social-net?verif=${outcome}&reseau=${network}`, 303);
    });
  });
}
