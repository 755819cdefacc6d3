import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorStatus, errorText, type ErrorCode, API_PREFIX } from '@kollabo/shared';
import { isDatabaseUnavailable } from '../db/errors.js';
import { allowedErrors } from '../lib/api-routes.js';
import { isAppError } from '../lib/app-error.js';
import { fieldMessage, validationField } from '../lib/validation-field.js';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from './security.js';

// The one error model: AppError → its status and code; zod → 400 with the field and its own
// French text (its limit); a lost database → 503 with the retry text; anything else → a bare 500
// whose details stay in the log under the request id.

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
      // A shed request (503) may hit a route whose own 503 answer has another shape (/ready).
      if (error.status === 503) reply.serializer(JSON.stringify);
      return reply
        .status(error.status)
        .send({ error: error.code, message: error.message, ...extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = fieldMessage(error);
      return send(reply, 'validation', {
        field: validationField(error),
        ...(message ? { message } : {}),
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away: the request may be retried once it is back (the pool reconnects
      // by itself). Its id finds the log line.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5').serializer(JSON.stringify);
      return send(reply, 'database_unavailable', { requestId: request.id });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return send(reply, 'too_large');
    if (status === 415) return send(reply, 'unsupported_media_type');
    // Fastify's own client errors (bad JSON, wrong content type): safe to name, never detailed.
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'bad_request', message: errorText('bad_request') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'server_error', { requestId: request.id });
  });

  app.setNotFoundHandler((_request, reply) => send(reply, 'not_found'));
}

/**
 * Fastify's `frameworkErrors`: a malformed address (bad percent-encoding, a parameter too long)
 * is refused before routing, so no hook has run: the headers are set here, and the address is
 * never echoed.
 */
export function frameworkErrors(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply
    .headers(request.url.startsWith(`${API_PREFIX}/`) ? API_SECURITY_HEADERS : SECURITY_HEADERS)
    .header('x-request-id', request.id)
    .status(400)
    .send({ error: 'bad_request', message: errorText('bad_request') });
}

const CLIENT_ERROR_BODY = JSON.stringify({
  error: 'bad_request',
  message: errorText('bad_request'),
});

/**
 * Fastify's `clientErrorHandler`: an HTTP request Node could not even parse. No request exists,
 * so the answer is written on the socket; its id goes to the log line.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  this.log.debug({ err: error, requestId }, 'malformed HTTP request');
  if (socket.writable) {
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? '431 Request Header Fields Too Large'
          : '400 Bad Request';
    const headers = Object.entries(API_SECURITY_HEADERS)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(CLIENT_ERROR_BODY)}\r\n${headers}` +
        `x-request-id: ${requestId}\r\nConnection: close\r\n\r\n${CLIENT_ERROR_BODY}`,
    );
  }
  socket.destroy();
}
