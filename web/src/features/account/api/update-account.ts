import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAccountSchema, type TAccount, type TUpdateAccountRequest } from '@shared/schemas/account.schema';
import { apiJson } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/api/get-current-user';
import { PUBLIC_PROFILE_QUERY_KEY } from '../../../lib/api/get-public-profile';
import { ACCOUNT_QUERY_KEY } from './get-account';

/** PUT /api/account: 409 'An account with this e-mail already exists.' when the new e-mail is taken. */
export const updateAccount = (payload: TUpdateAccountRequest): Promise<TAccount> => apiJson('/api/account', ZAccountSchema, { method: 'PUT', body: payload });

/** Saves, then refreshes the session user so the header menu shows the new name at once. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(ACCOUNT_QUERY_KEY, account);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_PROFILE_QUERY_KEY });
    },
  });
}
