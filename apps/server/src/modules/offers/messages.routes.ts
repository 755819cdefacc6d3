import { chatApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import * as chat from './messages.service.js';

// Chat history, read marks and the inbox. Sending goes through Socket.IO (chat.socket.ts).

export function messagesRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(chatApi.messages, (request) =>
      chat.listMessages(ctx, currentUser(request), request.query.id, request.query.before),
    );

    route(chatApi.markRead, (request) =>
      chat.markRead(ctx, currentUser(request), request.query.id),
    );

    route(chatApi.inbox, (request) => chat.inbox(ctx, currentUser(request), request.query));

    route(chatApi.roomStatus, (request) =>
      chat.setRoomStatus(ctx, currentUser(request), request.body.id, request.body.status),
    );

    route(chatApi.mailNotifications, (request) =>
      chat.setNotifications(ctx, currentUser(request), request.query.status === 'true'),
    );
  });
}
