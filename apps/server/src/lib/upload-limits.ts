/**
 * Whether a multipart read failed because a file went over its size limit (busboy's own error,
 * or a 413 from Fastify): the uploads answer it with their 413 and French text.
 */
export function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ||
      (error as { statusCode?: number }).statusCode === 413)
  );
}

/**
 * Whether a multipart read failed because the body itself is malformed (busboy's "Unexpected end
 * of form", "Malformed part header"...; @fastify/multipart's own errors carry an FST_ code): the
 * uploads answer it as an invalid form (400), never as a server error.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || isFileTooLarge(error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('FST_')) return true;
  return /^(Unexpected end of|Malformed|Part terminated|Multipart: |Boundary)/i.test(error.message);
}
