import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateSavedSearchRequest, TSavedSearch } from '@shared/schemas/saved-search.schema';
import { apiJsonDeferred } from '../api-client';

/** The key of GET /api/users/saved-searches (the /saved-searches screen's pages): saving a search refreshes it. */
export const SAVED_SEARCHES_QUERY_KEY = ['/api/users/saved-searches'] as const;

// The schema loads with the first save, not with /listings or /map.
const loadSavedSearchSchema = () => import('@shared/schemas/saved-search.schema').then((m) => m.ZSavedSearchSchema);

/** POST /api/users/saved-searches: 409 with the server's message past the limit. */
export const createSavedSearch = (input: TCreateSavedSearchRequest): Promise<TSavedSearch> =>
  apiJsonDeferred('/api/users/saved-searches', loadSavedSearchSchema, { method: 'POST', body: input });

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }),
  });
}
