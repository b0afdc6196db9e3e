import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSavedOpenHouseSchema, type TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import { apiJson, type TRequestOptions } from '../api-client';
import { SAVED_OPEN_HOUSES_QUERY_KEY } from './get-saved-open-houses';

export type TSaveOpenHouse = { propertyId: string; openHouseId: string };

/** POST /api/users/saved-open-houses: saved with status interested (saving twice keeps the first). */
export const saveOpenHouse = (input: TSaveOpenHouse, options: Pick<TRequestOptions, 'on401'> = {}): Promise<TSavedOpenHouse> =>
  apiJson('/api/users/saved-open-houses', ZSavedOpenHouseSchema, { ...options, method: 'POST', body: input });

export function useSaveOpenHouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveOpenHouse) => saveOpenHouse(input),
    onSuccess: (saved) => {
      queryClient.setQueryData<TSavedOpenHouse[]>(SAVED_OPEN_HOUSES_QUERY_KEY, (items) =>
        items ? [...items.filter((item) => item.openHouseId !== saved.openHouseId), saved] : items,
      );
      void queryClient.invalidateQueries({ queryKey: SAVED_OPEN_HOUSES_QUERY_KEY });
    },
  });
}
