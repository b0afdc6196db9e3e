import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMlsRegistryListResponseSchema, type TMlsRegistryEntry } from '@shared/schemas/mls-registry.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/admin/mls-registry: every registered MLS (administrators only). */
export const getMlsRegistryEntries = async (signal?: AbortSignal): Promise<TMlsRegistryEntry[]> =>
  (await apiJson('/api/admin/mls-registry', ZMlsRegistryListResponseSchema, { signal })).items;

export const getMlsRegistryEntriesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/mls-registry'], queryFn: ({ signal }) => getMlsRegistryEntries(signal) });

export function useMlsRegistryEntries() {
  return useQuery(getMlsRegistryEntriesQueryOptions());
}
