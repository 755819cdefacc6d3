/**
 * The one error type services throw. `code` is stable for clients (the web maps it to the
 * spec's French text); `message` is the French text sent in the body.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
