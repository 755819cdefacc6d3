import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@kollabo/shared';
import { invalidImage } from './media.service.js';

// Reads the one image of a multipart upload. Size is capped while streaming (5242880 bytes),
// and every failure answers the spec's image text rather than a transport error.

export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw invalidImage();
  let part;
  try {
    part = await request.file({ limits: { fileSize: LIMITS.imageMaxBytes, files: 1 } });
  } catch {
    throw invalidImage();
  }
  if (!part || part.fieldname !== field) {
    if (part) part.file.resume(); // drain the stream so the request can finish
    throw invalidImage();
  }
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw invalidImage(413);
    return bytes;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalidImage(413);
    throw invalidImage();
  }
}
