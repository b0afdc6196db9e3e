import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import { apiJson } from '../../../lib/api-client';
import { getCrmConnectionQueryOptions } from './get-crm-connection';

/** DELETE /api/crm/connection. */
export const disconnectCrm = () => apiJson('/api/crm/connection', ZMessageResponseSchema, { method: 'DELETE' });

export function useDisconnectCrm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectCrm, onSuccess: () => queryClient.invalidateQueries({ queryKey: getCrmConnectionQueryOptions().queryKey }) });
}
