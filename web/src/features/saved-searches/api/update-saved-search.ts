import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedSearch, TUpdateSavedSearchRequest } from '@shared/schemas/saved-search.schema';
import { apiJsonDeferred } from '../../../lib/api-client';
import { SAVED_SEARCHES_QUERY_KEY } from '../../../lib/api/create-saved-search';

const loadSavedSearchSchema = () => import('@shared/schemas/saved-search.schema').then((m) => m.ZSavedSearchSchema);

/** PATCH /api/users/saved-searches/{id}: rename, change how often, pause or resume. */
export const updateSavedSearch = ({ id, changes }: { id: string; changes: TUpdateSavedSearchRequest }): Promise<TSavedSearch> =>
  apiJsonDeferred(`/api/users/saved-searches/${encodeURIComponent(id)}`, loadSavedSearchSchema, { method: 'PATCH', body: changes });

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSavedSearch, onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }) });
}
