import { ApiError } from '../../../lib/api-client';

const NETWORK_FAILURE = 'Something went wrong';

/** Spec §8: the server's message, else 'Could not sign up'. */
export function buyerSignupErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || 'Could not sign up';
}

/** Spec §8: 'Validation error: path: message, ...' when errors are listed, else the server message or 'Signup failed (status)'. */
export function proSignupErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return NETWORK_FAILURE;
  const fieldErrors = error.body?.errors ?? [];
  if (fieldErrors.length > 0) {
    return `Validation error: ${fieldErrors.map(({ path, message }) => `${path}: ${message}`).join(', ')}`;
  }
  return error.serverMessage || `Signup failed (${error.status})`;
}

/** Spec §8: the server's message, else 'Signin failed'; 'Something went wrong' when there was no answer. */
export function signinErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return NETWORK_FAILURE;
  return error.serverMessage || 'Signin failed';
}
