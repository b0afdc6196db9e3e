import type { TAdvancedAnalyticsResponse } from '@shared/schemas/advanced-analytics.schema';
import { TitledCard } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber } from '../../../lib/format';
import { changeLabel, percentLabel } from './analytics-format';

/** New leads, then each status a lead moves into on the way to a sale, as bars against the first stage. */
export function FunnelCard({ funnel }: { funnel: TAdvancedAnalyticsResponse['funnel'] }) {
  const top = funnel[0]?.current ?? 0;
  return (
    <TitledCard
      title="Conversion funnel"
      description="Leads that arrived, then moves into each status in the range (from the lead pipeline’s statuses). A lead that skips a status is not counted in it."
    >
      <ol className="space-y-3">
        {funnel.map((row, index) => {
          const before = index > 0 ? funnel[index - 1]!.current : null;
          return (
            <li key={row.stage} className="space-y-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-slate-900">{row.label}</span>
                <strong className="text-slate-900 tabular-nums">{formatNumber(row.current)}</strong>
              </div>
              <ProgressBar
                value={top > 0 ? (row.current / top) * 100 : 0}
                label={`${row.label}: ${formatNumber(row.current)} of ${formatNumber(top)} new leads`}
              />
              <p className="text-xs text-slate-600">
                {before !== null && `${percentLabel(row.current, before)} of the stage before · `}Previous: {formatNumber(row.previous)} ·{' '}
                {changeLabel(row.current, row.previous)}
              </p>
            </li>
          );
        })}
      </ol>
    </TitledCard>
  );
}
