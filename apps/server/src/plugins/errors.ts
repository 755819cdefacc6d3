import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorStatus, errorText, type ErrorCode } from '@kollabo/shared';
import { allowedErrors } from '../lib/api-routes.js';
import { isAppError } from '../lib/app-error.js';
import { validationField } from '../lib/validation-field.js';

// The one error model: AppError → its status and code; zod → 400 with the field; anything
// else → a bare 500 whose details stay in the log under the request id.

export interface ErrorHandlerOptions {
  /**
   * Tests: a route answering a code its descriptor does not declare fails with a 500, so the
   * whole API suite checks the declared lists (production answers the code and logs it).
   */
  strictErrorCodes?: boolean;
}

export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}) {
  const send = (
    reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
    code: ErrorCode,
    extra: Record<string, unknown> = {},
  ) => reply.status(errorStatus(code)).send({ error: code, message: errorText(code), ...extra });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      const endpoint = request.routeOptions.config.endpoint;
      if (endpoint && !allowedErrors(endpoint).has(error.code)) {
        request.log.error({ code: error.code }, 'error code not declared by the endpoint');
        if (options.strictErrorCodes) {
          return send(reply, 'server_error', {
            requestId: request.id,
            undeclared: `${error.code} on ${endpoint.method} ${endpoint.path}`,
          });
        }
      }
      const { retryAfter, ...extra } = error.extra;
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply
        .status(error.status)
        .send({ error: error.code, message: error.message, ...extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 'validation', { field: validationField(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return send(reply, 'too_large');
    // Fastify's own client errors (bad JSON, wrong content type): safe to name, never detailed.
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'bad_request', message: errorText('bad_request') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'server_error', { requestId: request.id });
  });

  app.setNotFoundHandler((_request, reply) => send(reply, 'not_found'));
}
