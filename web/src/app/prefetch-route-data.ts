import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchPath, matchRoutes } from 'react-router-dom';
import { getListingsPageQueryOptions } from '../features/browse-listings/api/get-listings-page';
import { getPropertyQueryOptions } from '../lib/api/get-property';
import type { TPreloadable } from '../lib/lazy-named';
import { filtersFromSearchParams } from '../lib/listing-search-params';
import { appRoutes } from './routes';

const isPreloadable = (type: unknown): type is TPreloadable => (typeof type === 'object' || typeof type === 'function') && type !== null && 'preload' in type;

/** Starts downloading the code of the screen routed at `pathname`, when that screen loads lazily. */
function preloadScreen(pathname: string): Promise<unknown> | undefined {
  const screen = matchRoutes(appRoutes, pathname)?.at(-1)?.route.element;
  return isValidElement(screen) && isPreloadable(screen.type) ? screen.type.preload() : undefined;
}

function prefetchData(queryClient: QueryClient, pathname: string, search: string): Promise<void> | undefined {
  const propertyId = matchPath('/property/:id', pathname)?.params.id;
  if (propertyId) return queryClient.prefetchQuery(getPropertyQueryOptions(propertyId));
  if (pathname === '/listings') return queryClient.prefetchInfiniteQuery(getListingsPageQueryOptions(filtersFromSearchParams(new URLSearchParams(search))));
  // /map asks for its box once its screen runs (GET /api/map/listings); its query code stays out of the first chunk.
  return undefined;
}

/**
 * Starts the page's screen code and its data request while the first chunk is still setting up, so the
 * two run side by side instead of one after the other; the screen then reads the same query. `screen`
 * settles when the screen's code is in (the first render waits for it), `settled` when both are.
 */
export function prefetchRouteData(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }): { screen: Promise<unknown>; settled: Promise<unknown> } {
  const screen = Promise.allSettled([preloadScreen(pathname)]);
  return { screen, settled: Promise.allSettled([screen, prefetchData(queryClient, pathname, search)]) };
}
