import { errorStatus, errorText, type ErrorCode } from '@kollabo/shared';

/**
 * The one error type services throw. Its status and French text come from the shared error
 * table (`ERRORS`); `extra` adds fields to the body (`field`, `access`, `retryAfter`...), and
 * `detail` fills the texts that name something (a network, a pseudo).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
    detail?: string,
  ) {
    super(errorText(code, detail));
    this.status = errorStatus(code);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
