import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMlsConfigurationSchema, type TMlsConfiguration, type TUpdateMlsConfigurationRequest } from '@shared/schemas/mls.schema';
import { apiJson } from '../../../lib/api-client';
import { getMlsConfigurationsQueryOptions } from './get-mls-configurations';

type TUpdateMlsConfiguration = { configurationId: string; changes: TUpdateMlsConfigurationRequest };

/** PATCH /api/mls/configurations/{id}: the Active and Auto-sync switches (the schedule follows), new credentials, RETS overrides. */
export const updateMlsConfiguration = ({ configurationId, changes }: TUpdateMlsConfiguration): Promise<TMlsConfiguration> =>
  apiJson(`/api/mls/configurations/${encodeURIComponent(configurationId)}`, ZMlsConfigurationSchema, { method: 'PATCH', body: changes });

export function useUpdateMlsConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMlsConfiguration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMlsConfigurationsQueryOptions().queryKey }),
  });
}
