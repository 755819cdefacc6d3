import { offersApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { sendAttachment } from '../../lib/uploaded-file.js';
import { currentUser } from '../../plugins/auth.js';
import { allocate, attribute } from './attribution.service.js';
import { readOfferForm } from './offer-upload.js';
import * as offers from './offers.service.js';

export function offersRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(offersApi.projectOffers, (request) => {
      const { id, page, pageSize } = request.query;
      return offers.listProjectOffers(ctx, request.user, id, page, pageSize);
    });

    route(offersApi.send, async (request) => {
      const user = currentUser(request);
      const { fields, attachment } = await readOfferForm(request);
      return offers.addOffer(ctx, user, fields, attachment);
    });

    route(offersApi.sent, (request) =>
      offers.listSentOffers(ctx, currentUser(request), request.query),
    );

    route(offersApi.detail, (request) =>
      offers.offerDetail(ctx, currentUser(request), request.query.id, request.query.projectId),
    );

    route(offersApi.attachment, async (request, reply) => {
      const file = await offers.offerAttachment(ctx, currentUser(request), request.query.id);
      return sendAttachment(reply, file);
    });

    route(offersApi.attribute, (request) => attribute(ctx, currentUser(request), request.body));

    route(offersApi.allocate, (request) => allocate(ctx, currentUser(request), request.body));
  });
}
