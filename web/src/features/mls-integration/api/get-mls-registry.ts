import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMlsRegistryListResponseSchema, type TMlsRegistryEntry } from '@shared/schemas/mls-registry.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/mls/registry: the registered MLSs a new configuration can name, with their servers. */
export const getMlsRegistry = async (signal?: AbortSignal): Promise<TMlsRegistryEntry[]> =>
  (await apiJson('/api/mls/registry', ZMlsRegistryListResponseSchema, { signal })).items;

export const getMlsRegistryQueryOptions = () => queryOptions({ queryKey: ['/api/mls/registry'], queryFn: ({ signal }) => getMlsRegistry(signal) });

export function useMlsRegistry() {
  return useQuery(getMlsRegistryQueryOptions());
}
