import type { FastifyRequest } from 'fastify';
import { CREATOR_INVOICE_MAX_BYTES, isStorableText } from '@kollabo/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { isFileTooLarge } from '../../lib/upload-limits.js';

// The multipart body of POST /collab/creator-invoice: `idOffer` and one `file` (10 MB at most,
// counted while streaming). Anything else, and a body the multipart reader cannot parse (no
// boundary, a cut stream), answers 400: never a 500.

export interface CreatorInvoiceForm {
  idOffer: string;
  bytes: Buffer;
  fileName: string;
}

const invalid = (field?: string) => new AppError('creator_invoice_invalid', field ? { field } : {});
const tooLarge = () => new AppError('creator_invoice_too_large', { field: 'file' });

const offerId = z.uuid();

async function readParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  for await (const part of request.parts({
    limits: { fileSize: CREATOR_INVOICE_MAX_BYTES, files: 1, fields: 5 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        part.file.resume(); // drain the stream so the request can finish
        throw invalid(part.fieldname);
      }
      const bytes = await part.toBuffer();
      // A stream cut exactly at the limit marks the part truncated instead of throwing.
      if (part.file.truncated || bytes.length > CREATOR_INVOICE_MAX_BYTES) throw tooLarge();
      file = { bytes, fileName: part.filename };
    } else if (typeof part.value === 'string') {
      if (!isStorableText(part.value)) throw invalid(part.fieldname);
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

export async function readCreatorInvoiceForm(request: FastifyRequest): Promise<CreatorInvoiceForm> {
  if (!request.isMultipart()) throw invalid();
  let read: Awaited<ReturnType<typeof readParts>>;
  try {
    read = await readParts(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isFileTooLarge(error)) throw tooLarge();
    // The reader's own errors (no boundary, an unexpected end of form, too many parts).
    throw invalid();
  }
  const id = offerId.safeParse(read.fields.idOffer);
  if (!id.success) throw invalid('idOffer');
  if (!read.file || read.file.bytes.length === 0) throw invalid('file');
  return { idOffer: id.data, ...read.file };
}
