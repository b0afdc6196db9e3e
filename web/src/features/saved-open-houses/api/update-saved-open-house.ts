import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedOpenHouseStatus } from '@shared/constants/open-house';
import { ZSavedOpenHouseSchema, type TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import { apiJson } from '../../../lib/api-client';
import { SAVED_OPEN_HOUSES_QUERY_KEY } from '../../../lib/api/get-saved-open-houses';

export type TUpdateSavedStatus = { openHouseId: string; status: TSavedOpenHouseStatus };

/** PATCH /api/users/saved-open-houses/{openHouseId}: the server allows only the spec's transitions (409 otherwise). 401 is the screen's to handle. */
export const updateSavedOpenHouse = ({ openHouseId, status }: TUpdateSavedStatus): Promise<TSavedOpenHouse> =>
  apiJson(`/api/users/saved-open-houses/${encodeURIComponent(openHouseId)}`, ZSavedOpenHouseSchema, { method: 'PATCH', body: { status }, on401: 'throw' });

export function useUpdateSavedOpenHouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedOpenHouse,
    onSuccess: (updated) =>
      queryClient.setQueryData<TSavedOpenHouse[]>(SAVED_OPEN_HOUSES_QUERY_KEY, (items) =>
        items?.map((item) => (item.openHouseId === updated.openHouseId ? updated : item)),
      ),
  });
}
