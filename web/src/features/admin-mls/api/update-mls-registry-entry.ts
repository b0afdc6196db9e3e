import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMlsRegistryEntrySchema, type TMlsRegistryEntry, type TUpdateMlsRegistryEntryRequest } from '@shared/schemas/mls-registry.schema';
import { apiJson } from '../../../lib/api-client';
import { getMlsRegistryEntriesQueryOptions } from './get-mls-registry-entries';

type TUpdateMlsRegistryEntry = { id: string; changes: TUpdateMlsRegistryEntryRequest };

/** PATCH /api/admin/mls-registry/{id}: its name or servers (its listing identity never changes). */
export const updateMlsRegistryEntry = ({ id, changes }: TUpdateMlsRegistryEntry): Promise<TMlsRegistryEntry> =>
  apiJson(`/api/admin/mls-registry/${encodeURIComponent(id)}`, ZMlsRegistryEntrySchema, { method: 'PATCH', body: changes });

export function useUpdateMlsRegistryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMlsRegistryEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMlsRegistryEntriesQueryOptions().queryKey }),
  });
}
