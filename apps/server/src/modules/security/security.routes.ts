import { securityApi as api } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentSessionId, currentUser } from '../../plugins/auth.js';
import * as twoFactor from './two-factor.service.js';
import * as sessions from './user-sessions.service.js';

export function securityRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(api.secondFactorStatus, (request) =>
      twoFactor.secondFactorStatus(ctx, currentUser(request)),
    );
    route(api.secondFactorSetup, (request) =>
      twoFactor.setupSecondFactor(ctx, currentUser(request)),
    );
    route(api.secondFactorEnable, (request) =>
      twoFactor.enableSecondFactor(ctx, currentUser(request), request.body.code),
    );
    route(api.secondFactorDisable, (request) =>
      twoFactor.disableSecondFactor(ctx, currentUser(request), request.body),
    );
    route(api.sessions, (request) =>
      sessions.listUserSessions(ctx, currentUser(request), currentSessionId(request)),
    );
    route(api.revokeSession, (request) =>
      sessions.revokeUserSession(ctx, currentUser(request), request.params.id),
    );
    route(api.revokeOtherSessions, (request) =>
      sessions.revokeOtherSessions(ctx, currentUser(request), currentSessionId(request)),
    );
  });
}
