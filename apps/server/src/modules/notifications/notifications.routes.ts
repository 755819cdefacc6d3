import { notificationsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import * as notifications from './notifications.service.js';
import { unsubscribePage } from './unsubscribe-token.js';

/** Whether the caller asked for JSON first (the web app's fetch), not a page (a browser). */
function wantsJson(accept: string | undefined): boolean {
  const first = accept?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first === 'application/json';
}

export function notificationsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route, app) => {
    // RFC 8058: mail clients POST the one-click unsubscribe as a form ("List-Unsubscribe=One-Click").
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    route(notificationsApi.list, (request) =>
      notifications.listNotifications(
        ctx,
        currentUser(request),
        request.query.page,
        request.query.pageSize,
      ),
    );

    route(notificationsApi.markRead, (request) =>
      notifications.markRead(ctx, currentUser(request), request.body),
    );

    route(notificationsApi.settings, async (request) => ({
      settings: await notifications.getSettings(ctx, currentUser(request).id),
    }));

    route(notificationsApi.updateSettings, async (request) => ({
      settings: await notifications.updateSettings(ctx, currentUser(request).id, request.body),
    }));

    // The List-Unsubscribe URL: the web page asks for its state as JSON; a mail client or a
    // browser opening it is sent to that page, which confirms (a GET changes nothing).
    route(notificationsApi.unsubscribeState, async (request, reply) => {
      if (!wantsJson(request.headers.accept)) {
        return reply.redirect(unsubscribePage(request.query.token), 303);
      }
      return notifications.unsubscribeState(ctx, request.query.token, request.ip);
    });

    route(notificationsApi.unsubscribe, (request) =>
      notifications.setFromLink(ctx, request.query.token, request.ip, false),
    );

    route(notificationsApi.resubscribe, (request) =>
      notifications.setFromLink(ctx, request.query.token, request.ip, true),
    );

    route(notificationsApi.failedMails, (request) =>
      notifications.failedMails(ctx, request.query.page, request.query.pageSize),
    );

    route(notificationsApi.retryMail, (request) => notifications.retryMail(ctx, request.params.id));
  });
}
