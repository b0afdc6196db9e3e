import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSavedListingsResponseSchema, type TSavedListingsResponse } from '@shared/schemas/saved-listing.schema';
import { apiJson } from '../api-client';

export const SAVED_LISTINGS_QUERY_KEY = ['/api/users/saved-listings'] as const;

/** GET /api/users/saved-listings: the signed-in user's favourite listing ids. */
export const getSavedListings = (): Promise<TSavedListingsResponse> => apiJson('/api/users/saved-listings', ZSavedListingsResponseSchema);

export const getSavedListingsQueryOptions = () => queryOptions({ queryKey: SAVED_LISTINGS_QUERY_KEY, queryFn: getSavedListings });

export function useSavedListings({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getSavedListingsQueryOptions(), enabled });
}
