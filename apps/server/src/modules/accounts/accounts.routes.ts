import { accountsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import * as accounts from './accounts.service.js';

export function accountsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(accountsApi.login, (request) =>
      accounts.login(ctx, request.body.pseudo, request.body.password, request.ip),
    );

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

    route(accountsApi.signup, async (request) => {
      await accounts.signup(ctx, request.body);
      return { ok: true as const };
    });

    route(accountsApi.requestResetCode, (request) =>
      accounts.requestPasswordReset(ctx, request.body.email, request.ip),
    );

    route(accountsApi.resetPassword, async (request) => {
      await accounts.resetPassword(ctx, request.body);
      return { ok: true as const };
    });

    route(accountsApi.updateLogInfo, (request) =>
      accounts.updateLogInfo(ctx, currentUser(request), request.body),
    );
  });
}
