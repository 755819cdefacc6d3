import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageQuery,
  approveProjectBody,
  handleReportBody,
  okSchema,
  pendingProjectsReply,
  rejectProjectBody,
  reportsQuery,
  reportsReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { handleReport, listReports } from '../reports/reports.service.js';
import * as moderation from './moderation.service.js';

// The admin API behind /admin (requireAdmin: 401 for visitors, 403 for non-admins).

export function moderationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const preHandler = ctx.guards.requireAdmin;
  const tags = ['admin'];
  return async (app) => {
    // The /admin page asks first whether the viewer may see it at all.
    app.get(
      '/admin/access',
      { preHandler, schema: { tags, response: { 200: okSchema } } },
      async () => ({ ok: true as const }),
    );

    app.get(
      '/admin/projects/pending',
      {
        preHandler,
        schema: { tags, querystring: adminPageQuery, response: { 200: pendingProjectsReply } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return moderation.pendingProjects(ctx, request.query.page, request.query.pageSize);
      },
    );

    app.post(
      '/admin/projects/approve',
      { preHandler, schema: { tags, body: approveProjectBody, response: { 200: okSchema } } },
      async (request) => {
        await moderation.approveProject(ctx, request.body.idProject);
        return { ok: true as const };
      },
    );

    app.post(
      '/admin/projects/reject',
      { preHandler, schema: { tags, body: rejectProjectBody, response: { 200: okSchema } } },
      async (request) => {
        await moderation.rejectProject(ctx, request.body.idProject, request.body.reason);
        return { ok: true as const };
      },
    );

    app.get(
      '/admin/reports',
      { preHandler, schema: { tags, querystring: reportsQuery, response: { 200: reportsReply } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { handled, page, pageSize } = request.query;
        return listReports(ctx, handled === 'true', page, pageSize);
      },
    );

    app.post(
      '/admin/reports/handle',
      { preHandler, schema: { tags, body: handleReportBody, response: { 200: okSchema } } },
      async (request) => {
        await handleReport(ctx, request.body.id);
        return { ok: true as const };
      },
    );
  };
}
