import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSimpleOpenHouseResponseSchema, type TSimpleOpenHouseRequest } from '@shared/schemas/open-house.schema';
import { apiJson } from '../../../lib/api-client';
import { invalidateOpenHouseQueries } from '../../../lib/api/invalidate-open-houses';

/** POST /api/open-houses: a listing and its open house together (agents and brokers; no subscription needed). */
export const createSimpleOpenHouse = (payload: TSimpleOpenHouseRequest) =>
  apiJson('/api/open-houses', ZSimpleOpenHouseResponseSchema, { method: 'POST', body: payload });

export function useCreateSimpleOpenHouse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSimpleOpenHouse, onSuccess: () => invalidateOpenHouseQueries(queryClient) });
}
