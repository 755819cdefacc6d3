import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editPasswordBody,
  infoUserReply,
  loginBody,
  loginReply,
  okSchema,
  pseudoTestBody,
  pseudoTestReply,
  resetPasswordBody,
  sendMailBody,
  sendMailReply,
  signupBody,
  tkLogReply,
  updateLogInfoBody,
  updateLogInfoReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import * as accounts from './accounts.service.js';

export function accountsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser, optionalUser } = ctx.guards;
  return async (app) => {
    app.post(
      '/user/login',
      { schema: { tags: ['accounts'], body: loginBody, response: { 200: loginReply } } },
      (request) => accounts.login(ctx, request.body.pseudo, request.body.password, request.ip),
    );

    app.get(
      '/user/tk-log',
      { preHandler: requireUser, schema: { tags: ['accounts'], response: { 200: tkLogReply } } },
      async (request) => ({ userPseudo: currentUser(request).pseudo }),
    );

    app.get(
      '/user/info-user',
      { preHandler: requireUser, schema: { tags: ['accounts'], response: { 200: infoUserReply } } },
      async (request) => accounts.infoUser(currentUser(request)),
    );

    app.post(
      '/user/pseudo-test',
      { schema: { tags: ['accounts'], body: pseudoTestBody, response: { 200: pseudoTestReply } } },
      async (request) => ({ valid: await accounts.isPseudoAvailable(ctx, request.body.pseudo) }),
    );

    app.post(
      '/verification/send-mail',
      {
        preHandler: optionalUser,
        schema: { tags: ['accounts'], body: sendMailBody, response: { 200: sendMailReply } },
      },
      (request) =>
        accounts.sendMailCode(
          ctx,
          request.body.email,
          request.body.context,
          request.ip,
          request.user,
        ),
    );

    app.post(
      '/user/signup',
      { schema: { tags: ['accounts'], body: signupBody, response: { 201: okSchema } } },
      async (request, reply) => {
        await accounts.signup(ctx, request.body);
        return reply.status(201).send({ ok: true });
      },
    );

    app.post(
      '/verification/edit-password',
      { schema: { tags: ['accounts'], body: editPasswordBody, response: { 200: sendMailReply } } },
      (request) => accounts.requestPasswordReset(ctx, request.body.email, request.ip),
    );

    app.put(
      '/user/reset-password',
      { schema: { tags: ['accounts'], body: resetPasswordBody, response: { 200: okSchema } } },
      async (request) => {
        await accounts.resetPassword(ctx, request.body);
        return { ok: true as const };
      },
    );

    app.put(
      '/user/update-log-info',
      {
        preHandler: requireUser,
        schema: {
          tags: ['accounts'],
          body: updateLogInfoBody,
          response: { 200: updateLogInfoReply },
        },
      },
      (request) => accounts.updateLogInfo(ctx, currentUser(request), request.body),
    );
  };
}
