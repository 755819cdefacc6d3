import { accountsApi } from '@kollabo/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import * as accounts from './accounts.service.js';

/** One cookie's value from a Cookie header (the only cookie the API reads). */
function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Where the request comes from: a new session records it. */
const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function accountsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(accountsApi.login, async (request, reply) => {
      const answer = await accounts.login(
        ctx,
        request.body,
        clientOf(request),
        readCookie(request.headers.cookie, accounts.DEVICE_COOKIE),
      );
      if ('needSecondFactor' in answer) return answer;
      const { device, ...loggedIn } = answer;
      reply.header('Set-Cookie', accounts.deviceCookieHeader(ctx, device));
      return loggedIn;
    });

    route(accountsApi.tokenCheck, (request) => ({ userPseudo: currentUser(request).pseudo }));

    route(accountsApi.infoUser, (request) => accounts.infoUser(currentUser(request)));

    route(accountsApi.pseudoTest, async (request) => ({
      valid: await accounts.isPseudoAvailable(ctx, request.body.pseudo),
    }));

    route(accountsApi.sendMailCode, (request) =>
      accounts.sendMailCode(
        ctx,
        request.body.email,
        request.body.context,
        request.ip,
        request.user,
      ),
    );

    route(accountsApi.signup, (request) => accounts.signup(ctx, request.body, clientOf(request)));

    route(accountsApi.requestResetCode, (request) =>
      accounts.requestPasswordReset(ctx, request.body.email, request.ip),
    );

    route(accountsApi.resetPassword, async (request) => {
      await accounts.resetPassword(ctx, request.body, request.ip);
      return { ok: true as const };
    });

    route(accountsApi.updateLogInfo, (request) =>
      accounts.updateLogInfo(ctx, currentUser(request), clientOf(request), request.body),
    );
  });
}
