import clsx from 'clsx';
import type { TMlsSyncLog } from '@shared/schemas/mls.schema';
import { Card } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import { formatDuration, formatSyncTime, syncKindLabel } from '../lib/format-sync';
import { syncStatusView } from '../lib/sync-status';
import { SyncProgress } from './sync-progress';

const STATUS_CLASSES = {
  completed: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  'in progress': 'bg-brand-50 text-brand-800 ring-brand-100',
} as const;

/**
 * One sync run under the MLS's own name: status, what became of the records read (imported, updated,
 * other members' listings, refused by field, unreadable), why it stopped, and the details behind a disclosure.
 */
export function SyncLogEntry({ log, mlsName }: { log: TMlsSyncLog; mlsName: string }) {
  const status = syncStatusView(log);
  const refused = Object.entries(log.refusedByField).sort(([, a], [, b]) => b - a);
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {mlsName} · {syncKindLabel(log)} · <time dateTime={log.startedAt}>{formatSyncTime(log.startedAt)}</time>
        </p>
        <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', STATUS_CLASSES[status])}>
          {status}
        </span>
      </div>
      {status === 'in progress' && <SyncProgress log={log} />}
      {log.failureReason && <p className="text-sm text-red-800">{log.failureReason}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Count term="Records read" value={formatNumber(log.propertiesProcessed)} />
        <Count term="Imported" value={formatNumber(log.propertiesCreated)} />
        <Count term="Updated" value={formatNumber(log.propertiesUpdated)} />
        <Count term="Not yours" value={formatNumber(log.propertiesNotYours)} />
        <Count term="Refused" value={formatNumber(log.propertiesRefused)} />
        <Count term="Errors" value={formatNumber(log.propertiesErrors)} />
        <Count term="Kept as drafts" value={formatNumber(log.propertiesHeldAsDrafts)} />
        <Count term="Duration" value={log.duration === null ? '—' : formatDuration(log.duration)} />
      </dl>
      {refused.length > 0 && (
        <p className="text-sm text-slate-700">Refused by field: {refused.map(([field, count]) => `${field} ${formatNumber(count)}`).join(', ')}</p>
      )}
      {log.heldAsDraftReason && <p className="text-sm text-amber-800">{log.heldAsDraftReason}</p>}
      {log.errorDetails.length > 0 && (
        <details className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <summary className="cursor-pointer font-medium">Refused and error details ({formatNumber(log.errorDetails.length)})</summary>
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
