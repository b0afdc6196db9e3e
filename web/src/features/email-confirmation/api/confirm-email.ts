import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZConfirmEmailResponseSchema, type TConfirmEmailResponse } from '@shared/schemas/email-confirmation.schema';
import { apiJson } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/api/get-current-user';

/** POST /api/auth/confirm-email/{token}: anyone holding the link confirms the address it was sent for. */
export const confirmEmail = (token: string): Promise<TConfirmEmailResponse> =>
  apiJson(`/api/auth/confirm-email/${encodeURIComponent(token)}`, ZConfirmEmailResponseSchema, { method: 'POST', on401: 'throw' });

/** Confirms, then refreshes the session user (the banner goes, a changed address shows). */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
