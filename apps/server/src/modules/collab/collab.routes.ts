import { collabApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import { reviewState } from '../reviews/reviews.service.js';
import * as collab from './collab.service.js';

export function collabRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(collabApi.get, async (request) => {
      const viewer = currentUser(request);
      const { party, ...view } = await collab.getCollab(ctx, viewer, request.query.id);
      const review = await reviewState(ctx, viewer.id, party.facts.offerId, view.completedAt);
      return { ...view, review };
    });

    route(collabApi.mine, (request) =>
      collab.listMine(ctx, currentUser(request), request.query.project),
    );

    route(collabApi.legalIdentity, (request) =>
      collab.saveIdentity(ctx, currentUser(request), request.body),
    );

    route(collabApi.saveContract, (request) =>
      collab.saveContract(ctx, currentUser(request), request.body),
    );

    route(collabApi.sign, (request) =>
      collab.sign(ctx, currentUser(request), request.body, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      }),
    );

    route(collabApi.pdf, async (request, reply) => {
      const { pdf, version } = await collab.contractPdf(
        ctx,
        currentUser(request),
        request.query.id,
        request.query.version,
      );
      const name = `contrat-kollabo-${request.query.id.slice(0, 8)}-v${version}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });

    route(collabApi.publishDeliverable, (request) =>
      collab.publishDeliverable(ctx, currentUser(request), request.body),
    );

    route(collabApi.reviewDeliverable, (request) =>
      collab.reviewDeliverable(ctx, currentUser(request), request.body),
    );

    route(collabApi.report, (request) =>
      collab.reportProblem(ctx, currentUser(request), request.body),
    );
  });
}
