import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSavedListingsResponse } from '@shared/schemas/saved-listing.schema';
import { apiJsonDeferred } from '../api-client';

export const SAVED_LISTINGS_QUERY_KEY = ['/api/users/saved-listings'] as const;

/** The cards' hearts are on the first screen: their schema comes with the request, not in the first chunk. */
export const loadSavedListingsSchema = () => import('@shared/schemas/saved-listing.schema').then((m) => m.ZSavedListingsResponseSchema);

/** GET /api/users/saved-listings: the signed-in user's favourite listing ids. */
export const getSavedListings = (): Promise<TSavedListingsResponse> => apiJsonDeferred('/api/users/saved-listings', loadSavedListingsSchema);

export const getSavedListingsQueryOptions = () => queryOptions({ queryKey: SAVED_LISTINGS_QUERY_KEY, queryFn: getSavedListings });

export function useSavedListings({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getSavedListingsQueryOptions(), enabled });
}
