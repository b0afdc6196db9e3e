import clsx from 'clsx';
import type { TAnalyticsCounts } from '@shared/schemas/analytics.schema';
import { formatNumber } from '../../../lib/format';
import { changeLabel } from './analytics-format';

const TILES: readonly { key: keyof TAnalyticsCounts; label: string }[] = [
  { key: 'views', label: 'Views' },
  { key: 'saves', label: 'Saves' },
  { key: 'inquiries', label: 'Inquiries' },
  { key: 'signIns', label: 'Open-house sign-ins' },
  { key: 'leads', label: 'Leads' },
];

/** The range's totals, each with the previous period's and the change. */
export function ComparisonTiles({ totals }: { totals: { current: TAnalyticsCounts; previous: TAnalyticsCounts } }) {
  return (
    <dl aria-label="Totals compared with the previous period" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {TILES.map(({ key, label }) => {
        const current = totals.current[key];
        const previous = totals.previous[key];
        return (
          <div key={key} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{formatNumber(current)}</dd>
            <dd className={clsx('text-xs font-medium', current > previous ? 'text-green-700' : current < previous ? 'text-red-700' : 'text-slate-600')}>
              {changeLabel(current, previous)}
            </dd>
            <dd className="text-xs text-slate-600">Previous: {formatNumber(previous)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
