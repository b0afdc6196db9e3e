import type { TMlsSyncLog } from '@shared/schemas/mls.schema';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber } from '../../../lib/format';
import { syncKindLabel } from '../lib/format-sync';
import { syncProgressPercent } from '../lib/sync-status';

/** A running sync: processed of total from its log row (the total arrives with the first page). */
export function SyncProgress({ log }: { log: TMlsSyncLog }) {
  const percent = syncProgressPercent(log);
  const processed = formatNumber(log.propertiesProcessed);
  return (
    <div className="space-y-1.5" role="status" aria-live="polite">
      <p className="text-sm font-medium text-slate-800">
        {syncKindLabel(log)} in progress: {log.total === null ? `${processed} records read` : `${processed} of ${formatNumber(log.total)} records read`}
        {log.propertiesCreated + log.propertiesUpdated > 0 && ` · ${formatNumber(log.propertiesCreated + log.propertiesUpdated)} of yours imported or updated`}
      </p>
      <ProgressBar value={percent ?? 0} label="Sync progress" />
    </div>
  );
}
