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
