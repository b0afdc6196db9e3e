import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MERGE_SAVED_LISTINGS_MAX } from '@shared/constants/saved-listings';
import type { TMergeSavedListingsResponse, TSavedListingsResponse } from '@shared/schemas/saved-listing.schema';
import { apiJsonDeferred } from '../api-client';
import { SAVED_HOMES_QUERY_KEY } from './get-saved-homes';
import { SAVED_LISTINGS_QUERY_KEY } from './get-saved-listings';

const loadMergeSchema = () => import('@shared/schemas/saved-listing.schema').then((m) => m.ZMergeSavedListingsResponseSchema);

/**
 * POST /api/users/saved-listings: saves the hearts this browser held into the account, in one call of at
 * most MERGE_SAVED_LISTINGS_MAX (the most recent ones). A 401 is thrown, not a log-out: the caller just tries later.
 */
export const mergeSavedListings = (propertyIds: readonly string[]): Promise<TMergeSavedListingsResponse> =>
  apiJsonDeferred('/api/users/saved-listings', loadMergeSchema, {
    method: 'POST',
    body: { propertyIds: propertyIds.slice(-MERGE_SAVED_LISTINGS_MAX) },
    on401: 'throw',
  });

export function useMergeSavedListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeSavedListings,
    onSuccess: (result) => {
      queryClient.setQueryData<TSavedListingsResponse>(SAVED_LISTINGS_QUERY_KEY, { propertyIds: result.propertyIds });
      void queryClient.invalidateQueries({ queryKey: SAVED_HOMES_QUERY_KEY });
    },
  });
}
