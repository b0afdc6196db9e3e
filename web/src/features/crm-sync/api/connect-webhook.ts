import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZConnectWebhookResponseSchema, type TConnectWebhookRequest } from '@shared/schemas/crm.schema';
import { apiJson } from '../../../lib/api-client';
import { getCrmConnectionQueryOptions } from './get-crm-connection';

/** PUT /api/crm/connection/webhook: answers the new signing secret, this once. */
export const connectWebhook = (body: TConnectWebhookRequest) => apiJson('/api/crm/connection/webhook', ZConnectWebhookResponseSchema, { method: 'PUT', body });

export function useConnectWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: connectWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: getCrmConnectionQueryOptions().queryKey }) });
}
