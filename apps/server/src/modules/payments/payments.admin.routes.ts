import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaymentReply,
  adminPaymentsQuery,
  adminPaymentsReply,
  paymentIdParams,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { listPaymentsPage, refundPayment } from './refunds.service.js';

export function adminPaymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireAdmin } = ctx.guards;
  return async (app) => {
    app.get(
      '/admin/payments',
      {
        preHandler: requireAdmin,
        schema: {
          tags: ['admin'],
          querystring: adminPaymentsQuery,
          response: { 200: adminPaymentsReply },
        },
      },
      (request) => listPaymentsPage(ctx, request.query),
    );

    app.post(
      '/admin/payments/:id/refund',
      {
        preHandler: requireAdmin,
        schema: { tags: ['admin'], params: paymentIdParams, response: { 200: adminPaymentReply } },
      },
      async (request) => ({
        payment: await refundPayment(ctx, request.params.id, request.log),
      }),
    );
  };
}
