import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody, legalNoticeReply, okSchema } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { sendContactMessage } from './contact.service.js';

export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact-us',
      { schema: { tags: ['contact'], body: contactBody, response: { 201: okSchema } } },
      async (request, reply) => {
        await sendContactMessage(ctx, request.body, request.ip, request.log);
        return reply.status(201).send({ ok: true });
      },
    );

    // The operator's identification for /mentions-legales, from configuration.
    app.get(
      '/legal-notice',
      { schema: { tags: ['contact'], response: { 200: legalNoticeReply } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return ctx.config.legalNotice;
      },
    );
  };
}
