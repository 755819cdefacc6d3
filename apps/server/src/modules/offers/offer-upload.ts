import type { FastifyRequest } from 'fastify';
import { LIMITS, addOfferFields, isStorableText } from '@kollabo/shared';
import { AppError } from '../../lib/app-error.js';
import { isFileTooLarge, isMalformedMultipart } from '../../lib/upload-limits.js';
import type { SniffedKind } from '../../lib/file-sniff.js';
import { cleanFileName, kindMatchingName } from '../../lib/uploaded-file.js';

// Reads the multipart offer form: text fields validated by the shared contract, and an optional
// attachment kept in memory (10 MB at most), judged by its bytes and its declared extension.

export interface OfferAttachment {
  bytes: Buffer;
  kind: SniffedKind;
  /** The user's file name, cleaned for display and Content-Disposition. */
  name: string;
}

/** Every kind an offer may attach (OFFER_FILE_EXTENSIONS). */
const OFFER_FILE_KINDS: readonly SniffedKind[] = [
  'jpg',
  'png',
  'webp',
  'svg',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
];

/** The refused field, and its own French text when the shared rule gives one (the amount's). */
const invalidForm = (field?: string, message?: string) =>
  new AppError('offer_invalid', {
    ...(field ? { field } : {}),
    ...(message ? { message } : {}),
  });
const invalidAttachment = (status: 400 | 413 = 400) =>
  new AppError(status === 413 ? 'attachment_too_large' : 'invalid_attachment', { field: 'file' });

export async function checkAttachment(bytes: Buffer, fileName: string): Promise<OfferAttachment> {
  if (bytes.length === 0 || bytes.length > LIMITS.attachmentMaxBytes) {
    throw invalidAttachment(bytes.length > LIMITS.attachmentMaxBytes ? 413 : 400);
  }
  const kind = await kindMatchingName(bytes, fileName, OFFER_FILE_KINDS);
  if (!kind) throw invalidAttachment();
  return { bytes, kind, name: cleanFileName(fileName) };
}

export async function readOfferForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw invalidForm();
  const fields: Record<string, string> = {};
  let attachment: OfferAttachment | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || attachment) {
          part.file.resume();
          throw invalidForm(part.fieldname);
        }
        const bytes = await part.toBuffer();
        // A stream cut exactly at the limit marks the part truncated instead of throwing.
        if (part.file.truncated) throw invalidAttachment(413);
        // Browsers send an empty part when no file was chosen.
        if (bytes.length === 0 && !part.filename) continue;
        attachment = await checkAttachment(bytes, part.filename);
      } else if (typeof part.value === 'string') {
        // As every JSON body (plugins/security.ts): text the database cannot store is refused.
        if (!isStorableText(part.value) || !isStorableText(part.fieldname)) {
          throw new AppError('invalid_input', { field: part.fieldname });
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw invalidAttachment(413);
    if (isMalformedMultipart(error)) throw invalidForm();
    throw error;
  }
  const parsed = addOfferFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidForm(issue?.path.join('.') || undefined, issue?.message);
  }
  return { fields: parsed.data, attachment };
}
