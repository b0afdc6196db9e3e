import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZSigninResponseSchema, type TSigninResponse, type ZSigninRequestSchema } from '@shared/schemas/auth.schema';
import { apiJson } from '../../../lib/api-client';
import { refreshSession } from './refresh-session';

export type TSignIn = z.output<typeof ZSigninRequestSchema>;

/** A wrong password answers 401: that is this form's error to show, not a lost session. */
export const signIn = (payload: TSignIn): Promise<TSigninResponse> =>
  apiJson('/api/auth/signin', ZSigninResponseSchema, { method: 'POST', body: payload, on401: 'throw' });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: () => refreshSession(queryClient) });
}
