import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAP_REFETCH_MS } from '@shared/constants/open-house';
import { ZMapViewportResponseSchema, type TMapViewportResponse } from '@shared/schemas/map.schema';
import { apiJson } from '../../../lib/api-client';
import { viewportQueryString, type TViewportRequest } from '../lib/viewport-query';

/** GET /api/map/listings: clusters (below zoom 12) or pins with their cards, inside a box, filtered. */
export const getMapViewport = (queryString: string, signal?: AbortSignal): Promise<TMapViewportResponse> =>
  apiJson(`/api/map/listings?${queryString}`, ZMapViewportResponseSchema, { signal });

const EMPTY: TMapViewportResponse = { generatedAt: '', view: 'clusters', total: 0, truncated: false, clusters: [], pins: [] };

/** Keyed by the query string itself; the last answer stays on screen while the next box loads. A box outside the US answers nothing without asking. */
export const getMapViewportQueryOptions = (request: TViewportRequest | null) => {
  const queryString = request ? viewportQueryString(request) : null;
  return queryOptions({
    queryKey: ['map-viewport', queryString],
    queryFn: ({ signal }) => (queryString === null ? Promise.resolve(EMPTY) : getMapViewport(queryString, signal)),
    placeholderData: keepPreviousData,
    refetchInterval: MAP_REFETCH_MS,
    enabled: request !== null,
  });
};

export function useMapViewport(request: TViewportRequest | null) {
  return useQuery(getMapViewportQueryOptions(request));
}
