import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already checked against its contract and serialised (kept as text by a cache):
 * a string with a JSON content type goes out as is, not serialised again. The route's contract
 * stays declared for the API documentation.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
