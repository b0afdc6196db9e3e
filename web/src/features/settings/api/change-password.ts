import { useMutation } from '@tanstack/react-query';
import { ZChangePasswordResponseSchema, type TChangePasswordRequest, type TChangePasswordResponse } from '@shared/schemas/account.schema';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/account/password: the current password is checked (400 'Current password is incorrect.', 429
 * when too many were wrong); success signs out every other session of the user.
 */
export const changePassword = (payload: TChangePasswordRequest): Promise<TChangePasswordResponse> =>
  apiJson('/api/account/password', ZChangePasswordResponseSchema, { method: 'POST', body: payload });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
