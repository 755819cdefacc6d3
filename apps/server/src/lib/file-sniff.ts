import { fileTypeFromBuffer } from 'file-type';

// Uploads are judged by their bytes, never by their name or declared type.

export type SniffedKind = 'jpg' | 'png' | 'webp' | 'svg' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx';

export const MIME_BY_KIND: Record<SniffedKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) {
    return false;
  }
  // Binary bytes inside a "text" file mean it is not an SVG.
  return !bytes.subarray(0, 4096).includes(0);
}

/**
 * The kind of a file from its content. Old Office files share one container format (CFB), so
 * for those the declared extension picks between doc and xls.
 */
export async function sniffKind(
  bytes: Buffer,
  declaredName = '',
): Promise<SniffedKind | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    switch (detected.ext) {
      case 'jpg':
      case 'png':
      case 'webp':
      case 'pdf':
      case 'docx':
      case 'xlsx':
        return detected.ext;
      case 'cfb': {
        const ext = declaredName.toLowerCase().split('.').pop();
        return ext === 'doc' || ext === 'xls' ? ext : undefined;
      }
      case 'xml':
        return looksLikeSvg(bytes) ? 'svg' : undefined;
      default:
        return undefined;
    }
  }
  return looksLikeSvg(bytes) ? 'svg' : undefined;
}
