import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@kollabo/shared';
import { isAppError } from '../lib/app-error.js';

// The one error model: AppError → its status and code; zod → 400 with the field; anything
// else → a bare 500 whose details stay in the log under the request id.

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      const { retryAfter, ...extra } = error.extra;
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply
        .status(error.status)
        .send({ error: error.code, message: error.message, ...extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      return reply
        .status(400)
        .send({ error: 'validation', message: MSG.common.invalidInput, field });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ error: 'too_large', message: MSG.common.payloadTooLarge });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): safe to name, never detailed.
      return reply.status(status).send({ error: 'bad_request', message: MSG.common.invalidInput });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'server_error', message: MSG.common.serverError, requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'not_found', message: MSG.common.notFound }),
  );
}
