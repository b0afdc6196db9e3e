import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAP_REFETCH_MS } from '@shared/constants/open-house';
import type { TMapResponse } from '@shared/schemas/open-house.schema';
import { apiJsonDeferred } from '../../../lib/api-client';

/**
 * Whose open houses a map shows (spec: Map, the reusable map card):
 * public — everyone's, or one agent's with `userId`; agent — the signed-in agent's own (drafts too);
 * broker — a broker's brokerage, the signed-in broker's own without `userId`.
 */
export type TMapSource = { mode: 'public'; userId?: string } | { mode: 'agent' } | { mode: 'broker'; userId?: string };

/** Every map query starts with this key, so a change to any open house refreshes every map. */
export const MAP_OPEN_HOUSES_QUERY_KEY = ['open-house-map'] as const;

export function mapSourcePath(source: TMapSource): string {
  switch (source.mode) {
    case 'public':
      return source.userId ? `/api/agent/${encodeURIComponent(source.userId)}/properties-with-open-houses` : '/api/map/all-open-houses';
    case 'agent':
      return '/api/agent/properties-with-open-houses';
    case 'broker':
      return source.userId ? `/api/broker/${encodeURIComponent(source.userId)}/brokerage-open-houses` : '/api/broker/brokerage-open-houses';
  }
}

/** The listings with open houses not yet ended in the coming month, in the map's shape. */
export const getMapOpenHouses = (source: TMapSource, signal?: AbortSignal): Promise<TMapResponse> =>
  apiJsonDeferred(mapSourcePath(source), () => import('@shared/schemas/open-house.schema').then((m) => m.ZMapResponseSchema), { signal });

/** Spec §9: the map list refreshes every 5 minutes (the one query that polls; the app default is no polling). */
export const getMapOpenHousesQueryOptions = (source: TMapSource) =>
  queryOptions({
    queryKey: [...MAP_OPEN_HOUSES_QUERY_KEY, mapSourcePath(source)],
    queryFn: ({ signal }) => getMapOpenHouses(source, signal),
    refetchInterval: MAP_REFETCH_MS,
  });

export function useMapOpenHouses(source: TMapSource) {
  return useQuery(getMapOpenHousesQueryOptions(source));
}
