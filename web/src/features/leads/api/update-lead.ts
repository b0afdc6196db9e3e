import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLeadPipelineStateSchema, type TUpdateLeadRequest } from '@shared/schemas/lead-pipeline.schema';
import { apiJson } from '../../../lib/api-client';
import { LEADS_QUERY_KEY } from './get-leads';

/** PATCH /api/leads/{id}: status, notes, next follow-up (the lead's agent only). */
export const updateLead = ({ id, changes }: { id: string; changes: TUpdateLeadRequest }) =>
  apiJson(`/api/leads/${encodeURIComponent(id)}`, ZLeadPipelineStateSchema, { method: 'PATCH', body: changes });

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLead, onSuccess: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }) });
}
