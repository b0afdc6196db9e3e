import type { TAnalyticsCounts } from '@shared/schemas/analytics.schema';
import { formatNumber } from '../../../lib/format';

const TILES: readonly { key: keyof TAnalyticsCounts; label: string }[] = [
  { key: 'views', label: 'Views' },
  { key: 'saves', label: 'Saves' },
  { key: 'inquiries', label: 'Inquiries' },
  { key: 'signIns', label: 'Open-house sign-ins' },
  { key: 'leads', label: 'Leads' },
];

/** The range's totals. */
export function TotalsTiles({ totals }: { totals: TAnalyticsCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {TILES.map(({ key, label }) => (
        <div key={key} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{formatNumber(totals[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
