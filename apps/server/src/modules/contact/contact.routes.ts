import { contactApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { sendContactMessage } from './contact.service.js';

export function contactRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(contactApi.contactUs, async (request) => {
      await sendContactMessage(ctx, request.body, request.ip, request.log);
      return { ok: true as const };
    });

    // The operator's identification for /mentions-legales, from configuration.
    route(contactApi.legalNotice, (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return ctx.config.legalNotice;
    });
  });
}
