import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProjectBody,
  editProjectReply,
  endAttributeBody,
  MSG,
  myProjectsQuery,
  myProjectsReply,
  okSchema,
  projectDetailReply,
  projectIdQuery,
  projectViewsBody,
  projectViewsReply,
  saveProjectReply,
  updateProjectBody,
  type ProjectDetailReply,
  type ProjectStatus,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { visitorDetailCache } from './project-detail-cache.js';
import { refuseInvalidBody } from './projects.errors.js';
import * as reads from './project-reads.service.js';
import * as projects from './projects.service.js';

export function projectsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser, optionalUser } = ctx.guards;
  const tags = ['projects'];
  return async (app) => {
    app.post(
      '/project/create',
      {
        preHandler: requireUser,
        attachValidation: true,
        schema: { tags, body: createProjectBody, response: { 201: saveProjectReply } },
      },
      async (request, reply) => {
        refuseInvalidBody(request, MSG.projects.invalidFields);
        const row = await projects.createProject(ctx, currentUser(request), request.body);
        return reply
          .status(201)
          .send({ ok: true as const, _id: row.id, statut: row.statut as ProjectStatus });
      },
    );

    app.patch(
      '/project/update',
      {
        preHandler: requireUser,
        attachValidation: true,
        schema: { tags, body: updateProjectBody, response: { 200: saveProjectReply } },
      },
      async (request) => {
        refuseInvalidBody(request, MSG.projects.invalidFields);
        const row = await projects.updateProject(ctx, currentUser(request), request.body);
        visitorDetailCache(ctx).delete(row.id);
        return { ok: true as const, _id: row.id, statut: row.statut as ProjectStatus };
      },
    );

    app.get(
      '/project/get-edit-project',
      {
        preHandler: requireUser,
        schema: { tags, querystring: projectIdQuery, response: { 200: editProjectReply } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return reads.getEditProject(ctx, currentUser(request), request.query.id);
      },
    );

    app.get(
      '/project/my-projects',
      {
        preHandler: requireUser,
        schema: { tags, querystring: myProjectsQuery, response: { 200: myProjectsReply } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return reads.myProjects(ctx, currentUser(request), request.query);
      },
    );

    app.get(
      '/project',
      {
        preHandler: optionalUser,
        schema: { tags, querystring: projectIdQuery, response: { 200: projectDetailReply } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { id } = request.query;
        if (request.user) return reads.projectDetail(ctx, request.user, id);
        const cache = visitorDetailCache(ctx);
        let json = cache.get(id);
        if (!json) {
          json = JSON.stringify(
            projectDetailReply.parse(await reads.projectDetail(ctx, undefined, id)),
          );
          cache.set(id, json);
        }
        // A JSON string with a JSON content type is sent as is (validated above, not re-serialized).
        return reply
          .type('application/json; charset=utf-8')
          .send(json as unknown as ProjectDetailReply);
      },
    );

    app.post(
      '/project/views',
      {
        preHandler: optionalUser,
        schema: { tags, body: projectViewsBody, response: { 200: projectViewsReply } },
      },
      async (request) => {
        const { projectId } = request.body;
        const counted = await reads.recordView(ctx, request.user, request.ip, projectId);
        if (counted) visitorDetailCache(ctx).delete(projectId);
        return { ok: true as const, counted };
      },
    );

    app.post(
      '/project/end-attribute',
      {
        preHandler: requireUser,
        schema: { tags, body: endAttributeBody, response: { 200: okSchema } },
      },
      async (request) => {
        await projects.endSelection(ctx, currentUser(request), request.body.idProject);
        visitorDetailCache(ctx).delete(request.body.idProject);
        return { ok: true as const };
      },
    );
  };
}
