import { paymentsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { WebhookSignatureError, webhookIdsValid } from '../../integrations/payment/provider.js';
import { AppError } from '../../lib/app-error.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { expireCheckout, fulfilCheckout } from './fulfilment.service.js';
import { paymentProvider } from './payment-provider.js';
import { handleProviderEvent } from '../escrow/provider-events.service.js';

/**
 * The Stripe webhook. Registered as its own plugin: its JSON parser keeps the body as the exact
 * bytes Stripe signed, without changing parsing for any other route.
 */
export function paymentWebhookRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route, app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    route(paymentsApi.webhook, async (request) => {
      const provider = paymentProvider(ctx);
      if (!provider?.parseWebhook || !ctx.config.stripe?.webhookSecret) {
        throw new AppError('webhook_disabled');
      }
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('bad_signature');
      }
      let event;
      try {
        event = await provider.parseWebhook(request.body, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError('bad_signature');
        }
        throw error;
      }
      // Every id the event names goes to the database and the provider: a malformed one stops here.
      if (!webhookIdsValid(event)) throw new AppError('webhook_invalid');
      if (
        event.kind === 'collab_paid' ||
        event.kind === 'account_updated' ||
        event.kind === 'chargeback'
      ) {
        // Collaboration payments: the escrow's one handler (the simulated provider's too).
        await handleProviderEvent(ctx, event, request.log);
      } else if (event.kind === 'paid') {
        // An unknown session (another product on the same account) is acknowledged, not retried.
        const result = await fulfilCheckout(ctx, event.sessionId, { log: request.log });
        if (!result.ok)
          request.log.info({ sessionId: event.sessionId, ...result }, 'webhook ignored');
      } else if (event.kind === 'expired') {
        await expireCheckout(ctx, event.sessionId);
      }
      return { received: true as const };
    });
  });
}
