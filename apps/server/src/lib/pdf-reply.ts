import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A member's own PDF (contract, invoice, tax statement): kept by no shared cache, never read as
 * another type. `inline` opens it in the browser, `attachment` downloads it as `fileName`.
 */
export function sendPrivatePdf(
  reply: FastifyReply,
  body: Buffer | Readable,
  fileName: string,
  disposition: 'inline' | 'attachment',
): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
