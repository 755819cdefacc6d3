import { creatorInvoicesApi, invoicesApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { sendPrivatePdf } from '../../lib/pdf-reply.js';
import { sendAttachment } from '../../lib/uploaded-file.js';
import { currentUser } from '../../plugins/auth.js';
import * as mandate from './billing-mandate.service.js';
import * as creatorInvoice from './creator-invoice.service.js';
import { readCreatorInvoiceForm } from './creator-invoice-form.js';
import * as invoices from './invoices.service.js';

// "Mes factures": the list, the Factur-X PDF (buyer, the creator it was issued for, admins), the
// billing details; the creator's billing mandate; the creator's invoice of a collaboration.

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

    const api = creatorInvoicesApi;
    route(api.billingMandate, (request) => mandate.getMandate(ctx, currentUser(request)));
    route(api.acceptBillingMandate, (request) => mandate.acceptMandate(ctx, currentUser(request)));
    route(api.revokeBillingMandate, (request) => mandate.revokeMandate(ctx, currentUser(request)));
    route(api.creatorInvoice, (request) =>
      creatorInvoice.creatorInvoiceStatus(ctx, currentUser(request), request.query.idOffer),
    );
    route(api.uploadCreatorInvoice, async (request) => {
      const user = currentUser(request);
      const form = await readCreatorInvoiceForm(request);
      return creatorInvoice.uploadCreatorInvoice(ctx, user, form);
    });
    route(api.creatorInvoiceFile, async (request, reply) =>
      sendAttachment(
        reply,
        await creatorInvoice.creatorInvoiceFile(ctx, currentUser(request), request.query.idOffer),
      ),
    );
  });
}
