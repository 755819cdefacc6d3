import { adminCollabPaymentsApi, collabPaymentsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { sendAttachment } from '../../lib/uploaded-file.js';
import { currentUser } from '../../plugins/auth.js';
import {
  addDisputeAttachment,
  disputeAttachmentFile,
  readDisputeFile,
} from './dispute-attachments.service.js';
import { cancelCollab } from './cancel.service.js';
import { decide, openDispute } from './disputes.service.js';
import { startPayment } from './payment.service.js';
import { adminOverview, listUserPayments } from './payments-list.service.js';
import * as payout from './payout-account.service.js';
import * as checkout from './simulated-checkout.service.js';

// Pay through Kollabo: payout account, payment, cancellation, disputes, payments list,
// the simulated hosted pages, and the team's view and decisions.

export function escrowRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    const api = collabPaymentsApi;
    route(api.payoutAccount, (request) => payout.getPayoutAccount(ctx, currentUser(request)));
    route(api.onboarding, (request) =>
      payout.startOnboarding(ctx, currentUser(request), request.body.code),
    );
    route(api.payoutVat, (request) => payout.setVatStatus(ctx, currentUser(request), request.body));
    route(api.simulatedOnboarding, (request) =>
      payout.simulatedOnboarding(ctx, currentUser(request), request.params.accountId),
    );
    route(api.simulatedOnboardingSubmit, (request) =>
      payout.submitSimulatedOnboarding(
        ctx,
        currentUser(request),
        request.params.accountId,
        request.body,
      ),
    );
    route(api.pay, (request) => startPayment(ctx, currentUser(request), request.body));
    route(api.simulatedSession, (request) =>
      checkout.simulatedSession(ctx, request.params.sessionId),
    );
    route(api.simulatedPay, (request) =>
      checkout.simulatedPay(ctx, request.params.sessionId, request.log),
    );
    route(api.simulatedCancel, (request) =>
      checkout.simulatedCancel(ctx, request.params.sessionId),
    );
    route(api.cancel, (request) => cancelCollab(ctx, currentUser(request), request.body));
    route(api.dispute, (request) => openDispute(ctx, currentUser(request), request.body));
    route(api.disputeAttachmentAdd, async (request) => {
      const user = currentUser(request);
      const file = await readDisputeFile(request);
      return addDisputeAttachment(ctx, user, request.query.idOffer, file);
    });
    route(api.disputeAttachment, async (request, reply) =>
      sendAttachment(
        reply,
        await disputeAttachmentFile(ctx, currentUser(request), request.query.id),
      ),
    );
    route(api.payments, (request) => listUserPayments(ctx, currentUser(request), request.query));

    route(adminCollabPaymentsApi.disputes, () => adminOverview(ctx));
    route(adminCollabPaymentsApi.decide, (request) =>
      decide(ctx, currentUser(request), request.body),
    );
  });
}
