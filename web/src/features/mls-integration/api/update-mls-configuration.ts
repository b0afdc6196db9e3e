import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMlsConfigurationSchema, type TMlsConfiguration, type TUpdateMlsConfigurationRequest } from '@shared/schemas/mls.schema';
import { apiJson } from '../../../lib/api-client';
import { getMlsConfigurationsQueryOptions } from './get-mls-configurations';

type TUpdateMlsConfiguration = { configurationId: string; changes: TUpdateMlsConfigurationRequest };

/** PATCH /api/mls/configurations/{id}: turns it on or off, or auto-sync (its schedule follows). */
export const updateMlsConfiguration = ({ configurationId, changes }: TUpdateMlsConfiguration): Promise<TMlsConfiguration> =>
  apiJson(`/api/mls/configurations/${encodeURIComponent(configurationId)}`, ZMlsConfigurationSchema, { method: 'PATCH', body: changes });

export function useUpdateMlsConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMlsConfiguration, onSuccess: () => queryClient.invalidateQueries({ queryKey: getMlsConfigurationsQueryOptions().queryKey }) });
}
