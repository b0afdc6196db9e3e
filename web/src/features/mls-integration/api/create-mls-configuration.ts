import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMlsConfigurationSchema, type TCreateMlsConfigurationRequest, type TMlsConfiguration } from '@shared/schemas/mls.schema';
import { apiJson } from '../../../lib/api-client';
import { MLS_QUERY_KEY } from './get-mls-configurations';

/** POST /api/mls/configurations. A 401 is the caller's to handle (spec §8 words it for this screen). */
export const createMlsConfiguration = (body: TCreateMlsConfigurationRequest): Promise<TMlsConfiguration> =>
  apiJson('/api/mls/configurations', ZMlsConfigurationSchema, { method: 'POST', body, on401: 'throw' });

export function useCreateMlsConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMlsConfiguration, onSuccess: () => queryClient.invalidateQueries({ queryKey: MLS_QUERY_KEY }) });
}
