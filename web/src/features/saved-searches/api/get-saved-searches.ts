import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TListSavedSearchesResponse } from '@shared/schemas/saved-search.schema';
import { apiJsonDeferred } from '../../../lib/api-client';
import { SAVED_SEARCHES_QUERY_KEY } from '../../../lib/api/create-saved-search';

const loadListSchema = () => import('@shared/schemas/saved-search.schema').then((m) => m.ZListSavedSearchesResponseSchema);

/** GET /api/users/saved-searches: a page of the caller's saved searches with their new matches. */
export const getSavedSearches = (cursor: string | undefined, signal?: AbortSignal): Promise<TListSavedSearchesResponse> =>
  apiJsonDeferred(`/api/users/saved-searches${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, loadListSchema, { signal });

export const getSavedSearchesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: SAVED_SEARCHES_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => getSavedSearches(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useSavedSearches = () => useInfiniteQuery(getSavedSearchesQueryOptions());
