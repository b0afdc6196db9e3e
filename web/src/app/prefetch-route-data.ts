import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchPath, matchRoutes } from 'react-router-dom';
import { getListingsPageQueryOptions } from '../features/browse-listings/api/get-listings-page';
import { getPropertyQueryOptions } from '../lib/api/get-property';
import type { TPreloadable } from '../lib/lazy-named';
import { prepareListingFormats } from '../lib/format';
import { filtersFromSearchParams } from '../lib/listing-search-params';
import { preloadImage } from '../lib/preload-image';
import { appRoutes } from './routes';

const isPreloadable = (type: unknown): type is TPreloadable => (typeof type === 'object' || typeof type === 'function') && type !== null && 'preload' in type;

/** Starts downloading the code of the screen routed at `pathname`, when that screen loads lazily. */
function preloadScreen(pathname: string): Promise<unknown> | undefined {
  const screen = matchRoutes(appRoutes, pathname)?.at(-1)?.route.element;
  return isValidElement(screen) && isPreloadable(screen.type) ? screen.type.preload() : undefined;
}

const ignore = () => undefined;

function prefetchData(queryClient: QueryClient, pathname: string, search: string): Promise<void> | undefined {
  const propertyId = matchPath('/property/:id', pathname)?.params.id;
  // The page's largest paint is a photo named in the answer: it starts downloading with the answer, not once
  // the screen's code is in and has rendered. A failed request is the screen's to show (it reads the same query).
  if (propertyId) return queryClient.fetchQuery(getPropertyQueryOptions(propertyId)).then((property) => preloadImage(property.images[0]), ignore);
  if (pathname === '/listings') {
    return queryClient
      .fetchInfiniteQuery(getListingsPageQueryOptions(filtersFromSearchParams(new URLSearchParams(search))))
      .then((listings) => preloadImage(listings.pages[0]?.items[0]?.coverImage), ignore);
  }
  // The landing's featured listings are below its first screen: it asks for them as they come near (with zod to
  // parse them), not beside the first render. /map asks for its box once its screen runs (GET /api/map/listings); its query code stays out of the first chunk.
  return undefined;
}

/** The pages whose first screen shows listings' prices and open-house times. */
const showsListings = (pathname: string): boolean => pathname === '/listings' || pathname === '/map' || matchPath('/property/:id', pathname) !== null;

/**
 * How long the first render waits for the page's data once its screen's code is in. Rendered with its data, the
 * screen shows its listings in that first render, which React splits into short tasks (a transition), where an
 * answer arriving after it would be rendered in one long task; a slow answer shows the screen's own loading state.
 */
export const FIRST_RENDER_DATA_WAIT_MS = 500;

/**
 * Starts the page's screen code and its data request while the first chunk is still setting up, so the
 * two run side by side instead of one after the other; the screen then reads the same query. `firstRender`
 * settles when the screen's code is in and its data too (or FIRST_RENDER_DATA_WAIT_MS later), `settled` when
 * both are. A page of listings makes its formatters meanwhile, in a task of its own once the requests are out.
 */
export function prefetchRouteData(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): { firstRender: Promise<unknown>; settled: Promise<unknown> } {
  const screen = Promise.allSettled([preloadScreen(pathname)]);
  if (showsListings(pathname)) setTimeout(prepareListingFormats, 0);
  const data = prefetchData(queryClient, pathname, search);
  const firstRender = data ? screen.then(() => Promise.race([data, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_DATA_WAIT_MS))])) : screen;
  return { firstRender, settled: Promise.allSettled([screen, data]) };
}
