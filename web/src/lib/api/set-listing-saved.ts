import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedListingsResponse } from '@shared/schemas/saved-listing.schema';
import { apiJsonDeferred } from '../api-client';
import { SAVED_HOMES_QUERY_KEY } from './get-saved-homes';
import { SAVED_LISTINGS_QUERY_KEY, loadSavedListingsSchema } from './get-saved-listings';

type TSetSaved = { propertyId: string; isSaved: boolean };

/** PUT (save) or DELETE (unsave) /api/users/saved-listings/{propertyId}; both answer the whole list. */
export const setListingSaved = ({ propertyId, isSaved }: TSetSaved): Promise<TSavedListingsResponse> =>
  apiJsonDeferred(`/api/users/saved-listings/${encodeURIComponent(propertyId)}`, loadSavedListingsSchema, { method: isSaved ? 'PUT' : 'DELETE' });

/** Flips the heart at once; rolls back if the server refuses, then keeps the server's list. */
export function useSetListingSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListingSaved,
    onMutate: async ({ propertyId, isSaved }) => {
      await queryClient.cancelQueries({ queryKey: SAVED_LISTINGS_QUERY_KEY });
      const previous = queryClient.getQueryData<TSavedListingsResponse>(SAVED_LISTINGS_QUERY_KEY);
      const others = (previous?.propertyIds ?? []).filter((id) => id !== propertyId);
      queryClient.setQueryData<TSavedListingsResponse>(SAVED_LISTINGS_QUERY_KEY, { propertyIds: isSaved ? [...others, propertyId] : others });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(SAVED_LISTINGS_QUERY_KEY, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(SAVED_LISTINGS_QUERY_KEY, result);
      // Saved homes reads the change on its next visit; a card unsaved there stays until then (a second tap undoes it).
      void queryClient.invalidateQueries({ queryKey: SAVED_HOMES_QUERY_KEY, refetchType: 'none' });
    },
  });
}
