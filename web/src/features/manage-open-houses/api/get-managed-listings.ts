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

/** Listings per page in the 'for which listing?' picker. */
export const LISTING_PICKER_PAGE_SIZE = 8;

/** The agent's own listings (drafts too) whose address or title matches `q`, a page at a time (the open-house picker). */
export const getListingChoicesQueryOptions = (userId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: [...PROPERTIES_QUERY_KEY, 'managed', userId, 'choices', q],
    queryFn: ({ pageParam, signal }) => getProperties({ userId, status: 'all', q: q || undefined, limit: LISTING_PICKER_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useListingChoices = (userId: string, q: string) => useInfiniteQuery(getListingChoicesQueryOptions(userId, q));
