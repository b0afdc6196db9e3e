import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMlsRegistryEntrySchema, type TCreateMlsRegistryEntryRequest, type TMlsRegistryEntry } from '@shared/schemas/mls-registry.schema';
import { apiJson } from '../../../lib/api-client';
import { getMlsRegistryEntriesQueryOptions } from './get-mls-registry-entries';

/** POST /api/admin/mls-registry: 201 the entry; 409 when the id or a server address is taken. */
export const createMlsRegistryEntry = (body: TCreateMlsRegistryEntryRequest): Promise<TMlsRegistryEntry> =>
  apiJson('/api/admin/mls-registry', ZMlsRegistryEntrySchema, { method: 'POST', body });

export function useCreateMlsRegistryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMlsRegistryEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMlsRegistryEntriesQueryOptions().queryKey }),
  });
}
