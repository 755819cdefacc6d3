import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COMMON_ERRORS,
  ERRORS,
  type Access,
  type EndpointDef,
  type ErrorCode,
} from '@kollabo/shared';
import type { AppContext } from '../context.js';
import { AppError } from './app-error.js';
import { validationField, validationMessage } from './validation-field.js';

// Routes are registered from the endpoint descriptors of packages/shared: method, path, guard,
// schemas, success status, error answers and cache header all come from the descriptor, so a
// module only writes what its handler does.

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Answer<D extends EndpointDef> = D['reply'] extends z.ZodType ? z.input<D['reply']> : unknown;

export type EndpointRequest<D extends EndpointDef> = FastifyRequest<{
  Params: Output<D['params']>;
  Querystring: Output<D['query']>;
  Body: Output<D['body']>;
}>;

export type EndpointHandler<D extends EndpointDef> = (
  request: EndpointRequest<D>,
  reply: FastifyReply,
) => Promise<Answer<D> | FastifyReply> | Answer<D> | FastifyReply;

/** Fastify options a few routes need beyond their descriptor. */
export interface RouteExtras {
  bodyLimit?: number;
}

export type AddRoute = <D extends EndpointDef>(
  endpoint: D,
  handler: EndpointHandler<D>,
  extras?: RouteExtras,
) => void;

/** A feature's routes: mounted under /api by modules/index.ts. */
export type ApiModule = (ctx: AppContext) => FastifyPluginAsync;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The descriptor a route was registered from (read by the error handler). */
    endpoint?: EndpointDef;
  }
}

/** The codes an endpoint may answer: its own, the common ones, and what its guard refuses. */
export function allowedErrors(endpoint: EndpointDef): ReadonlySet<ErrorCode> {
  const implied: Record<Access, ErrorCode[]> = {
    public: [],
    optional: [],
    user: ['unauthorized'],
    admin: ['unauthorized', 'forbidden', 'second_factor_required'],
  };
  return new Set<ErrorCode>([
    ...COMMON_ERRORS,
    ...implied[endpoint.access],
    ...endpoint.errors,
    ...(endpoint.invalidBody ? [endpoint.invalidBody] : []),
  ]);
}

/** One documented error answer per status, naming the codes it may carry. */
function errorReplies(endpoint: EndpointDef): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of allowedErrors(endpoint)) {
    const { status } = ERRORS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      z.looseObject({
        error: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
        message: z.string(),
        field: z.string().optional(),
      }),
    ]),
  );
}

/** A status with both its own reply and error codes (GET /ready's 503) documents either. */
function withOtherReplies(
  errors: Record<number, z.ZodType>,
  others: Readonly<Record<number, z.ZodType>> = {},
): Record<number, z.ZodType> {
  const merged = { ...errors };
  for (const [status, schema] of Object.entries(others)) {
    const code = Number(status);
    merged[code] = merged[code] ? z.union([schema, merged[code]]) : schema;
  }
  return merged;
}

const definedParts = (parts: Record<string, z.ZodType | undefined>) =>
  Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined));

/** Builds a feature's plugin: `define` adds each route from its descriptor. */
export function apiRoutes(
  ctx: AppContext,
  define: (route: AddRoute, app: FastifyInstance) => void | Promise<void>,
): FastifyPluginAsync {
  const guards = {
    public: undefined,
    optional: ctx.guards.optionalUser,
    user: ctx.guards.requireUser,
    admin: ctx.guards.requireAdmin,
  } as const;
  return async (app) => {
    const route: AddRoute = (endpoint, handler, extras = {}) => {
      const status = endpoint.status ?? 200;
      const preHandler = guards[endpoint.access];
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        ...(preHandler ? { preHandler } : {}),
        attachValidation: endpoint.invalidBody !== undefined,
        bodyLimit: extras.bodyLimit,
        config: { endpoint },
        schema: {
          tags: [endpoint.tag],
          summary: endpoint.summary,
          // Only the parts the endpoint has: Fastify warns about a part set to undefined.
          ...definedParts({
            params: endpoint.params,
            querystring: endpoint.query,
            body: endpoint.body,
          }),
          consumes: endpoint.multipart ? ['multipart/form-data'] : undefined,
          produces: endpoint.produces ? [endpoint.produces] : undefined,
          security: endpoint.access === 'public' ? undefined : [{ bearer: [] }],
          response: {
            ...(endpoint.reply ? { [status]: endpoint.reply } : {}),
            ...withOtherReplies(errorReplies(endpoint), endpoint.otherReplies),
          },
        },
        handler: async (request, reply) => {
          if (request.validationError && endpoint.invalidBody) {
            const field = validationField(request.validationError);
            const message = validationMessage(request.validationError);
            throw new AppError(endpoint.invalidBody, {
              ...(field ? { field } : {}),
              ...(message ? { message } : {}),
            });
          }
          if (endpoint.noStore) reply.header('Cache-Control', 'no-store');
          if (status !== 200) reply.status(status);
          return handler(request as EndpointRequest<typeof endpoint>, reply);
        },
      });
    };
    await define(route, app);
  };
}
