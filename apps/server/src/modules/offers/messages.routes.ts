import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allRoomsQuery,
  allRoomsReply,
  messageStatusBody,
  messagesQuery,
  messagesReply,
  notifStatusQuery,
  okSchema,
  readMessageQuery,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import * as chat from './messages.service.js';

// Chat history, read marks and the inbox. Sending goes through Socket.IO (chat.socket.ts).

export function messagesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser } = ctx.guards;
  return async (app) => {
    app.get(
      '/offer/messages',
      {
        preHandler: requireUser,
        schema: { tags: ['chat'], querystring: messagesQuery, response: { 200: messagesReply } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return chat.listMessages(ctx, currentUser(request), request.query.id, request.query.before);
      },
    );

    app.patch(
      '/offer/read-message',
      {
        preHandler: requireUser,
        schema: { tags: ['chat'], querystring: readMessageQuery, response: { 200: okSchema } },
      },
      (request) => chat.markRead(ctx, currentUser(request), request.query.id),
    );

    app.get(
      '/offer/all-rooms-offer',
      {
        preHandler: requireUser,
        schema: { tags: ['chat'], querystring: allRoomsQuery, response: { 200: allRoomsReply } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return chat.inbox(ctx, currentUser(request), request.query);
      },
    );

    app.patch(
      '/offer/message-status',
      {
        preHandler: requireUser,
        schema: { tags: ['chat'], body: messageStatusBody, response: { 200: okSchema } },
      },
      (request) =>
        chat.setRoomStatus(ctx, currentUser(request), request.body.id, request.body.status),
    );

    app.patch(
      '/user/notif-messages-status',
      {
        preHandler: requireUser,
        schema: { tags: ['chat'], querystring: notifStatusQuery, response: { 200: okSchema } },
      },
      (request) =>
        chat.setNotifications(ctx, currentUser(request), request.query.status === 'true'),
    );
  };
}
