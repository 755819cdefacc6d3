import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutQuery,
  checkoutReply,
  confirmQuery,
  confirmReply,
  simulatedActionReply,
  simulatedSessionParams,
  simulatedSessionReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import * as payments from './payments.service.js';
import { paymentWebhookRoutes } from './webhook.routes.js';

export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser } = ctx.guards;
  return async (app) => {
    // Its own encapsulated context: the webhook needs the raw body, other routes keep JSON.
    await app.register(paymentWebhookRoutes(ctx));

    app.post(
      '/user/subscription',
      {
        preHandler: requireUser,
        schema: {
          tags: ['payments'],
          querystring: checkoutQuery,
          response: { 200: checkoutReply },
        },
      },
      (request) => payments.openCheckout(ctx, currentUser(request), request.query, request.log),
    );

    app.post(
      '/user/update-subscription',
      {
        preHandler: requireUser,
        schema: { tags: ['payments'], querystring: confirmQuery, response: { 200: confirmReply } },
      },
      (request) =>
        payments.confirmCheckout(ctx, currentUser(request), request.query.session_id, request.log),
    );

    // The simulated provider's hosted page (404 with Stripe configured or in production).
    app.get(
      '/payment/simulated/:sessionId',
      {
        schema: {
          tags: ['payments'],
          params: simulatedSessionParams,
          response: { 200: simulatedSessionReply },
        },
      },
      (request) => payments.simulatedSession(ctx, request.params.sessionId),
    );

    app.post(
      '/payment/simulated/:sessionId/pay',
      {
        schema: {
          tags: ['payments'],
          params: simulatedSessionParams,
          response: { 200: simulatedActionReply },
        },
      },
      (request) => payments.simulatedPay(ctx, request.params.sessionId, request.log),
    );

    app.post(
      '/payment/simulated/:sessionId/cancel',
      {
        schema: {
          tags: ['payments'],
          params: simulatedSessionParams,
          response: { 200: simulatedActionReply },
        },
      },
      (request) => payments.simulatedCancel(ctx, request.params.sessionId),
    );
  };
}
