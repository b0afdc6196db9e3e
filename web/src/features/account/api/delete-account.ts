import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteAccountResponseSchema, type TDeleteAccountRequest, type TDeleteAccountResponse } from '@shared/schemas/account-data.schema';
import { apiJson } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/api/get-current-user';

/** POST /api/account/delete: 202 and signed out; 400 for a missing password (or code), 403 for a wrong one, 429 after several. */
export const deleteAccount = (payload: TDeleteAccountRequest): Promise<TDeleteAccountResponse> =>
  apiJson('/api/account/delete', ZDeleteAccountResponseSchema, { method: 'POST', body: payload });

/** On success every cached answer was the deleted account's: all go, and the session reads signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    },
  });
}
