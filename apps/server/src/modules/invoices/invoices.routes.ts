import { invoicesApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { sendPrivatePdf } from '../../lib/pdf-reply.js';
import { currentUser } from '../../plugins/auth.js';
import * as invoices from './invoices.service.js';

// "Mes factures": the list, the Factur-X PDF (buyer and admins), the billing details.

export function invoicesRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(invoicesApi.list, (request) =>
      invoices.listInvoices(ctx, currentUser(request), request.query),
    );
    route(invoicesApi.pdf, async (request, reply) => {
      const { stream, fileName } = await invoices.invoicePdf(
        ctx,
        currentUser(request),
        request.query.id,
      );
      return sendPrivatePdf(reply, stream, fileName, 'attachment');
    });
    route(invoicesApi.billingDetails, (request) =>
      invoices.getBillingDetails(ctx, currentUser(request)),
    );
    route(invoicesApi.saveBillingDetails, (request) =>
      invoices.saveBillingDetails(ctx, currentUser(request), request.body),
    );
  });
}
