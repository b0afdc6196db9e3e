import clsx from 'clsx';
import type { TMlsSyncLog } from '@shared/schemas/mls.schema';
import { Card } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import { formatDuration, formatSyncTime } from '../lib/format-sync';
import { syncStatusView } from '../lib/sync-status';
import { SyncProgress } from './sync-progress';

const STATUS_CLASSES = {
  completed: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  'in progress': 'bg-brand-50 text-brand-800 ring-brand-100',
} as const;

/** One sync run: status, counts, duration, and what went wrong in words, behind a disclosure. */
export function SyncLogEntry({ log }: { log: TMlsSyncLog }) {
  const status = syncStatusView(log);
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {log.syncType === 'full' ? 'Full sync' : 'Incremental sync'} · <time dateTime={log.startedAt}>{formatSyncTime(log.startedAt)}</time>
        </p>
        <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', STATUS_CLASSES[status])}>{status}</span>
      </div>
      {status === 'in progress' && <SyncProgress log={log} />}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        <Count term="Processed" value={formatNumber(log.propertiesProcessed)} />
        <Count term="Created" value={formatNumber(log.propertiesCreated)} />
        <Count term="Updated" value={formatNumber(log.propertiesUpdated)} />
        <Count term="Errors" value={formatNumber(log.propertiesErrors)} />
        <Count term="Duration" value={log.duration === null ? '—' : formatDuration(log.duration)} />
      </dl>
      {log.errorDetails.length > 0 && (
        <details className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <summary className="cursor-pointer font-medium">
            Error details ({formatNumber(log.errorDetails.length)})
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
            {log.errorDetails.map((detail, index) => (
              <li key={index}>{detail}</li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}

function Count({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
