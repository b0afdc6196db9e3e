import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '@shared/constants/listing';
import { getProperties, PROPERTIES_QUERY_KEY } from '../../../lib/api/get-properties';
import { serverFiltersOf, type TListingFilters } from '../../../lib/listing-search-params';

/** Browse pages of active listings, filtered and sorted by the server; each page carries the next cursor. */
export const getListingsPageQueryOptions = (filters: TListingFilters) =>
  infiniteQueryOptions({
    queryKey: [...PROPERTIES_QUERY_KEY, 'browse', filters],
    queryFn: ({ pageParam, signal }) =>
      getProperties({ ...serverFiltersOf(filters), sort: filters.sort, bbox: filters.bbox, limit: LISTING_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Keeps showing the previous results while a new filter loads, so typing does not flash skeletons. */
export function useListingsPages(filters: TListingFilters) {
  return useInfiniteQuery({ ...getListingsPageQueryOptions(filters), placeholderData: keepPreviousData });
}
