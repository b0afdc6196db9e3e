import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSignupResponseSchema, type TBuyerSignup, type TSignupResponse } from '@shared/schemas/auth.schema';
import { apiJson } from '../../../lib/api-client';
import { refreshSession } from './refresh-session';

export const signUpBuyer = (payload: TBuyerSignup): Promise<TSignupResponse> =>
  apiJson('/api/auth/signup/buyer', ZSignupResponseSchema, { method: 'POST', body: payload, on401: 'throw' });

export function useSignUpBuyer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUpBuyer, onSuccess: () => refreshSession(queryClient) });
}
