import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MIN_LENGTH } from '@shared/constants/places';
import type { TPlaceSuggestResponse } from '@shared/schemas/place.schema';
import { apiJsonDeferred } from '../../../lib/api-client';

/** GET /api/places/suggest: cities, counties, ZIP codes and our listings' streets for what was typed. */
export const getPlaceSuggestions = (q: string, signal?: AbortSignal): Promise<TPlaceSuggestResponse> =>
  apiJsonDeferred(
    `/api/places/suggest?${new URLSearchParams({ q }).toString()}`,
    () => import('@shared/schemas/place.schema').then((m) => m.ZPlaceSuggestResponseSchema),
    { signal },
  );

export const getPlaceSuggestionsQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['/api/places/suggest', q], queryFn: ({ signal }) => getPlaceSuggestions(q, signal) });

/** Suggestions for a (debounced) query; none asked below the shortest query the API answers. Keeps the last list while the next loads. */
export function usePlaceSuggestions(q: string) {
  return useQuery({ ...getPlaceSuggestionsQueryOptions(q), enabled: q.length >= PLACE_QUERY_MIN_LENGTH, placeholderData: keepPreviousData });
}
