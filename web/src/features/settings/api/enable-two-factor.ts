import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTwoFactorEnabledResponseSchema, type TTwoFactorCodeRequest, type TTwoFactorEnabledResponse } from '@shared/schemas/settings.schema';
import { apiJson } from '../../../lib/api-client';
import { getSettingsQueryOptions } from './get-settings';

/** POST /api/settings/two-factor/enable: the first code turns two-factor on and brings the recovery codes, once. */
export const enableTwoFactor = (payload: TTwoFactorCodeRequest): Promise<TTwoFactorEnabledResponse> =>
  apiJson('/api/settings/two-factor/enable', ZTwoFactorEnabledResponseSchema, { method: 'POST', body: payload });

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: getSettingsQueryOptions().queryKey }) });
}
