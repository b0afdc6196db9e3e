import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TSavedHomesResponse } from '@shared/schemas/saved-listing.schema';
import { apiJsonDeferred } from '../api-client';

export const SAVED_HOMES_QUERY_KEY = ['/api/users/saved-homes'] as const;

const loadSavedHomesSchema = () => import('@shared/schemas/saved-listing.schema').then((m) => m.ZSavedHomesResponseSchema);

/** GET /api/users/saved-homes: a page of the signed-in user's saved homes with their cards. */
export const getSavedHomes = (cursor: string | undefined, signal?: AbortSignal): Promise<TSavedHomesResponse> =>
  apiJsonDeferred(`/api/users/saved-homes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, loadSavedHomesSchema, { signal });

/** Saved homes a page at a time (Show more); the first page carries the total. */
export const getSavedHomesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: SAVED_HOMES_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => getSavedHomes(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useSavedHomes = () => useInfiniteQuery(getSavedHomesQueryOptions());
