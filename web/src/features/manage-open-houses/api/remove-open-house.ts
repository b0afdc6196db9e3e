import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateOpenHouseQueries } from '../../../lib/api/invalidate-open-houses';

type TRemoveOpenHouse = { propertyId: string; openHouseId: string };

/** DELETE /api/properties/{id}/open-houses/{openHouseId} (owner only). */
export const removeOpenHouse = async ({ propertyId, openHouseId }: TRemoveOpenHouse): Promise<void> => {
  await apiRequest(`/api/properties/${encodeURIComponent(propertyId)}/open-houses/${encodeURIComponent(openHouseId)}`, { method: 'DELETE' });
};

export function useRemoveOpenHouse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeOpenHouse, onSuccess: () => invalidateOpenHouseQueries(queryClient) });
}
