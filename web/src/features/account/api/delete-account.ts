import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteAccountResponseSchema, type TDeleteAccountRequest, type TDeleteAccountResponse } from '@shared/schemas/account-data.schema';
import { apiJson } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/api/get-current-user';

/** POST /api/account/delete: 202 and signed out; 400 for a missing password (or code), 403 for a wrong one, 429 after several. */
export const deleteAccount = (payload: TDeleteAccountRequest): Promise<TDeleteAccountResponse> =>
  apiJson('/api/account/delete', ZDeleteAccountResponseSchema, { method: 'POST', body: payload });

/**
 * On success the session reads signed out at once (the header drops its signed-in parts and their polls), requests
 * under way are cancelled, and once the screens have left every other cached answer, all the deleted account's, goes.
 * Removing them first would make the mounted screens ask again with no session (401s).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      await queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
      setTimeout(
        () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] && query.getObserversCount() === 0 }),
        0,
      );
    },
  });
}
