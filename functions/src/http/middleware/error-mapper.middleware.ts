import { ERROR_STATUS, type TErrorBody } from '@shared/errors';
import { AppError } from '../../platform/app-error';
import { logger } from '../../platform/logger';
import { stateOf, type TMiddleware } from './request-state';

const isDynamoDbValidationException = (error: unknown) => (error as { name?: string } | null)?.name === 'ValidationException';

/** Turns AppError into its status and `{ message, code, errors? }`; anything else into a 500 without internals. */
export const errorMapper = (): TMiddleware => ({
  onError: (request) => {
    const error = request.error;
    const state = stateOf(request);
    const requestId = state?.requestId ?? 'unknown';
    const cookies = state?.responseCookies ?? [];
    let status: number;
    let body: TErrorBody;
    let headers: Record<string, string> = {};
    if (error instanceof AppError) {
      status = ERROR_STATUS[error.code];
      body = { message: error.message, code: error.code, ...(error.errors?.length ? { errors: error.errors } : {}) };
      headers = error.headers ?? {};
      if (status >= 500) body.requestId = requestId;
      logger.info('request refused', { status, code: error.code, message: error.message });
    } else if (isDynamoDbValidationException(error)) {
      // Only reachable through a value DynamoDB refuses (a key or expression value out of its bounds).
      status = 400;
      body = { message: 'Invalid request', code: 'BAD_REQUEST' };
      logger.warn('DynamoDB refused a request value', { error: error?.message });
    } else {
      status = 500;
      body = { message: `Something went wrong on our side. Reference: ${requestId}`, code: 'INTERNAL', requestId };
      logger.error('unhandled error', { error: error?.message, stack: error?.stack });
    }
    request.response = {
      statusCode: status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-request-id': requestId, ...headers },
      body: JSON.stringify(body),
      ...(cookies.length ? { cookies } : {}),
    };
  },
});
