import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTwoFactorSigninResponseSchema, type TTwoFactorSigninRequest } from '@shared/schemas/auth.schema';
import { apiJson } from '../../../lib/api-client';
import { refreshSession } from './refresh-session';

/** POST /api/auth/signin/two-factor: a wrong code answers 401, which is this step's error, not a lost session. */
export const completeTwoFactorSignIn = (payload: TTwoFactorSigninRequest) =>
  apiJson('/api/auth/signin/two-factor', ZTwoFactorSigninResponseSchema, { method: 'POST', body: payload, on401: 'throw' });

export function useCompleteTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeTwoFactorSignIn, onSuccess: () => refreshSession(queryClient) });
}
