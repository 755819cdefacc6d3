import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, okSchema, reportProjectBody } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { refuseInvalidBody } from '../projects/projects.errors.js';
import { reportProject } from './reports.service.js';

export function reportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/report/project',
      {
        preHandler: ctx.guards.requireUser,
        attachValidation: true,
        schema: { tags: ['reports'], body: reportProjectBody, response: { 200: okSchema } },
      },
      async (request) => {
        refuseInvalidBody(request, MSG.report.failure);
        const { idProject, message } = request.body;
        await reportProject(ctx, currentUser(request), idProject, message);
        return { ok: true as const };
      },
    );
  };
}
