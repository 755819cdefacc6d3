import { socialsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { OAuthFailure, type OAuthProviders } from '../../integrations/oauth/index.js';
import { AppError } from '../../lib/app-error.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { networkOf } from './socials.service.js';

// The simulated provider's "authorize" step, posted by the consent page /simulated/oauth/:network.
// Mounted only when a network has no keys and NODE_ENV is not production.

export function simulatedOAuthRoutes(ctx: AppContext, providers: OAuthProviders) {
  return apiRoutes(ctx, (route) => {
    route(socialsApi.simulatedAuthorize, async (request) => {
      const network = networkOf(request.params.network);
      const authority = providers.simulated;
      if (!authority || providers.get(network)?.kind !== 'simulated') {
        throw new AppError('not_found');
      }
      await ctx.limiter.consume(`oauth:simulated:${request.ip}`, 30, 60_000);
      const body = request.body;
      const target = new URL(authority.callbackUrl(network));
      if (body.redirect_uri !== target.toString()) {
        throw new AppError('bad_redirect');
      }
      target.searchParams.set('state', body.state);
      if (body.decision === 'deny') {
        target.searchParams.set('error', 'access_denied');
      } else {
        try {
          const code = authority.authorize({
            network,
            handle: body.handle,
            followers: body.followers,
            challenge: body.code_challenge ?? '',
            redirectUri: body.redirect_uri,
          });
          target.searchParams.set('code', code);
        } catch (error) {
          if (error instanceof OAuthFailure) {
            throw new AppError('bad_redirect');
          }
          throw error;
        }
      }
      // Relative: the browser stays on the origin it is on (dev servers, proxies).
      return { redirectUrl: `${target.pathname}${target.search}` };
    });
  });
}
