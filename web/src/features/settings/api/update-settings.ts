import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSettingsSchema, type TSettings, type TUpdateSettingsRequest } from '@shared/schemas/settings.schema';
import { apiJson } from '../../../lib/api-client';
import { PUBLIC_PROFILE_QUERY_KEY } from '../../../lib/api/get-public-profile';
import { SETTINGS_QUERY_KEY } from './get-settings';

/** PUT /api/settings: the whole Settings form. */
export const updateSettings = (payload: TUpdateSettingsRequest): Promise<TSettings> =>
  apiJson('/api/settings', ZSettingsSchema, { method: 'PUT', body: payload });

/** Saves; visibility changes what public profiles show, so any already read are refreshed. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: PUBLIC_PROFILE_QUERY_KEY });
    },
  });
}
