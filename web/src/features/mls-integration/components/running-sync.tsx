import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TMlsConfiguration } from '@shared/schemas/mls.schema';
import { getMlsConfigurationsQueryOptions } from '../api/get-mls-configurations';
import { useMlsSyncLogs } from '../api/get-mls-sync-logs';
import { isSyncRunning } from '../lib/sync-status';
import { SyncProgress } from './sync-progress';

/**
 * While the configuration's latest sync runs, its log row is polled for the progress bar (the logs query
 * polls while its newest row is in progress). When the row reaches completed or failed the polling stops
 * and the cards are read again, for the new last sync time.
 */
export function RunningSync({ configuration }: { configuration: TMlsConfiguration }) {
  const queryClient = useQueryClient();
  const latest = configuration.latestSync;
  const isRunning = latest !== null && isSyncRunning(latest);
  const logs = useMlsSyncLogs(configuration.id, { isEnabled: isRunning });
  const polledRow = latest ? logs.data?.find((log) => log.id === latest.id) : undefined;
  const row = polledRow ?? latest;
  const hasFinished = isRunning && polledRow !== undefined && !isSyncRunning(polledRow);
  const refreshedFor = useRef<string | null>(null);
  const caughtUpFor = useRef<string | null>(null);

  // Logs read before this run started (a schedule started it, or the Sync Logs tab was open) do not hold its row yet.
  const isCacheBehind = isRunning && logs.data !== undefined && polledRow === undefined && !logs.isFetching;
  const { refetch } = logs;
  useEffect(() => {
    if (!isCacheBehind || !latest || caughtUpFor.current === latest.id) return;
    caughtUpFor.current = latest.id;
    void refetch();
  }, [isCacheBehind, latest, refetch]);

  useEffect(() => {
    if (!hasFinished || !latest || refreshedFor.current === latest.id) return;
    refreshedFor.current = latest.id;
    void queryClient.invalidateQueries({ queryKey: getMlsConfigurationsQueryOptions().queryKey });
  }, [hasFinished, latest, queryClient]);

  if (!row || !isSyncRunning(row)) return null;
  return <SyncProgress log={row} />;
}
