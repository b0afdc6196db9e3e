import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SAVED_SEARCHES_QUERY_KEY } from '../../../lib/api/create-saved-search';

/** DELETE /api/users/saved-searches/{id}. */
export const deleteSavedSearch = async (id: string): Promise<void> => {
  await apiRequest(`/api/users/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedSearch, onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }) });
}
