import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZListOpenHousesResponseSchema, type TOpenHouse } from '@shared/schemas/open-house.schema';
import { apiJson } from '../../../lib/api-client';
import { PROPERTIES_QUERY_KEY } from '../../../lib/api/get-properties';

/** GET /api/properties/{id}/open-houses: the listing's open houses that have not ended, with local date and times. */
export const getPropertyOpenHouses = async (propertyId: string, signal?: AbortSignal): Promise<TOpenHouse[]> =>
  (await apiJson(`/api/properties/${encodeURIComponent(propertyId)}/open-houses`, ZListOpenHousesResponseSchema, { signal })).items;

/** Under the listings key, so any listing change refreshes the schedules too. */
export const getPropertyOpenHousesQueryOptions = (propertyId: string) =>
  queryOptions({ queryKey: [...PROPERTIES_QUERY_KEY, 'open-houses', propertyId], queryFn: ({ signal }) => getPropertyOpenHouses(propertyId, signal) });

export function usePropertyOpenHouses(propertyId: string) {
  return useQuery(getPropertyOpenHousesQueryOptions(propertyId));
}
