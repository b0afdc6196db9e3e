import type { TErrorCode, TFieldError } from '@shared/errors';

/** The one error type services throw; the error middleware maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly errors?: TFieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'You are not signed in.') => new AppError('UNAUTHORIZED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, errors?: TFieldError[]) => new AppError('BAD_REQUEST', message, errors);
