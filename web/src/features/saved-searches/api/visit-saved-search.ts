import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SAVED_SEARCHES_QUERY_KEY } from '../../../lib/api/create-saved-search';

/** POST /api/users/saved-searches/{id}/visit: Open was used, so its "new" count starts again. */
export const visitSavedSearch = async (id: string): Promise<void> => {
  await apiRequest(`/api/users/saved-searches/${encodeURIComponent(id)}/visit`, { method: 'POST' });
};

/** Runs on after Open has left the screen; the list is fresh when the buyer comes back. */
export function useVisitSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: visitSavedSearch, onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }) });
}
