import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeletePropertyResponseSchema } from '@shared/schemas/property.schema';
import { apiJson } from '../../../lib/api-client';
import { getPropertyQueryOptions } from '../../../lib/api/get-property';
import { PROPERTIES_QUERY_KEY } from '../../../lib/api/get-properties';
import { DASHBOARD_STATS_QUERY_KEY } from './get-dashboard-stats';

/** DELETE /api/properties/{id}: the listing and its open houses (owner only). */
export const deleteProperty = (propertyId: string) =>
  apiJson(`/api/properties/${encodeURIComponent(propertyId)}`, ZDeletePropertyResponseSchema, { method: 'DELETE' });

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_result, propertyId) => {
      queryClient.removeQueries({ queryKey: getPropertyQueryOptions(propertyId).queryKey });
      void queryClient.invalidateQueries({ queryKey: PROPERTIES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_QUERY_KEY });
    },
  });
}
