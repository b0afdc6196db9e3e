import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeletePropertyResponseSchema } from '@shared/schemas/property.schema';
import { apiJson } from '../api-client';
import { getPropertyQueryOptions } from './get-property';
import { invalidateOpenHouseQueries } from './invalidate-open-houses';

/** DELETE /api/properties/{id}: the listing and its open houses (owner only). */
export const deleteProperty = (propertyId: string) =>
  apiJson(`/api/properties/${encodeURIComponent(propertyId)}`, ZDeletePropertyResponseSchema, { method: 'DELETE' });

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_result, propertyId) => {
      queryClient.removeQueries({ queryKey: getPropertyQueryOptions(propertyId).queryKey });
      invalidateOpenHouseQueries(queryClient);
    },
  });
}
