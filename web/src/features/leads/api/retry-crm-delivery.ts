import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCrmDeliverySchema } from '@shared/schemas/crm.schema';
import { apiJson } from '../../../lib/api-client';
import { LEADS_QUERY_KEY } from './get-leads';

/** POST /api/leads/{id}/crm-delivery/retry: a lead the CRM did not get goes back on the queue. */
export const retryCrmDelivery = (leadId: string) =>
  apiJson(`/api/leads/${encodeURIComponent(leadId)}/crm-delivery/retry`, ZCrmDeliverySchema, { method: 'POST' });

export function useRetryCrmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryCrmDelivery, onSettled: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }) });
}
