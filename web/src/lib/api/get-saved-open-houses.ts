import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZListSavedOpenHousesResponseSchema, type TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import { apiJson } from '../api-client';

export const SAVED_OPEN_HOUSES_QUERY_KEY = ['/api/users/saved-open-houses'] as const;

/**
 * GET /api/users/saved-open-houses: the signed-in user's saved open houses with their listings. A 401 is
 * left to the caller: the saved screen has its own wording for it (spec §8), a Save button just shows 'Save'.
 */
export const getSavedOpenHouses = async (): Promise<TSavedOpenHouse[]> =>
  (await apiJson('/api/users/saved-open-houses', ZListSavedOpenHousesResponseSchema, { on401: 'throw' })).items;

export const getSavedOpenHousesQueryOptions = () => queryOptions({ queryKey: SAVED_OPEN_HOUSES_QUERY_KEY, queryFn: getSavedOpenHouses });

export function useSavedOpenHouses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSavedOpenHousesQueryOptions(), enabled });
}
