import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getProperties, PROPERTIES_QUERY_KEY } from '../../../lib/api/get-properties';

/** Cards per page: an MLS import brings thousands of listings, and each card is a screen tall on a phone. */
export const MANAGED_LISTINGS_PAGE_SIZE = 12;

/** The agent's own listings (drafts too), newest first, a page at a time; the first page carries the total. */
export const getManagedListingsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...PROPERTIES_QUERY_KEY, 'managed', userId],
    queryFn: ({ pageParam, signal }) => getProperties({ userId, status: 'all', limit: MANAGED_LISTINGS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useManagedListings = (userId: string) => useInfiniteQuery(getManagedListingsQueryOptions(userId));
