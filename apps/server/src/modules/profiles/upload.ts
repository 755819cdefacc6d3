import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@kollabo/shared';
import { isFileTooLarge } from '../../lib/upload-limits.js';
import { invalidImage } from './media.service.js';

// Reads the one image of a multipart upload. Size is capped while streaming (5242880 bytes),
// and every failure answers the spec's image text rather than a transport error.

export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw invalidImage();
  let part;
  try {
    part = await request.file({ limits: { fileSize: LIMITS.imageMaxBytes, files: 1 } });
  } catch (error) {
    throw invalidImage(isFileTooLarge(error) ? 413 : 400);
  }
  if (!part || part.fieldname !== field) {
    if (part) part.file.resume(); // drain the stream so the request can finish
    throw invalidImage();
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw invalidImage(isFileTooLarge(error) ? 413 : 400);
  }
  // Where the stream was cut decides whether busboy throws or only marks the part truncated
  // (a chunk ending exactly at the limit): both are the same fault, one byte over.
  if (part.file.truncated || bytes.length > LIMITS.imageMaxBytes) throw invalidImage(413);
  return bytes;
}
