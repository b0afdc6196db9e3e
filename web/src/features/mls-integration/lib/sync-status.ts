import type { TMlsSyncLog } from '@shared/schemas/mls.schema';

export type TSyncStatusView = 'completed' | 'failed' | 'in progress';

/** Spec §4: completed and failed are final; any other status is shown as in progress. */
export const syncStatusView = (log: Pick<TMlsSyncLog, 'status'>): TSyncStatusView =>
  log.status === 'completed' ? 'completed' : log.status === 'failed' ? 'failed' : 'in progress';

export const isSyncRunning = (log: Pick<TMlsSyncLog, 'status'>): boolean => syncStatusView(log) === 'in progress';

/** Processed of total as a percentage; null while the server has not said how many listings the run covers. */
export function syncProgressPercent(log: Pick<TMlsSyncLog, 'propertiesProcessed' | 'total'>): number | null {
  if (log.total === null) return null;
  if (log.total === 0) return 100;
  return Math.min(100, (log.propertiesProcessed / log.total) * 100);
}
