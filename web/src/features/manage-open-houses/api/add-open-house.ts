import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOpenHouseSchema, type TOpenHouse } from '@shared/schemas/open-house.schema';
import type { TOpenHouseSlot } from '@shared/schemas/property.schema';
import { apiJson } from '../../../lib/api-client';
import { invalidateOpenHouseQueries } from '../../../lib/api/invalidate-open-houses';

/** POST /api/properties/{id}/open-houses (owner only; 409 when it overlaps another open house of the listing). */
export const addOpenHouse = (propertyId: string, slot: TOpenHouseSlot): Promise<TOpenHouse> =>
  apiJson(`/api/properties/${encodeURIComponent(propertyId)}/open-houses`, ZOpenHouseSchema, { method: 'POST', body: slot });

export function useAddOpenHouse(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (slot: TOpenHouseSlot) => addOpenHouse(propertyId, slot), onSuccess: () => invalidateOpenHouseQueries(queryClient) });
}
