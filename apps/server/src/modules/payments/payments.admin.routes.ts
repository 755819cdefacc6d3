import { adminPaymentsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { listPaymentsPage, refundPayment } from './refunds.service.js';

export function adminPaymentsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(adminPaymentsApi.list, (request) => listPaymentsPage(ctx, request.query));

    route(adminPaymentsApi.refund, async (request) => ({
      payment: await refundPayment(ctx, request.params.id, request.log),
    }));
  });
}
