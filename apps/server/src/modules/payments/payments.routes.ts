import { paymentsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import * as payments from './payments.service.js';
import { paymentWebhookRoutes } from './webhook.routes.js';

export function paymentsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, async (route, app) => {
    // Its own encapsulated context: the webhook needs the raw body, other routes keep JSON.
    await app.register(paymentWebhookRoutes(ctx));

    route(paymentsApi.checkout, (request) =>
      payments.openCheckout(ctx, currentUser(request), request.query, request.log),
    );

    route(paymentsApi.confirm, (request) =>
      payments.confirmCheckout(ctx, currentUser(request), request.query.session_id, request.log),
    );

    // The simulated provider's hosted page (404 with Stripe configured or in production).
    route(paymentsApi.simulatedSession, (request) =>
      payments.simulatedSession(ctx, request.params.sessionId),
    );

    route(paymentsApi.simulatedPay, (request) =>
      payments.simulatedPay(ctx, request.params.sessionId, request.log),
    );

    route(paymentsApi.simulatedCancel, (request) =>
      payments.simulatedCancel(ctx, request.params.sessionId),
    );
  });
}
