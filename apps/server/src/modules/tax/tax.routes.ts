import { taxApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { sendPrivatePdf } from '../../lib/pdf-reply.js';
import { currentUser } from '../../plugins/auth.js';
import { missingDetails } from './tax-admin.service.js';
import { getTaxDetails, saveTaxDetails, type ResumePayouts } from './tax-details.service.js';
import { listStatements, statementPdf } from './tax-statement.service.js';

// The creators' tax duties: DAC7 details, annual statements, the team's list of missing details.
// `resumePayouts` comes from the escrow (wired in modules/index.ts): the transfers held for
// the details go once they are saved.

export function taxRoutes(ctx: AppContext, deps: { resumePayouts: ResumePayouts }) {
  return apiRoutes(ctx, (route) => {
    route(taxApi.details, (request) => getTaxDetails(ctx, currentUser(request)));
    route(taxApi.saveDetails, (request) =>
      saveTaxDetails(ctx, currentUser(request), request.body, deps.resumePayouts),
    );
    route(taxApi.statements, (request) => listStatements(ctx, currentUser(request)));
    route(taxApi.statementPdf, async (request, reply) => {
      const { bytes, name } = await statementPdf(ctx, currentUser(request), request.query.year);
      return sendPrivatePdf(reply, bytes, name, 'attachment');
    });
    route(taxApi.adminMissing, () => missingDetails(ctx));
  });
}
