import { adminNoticesApi, noticesApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import * as decisions from './notice-decisions.service.js';
import { noticeQueue, submitNotice } from './notices.service.js';

// Notice and action (DSA art. 16, 17, 20): the public notice, the author's contest, the team's
// queue and decisions.

export function noticesRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(noticesApi.submit, (request) =>
      submitNotice(ctx, request.body, request.user, request.ip),
    );

    route(noticesApi.decision, async (request) => ({
      decision: await decisions.decisionView(ctx, currentUser(request), request.query.id),
    }));

    route(noticesApi.contest, async (request) => {
      await decisions.contest(ctx, currentUser(request), request.body);
      return { ok: true as const };
    });

    route(adminNoticesApi.queue, (request) =>
      noticeQueue(ctx, request.query.view, request.query.page),
    );

    route(adminNoticesApi.decide, (request) =>
      decisions.decide(ctx, currentUser(request), request.body),
    );

    route(adminNoticesApi.decideContest, async (request) => {
      await decisions.decideContest(ctx, currentUser(request), request.body);
      return { ok: true as const };
    });
  });
}
