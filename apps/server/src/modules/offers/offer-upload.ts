import type { FastifyRequest } from 'fastify';
import {
  LIMITS,
  addOfferFields,
  isStorableText,
  type OFFER_FILE_EXTENSIONS,
} from '@kollabo/shared';
import { AppError } from '../../lib/app-error.js';
import { isFileTooLarge } from '../../lib/upload-limits.js';
import { sniffKind, type SniffedKind } from '../../lib/file-sniff.js';

// Reads the multipart offer form: text fields validated by the shared contract, and an optional
// attachment kept in memory (10 MB at most), judged by its bytes and its declared extension.

export interface OfferAttachment {
  bytes: Buffer;
  kind: SniffedKind;
  /** The user's file name, cleaned for display and Content-Disposition. */
  name: string;
}

/** Declared extension → the kind its bytes must have. */
const KIND_BY_EXTENSION: Record<(typeof OFFER_FILE_EXTENSIONS)[number], SniffedKind> = {
  jpeg: 'jpg',
  jpg: 'jpg',
  png: 'png',
  webp: 'webp',
  svg: 'svg',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  xls: 'xls',
  xlsx: 'xlsx',
};

/** The refused field, and its own French text when the shared rule gives one (the amount's). */
const invalidForm = (field?: string, message?: string) =>
  new AppError('offer_invalid', {
    ...(field ? { field } : {}),
    ...(message ? { message } : {}),
  });
const invalidAttachment = (status: 400 | 413 = 400) =>
  new AppError(status === 413 ? 'attachment_too_large' : 'invalid_attachment', { field: 'file' });

function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes would break the download header.
  const cleaned = base.replace(/[\p{Cc}"]/gu, '').trim();
  return cleaned.slice(-150) || 'piece-jointe';
}

export async function checkAttachment(bytes: Buffer, fileName: string): Promise<OfferAttachment> {
  if (bytes.length === 0 || bytes.length > LIMITS.attachmentMaxBytes) {
    throw invalidAttachment(bytes.length > LIMITS.attachmentMaxBytes ? 413 : 400);
  }
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const expected = KIND_BY_EXTENSION[extension as keyof typeof KIND_BY_EXTENSION];
  const kind = await sniffKind(bytes, fileName);
  // A PDF renamed .png (or any mismatch) is refused: the name must tell the truth.
  if (!expected || kind !== expected) throw invalidAttachment();
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
    throw error;
  }
  const parsed = addOfferFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidForm(issue?.path.join('.') || undefined, issue?.message);
  }
  return { fields: parsed.data, attachment };
}
