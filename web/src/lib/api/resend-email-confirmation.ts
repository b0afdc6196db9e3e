import { useMutation } from '@tanstack/react-query';
import type { TResendEmailConfirmationResponse } from '@shared/schemas/email-confirmation.schema';
import { apiJsonDeferred } from '../api-client';

/**
 * POST /api/auth/confirm-email/resend: a new link to the address waiting for confirmation. 429 with a message
 * saying when to try again beyond 3 an hour. The schema loads beside the request (the banner is on every page).
 */
export const resendEmailConfirmation = (): Promise<TResendEmailConfirmationResponse> =>
  apiJsonDeferred(
    '/api/auth/confirm-email/resend',
    () => import('@shared/schemas/email-confirmation.schema').then((m) => m.ZResendEmailConfirmationResponseSchema),
    { method: 'POST' },
  );

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
