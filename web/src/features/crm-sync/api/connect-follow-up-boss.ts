import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCrmConnectionSchema, type TConnectFollowUpBossRequest } from '@shared/schemas/crm.schema';
import { apiJson } from '../../../lib/api-client';
import { getCrmConnectionQueryOptions } from './get-crm-connection';

/** PUT /api/crm/connection/follow-up-boss: replaces any connection; the key is never sent back. */
export const connectFollowUpBoss = (body: TConnectFollowUpBossRequest) =>
  apiJson('/api/crm/connection/follow-up-boss', ZCrmConnectionSchema, { method: 'PUT', body });

export function useConnectFollowUpBoss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectFollowUpBoss,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCrmConnectionQueryOptions().queryKey }),
  });
}
