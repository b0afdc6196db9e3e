import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { getListingsPageQueryOptions } from '../features/browse-listings/api/get-listings-page';
import { getMapOpenHousesQueryOptions } from '../lib/api/get-map-open-houses';
import { getPropertyQueryOptions } from '../lib/api/get-property';
import { filtersFromSearchParams } from '../lib/listing-search-params';

/**
 * Starts the data request of the page the visitor opened while its screen's code is still downloading,
 * so the two run side by side instead of one after the other. The screen then reads the same query.
 */
export function prefetchRouteData(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }): void {
  const propertyId = matchPath('/property/:id', pathname)?.params.id;
  if (propertyId) void queryClient.prefetchQuery(getPropertyQueryOptions(propertyId));
  else if (pathname === '/listings') void queryClient.prefetchInfiniteQuery(getListingsPageQueryOptions(filtersFromSearchParams(new URLSearchParams(search))));
  else if (pathname === '/map') void queryClient.prefetchQuery(getMapOpenHousesQueryOptions({ mode: 'public' }));
}
