import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import { apiJson } from '../../../lib/api-client';
import { getMlsConfigurationsQueryOptions } from './get-mls-configurations';
import { getMlsSyncLogsQueryOptions } from './get-mls-sync-logs';

/** DELETE /api/mls/configurations/{id}: its schedule, logs and mappings go; imported listings stay. */
export const deleteMlsConfiguration = (configurationId: string) =>
  apiJson(`/api/mls/configurations/${encodeURIComponent(configurationId)}`, ZMessageResponseSchema, { method: 'DELETE' });

/** Drops the deleted configuration's logs instead of reading them again (they are gone). */
export function useDeleteMlsConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMlsConfiguration,
    onSuccess: (_result, configurationId) => {
      queryClient.removeQueries({ queryKey: getMlsSyncLogsQueryOptions(configurationId).queryKey });
      return queryClient.invalidateQueries({ queryKey: getMlsConfigurationsQueryOptions().queryKey });
    },
  });
}
