import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addOfferReply,
  allOffersQuery,
  allOffersReply,
  allocationBody,
  attributeBody,
  offerDetailQuery,
  offerDetailReply,
  offerFileQuery,
  okSchema,
  userOffersQuery,
  userOffersReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { allocate, attribute } from './attribution.service.js';
import { readOfferForm } from './offer-upload.js';
import * as offers from './offers.service.js';

/** RFC 6266 header with an ASCII fallback and the UTF-8 name. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\"%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function offersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser, optionalUser } = ctx.guards;
  return async (app) => {
    app.get(
      '/offer/all-offers',
      {
        preHandler: optionalUser,
        schema: {
          tags: ['offers'],
          querystring: allOffersQuery,
          response: { 200: allOffersReply },
        },
      },
      (request) => {
        const { id, page, pageSize } = request.query;
        return offers.listProjectOffers(ctx, request.user, id, page, pageSize);
      },
    );

    app.post(
      '/offer/add-new',
      {
        preHandler: requireUser,
        schema: {
          tags: ['offers'],
          consumes: ['multipart/form-data'],
          response: { 201: addOfferReply },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { fields, attachment } = await readOfferForm(request);
        const result = await offers.addOffer(ctx, user, fields, attachment);
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/offer/user-offers',
      {
        preHandler: requireUser,
        schema: {
          tags: ['offers'],
          querystring: userOffersQuery,
          response: { 200: userOffersReply },
        },
      },
      (request) => offers.listSentOffers(ctx, currentUser(request), request.query),
    );

    app.get(
      '/offer',
      {
        preHandler: requireUser,
        schema: {
          tags: ['offers'],
          querystring: offerDetailQuery,
          response: { 200: offerDetailReply },
        },
      },
      (request) =>
        offers.offerDetail(ctx, currentUser(request), request.query.id, request.query.projectId),
    );

    // The attachment, for the two parties only, always as a download that is never rendered.
    app.get(
      '/offer/file',
      { preHandler: requireUser, schema: { tags: ['offers'], querystring: offerFileQuery } },
      async (request, reply) => {
        const file = await offers.offerAttachment(ctx, currentUser(request), request.query.id);
        return reply
          .header(
            'Content-Type',
            file.mime.startsWith('image/svg') ? 'application/octet-stream' : file.mime,
          )
          .header('Content-Disposition', attachmentDisposition(file.fileName))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cache-Control', 'private, no-store')
          .send(file.bytes);
      },
    );

    app.patch(
      '/project/attribute',
      {
        preHandler: requireUser,
        schema: { tags: ['offers'], body: attributeBody, response: { 200: okSchema } },
      },
      (request) => attribute(ctx, currentUser(request), request.body),
    );

    app.patch(
      '/project/allocation',
      {
        preHandler: requireUser,
        schema: { tags: ['offers'], body: allocationBody, response: { 200: okSchema } },
      },
      (request) => allocate(ctx, currentUser(request), request.body),
    );
  };
}
