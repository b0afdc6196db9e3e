import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSignupResponseSchema, type TProSignup, type TSignupResponse } from '@shared/schemas/auth.schema';
import { apiJson } from '../../../lib/api-client';
import { refreshSession } from './refresh-session';

export const signUpPro = (payload: TProSignup): Promise<TSignupResponse> =>
  apiJson('/api/auth/signup/pro', ZSignupResponseSchema, { method: 'POST', body: payload, on401: 'throw' });

export function useSignUpPro() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUpPro, onSuccess: () => refreshSession(queryClient) });
}
