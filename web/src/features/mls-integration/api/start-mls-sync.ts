import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMlsSyncType } from '@shared/constants/mls';
import { ZStartMlsSyncResponseSchema, type TStartMlsSyncResponse } from '@shared/schemas/mls.schema';
import { apiJson } from '../../../lib/api-client';
import { MLS_QUERY_KEY } from './get-mls-configurations';

type TStartMlsSync = { configurationId: string; syncType: TMlsSyncType };

/** POST /api/mls/configurations/{id}/sync: queues the run and answers 202 with its log row. */
export const startMlsSync = ({ configurationId, syncType }: TStartMlsSync): Promise<TStartMlsSyncResponse> =>
  apiJson(`/api/mls/configurations/${encodeURIComponent(configurationId)}/sync`, ZStartMlsSyncResponseSchema, { method: 'POST', body: { syncType } });

/** Refreshes the cards and the logs, so the new run's progress starts polling at once. */
export function useStartMlsSync() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startMlsSync, onSuccess: () => queryClient.invalidateQueries({ queryKey: MLS_QUERY_KEY }) });
}
