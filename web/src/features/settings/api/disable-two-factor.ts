import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTwoFactorDisabledResponseSchema, type TTwoFactorCodeRequest } from '@shared/schemas/settings.schema';
import { apiJson } from '../../../lib/api-client';
import { getSettingsQueryOptions } from './get-settings';

/** POST /api/settings/two-factor/disable: a current code (or a recovery code) turns two-factor off. */
export const disableTwoFactor = (payload: TTwoFactorCodeRequest) =>
  apiJson('/api/settings/two-factor/disable', ZTwoFactorDisabledResponseSchema, { method: 'POST', body: payload });

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: getSettingsQueryOptions().queryKey }) });
}
