import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMlsConfigurationListResponseSchema, type TMlsConfiguration } from '@shared/schemas/mls.schema';
import { apiJson } from '../../../lib/api-client';

/** Every MLS query starts with this key, so one invalidation refreshes the cards and the logs. */
export const MLS_QUERY_KEY = ['/api/mls/configurations'] as const;

/** GET /api/mls/configurations: the signed-in user's configurations, passwords masked. */
export const getMlsConfigurations = async (signal?: AbortSignal): Promise<TMlsConfiguration[]> =>
  (await apiJson('/api/mls/configurations', ZMlsConfigurationListResponseSchema, { signal })).items;

export const getMlsConfigurationsQueryOptions = () =>
  queryOptions({ queryKey: [...MLS_QUERY_KEY, 'list'], queryFn: ({ signal }) => getMlsConfigurations(signal) });

export function useMlsConfigurations() {
  return useQuery(getMlsConfigurationsQueryOptions());
}
