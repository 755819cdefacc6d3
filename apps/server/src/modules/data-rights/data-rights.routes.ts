import { dataRightsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { attachmentDisposition } from '../../lib/uploaded-file.js';
import { currentUser } from '../../plugins/auth.js';
import { deleteAccount, listDeletedAccounts } from './deletion.service.js';
import { exportFile, latestExport, requestExport } from './exports.service.js';

// Data rights (RGPD art. 15, 17 and 20): export my data, delete my account.

export function dataRightsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    const api = dataRightsApi;
    route(api.requestExport, (request) => requestExport(ctx, currentUser(request)));
    route(api.latestExport, (request) => latestExport(ctx, currentUser(request)));
    route(api.exportFile, async (request, reply) => {
      const file = await exportFile(ctx, currentUser(request), request.query.id);
      if (file.size !== null) reply.header('Content-Length', String(file.size));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    });
    route(api.deleteAccount, (request) => deleteAccount(ctx, currentUser(request), request.body));
    route(api.adminDeletedAccounts, (request) =>
      listDeletedAccounts(ctx, request.query.page, request.query.pageSize),
    );
  });
}
