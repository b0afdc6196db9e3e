import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import { apiRequest } from '../../../lib/api-client';
import { SAVED_OPEN_HOUSES_QUERY_KEY } from '../../../lib/api/get-saved-open-houses';

/** DELETE /api/users/saved-open-houses/{openHouseId}, at any time. 401 is the screen's to handle. */
export const removeSavedOpenHouse = async (openHouseId: string): Promise<void> => {
  await apiRequest(`/api/users/saved-open-houses/${encodeURIComponent(openHouseId)}`, { method: 'DELETE', on401: 'throw' });
};

export function useRemoveSavedOpenHouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedOpenHouse,
    onSuccess: (_result, openHouseId) =>
      queryClient.setQueryData<TSavedOpenHouse[]>(SAVED_OPEN_HOUSES_QUERY_KEY, (items) => items?.filter((item) => item.openHouseId !== openHouseId)),
  });
}
