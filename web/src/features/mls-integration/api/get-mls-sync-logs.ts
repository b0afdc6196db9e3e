import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMlsSyncLogListResponseSchema, type TMlsSyncLog } from '@shared/schemas/mls.schema';
import { apiJson } from '../../../lib/api-client';
import { isSyncRunning } from '../lib/sync-status';
import { MLS_QUERY_KEY } from './get-mls-configurations';

/** How often a running sync's log row is read again for its progress. */
export const SYNC_PROGRESS_POLL_MS = 2000;

/** GET /api/mls/configurations/{id}/logs: the configuration's sync runs, newest first. */
export const getMlsSyncLogs = async (configurationId: string, signal?: AbortSignal): Promise<TMlsSyncLog[]> =>
  (await apiJson(`/api/mls/configurations/${encodeURIComponent(configurationId)}/logs`, ZMlsSyncLogListResponseSchema, { signal })).items;

/** Read again every SYNC_PROGRESS_POLL_MS while the newest run is in progress, and no more once it ends. */
export const getMlsSyncLogsQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: [...MLS_QUERY_KEY, 'logs', configurationId],
    queryFn: ({ signal }) => getMlsSyncLogs(configurationId, signal),
    refetchInterval: (query) => {
      const newest = query.state.data?.[0];
      return newest && isSyncRunning(newest) ? SYNC_PROGRESS_POLL_MS : false;
    },
  });

export function useMlsSyncLogs(configurationId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getMlsSyncLogsQueryOptions(configurationId), enabled: isEnabled });
}
