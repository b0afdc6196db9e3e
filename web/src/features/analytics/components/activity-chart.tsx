import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_METRICS } from '@shared/constants/analytics';
import type { TAnalyticsResponse } from '@shared/schemas/analytics.schema';
import { formatNumber } from '../../../lib/format';
import { countOf, periodLabel } from './analytics-format';
import { DataTable, type TColumn } from './data-table';

const METRIC_COLORS = { views: '#2563eb', saves: '#db2777', inquiries: '#059669', signIns: '#d97706' } as const;

type TPoint = TAnalyticsResponse['series'][number];

/** Views, saves, inquiries and sign-ins per day or week. */
export function ActivityChart({ analytics }: { analytics: TAnalyticsResponse }) {
  const data = analytics.series.map((point) => ({ ...point, label: periodLabel(point.start, analytics.bucket) }));
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {ANALYTICS_METRICS.map((metric) => (
          <Line
            key={metric.key}
            type="monotone"
            dataKey={metric.key}
            name={metric.label}
            stroke={METRIC_COLORS[metric.key]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function ActivityTable({ analytics }: { analytics: TAnalyticsResponse }) {
  const columns: TColumn<TPoint>[] = [
    { header: analytics.bucket === 'week' ? 'Week' : 'Day', cell: (point) => periodLabel(point.start, analytics.bucket) },
    ...ANALYTICS_METRICS.map((metric) => ({ header: metric.label, cell: (point: TPoint) => formatNumber(point[metric.key]), isNumeric: true })),
    { header: 'Leads', cell: (point) => formatNumber(point.leads), isNumeric: true },
  ];
  return <DataTable caption="Activity over time" columns={columns} rows={analytics.series} rowKey={(point) => point.start} />;
}

/** The chart's text alternative: the totals and the busiest period. */
export function activitySummary(analytics: TAnalyticsResponse): string {
  const { totals } = analytics;
  const busiest = analytics.series.reduce<TPoint | null>((best, point) => (point.views > (best?.views ?? 0) ? point : best), null);
  const parts = ANALYTICS_METRICS.map((metric) => countOf(totals[metric.key], metric.one, metric.label.toLowerCase())).join(', ');
  return `${parts}${busiest ? `; most views ${analytics.bucket === 'week' ? 'in the week of' : 'on'} ${periodLabel(busiest.start, 'day')} (${formatNumber(busiest.views)})` : ''}.`;
}
