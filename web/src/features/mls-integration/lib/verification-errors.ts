import { ApiError } from '../../../lib/api-client';

const GENERIC = 'Something went wrong. Please try again.';

/** Whether the MLS gives no e-mail for the id: the dialog then offers a review instead of a code. */
export const isNoEmailError = (error: unknown): error is ApiError => error instanceof ApiError && error.body?.code === 'MLS_MEMBER_NO_EMAIL';

/**
 * What to show in the dialog for a failed call: the server's own words (tries left, expired, too many codes,
 * unknown member), else a plain retry line. Null for a 401: the API client has told the user and logs them out.
 */
export function verificationErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 401) return null;
  return (error instanceof ApiError && error.serverMessage) || GENERIC;
}
