import type { FastifyReply } from 'fastify';
import { sniffKind, type SniffedKind } from './file-sniff.js';
import { decodesAsImage, isRasterKind } from './image-decode.js';

// What every private attachment shares (offers, disputes): the declared extension must match the
// bytes, the user's file name is cleaned for display and download, and the file is served as a
// download that is never rendered nor cached.

/** Declared extension → the kind its bytes must have. */
const KIND_BY_EXTENSION: Record<string, SniffedKind> = {
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

/**
 * The file's kind when its bytes are one of `accepted` and its name's extension says the same
 * (a PDF renamed .png is refused: the name must tell the truth), and an image decodes whole;
 * undefined otherwise.
 */
export async function kindMatchingName(
  bytes: Buffer,
  fileName: string,
  accepted: readonly SniffedKind[],
): Promise<SniffedKind | undefined> {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const expected = Object.hasOwn(KIND_BY_EXTENSION, extension)
    ? KIND_BY_EXTENSION[extension]
    : undefined;
  if (!expected || !accepted.includes(expected)) return undefined;
  const kind = await sniffKind(bytes, fileName);
  if (kind !== expected) return undefined;
  // An image's header is not an image: it must decode whole.
  if (isRasterKind(kind) && !(await decodesAsImage(bytes))) return undefined;
  return kind;
}

const FILE_NAME_MAX = 150;

/**
 * The user's file name as it is stored, shown and sent back in Content-Disposition: its last
 * path segment, NFC, hidden characters removed (bidi controls would show "facture\u202Efdp.exe"
 * as "factureexe.pdf", zero-width ones make two names look alike), then only letters, digits,
 * spaces and . _ - ( ) kept, any other run of characters made one "_"; no leading dot (a hidden
 * file); at most 150 characters, the end (the extension) kept.
 */
export function cleanFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\t\n\r]+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  return cleaned.slice(-FILE_NAME_MAX).trim() || 'piece-jointe';
}

/** RFC 6266 header with an ASCII fallback and the UTF-8 name. */
export function attachmentDisposition(name: string): string {
  // Names stored before cleanFileName's rule are cleaned here too (it leaves a clean name as is).
  const fileName = cleanFileName(name);
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\"%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a private attachment: a download, never sniffed, rendered or cached. */
export function sendAttachment(
  reply: FastifyReply,
  file: { bytes: Buffer; fileName: string; mime: string },
) {
  return reply
    .header(
      'Content-Type',
      file.mime.startsWith('image/svg') ? 'application/octet-stream' : file.mime,
    )
    .header('Content-Disposition', attachmentDisposition(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}
